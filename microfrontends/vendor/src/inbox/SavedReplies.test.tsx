import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { badRequest, created, ok, posted, stubApi, type Answer } from '../../../../tests/support/components.ts';
import { SavedReplies } from './SavedReplies';
import { aNotice } from './test-fixtures';

const REPLIES = [{ _id: 's1', title: 'Tour invitation', body: 'We would love to show you around.' }];

const renderManager = (routes: Record<string, Answer> = {}) => {
  const sent = stubApi(routes);
  const reload = vi.fn(async () => {});
  const notice = aNotice();
  render(<SavedReplies vendorId="v1" state={{ status: 'ready', data: REPLIES, refreshing: false }} reload={reload} retry={vi.fn()} notice={notice} />);
  return { sent, reload, notice };
};

describe('saved replies manager (vendor inbox)', () => {
  it('shows the field messages of an empty new reply and saves nothing', async () => {
    const { sent } = renderManager();
    await userEvent.setup().click(screen.getByRole('button', { name: 'New Saved Reply' }));
    expect(document.activeElement).toBe(screen.getByLabelText(/^Title/));
    fireEvent.submit(screen.getByTestId('saved-reply-form'));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Reply is required')).toBeTruthy();
    expect(posted(sent)).toEqual([]);
  });

  it('creates a saved reply and reloads the list', async () => {
    const reply = { _id: 's2', title: 'Pricing', body: 'Our spring rate starts at $8,000.', updatedAt: '2026-11-25T15:00:00.000Z' };
    const { sent, reload, notice } = renderManager({ 'POST /api/vendors/v1/saved-replies': created({ success: true, message: 'Saved reply added.', reply }) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New Saved Reply' }));
    await user.type(screen.getByLabelText(/^Title/), 'Pricing');
    await user.type(screen.getByLabelText(/^Reply text/), 'Our spring rate starts at $8,000.');
    await user.click(screen.getByRole('button', { name: 'Save Reply' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(posted(sent)).toEqual([{ method: 'POST', url: '/api/vendors/v1/saved-replies', body: { title: 'Pricing', body: 'Our spring rate starts at $8,000.' } }]);
    expect(notice.success).toHaveBeenCalledWith('Saved reply added.');
  });

  it("edits a saved reply and shows the server's field message", async () => {
    const { sent } = renderManager({ 'PUT /api/vendors/v1/saved-replies/s1': badRequest({ title: 'Title is too long' }) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit “Tour invitation”' }));
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Tour invitation');
    await user.type(screen.getByLabelText(/^Title/), ' (spring)');
    await user.click(screen.getByRole('button', { name: 'Save Reply' }));
    expect(await screen.findByText('Title is too long')).toBeTruthy();
    expect(posted(sent)[0]).toMatchObject({ method: 'PUT', body: { title: 'Tour invitation (spring)' } });
  });

  it('deletes only after a confirmation', async () => {
    const { sent, reload } = renderManager({ 'DELETE /api/vendors/v1/saved-replies/s1': ok({ success: true, message: 'Saved reply deleted.' }) });
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await user.click(screen.getByRole('button', { name: 'Delete “Tour invitation”' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Delete the saved reply “Tour invitation”?'));
    expect(posted(sent)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete “Tour invitation”' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(posted(sent)).toEqual([{ method: 'DELETE', url: '/api/vendors/v1/saved-replies/s1', body: undefined }]);
  });
});
