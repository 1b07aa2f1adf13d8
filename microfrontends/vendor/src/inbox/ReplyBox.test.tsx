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
    await user.click(screen.getByRole('checkbox', { name: 'Also mark October 9, 2027 as booked on your calendar' }));
    await user.click(screen.getByRole('button', { name: 'Mark as Booked' }));
    await waitFor(() => expect(onUpdated).toHaveBeenCalledTimes(2));
    expect(posted(sent).map((r) => r.body)).toEqual([{ status: 'not_available' }, { status: 'booked' }]);
  });
});

describe("'Mark as Booked' offers to mark the date on the calendar", () => {
  const BOOKED_HINT = { kind: 'date' as const, tone: 'warning' as const, text: 'You marked October 9, 2027 as booked on your calendar' };
  const renderBooking = (inquiry = anInquiry(), calendar = ok({ success: true, message: 'Marked 1 day as booked.', changed: 1, from: '2027-10-09', to: '2027-10-09', status: 'booked' })) => {
    const sent = stubApi({
      'PUT /api/vendors/v1/inquiries/i1/status': ok({ success: true, message: 'Marked as booked.', inquiry: anInquiry({ status: 'booked', statusLabel: 'Booked' }) }),
      'PUT /api/vendors/v1/availability': calendar,
    });
    const notice = aNotice();
    const onUpdated = vi.fn();
    const { unmount } = render(<StatusActions vendorId="v1" inquiry={inquiry} notice={notice} onUpdated={onUpdated} />);
    return { sent, notice, onUpdated, unmount };
  };

  it("ticks 'Also mark October 9, 2027 as booked on your calendar': the status, then that day on the calendar, and the hint says so", async () => {
    const { sent, notice, onUpdated } = renderBooking();
    const also = screen.getByRole('checkbox', { name: 'Also mark October 9, 2027 as booked on your calendar' }) as HTMLInputElement;
    expect(also.checked).toBe(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mark as Booked' }));
    await waitFor(() => expect(onUpdated).toHaveBeenCalledTimes(1));
    expect(posted(sent)).toEqual([
      { method: 'PUT', url: '/api/vendors/v1/inquiries/i1/status', body: { status: 'booked' } },
      { method: 'PUT', url: '/api/vendors/v1/availability', body: { from: '2027-10-09', to: '2027-10-09', status: 'booked' } },
    ]);
    expect(onUpdated.mock.calls[0]![0].fitHints[0]).toEqual(BOOKED_HINT);
    expect(notice.success).toHaveBeenCalledWith('Marked as booked. October 9, 2027 is now booked on your calendar.');
  });

  it('leaves the calendar alone when the box is unticked', async () => {
    const { sent, onUpdated } = renderBooking();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /Also mark/ }));
    await user.click(screen.getByRole('button', { name: 'Mark as Booked' }));
    await waitFor(() => expect(onUpdated).toHaveBeenCalledTimes(1));
    expect(posted(sent).map((r) => r.url)).toEqual(['/api/vendors/v1/inquiries/i1/status']);
  });

  it('says so when the calendar refuses the day, and keeps the booking', async () => {
    const { notice, onUpdated } = renderBooking(anInquiry(), badRequest({ from: 'Dates must be today or later' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mark as Booked' }));
    await waitFor(() => expect(notice.error).toHaveBeenCalled());
    expect(onUpdated).toHaveBeenCalledWith(expect.objectContaining({ status: 'booked' }));
    expect(notice.error.mock.calls[0]![0]).toContain('Marked as booked, but October 9, 2027 could not be marked on your calendar');
  });

  it('offers nothing for the calendar without a date, or when the date is already marked booked', async () => {
    const { unmount } = renderBooking(anInquiry({ weddingDate: null, dateUndecided: true }));
    expect(screen.queryByRole('checkbox', { name: /Also mark/ })).toBeNull();
    unmount();
    renderBooking(anInquiry({ fitHints: [BOOKED_HINT] }));
    expect(screen.queryByRole('checkbox', { name: /Also mark/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /on your calendar/ })).toBeNull();
  });

  it('after booking without the calendar, a follow-up button marks the date', async () => {
    const { sent, onUpdated } = renderBooking(anInquiry({ status: 'booked', statusLabel: 'Booked' }));
    expect(screen.queryByRole('checkbox', { name: /Also mark/ })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mark October 9, 2027 as booked on your calendar' }));
    await waitFor(() => expect(onUpdated).toHaveBeenCalledTimes(1));
    expect(posted(sent)).toEqual([{ method: 'PUT', url: '/api/vendors/v1/availability', body: { from: '2027-10-09', to: '2027-10-09', status: 'booked' } }]);
    expect(onUpdated.mock.calls[0]![0].fitHints[0]).toEqual(BOOKED_HINT);
  });
});
