import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminReviewReport } from '@domain/reviews/review-report-api';
import { badRequest, ok, posted, stubApi } from '../../../../../tests/support/components.ts';
import { ReviewsPage } from '../ReviewsPage';

const REPORT: AdminReviewReport = {
  _id: 'rep1',
  reviewId: 'r1',
  vendorId: 'v1',
  reason: 'private-information',
  text: 'The review gives out our planner’s cell number.',
  createdAt: '2026-12-04T15:00:00.000Z',
  decision: null,
  removal: null,
  review: {
    _id: 'r1',
    vendor: { _id: 'v1', name: 'Magnolia Barn', slug: 'magnolia-barn' },
    rating: 1,
    title: 'Awful',
    text: 'Call 864-555-0100 and ask them why.',
    reviewerName: 'Sam Porter',
    reviewerEmail: 'sam@example.com',
    weddingDate: null,
    isPublished: true,
    publishedAt: '2026-11-01T12:00:00.000Z',
    createdAt: '2026-11-01T10:00:00.000Z',
    reply: null,
    verifiedVia: null,
    photos: [],
  },
};

// jsdom has no modal dialogs: open and close toggle the attribute, as a browser's would.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const list = (reports: AdminReviewReport[]) =>
  ok({ success: true, reports, pagination: { page: 1, limit: 20, total: reports.length, totalPages: 1, hasPrevPage: false, hasNextPage: false } });

const renderPage = (routes: Parameters<typeof stubApi>[0]) => {
  const sent = stubApi(routes);
  render(
    <MemoryRouter initialEntries={['/admin/reviews?status=reported']}>
      <ReviewsPage />
    </MemoryRouter>,
  );
  return { sent };
};

describe("admin: the 'Reported' queue", () => {
  it('shows each reported review with the report, its reason and the date to decide by, and links the policy', async () => {
    renderPage({ 'GET /api/admin/review-reports': list([REPORT]) });
    const card = await screen.findByTestId('report-card');
    expect(within(card).getByText('Call 864-555-0100 and ask them why.')).toBeTruthy();
    expect(within(card).getByText('Private information')).toBeTruthy();
    expect(within(card).getByText('The review gives out our planner’s cell number.')).toBeTruthy();
    // Reported on a Friday: due two business days later, on Tuesday.
    expect(within(card).getByText(/Decide by/).querySelectorAll('time')[1]?.getAttribute('datetime')).toBe('2026-12-08T15:00:00.000Z');
    expect(screen.getByRole('button', { name: 'Reported', pressed: true })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How reviews work' }).getAttribute('href')).toBe('/reviews/policy');
  });

  it("'Remove' needs the reason shown in place of the text; sent with it, the queue reloads", async () => {
    const { sent } = renderPage({
      'GET /api/admin/review-reports': [list([REPORT]), list([])],
      'POST /api/admin/review-reports/rep1/decision': ok({
        success: true,
        message: 'The review is removed. The vendor sees your decision.',
        report: { ...REPORT, decision: { outcome: 'remove', reason: 'It shared a phone number.', decidedAt: '2026-12-04T16:00:00.000Z', decidedBy: { _id: 'a1', email: 'admin@example.com' } } },
      }),
    });
    const user = userEvent.setup();
    await user.click(within(await screen.findByTestId('report-card')).getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByTestId('decide-report-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Review' }));
    expect(within(dialog).getByText('Please give the reason shown in place of the review')).toBeTruthy();
    expect(posted(sent)).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Reason shown on the vendor page/), 'It shared a phone number.');
    expect(within(dialog).getByText('Shown as “Removed by Upstate Wedding Directory: It shared a phone number.”')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Review' }));
    expect(await screen.findByText('No reports waiting')).toBeTruthy();
    expect(posted(sent)).toEqual([{ method: 'POST', url: '/api/admin/review-reports/rep1/decision', body: { decision: 'remove', reason: 'It shared a phone number.' } }]);
    expect(screen.getByTestId('admin-notice').textContent).toContain('The review is removed. The vendor sees your decision.');
  });

  it("'Keep' may go without a reason; a server refusal is shown in the dialog", async () => {
    const { sent } = renderPage({
      'GET /api/admin/review-reports': list([REPORT]),
      'POST /api/admin/review-reports/rep1/decision': badRequest({ reason: 'Reason cannot contain line breaks or control characters' }),
    });
    const user = userEvent.setup();
    await user.click(within(await screen.findByTestId('report-card')).getByRole('button', { name: 'Keep' }));
    const dialog = screen.getByTestId('decide-report-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Keep Review' }));
    expect(posted(sent)).toEqual([{ method: 'POST', url: '/api/admin/review-reports/rep1/decision', body: { decision: 'keep' } }]);
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
  });

  it('the decided list says who decided, when and why', async () => {
    const decided = { ...REPORT, decision: { outcome: 'keep' as const, reason: 'The couple sent their contract.', decidedAt: '2026-12-04T16:00:00.000Z', decidedBy: { _id: 'a1', email: 'admin@example.com' } } };
    renderPage({ 'GET /api/admin/review-reports': (url) => (url.searchParams.get('status') === 'decided' ? list([decided]) : list([])) });
    const user = userEvent.setup();
    await screen.findByText('No reports waiting');
    await user.click(screen.getByRole('button', { name: 'Decided' }));
    const card = await screen.findByTestId('report-card');
    expect(within(card).getByTestId('report-decision').textContent).toMatch(/^Kept by admin@example\.com on .+: The couple sent their contract\.$/);
    expect(within(card).queryByRole('button', { name: 'Keep' })).toBeNull();
  });
});
