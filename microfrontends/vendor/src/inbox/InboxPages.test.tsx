import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@uwd/auth-store';
import { ok, stubApi, type Answer } from '../../../../tests/support/components.ts';
import { InboxPage } from './InboxPage';
import { ThreadPage } from './ThreadPage';
import { anInquiry } from './test-fixtures';

const forbidden: Answer = { status: 403, body: { success: false, error: { code: 'FORBIDDEN', message: 'You can only read the inquiries of your own listing.' } } };
const serverError: Answer = { status: 500, body: { success: false, error: { code: 'INTERNAL', message: 'Oops' } } };

const summary = (over: Record<string, unknown> = {}) => ({
  unread: 0,
  counts: { new: 0, replied: 0, booked: 0, not_available: 0, closed: 0 },
  replyTime: { medianMinutes: null, label: null, answered: 0, unanswered: 0 },
  ...over,
});
const page = (inquiries: unknown[], p: { page: number; totalPages: number; total: number }, over: Record<string, unknown> = {}) =>
  ok({ success: true, inquiries, pagination: { limit: 20, hasPrevPage: p.page > 1, hasNextPage: p.page < p.totalPages, ...p }, summary: summary(over) });

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/vendor/inquiries" element={<InboxPage />} />
        <Route path="/vendor/inquiries/:inquiryId" element={<ThreadPage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('inbox screens: states', () => {
  beforeEach(() => {
    useAuthStore.setState({ status: 'authenticated', token: 't', user: { email: 'owner@example.com', isAdmin: false, vendorId: 'v1' } as never });
  });

  it('says when there are no inquiries yet, and that there is no reply time to show', async () => {
    stubApi({ 'GET /api/vendors/v1/inquiries': page([], { page: 1, totalPages: 0, total: 0 }) });
    renderAt('/vendor/inquiries');
    expect(await screen.findByRole('heading', { name: 'No inquiries yet' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Inquiries', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('reply-time').textContent).toContain('No first replies in the last 90 days yet');
  });

  it('shows the median first reply and pages through the inbox', async () => {
    const sent = stubApi({
      'GET /api/vendors/v1/inquiries': (url) =>
        page([anInquiry({ _id: url.searchParams.get('page') === '2' ? 'i2' : 'i1', coupleName: url.searchParams.get('page') === '2' ? 'Ari Moss' : 'Jo Park', unread: true })], { page: Number(url.searchParams.get('page') ?? 1), totalPages: 2, total: 21 }, {
          counts: { new: 21, replied: 0, booked: 0, not_available: 0, closed: 0 },
          replyTime: { medianMinutes: 95, label: '1 hour 35 minutes', answered: 4, unanswered: 1 },
        }),
    });
    renderAt('/vendor/inquiries');
    expect(await screen.findByRole('link', { name: 'Jo Park' })).toBeTruthy();
    expect(screen.getByTestId('reply-time').textContent).toBe('Your median first reply over the last 90 days: 1 hour 35 minutes (4 answered, 1 unanswered).');
    expect(screen.getByRole('button', { name: /^All/ }).textContent).toContain('21');
    expect(screen.getByTestId('unread-marker').textContent).toBe('Unread');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Ari Moss' })).toBeTruthy();
    expect(sent.map((r) => r.url)).toContain('/api/vendors/v1/inquiries?page=2');
  });

  it("says in the list when a couple's date is already marked on the calendar", async () => {
    const marked = { kind: 'date' as const, tone: 'warning' as const, text: 'You marked October 9, 2027 as booked on your calendar' };
    stubApi({ 'GET /api/vendors/v1/inquiries': page([anInquiry({ fitHints: [marked] }), anInquiry({ _id: 'i2', coupleName: 'Ari Moss' })], { page: 1, totalPages: 1, total: 2 }) });
    renderAt('/vendor/inquiries');
    await screen.findByRole('link', { name: 'Ari Moss' });
    const rows = screen.getAllByTestId('inbox-row');
    expect(rows[0]!.textContent).toContain('You marked October 9, 2027 as booked on your calendar');
    expect(rows[1]!.textContent).not.toContain('on your calendar');
  });

  it("shows 'Access Denied' on a 403, for the list and for one inquiry", async () => {
    stubApi({ 'GET /api/vendors/v1/inquiries': forbidden, 'GET /api/vendors/v1/inquiries/i1': forbidden, 'GET /api/vendors/v1/saved-replies': ok({ success: true, replies: [] }) });
    const { unmount } = renderAt('/vendor/inquiries');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    unmount();
    renderAt('/vendor/inquiries/i1');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
  });

  it('offers Retry when the inbox fails to load, and recovers', async () => {
    stubApi({ 'GET /api/vendors/v1/inquiries': [serverError, page([anInquiry()], { page: 1, totalPages: 1, total: 1 })] });
    renderAt('/vendor/inquiries');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Jo Park' })).toBeTruthy();
  });

  it("shows a closed conversation's reason and takes no reply", async () => {
    stubApi({
      'GET /api/vendors/v1/inquiries/i1': ok({ success: true, inquiry: anInquiry({ status: 'closed', statusLabel: 'Closed', closeReason: 'booked_elsewhere', closeReasonLabel: "We've booked someone else" }) }),
      'GET /api/vendors/v1/saved-replies': ok({ success: true, replies: [] }),
    });
    renderAt('/vendor/inquiries/i1');
    expect(await screen.findByRole('heading', { name: 'Jo Park closed this conversation' })).toBeTruthy();
    expect(screen.getByTestId('thread-closed').textContent).toContain("We've booked someone else");
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send Reply' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Mark as Booked' })).toBeNull();
  });

  it('shows the couple, the fit hints in words and the conversation of an open inquiry', async () => {
    stubApi({
      'GET /api/vendors/v1/inquiries/i1': ok({ success: true, inquiry: anInquiry() }),
      'GET /api/vendors/v1/saved-replies': ok({ success: true, replies: [] }),
    });
    renderAt('/vendor/inquiries/i1');
    expect(await screen.findByRole('heading', { name: 'Inquiry from Jo Park', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'jo@example.com' }).getAttribute('href')).toBe('mailto:jo@example.com');
    expect(screen.getByRole('link', { name: '864-555-0100' }).getAttribute('href')).toMatch(/^tel:/);
    expect(screen.getByText('October 9, 2027')).toBeTruthy();
    expect(screen.getByTestId('fit-hints').textContent).toContain('Good fit: 120 guests fit your capacity of 150.');
    expect(screen.getByTestId('fit-hints').textContent).toContain('Check: Their budget is under your starting price.');
    expect(screen.getByTestId('conversation').textContent).toContain('We love the barn');
    expect(screen.getByRole('button', { name: 'Send Reply' })).toBeTruthy();
  });
});
