import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { HeldMessageAnswer } from '@domain/inquiries/inquiry-api';
import { ok, posted, stubApi } from '../../../../../tests/support/components.ts';
import { HeldMessageCard } from './HeldMessageCard';

const HELD: HeldMessageAnswer = {
  _id: 'm1',
  inquiryId: 'i1',
  vendor: { _id: 'v1', name: 'Magnolia Barn', slug: 'magnolia-barn' },
  coupleName: 'Sam Rivera',
  email: 'sam@example.com',
  body: 'Boost your sales with backlinks: http://a.example http://b.example http://c.example',
  holdReasons: ['links', 'spam_pattern'],
  createdAt: '2026-11-25T15:00:00.000Z',
};

const renderCard = () => {
  const sent = stubApi({
    'PUT /api/admin/inquiries/messages/m1/release': ok({ success: true, message: 'Released. The vendor has the message now.' }),
    'DELETE /api/admin/inquiries/messages/m1': ok({ success: true, message: 'Message deleted.' }),
  });
  const notice = { notice: null, success: vi.fn(), error: vi.fn(), dismiss: vi.fn() };
  const onDone = vi.fn();
  render(
    <MemoryRouter>
      <HeldMessageCard message={HELD} notice={notice} onDone={onDone} />
    </MemoryRouter>,
  );
  return { sent, notice, onDone };
};

describe("a couple's held message in a thread (admin)", () => {
  it('shows who wrote to which vendor, the message and the hold reasons in words', () => {
    renderCard();
    expect(screen.getByRole('heading', { name: 'Sam Rivera to Magnolia Barn' })).toBeTruthy();
    expect(screen.getByText('More than two links')).toBeTruthy();
    expect(screen.getByText('Known spam wording')).toBeTruthy();
    expect(screen.getByText(HELD.body)).toBeTruthy();
    expect(screen.getByText('Held message')).toBeTruthy();
  });

  it("'Release' delivers it to the vendor", async () => {
    const { sent, notice, onDone } = renderCard();
    await userEvent.setup().click(screen.getByRole('button', { name: /^Release/ }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(posted(sent)).toEqual([{ method: 'PUT', url: '/api/admin/inquiries/messages/m1/release', body: undefined }]);
    expect(notice.success).toHaveBeenCalledWith('Released. The vendor has the message now.');
  });

  it("'Delete' asks first and deletes only when confirmed", async () => {
    const { sent, onDone } = renderCard();
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await user.click(screen.getByRole('button', { name: /^Delete/ }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Delete the message from Sam Rivera to Magnolia Barn?'));
    expect(posted(sent)).toEqual([]);
    await user.click(screen.getByRole('button', { name: /^Delete/ }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(posted(sent)).toEqual([{ method: 'DELETE', url: '/api/admin/inquiries/messages/m1', body: undefined }]);
  });
});
