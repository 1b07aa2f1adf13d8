import { useMemo, useState } from 'react';
import { callRoute } from '@uwd/api-client';
import { SelectField, Skeleton, useResource } from '@uwd/ui';
import { PeriodControl, WeeklyChart } from '@uwd/ui/chart';
import { COUNTING_NOTE, INSIGHT_METRICS, INSIGHT_METRIC_LABELS, INSIGHT_PERIODS, vendorInsightsRoute, type InsightMetric, type InsightPeriod, type VendorInsights } from '@domain/insights/insights-api';
import { LoadFailed } from '../inbox/InboxChrome';
import { InsightFigures, isEmptyPeriod } from './InsightFigures';
import './insights.css';

export const INSIGHTS_LOAD_FAILED = 'Failed to load your insights.';
export const NO_VISITS_YET = 'No visits yet';

const isMetric = (value: string): value is InsightMetric => (INSIGHT_METRICS as readonly string[]).includes(value);

/**
 * The dashboard's Insights tab (issue 18): the seven figures of the last 7 / 30 / 90 days with their change, a
 * chart per week of the chosen figure (with its table), and how counts are made. Loads when first opened.
 */
export function InsightsTab({ vendorId, active }: { vendorId: string; active: boolean }) {
  const [opened, setOpened] = useState(active);
  if (active && !opened) setOpened(true);
  const [days, setDays] = useState<InsightPeriod>(30);
  const [metric, setMetric] = useState<InsightMetric>('views');
  const { state, retry } = useResource(
    opened ? `vendor-insights|${vendorId}|${days}` : null,
    (signal) => callRoute(vendorInsightsRoute, { params: { id: vendorId }, query: { days: String(days) }, signal, cache: 'no-store' }).then((a) => a.insights),
    { keepPrevious: true },
  );

  return (
    <section className="vd-card vins" aria-labelledby="vins-title" aria-busy={state.status === 'loading' || (state.status === 'ready' && state.refreshing)}>
      <div className="vd-card__head vins__head">
        <div>
          <h2 id="vins-title" className="vd-card__title">
            Insights
          </h2>
          <p className="vd-card__lead">What your listing brought you, counted honestly.</p>
        </div>
        <PeriodControl options={INSIGHT_PERIODS} value={days} onChange={setDays} label="Show the last" />
      </div>
      {state.status === 'loading' && <FiguresSkeleton />}
      {state.status === 'error' && <LoadFailed title={INSIGHTS_LOAD_FAILED} onRetry={retry} />}
      {state.status === 'ready' && <InsightsBody insights={state.data} metric={metric} onMetric={setMetric} />}
      <p className="vins__note" data-testid="counting-note">
        {COUNTING_NOTE}
      </p>
    </section>
  );
}

function InsightsBody({ insights, metric, onMetric }: { insights: VendorInsights; metric: InsightMetric; onMetric: (m: InsightMetric) => void }) {
  const weeks = useMemo(() => insights.weeks.map((w) => w.weekStart), [insights]);
  const columns = useMemo(() => INSIGHT_METRICS.map((m) => ({ key: m, label: INSIGHT_METRIC_LABELS[m], values: insights.weeks.map((w) => w[m]) })), [insights]);
  return (
    <>
      {isEmptyPeriod(insights) && (
        <div className="vins-empty" data-testid="insights-empty">
          <p className="vins-empty__title">{NO_VISITS_YET}</p>
          <p className="vins-empty__text">Nothing was counted in the last {insights.days} days. Share your profile, and couples’ visits, clicks and inquiries will show here.</p>
        </div>
      )}
      <InsightFigures insights={insights} />
      <div className="vins-chart">
        <SelectField id="vins-metric" label="Show on the chart" value={metric} onChange={(e) => isMetric(e.target.value) && onMetric(e.target.value)} className="vins-chart__pick">
          {INSIGHT_METRICS.map((m) => (
            <option key={m} value={m}>
              {INSIGHT_METRIC_LABELS[m]}
            </option>
          ))}
        </SelectField>
        <WeeklyChart title={`${INSIGHT_METRIC_LABELS[metric]} per week`} weeks={weeks} columns={columns} charted={metric} />
      </div>
    </>
  );
}

function FiguresSkeleton() {
  return (
    <ul className="vins-figures" aria-hidden="true" data-testid="insights-loading">
      {INSIGHT_METRICS.map((m) => (
        <li key={m} className="vins-figure">
          <Skeleton width="60%" height="0.9rem" />
          <Skeleton width="40%" height="1.8rem" />
          <Skeleton width="50%" height="0.8rem" />
        </li>
      ))}
    </ul>
  );
}
