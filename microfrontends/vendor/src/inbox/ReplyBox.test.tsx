import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { badRequest, created, ok, posted, stubApi } from '../../../../tests/support/components.ts';
import { ReplyBox, withSavedReply } from './ReplyBox';
import { StatusActions } from './StatusActions';
import { aNotice, anInquiry } from './test-fixtures';

const SAVED = [
  { _id: 's1', title: 'Tour invitation', body: 'We would love to show you around. Saturdays at 10 work well.' },
  { _id: 's2', title: 'Pricing', body: 'Our spring rate starts at $8,000.' },
];

const renderBox = (routes: Parameters<typeof stubApi>[0] = {}) => {
  const sent = stubApi(routes);
  const notice = aNotice();
  const onUpdated = vi.fn();
  render(<ReplyBox vendorId="v1" inquiry={anInquiry()} savedReplies={SAVED} notice={notice} onUpdated={onUpdated} />);
  return { sent, notice, onUpdated };
};

describe('reply box (vendor inbox)', () => {
  it("says 'Reply is required' for an empty reply and sends nothing", async () => {
    const { sent } = renderBox();
    fireEvent.submit(screen.getByRole('form', { name: 'Reply to Jo Park' }));
    expect(await screen.findByText('Reply is required')).toBeTruthy();
    expect(screen.getByLabelText('Your reply').getAttribute('aria-invalid')).toBe('true');
    expect(posted(sent)).toEqual([]);
  });

  it('inserts the chosen saved reply into the box, after what is already typed', async () => {
    renderBox();
    const user = userEvent.setup();
    const insert = screen.getByRole('button', { name: 'Insert Saved Reply' });
    expect((insert as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText('Saved reply'), 'Tour invitation');
    await user.click(insert);
    const box = screen.getByLabelText('Your reply') as HTMLTextAreaElement;
    expect(box.value).toBe(SAVED[0]!.body);
    expect(document.activeElement).toBe(box);
    await user.selectOptions(screen.getByLabelText('Saved reply'), 'Pricing');
    await user.click(screen.getByRole('button', { name: 'Insert Saved Reply' }));
    expect(box.value).toBe(`${SAVED[0]!.body}\n\n${SAVED[1]!.body}`);
    expect(withSavedReply('  ', 'x')).toBe('x');
  });

  it("'Send Reply' posts the reply, empties the box and shows the inquiry the API returns", async () => {
    const replied = anInquiry({ status: 'replied', statusLabel: 'Replied' });
    const { sent, notice, onUpdated } = renderBox({ 'POST /api/vendors/v1/inquiries/i1/replies': created({ success: true, message: 'Reply sent to Jo Park.', inquiry: replied }) });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your reply'), 'Thank you! Saturday works.');
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    await waitFor(() => expect(onUpdated).toHaveBeenCalledWith(replied));
    expect(posted(sent)).toEqual([{ method: 'POST', url: '/api/vendors/v1/inquiries/i1/replies', body: { body: 'Thank you! Saturday works.' } }]);
    expect(notice.success).toHaveBeenCalledWith('Reply sent to Jo Park.');
    expect((screen.getByLabelText('Your reply') as HTMLTextAreaElement).value).toBe('');
  });

  it("shows the server's field message from a 400 and keeps the text", async () => {
    const { notice } = renderBox({ 'POST /api/vendors/v1/inquiries/i1/replies': badRequest({ body: 'Message must be at most 5000 characters' }) });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your reply'), 'A reply the server refuses');
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByText('Message must be at most 5000 characters')).toBeTruthy();
    expect(notice.error).toHaveBeenCalled();
    expect((screen.getByLabelText('Your reply') as HTMLTextAreaElement).value).toBe('A reply the server refuses');
  });
});

describe("'Not Available' and 'Mark as Booked'", () => {
  const renderActions = () => {
    const answer = ok({ success: true, message: 'Done.', inquiry: anInquiry({ status: 'not_available', statusLabel: 'Not Available' }) });
    const sent = stubApi({ 'PUT /api/vendors/v1/inquiries/i1/status': answer });
    const onUpdated = vi.fn();
    render(<StatusActions vendorId="v1" inquiry={anInquiry()} notice={aNotice()} onUpdated={onUpdated} />);
    return { sent, onUpdated };
  };

  it("describes 'Not Available' on the button and asks first; cancelling sends nothing", async () => {
    const { sent } = renderActions();
    const button = screen.getByRole('button', { name: 'Not Available' });
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby')!)!.textContent).toContain('kind note that you are not available on October 9, 2027');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await userEvent.setup().click(button);
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('not available on October 9, 2027'));
    expect(posted(sent)).toEqual([]);
  });

  it('sends the decline once confirmed, and Mark as Booked in one click', async () => {
    const { sent, onUpdated } = renderActions();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Not Available' }));
    await waitFor(() => expect(onUpdated).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Mark as Booked' }));
    await waitFor(() => expect(onUpdated).toHaveBeenCalledTimes(2));
    expect(posted(sent).map((r) => r.body)).toEqual([{ status: 'not_available' }, { status: 'booked' }]);
  });
});
