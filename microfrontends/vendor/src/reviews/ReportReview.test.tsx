import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ManagedReview } from '@domain/reviews/review-reply-api';
import type { VendorReviewReport } from '@domain/reviews/review-report-api';
import { badRequest, created, ok, posted, stubApi } from '../../../../tests/support/components.ts';
import { ReviewsTab } from './ReviewsTab';

const aReview = (o: Partial<ManagedReview> = {}): ManagedReview => ({
  _id: 'r1',
  verified: false,
  photos: [],
  rating: 1,
  title: 'Awful',
  body: 'They never showed up.',
  reviewerName: 'Sam P.',
  weddingDate: '2026-06-14',
  createdAt: '2026-07-01T10:00:00.000Z',
  reply: null,
  ...o,
});

const aReport = (o: Partial<VendorReviewReport> = {}): VendorReviewReport => ({
  _id: 'rep1',
  reviewId: 'r1',
  reason: 'not-a-client',
  text: 'We have no booking under this name.',
  createdAt: '2026-11-30T15:00:00.000Z',
  decision: null,
  ...o,
});

const page = (reviews: ManagedReview[]) =>
  ok({
    success: true,
    vendor: { _id: 'v1', name: 'Magnolia Barn', slug: 'magnolia-barn' },
    reviews,
    pagination: { page: 1, limit: 10, total: reviews.length, totalPages: 1, hasPrevPage: false, hasNextPage: false },
  });

const renderTab = (routes: Parameters<typeof stubApi>[0]) => {
  const sent = stubApi(routes);
  const notice = { notice: null, success: vi.fn(), error: vi.fn(), dismiss: vi.fn() };
  render(<ReviewsTab vendorId="v1" notice={notice} active />);
  return { sent, notice };
};

describe("'Report review' on the dashboard's Reviews tab", () => {
  it('asks for a reason and words (the shared schema’s messages), sends nothing until both are given, then shows the report waiting', async () => {
    const { sent, notice } = renderTab({
      'GET /api/vendors/v1/reviews/manage': page([aReview()]),
      'GET /api/vendors/v1/review-reports': ok({ success: true, reports: [] }),
      'POST /api/vendors/v1/reviews/r1/report': created({ success: true, message: 'Thank you. Our team will look at your report within 2 business days.', report: aReport() }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Report review' }));
    const dialog = screen.getByTestId('report-review-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Report review' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'How reviews work' }).getAttribute('href')).toBe('/reviews/policy');
    const reason = within(dialog).getByLabelText(/Reason/);
    expect(document.activeElement).toBe(reason);
    expect(within(dialog).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose a reason',
      'Not a client',
      'Spam or advertising',
      'Hate or harassment',
      'Private information',
      'Conflict of interest',
      'Other',
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(within(dialog).getByText('Please choose a reason')).toBeTruthy();
    expect(within(dialog).getByText('Please tell us what is wrong with this review')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/What is wrong/), { target: { value: 'a'.repeat(2001) } });
    expect(within(dialog).getByTestId('report-counter').textContent).toBe('2001 / 2000');
    expect(posted(sent)).toEqual([]);

    await user.selectOptions(reason, 'not-a-client');
    fireEvent.change(within(dialog).getByLabelText(/What is wrong/), { target: { value: 'We have no booking under this name.' } });
    await user.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(await screen.findByTestId('report-status')).toBeTruthy();
    expect(posted(sent)).toEqual([{ method: 'POST', url: '/api/vendors/v1/reviews/r1/report', body: { reason: 'not-a-client', text: 'We have no booking under this name.' } }]);
    expect(notice.success).toHaveBeenCalledWith('Thank you. Our team will look at your report within 2 business days.');
    expect(screen.queryByTestId('report-review-dialog')).toBeNull();
    expect(screen.getByTestId('report-status').textContent).toBe(
      'You reported this review on November 30, 2026 (Not a client). Our team will decide within 2 business days.',
    );
    // One open report per review: the button is gone until our team decides.
    expect(screen.queryByRole('button', { name: 'Report review' })).toBeNull();
  });

  it("shows the server's field message from a 400 and keeps the dialog open", async () => {
    renderTab({
      'GET /api/vendors/v1/reviews/manage': page([aReview()]),
      'GET /api/vendors/v1/review-reports': ok({ success: true, reports: [] }),
      'POST /api/vendors/v1/reviews/r1/report': badRequest({ text: 'Details cannot contain control characters' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Report review' }));
    const dialog = screen.getByTestId('report-review-dialog');
    await user.selectOptions(within(dialog).getByLabelText(/Reason/), 'spam');
    fireEvent.change(within(dialog).getByLabelText(/What is wrong/), { target: { value: 'Advertising.' } });
    await user.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(await within(dialog).findByText('Details cannot contain control characters')).toBeTruthy();
  });

  it("shows our team's decision on an earlier report: kept with its reason, or removed (then no more reports)", async () => {
    renderTab({
      'GET /api/vendors/v1/reviews/manage': page([
        aReview(),
        aReview({ _id: 'r2', title: null, body: 'Removed by Upstate Wedding Directory: It shared a phone number.', removed: true }),
      ]),
      'GET /api/vendors/v1/review-reports': ok({
        success: true,
        reports: [
          aReport({ decision: { outcome: 'keep', reason: 'The couple sent us their contract.', decidedAt: '2026-12-01T15:00:00.000Z' } }),
          aReport({ _id: 'rep2', reviewId: 'r2', reason: 'private-information', decision: { outcome: 'remove', reason: 'It shared a phone number.', decidedAt: '2026-12-01T16:00:00.000Z' } }),
        ],
      }),
    });
    const [kept, removed] = await screen.findAllByTestId('report-status');
    expect(kept!.textContent).toBe(
      'You reported this review on November 30, 2026 (Not a client). Our team kept the review on December 1, 2026. Reason: The couple sent us their contract.',
    );
    expect(removed!.textContent).toContain('Our team removed the review on December 1, 2026. Reason: It shared a phone number.');
    // A removed review shows no stars and cannot be answered.
    const cards = screen.getAllByTestId('managed-review');
    expect(within(cards[1]!).queryByRole('img', { name: /^Rated/ })).toBeNull();
    expect(within(cards[1]!).queryByRole('button', { name: 'Reply' })).toBeNull();
    expect(within(cards[0]!).getByRole('button', { name: 'Reply' })).toBeTruthy();
    // A kept review may be reported again; a removed one may not.
    expect(screen.getAllByRole('button', { name: 'Report review' })).toHaveLength(1);
  });
});
