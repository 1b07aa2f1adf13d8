import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { siteInsightsRoute } from '@domain/insights/insights-api';
import { ok, stubApi, type Answer } from '../../../../../tests/support/components.ts';
import { SITE_INSIGHTS_FAILED, SiteInsights } from './SiteInsights';

const PATH = 'GET /api/admin/insights';
const serverError: Answer = { status: 500, body: { success: false, error: { code: 'INTERNAL', message: 'Oops' } } };
const week = (weekStart: string, views: number, inquiries: number, booked: number) => ({ weekStart, views, inquiries, booked });

/** GET /api/admin/insights as the API answers it, checked against the route's answer schema. */
const answer = (days = 30) =>
  siteInsightsRoute.answer.parse({
    success: true,
    insights: {
      days,
      from: '2026-10-27',
      to: '2026-11-25',
      weeks: [week('2026-11-09', 120, 6, 1), week('2026-11-16', 150, 9, 2), week('2026-11-23', 90, 4, 0)],
      categories: [
        { slug: 'venues', name: 'Venues', weeks: [week('2026-11-09', 100, 5, 1), week('2026-11-16', 110, 7, 2), week('2026-11-23', 60, 3, 0)] },
        { slug: 'photographers', name: 'Photographers', weeks: [week('2026-11-09', 20, 1, 0), week('2026-11-16', 40, 2, 0), week('2026-11-23', 30, 1, 0)] },
      ],
    },
  });

describe('/admin Insights', () => {
  // jsdom has no matchMedia, which Chartist needs to draw.
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {} }));
  });

  it('shows site-wide views, inquiries and booked per week for the last 30 days, charted and as a table', async () => {
    const sent = stubApi({ [PATH]: ok(answer()) });
    render(<SiteInsights />);
    const table = await screen.findByRole('table', { name: 'Profile views per week, All categories' });
    expect(sent.map((r) => r.url)).toEqual(['/api/admin/insights?days=30']);
    expect(within(screen.getByTestId('site-total-views')).getByText('360')).toBeTruthy();
    expect(within(screen.getByTestId('site-total-inquiries')).getByText('19')).toBeTruthy();
    expect(within(screen.getByTestId('site-total-booked')).getByText('3')).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]!).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Week of', 'Profile views', 'Inquiries', 'Booked']);
    expect(within(rows[2]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['150', '9', '2']);
    await waitFor(() => expect(screen.getByTestId('chart-drawing').querySelectorAll('.ct-bar')).toHaveLength(3));
  });

  it('narrows to one category and charts the chosen figure', async () => {
    stubApi({ [PATH]: ok(answer()) });
    render(<SiteInsights />);
    await screen.findByTestId('site-insights');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Category'), 'photographers');
    await user.selectOptions(screen.getByLabelText('Show on the chart'), 'inquiries');
    const table = screen.getByRole('table', { name: 'Inquiries per week, Photographers' });
    expect(within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['20', '40', '30']);
    expect(within(screen.getByTestId('site-total-views')).getByText('90')).toBeTruthy();
  });

  it('asks for 7 or 90 days when the period changes', async () => {
    const sent = stubApi({ [PATH]: (url) => ok(answer(Number(url.searchParams.get('days')))) });
    render(<SiteInsights />);
    await screen.findByTestId('site-insights');
    await userEvent.setup().click(screen.getByRole('radio', { name: '90 days' }));
    await waitFor(() => expect(sent.map((r) => r.url)).toEqual(['/api/admin/insights?days=30', '/api/admin/insights?days=90']));
    await waitFor(() => expect(screen.getByRole('list', { name: 'All categories, last 90 days' })).toBeTruthy());
  });

  it('offers Retry when the insights fail to load, and recovers', async () => {
    stubApi({ [PATH]: [serverError, ok(answer())] });
    render(<SiteInsights />);
    expect(await screen.findByText(SITE_INSIGHTS_FAILED)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('site-insights')).toBeTruthy();
  });
});
