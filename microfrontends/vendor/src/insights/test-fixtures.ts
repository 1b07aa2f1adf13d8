import { INSIGHT_METRICS, vendorInsightsRoute, type InsightMetric, type VendorInsights } from '@domain/insights/insights-api';

type Totals = VendorInsights['totals'];
const WEEK_STARTS = ['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23'];

/**
 * GET /api/vendors/{id}/insights as the API answers it, checked against the route's answer schema (so the
 * fixtures cannot drift from the contract). `weekly` gives each metric's numbers per week; totals add them up.
 */
export function insightsAnswer({ days = 30, weekly = {}, change = {} }: { days?: number; weekly?: Partial<Record<InsightMetric, number[]>>; change?: Partial<Record<InsightMetric, { previous: number; changePercent: number | null }>> } = {}) {
  const weeks = WEEK_STARTS.map((weekStart, i) => ({ weekStart, ...Object.fromEntries(INSIGHT_METRICS.map((m) => [m, weekly[m]?.[i] ?? 0])) }) as VendorInsights['weeks'][number]);
  const totals = Object.fromEntries(
    INSIGHT_METRICS.map((m) => {
      const value = weeks.reduce((sum, w) => sum + w[m], 0);
      return [m, { value, previous: change[m]?.previous ?? 0, changePercent: change[m] ? change[m].changePercent : null }];
    }),
  ) as Totals;
  return vendorInsightsRoute.answer.parse({ success: true, insights: { days, from: '2026-10-27', to: '2026-11-25', totals, weeks } });
}
