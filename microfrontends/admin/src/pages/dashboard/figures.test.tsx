import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminRevenueRoute } from '@domain/billing/admin-billing-api';
import { siteInsightsRoute } from '@domain/insights/insights-api';
import { ok, stubApi } from '../../../../../tests/support/components.ts';
import { RevenueCard } from './Revenue';
import { SiteInsights } from './SiteInsights';

const months = Array.from({ length: 12 }, (_, i) => ({ month: `2026-${String(i + 1).padStart(2, '0')}`, paidCents: 0, invoices: 0 }));
const revenue = adminRevenueRoute.answer.parse({
  success: true,
  revenue: { mrrCents: 2900, paidPlans: 1, trials: 0, trialMrrCents: 0, pastDue: 0, trialsEndingIn7Days: 0, months, processor: 'stripe' },
}).revenue;
const week = { weekStart: '2026-11-23', views: 9, inquiries: 2, booked: 1 };
const insights = siteInsightsRoute.answer.parse({ success: true, insights: { days: 30, from: '2026-10-27', to: '2026-11-25', weeks: [week], categories: [] } });

/** The tiles of a figure: the list, the tile, its label and its value, as both cards draw them. */
const tileClasses = (tile: HTMLElement) => [tile.parentElement!.className.split(' ')[0], tile.className, tile.children[0]!.className, tile.children[1]!.className];

describe('the figures of /admin Revenue and Insights', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {} }));
  });

  it('are one kind of tile on one stylesheet: the revenue plan counts and the insights totals', async () => {
    stubApi({ 'GET /api/admin/insights': ok(insights) });
    render(
      <>
        <RevenueCard revenue={revenue} />
        <SiteInsights />
      </>,
    );
    const insightsTile = await screen.findByTestId('site-total-views');
    const revenueTile = screen.getByTestId('revenue-paid');
    expect(tileClasses(revenueTile)).toEqual(['adm-figures', 'adm-figure', 'adm-figure__label', 'adm-figure__value']);
    expect(tileClasses(insightsTile)).toEqual(tileClasses(revenueTile));
    expect(screen.getByTestId('revenue').classList.contains('adm-chart-card')).toBe(true);
    expect(screen.getByTestId('site-insights').classList.contains('adm-chart-card')).toBe(true);
  });
});
