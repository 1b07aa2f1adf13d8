import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminRevenueRoute, advanceTestClockRoute, MRR_HELP, testClockRoute } from '@domain/billing/admin-billing-api';
import { ok, posted, stubApi, type Answer } from '../../../../../tests/support/components.ts';
import { REVENUE_FAILED, Revenue } from './Revenue';
import { TEST_PROCESSOR_NOTE } from './TestClockPanel';

const REVENUE = 'GET /api/admin/billing/revenue';
const CLOCK = 'GET /api/admin/billing/test-clock';
const ADVANCE = 'POST /api/admin/billing/test-clock';
const serverError: Answer = { status: 500, body: { success: false, error: { code: 'INTERNAL', message: 'Oops' } } };

const months = (paid: Record<string, number> = {}) =>
  Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(2026, i, 1));
    const month = d.toISOString().slice(0, 7);
    return { month, paidCents: paid[month] ?? 0, invoices: paid[month] ? 1 : 0 };
  });

/** GET /api/admin/billing/revenue as the API answers it, checked against the route's answer schema. */
const revenue = (over: Record<string, unknown> = {}, processor: 'local' | 'stripe' = 'local') =>
  ok(
    adminRevenueRoute.answer.parse({
      success: true,
      revenue: { mrrCents: 15800, paidPlans: 2, trials: 3, trialMrrCents: 18700, pastDue: 1, trialsEndingIn7Days: 1, months: months({ '2026-11': 2900, '2026-12': 15800 }), processor, ...over },
    }),
  );
const clock = (now: string, offsetDays: number) => ok(testClockRoute.answer.parse({ success: true, clock: { now, offsetDays } }));

describe('/admin Revenue', () => {
  // jsdom has no matchMedia, which Chartist needs to draw.
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {} }));
  });

  it('shows the monthly recurring revenue with what it counts, the plan counts, and the paid invoices per month charted and as a table', async () => {
    stubApi({ [REVENUE]: revenue(), [CLOCK]: clock('2026-12-02T12:00:00.000Z', 0) });
    render(<Revenue />);
    const mrr = await screen.findByTestId('revenue-mrr');
    expect(within(mrr).getByText('Monthly recurring revenue')).toBeTruthy();
    expect(within(mrr).getByText('$158')).toBeTruthy();
    expect(within(mrr).getByText(MRR_HELP)).toBeTruthy();
    expect(within(screen.getByTestId('revenue-paid')).getByText('2')).toBeTruthy();
    expect(within(screen.getByTestId('revenue-trials')).getByText('3')).toBeTruthy();
    expect(within(screen.getByTestId('revenue-trials')).getByText('$187 a month once they pay')).toBeTruthy();
    expect(within(screen.getByTestId('revenue-past-due')).getByText('1')).toBeTruthy();
    expect(within(screen.getByTestId('revenue-trials-ending')).getByText('1')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Revenue per month (paid invoices, US dollars)' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]!).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Month', 'Paid']);
    expect(rows).toHaveLength(13);
    expect(within(rows[11]!).getByRole('rowheader').textContent).toBe('Nov 2026');
    expect(within(rows[11]!).getByRole('cell').textContent).toBe('$29');
    expect(within(rows[12]!).getByRole('cell').textContent).toBe('$158');
    await waitFor(() => expect(screen.getByTestId('chart-drawing').querySelectorAll('.ct-bar')).toHaveLength(12));
  });

  it('says it is the test processor, shows its date, and reloads the figures after advancing its clock', async () => {
    const sent = stubApi({
      [REVENUE]: [revenue(), revenue({ paidPlans: 3, mrrCents: 18700 })],
      [CLOCK]: clock('2026-12-02T12:00:00.000Z', 0),
      [ADVANCE]: ok(advanceTestClockRoute.answer.parse({ success: true, clock: { now: '2027-01-01T12:00:00.000Z', offsetDays: 30 } })),
    });
    render(<Revenue />);
    const panel = await screen.findByTestId('test-clock');
    expect(within(panel).getByRole('heading', { name: 'Test processor' })).toBeTruthy();
    expect(within(panel).getByText(TEST_PROCESSOR_NOTE)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('test-clock-date').textContent).toBe('Processor date: Wed, December 2, 2026 (today)'));
    await userEvent.setup().click(within(within(panel).getByRole('group', { name: 'Advance the test clock' })).getByRole('button', { name: '+30 days' }));
    await waitFor(() => expect(screen.getByTestId('test-clock-date').textContent).toBe('Processor date: Fri, January 1, 2027 (30 days ahead)'));
    await waitFor(() => expect(within(screen.getByTestId('revenue-paid')).getByText('3')).toBeTruthy());
    expect(within(screen.getByTestId('revenue-mrr')).getByText('$187')).toBeTruthy();
    expect(posted(sent)).toEqual([{ method: 'POST', url: '/api/admin/billing/test-clock', body: { days: 30 } }]);
  });

  it('has no test clock with Stripe', async () => {
    const sent = stubApi({ [REVENUE]: revenue({}, 'stripe') });
    render(<Revenue />);
    await screen.findByTestId('revenue');
    expect(screen.queryByTestId('test-clock')).toBeNull();
    expect(sent.map((r) => r.url)).toEqual(['/api/admin/billing/revenue']);
  });

  it('offers Retry when the figures fail to load', async () => {
    stubApi({ [REVENUE]: [serverError, revenue({}, 'stripe')] });
    render(<Revenue />);
    expect(await screen.findByText(REVENUE_FAILED)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('revenue')).toBeTruthy();
  });
});
