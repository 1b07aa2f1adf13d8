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
const bookedInbox = (couples: Array<{ _id: string; coupleName: string }>) =>
  ok({
    success: true,
    inquiries: couples.map((c) => ({ ...c, email: `${c._id}@example.com`, status: 'booked', statusLabel: 'Booked' })),
    pagination: { page: 1, limit: 20, total: couples.length, totalPages: 1, hasPrevPage: false, hasNextPage: false },
    summary: { unread: 0, counts: {}, replyTime: null },
  });
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
