import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReviewRequestAnswer } from '@domain/reviews/review-request-api';
import { badRequest, created, ok, posted, stubApi } from '../../../../tests/support/components.ts';
import { AskForReviews } from './AskForReviews';

const aRequest = (o: Partial<ReviewRequestAnswer> = {}): ReviewRequestAnswer => ({
  _id: 'q1',
  clientName: 'Jordan Reyes',
  email: 'jordan@example.com',
  inquiryId: null,
  state: 'sent',
  stateLabel: 'Sent',
  sentAt: '2026-12-01T15:00:00.000Z',
  expiresAt: '2027-01-30T15:00:00.000Z',
  expired: false,
  reminded: false,
  ...o,
});
const list = (requests: ReviewRequestAnswer[], leftToday = 100) => ok({ success: true, vendor: { _id: 'v1', name: 'Magnolia Barn', slug: 'magnolia-barn' }, requests, leftToday });
/** A page of the inbox's Booked couples (20 a page); `total`: all of them, on every page. */
const bookedInbox = (couples: Array<{ _id: string; coupleName: string }>, page = 1, total = couples.length) => {
  const totalPages = Math.max(1, Math.ceil(total / 20));
  return ok({
    success: true,
    inquiries: couples.map((c) => ({ ...c, email: `${c._id}@example.com`, status: 'booked', statusLabel: 'Booked' })),
    pagination: { page, limit: 20, total, totalPages, hasPrevPage: page > 1, hasNextPage: page < totalPages },
    summary: { unread: 0, counts: {}, replyTime: null },
  });
};
/** Couples numbered `from` on ('Couple 21'). */
const couples = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ _id: `i${from + i}`, coupleName: `Couple ${from + i}` }));
const sentAnswer = (o: Record<string, unknown> = {}) =>
  created({ success: true, message: 'Review request sent to 1 client.', sent: [], skipped: [], leftToday: 99, ...o });

const renderAsk = (routes: Parameters<typeof stubApi>[0]) => {
  const sent = stubApi(routes);
  const notice = { notice: null, success: vi.fn(), error: vi.fn(), dismiss: vi.fn() };
  render(<AskForReviews vendorId="v1" notice={notice} active />);
  return { sent, notice };
};

describe("'Ask for a review' (issue 40 §1)", () => {
  it("asks a Booked couple with one click, and shows each request's state", async () => {
    const { sent, notice } = renderAsk({
      'GET /api/vendors/v1/review-requests': [list([aRequest({ state: 'opened', stateLabel: 'Opened' })]), list([aRequest({ _id: 'q2', clientName: 'Sam & Alex', inquiryId: 'i1' }), aRequest({ state: 'opened', stateLabel: 'Opened' })], 99)],
      'GET /api/vendors/v1/inquiries': bookedInbox([{ _id: 'i1', coupleName: 'Sam & Alex' }]),
      'POST /api/vendors/v1/review-requests': sentAnswer(),
    });
    const requests = await screen.findByRole('list', { name: 'Your review requests' });
    expect(within(requests).getByText('Opened')).toBeTruthy();
    expect(await screen.findByText('You can send 100 more today.')).toBeTruthy();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Ask for a review from Sam & Alex' }));
    expect(posted(sent)).toEqual([{ method: 'POST', url: '/api/vendors/v1/review-requests', body: { inquiryIds: ['i1'], clients: [] } }]);
    expect(notice.success).toHaveBeenCalledWith('Review request sent to 1 client.');
    expect(await screen.findByText('Asked: Sent')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask for a review from Sam & Alex' })).toBeNull();
  });

  it("'Show more' reaches the older Booked couples a page at a time, focuses the first one it adds, and is gone after the last page", async () => {
    const { sent } = renderAsk({
      'GET /api/vendors/v1/review-requests': list([aRequest({ _id: 'q21', clientName: 'Couple 21', inquiryId: 'i21' })]),
      'GET /api/vendors/v1/inquiries': (url) => (url.searchParams.get('page') === '2' ? bookedInbox(couples(21, 5), 2, 25) : bookedInbox(couples(1, 20), 1, 25)),
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Ask for a review from Couple 20' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Booked couples' })).queryByText('Couple 21')).toBeNull();
    expect(screen.getByText('Showing 20 of 25 booked couples')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('button', { name: 'Ask for a review from Couple 25' })).toBeTruthy();
    const shown = within(screen.getByRole('list', { name: 'Booked couples' })).getAllByRole('listitem');
    expect(shown.map((li) => li.querySelector('.ask__couple-name')?.textContent)).toEqual(couples(1, 25).map((c) => c.coupleName));
    // The first couple it added is focused (asked already: its state, not a button).
    expect(document.activeElement).toBe(shown[20]);
    expect(within(shown[20]!).getByText('Asked: Sent')).toBeTruthy();
    expect(screen.getByText('Showing 25 of 25 booked couples')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(sent.filter((r) => r.url.startsWith('/api/vendors/v1/inquiries')).map((r) => r.url)).toEqual([
      '/api/vendors/v1/inquiries?status=booked&page=1',
      '/api/vendors/v1/inquiries?status=booked&page=2',
    ]);
  });

  it("a 'Show more' that fails says so, keeps the couples shown, and can be tried again", async () => {
    renderAsk({
      'GET /api/vendors/v1/review-requests': list([]),
      'GET /api/vendors/v1/inquiries': [bookedInbox(couples(1, 20), 1, 21), { status: 500, body: { success: false, error: { code: 'INTERNAL', message: 'Something went wrong' } } }, bookedInbox(couples(21, 1), 2, 21)],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('More booked couples could not be loaded. Please try again.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Ask for a review from/ })).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('button', { name: 'Ask for a review from Couple 21' })).toBeTruthy();
    expect(screen.queryByText('More booked couples could not be loaded. Please try again.')).toBeNull();
  });

  it('sends typed clients, checked before sending, and reports those not asked', async () => {
    const { sent } = renderAsk({
      'GET /api/vendors/v1/review-requests': list([]),
      'GET /api/vendors/v1/inquiries': bookedInbox([]),
      'POST /api/vendors/v1/review-requests': sentAnswer({
        message: 'Review request sent to 1 client.',
        skipped: [{ name: 'Riley', email: 'riley@example.com', inquiryId: null, reason: 'unsubscribed', reasonLabel: 'Unsubscribed' }],
      }),
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Couples whose inquiry you mark Booked in your inbox appear here.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send review requests' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(posted(sent)).toEqual([]);

    await user.type(screen.getByLabelText(/^Name/), 'Jordan Reyes');
    await user.type(screen.getByLabelText(/^Email/), 'jordan@example.com');
    await user.click(screen.getByRole('button', { name: 'Add another client' }));
    await user.type(screen.getAllByLabelText(/^Name/)[1]!, 'Riley');
    await user.type(screen.getAllByLabelText(/^Email/)[1]!, 'riley@example.com');
    await user.click(screen.getByRole('button', { name: 'Send review requests' }));
    expect(posted(sent)[0]?.body).toEqual({ inquiryIds: [], clients: [{ name: 'Jordan Reyes', email: 'jordan@example.com' }, { name: 'Riley', email: 'riley@example.com' }] });
    const status = await screen.findByTestId('ask-result');
    expect(within(status).getByText('Unsubscribed')).toBeTruthy();
    // The form is emptied for the next clients.
    expect(screen.getAllByLabelText(/^Name/)).toHaveLength(1);
  });

  it('is not shown to an admin managing the listing (the emails are the owner\'s)', async () => {
    const forbidden = { status: 403, body: { success: false, error: { code: 'FORBIDDEN', message: 'You can only manage your own listing.' } } };
    const sent = renderAsk({ 'GET /api/vendors/v1/review-requests': forbidden, 'GET /api/vendors/v1/inquiries': forbidden });
    await vi.waitFor(() => expect(sent.sent.length).toBeGreaterThanOrEqual(1));
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Ask for a review' })).toBeNull());
  });

  it("shows the server's field messages and allows at most 20 rows", async () => {
    renderAsk({
      'GET /api/vendors/v1/review-requests': list([]),
      'GET /api/vendors/v1/inquiries': bookedInbox([]),
      'POST /api/vendors/v1/review-requests': badRequest({ 'clients.0.email': 'Please enter a valid email address' }),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/), 'Jordan');
    await user.type(screen.getByLabelText(/^Email/), 'jordan@example.com');
    await user.click(screen.getByRole('button', { name: 'Send review requests' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    for (let i = 1; i < 20; i++) await user.click(screen.getByRole('button', { name: 'Add another client' }));
    expect(screen.getAllByLabelText(/^Name/)).toHaveLength(20);
    expect((screen.getByRole('button', { name: 'Add another client' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
