import { useMemo, useState } from 'react';
import { callRoute } from '@uwd/api-client';
import { SelectField, useResource } from '@uwd/ui';
import { PeriodControl, WeeklyChart } from '@uwd/ui/chart';
import { ADMIN_INSIGHT_METRICS, INSIGHT_METRIC_LABELS, INSIGHT_PERIODS, siteInsightsRoute, type AdminInsightMetric, type InsightPeriod, type SiteInsights as SiteInsightsData } from '@domain/insights/insights-api';
import { ChartCard, ChartCardLoading, Figure, Figures } from './figures';
import { LoadFailed } from './ui';
import './site-insights.css';

export const SITE_INSIGHTS_FAILED = 'Failed to load the insights.';
const ALL = '';

const loadInsights = (days: InsightPeriod) => (signal: AbortSignal) =>
  callRoute(siteInsightsRoute, { query: { days: String(days) }, signal, cache: 'no-store' }).then((a) => a.insights);

const isMetric = (value: string): value is AdminInsightMetric => (ADMIN_INSIGHT_METRICS as readonly string[]).includes(value);

/**
 * /admin 'Insights' (issue 18, deliverable 7): site-wide profile views, inquiries and booked per week for the last
 * 7 / 30 / 90 days, for the whole directory or one category, on the vendors' chart with its table.
 */
export function SiteInsights() {
  const [days, setDays] = useState<InsightPeriod>(30);
  const { state, retry } = useResource(`site-insights|${days}`, loadInsights(days), { keepPrevious: true });

  return (
    <section className="adm-section" aria-labelledby="admin-insights" aria-busy={state.status === 'loading' || (state.status === 'ready' && state.refreshing)}>
      <div className="adm-insights__head">
        <h2 id="admin-insights" className="adm-section__title">
          Insights
        </h2>
        <PeriodControl options={INSIGHT_PERIODS} value={days} onChange={setDays} label="Show the last" />
      </div>
      {state.status === 'loading' && <ChartCardLoading testId="site-insights-loading" />}
      {state.status === 'error' && <LoadFailed title={SITE_INSIGHTS_FAILED} onRetry={retry} />}
      {state.status === 'ready' && <InsightsCard insights={state.data} />}
    </section>
  );
}

function InsightsCard({ insights }: { insights: SiteInsightsData }) {
  const [category, setCategory] = useState(ALL);
  const [metric, setMetric] = useState<AdminInsightMetric>('views');
  const chosen = insights.categories.find((c) => c.slug === category);
  const scope = chosen ? chosen.name : 'All categories';
  const rows = chosen ? chosen.weeks : insights.weeks;
  const weeks = useMemo(() => rows.map((w) => w.weekStart), [rows]);
  const columns = useMemo(() => ADMIN_INSIGHT_METRICS.map((m) => ({ key: m, label: INSIGHT_METRIC_LABELS[m], values: rows.map((w) => w[m]) })), [rows]);

  return (
    <ChartCard testId="site-insights">
      <Figures label={`${scope}, last ${insights.days} days`}>
        {columns.map((c) => (
          <Figure key={c.key} testId={`site-total-${c.key}`} label={c.label} value={c.values.reduce((a, b) => a + b, 0).toLocaleString('en-US')} />
        ))}
      </Figures>
      <div className="adm-insights__picks">
        <SelectField id="adm-insights-category" label="Category" value={category} onChange={(e) => setCategory(e.target.value)}>
          <option value={ALL}>All categories</option>
          {insights.categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <SelectField id="adm-insights-metric" label="Show on the chart" value={metric} onChange={(e) => isMetric(e.target.value) && setMetric(e.target.value)}>
          {ADMIN_INSIGHT_METRICS.map((m) => (
            <option key={m} value={m}>
              {INSIGHT_METRIC_LABELS[m]}
            </option>
          ))}
        </SelectField>
      </div>
      <WeeklyChart title={`${INSIGHT_METRIC_LABELS[metric]} per week, ${scope}`} weeks={weeks} columns={columns} charted={metric} />
    </ChartCard>
  );
}
