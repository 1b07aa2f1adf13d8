import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { HeldInquiryAnswer } from '@domain/inquiries/inquiry-api';
import { ok, posted, stubApi } from '../../../../../tests/support/components.ts';
import { HeldCard } from './HeldCard';

const HELD: HeldInquiryAnswer = {
  _id: 'h1',
  vendor: { _id: 'v1', name: 'Magnolia Barn', slug: 'magnolia-barn' },
  coupleName: 'Bot Person',
  email: 'bot@example.com',
  phone: null,
  weddingDate: null,
  dateUndecided: true,
  guestCount: 50,
  budget: 'not-sure',
  budgetLabel: 'Not sure yet',
  status: 'new',
  statusLabel: 'New',
  message: 'Visit http://a.example http://b.example http://c.example for backlinks',
  receivedAt: '2026-11-25T15:00:00.000Z',
  lastMessageAt: '2026-11-25T15:00:00.000Z',
  lastMessageBy: 'couple',
  holdReasons: ['honeypot', 'links'],
  createdAt: '2026-11-25T15:00:00.000Z',
};

const renderCard = () => {
  const sent = stubApi({
    'PUT /api/admin/inquiries/h1/release': ok({ success: true, message: 'Released: delivered to Magnolia Barn.' }),
    'DELETE /api/admin/inquiries/h1': ok({ success: true, message: 'Inquiry deleted.' }),
  });
  const notice = { notice: null, success: vi.fn(), error: vi.fn(), dismiss: vi.fn() };
  const onDone = vi.fn();
  render(
    <MemoryRouter>
      <HeldCard inquiry={HELD} notice={notice} onDone={onDone} />
    </MemoryRouter>,
  );
  return { sent, notice, onDone };
};

describe('a held inquiry (admin)', () => {
  it('shows the vendor, the couple, the message and the hold reasons in words', () => {
    renderCard();
    expect(screen.getByRole('heading', { name: 'Bot Person to Magnolia Barn' })).toBeTruthy();
    expect(screen.getByText('Hidden field filled in')).toBeTruthy();
    expect(screen.getByText('More than two links')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'bot@example.com' }).getAttribute('href')).toBe('mailto:bot@example.com');
    expect(screen.getByText("We haven't picked a date yet")).toBeTruthy();
  });

  it("'Release' delivers it at once", async () => {
    const { sent, notice, onDone } = renderCard();
    await userEvent.setup().click(screen.getByRole('button', { name: /^Release/ }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(posted(sent)).toEqual([{ method: 'PUT', url: '/api/admin/inquiries/h1/release', body: undefined }]);
    expect(notice.success).toHaveBeenCalledWith('Released: delivered to Magnolia Barn.');
  });

  it("'Delete' asks first and deletes only when confirmed", async () => {
    const { sent, onDone } = renderCard();
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await user.click(screen.getByRole('button', { name: /^Delete/ }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Delete the inquiry from Bot Person to Magnolia Barn?'));
    expect(posted(sent)).toEqual([]);
    await user.click(screen.getByRole('button', { name: /^Delete/ }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(posted(sent)).toEqual([{ method: 'DELETE', url: '/api/admin/inquiries/h1', body: undefined }]);
  });
});
