import { useMemo } from 'react';
import { callRoute } from '@uwd/api-client';
import { useResource } from '@uwd/ui';
import { WeeklyChart } from '@uwd/ui/chart';
import { adminRevenueRoute, formatCents, monthLabel, MRR_HELP, type RevenueDto } from '@domain/billing/admin-billing-api';
import { ChartCard, ChartCardLoading, Figure, Figures } from './figures';
import { TestClockPanel } from './TestClockPanel';
import { LoadFailed } from './ui';
import './revenue.css';

export const REVENUE_FAILED = 'Failed to load the revenue.';

const loadRevenue = (signal: AbortSignal) => callRoute(adminRevenueRoute, { signal, cache: 'no-store' }).then((a) => a.revenue);

/** Chart labels: 'Mar' under a bar, 'Mar 2027' in the table. */
const revenueMonthLabel = (month: string, long: boolean) => monthLabel(month, !long);
const dollarsOf = (value: number) => formatCents(Math.round(value * 100));

/**
 * /admin 'Revenue' (issue 37 §7): monthly recurring revenue, paid plans, trials, past due, trials ending in 7 days,
 * and the paid invoices per month for 12 months on the insights' chart with its table. With the local test
 * processor, its test clock panel follows, and moving the clock reloads the figures.
 */
export function Revenue() {
  const { state, retry, reload } = useResource('admin-revenue', loadRevenue);
  return (
    <section className="adm-section" aria-labelledby="admin-revenue" aria-busy={state.status === 'loading' || (state.status === 'ready' && state.refreshing)}>
      <h2 id="admin-revenue" className="adm-section__title">
        Revenue
      </h2>
      {state.status === 'loading' && <ChartCardLoading testId="revenue-loading" />}
      {state.status === 'error' && <LoadFailed title={REVENUE_FAILED} onRetry={retry} />}
      {state.status === 'ready' && (
        <>
          {state.data.processor === 'local' && <TestClockPanel onAdvanced={reload} />}
          <RevenueCard revenue={state.data} />
        </>
      )}
    </section>
  );
}

export function RevenueCard({ revenue }: { revenue: RevenueDto }) {
  const months = useMemo(() => revenue.months.map((m) => m.month), [revenue.months]);
  const columns = useMemo(
    () => [
      { key: 'paid', label: 'Paid', values: revenue.months.map((m) => m.paidCents / 100) },
    ],
    [revenue.months],
  );
  const count = (n: number) => n.toLocaleString('en-US');
  return (
    <ChartCard testId="revenue">
      <div className="adm-revenue__mrr" data-testid="revenue-mrr">
        <span className="adm-figure__label">Monthly recurring revenue</span>
        <span className="adm-revenue__big">{formatCents(revenue.mrrCents)}</span>
        <p className="adm-revenue__help">{MRR_HELP}</p>
      </div>
      <Figures label="Plans" four>
        <Figure testId="revenue-paid" label="Paid plans" value={count(revenue.paidPlans)} />
        <Figure testId="revenue-trials" label="Trials" value={count(revenue.trials)} note={revenue.trials > 0 ? `${formatCents(revenue.trialMrrCents)} a month once they pay` : undefined} />
        <Figure testId="revenue-past-due" label="Past due" value={count(revenue.pastDue)} />
        <Figure testId="revenue-trials-ending" label="Trials ending in 7 days" value={count(revenue.trialsEndingIn7Days)} />
      </Figures>
      <WeeklyChart
        title="Revenue per month (paid invoices, US dollars)"
        weeks={months}
        columns={columns}
        charted="paid"
        periodHeading="Month"
        periodLabel={revenueMonthLabel}
        formatValue={dollarsOf}
      />
    </ChartCard>
  );
}
