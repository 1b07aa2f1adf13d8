/**
 * A bar chart of one series per week, with its text alternative: a table of the same weekly numbers (every
 * column given, the charted one included). The table is always in the page for screen readers (visually hidden)
 * and shown on screen with 'Show as table'; the drawing itself is hidden from assistive tech.
 *
 * One copy for the vendor's Insights tab and the admin insights, imported from the sub-path `@uwd/ui/chart`
 * (bundled into those remotes' lazy chunks, never into the shared `@uwd/ui` index that every page downloads).
 * Chartist is a further React.lazy chunk, fetched when a chart first renders.
 */
import { Component, Suspense, lazy, useId, useMemo, useState, type ReactNode } from 'react';
import { weekLabel } from './week-label';
import './chart.css';

const ChartistBars = lazy(() => import('./ChartistBars'));

/** This module imports nothing else of @uwd/ui (see rich-text/RichTextField.tsx for why). */
const cx = (...names: Array<string | false | null | undefined>) => names.filter(Boolean).join(' ');

export interface WeeklyColumn {
  key: string;
  label: string;
  /** One value per week, in the order of `weeks`. */
  values: number[];
}

export interface WeeklyChartProps {
  /** The table's caption and the chart's name, e.g. 'Profile views per week'. */
  title: string;
  /** Each week's first day (YYYY-MM-DD), oldest first. */
  weeks: string[];
  /** The table's columns; the chart draws the one whose key is `charted`. */
  columns: WeeklyColumn[];
  charted: string;
  /** Periods other than weeks (e.g. months, issue 37 §7): the first column's heading, each period's label (short under a bar, long in the table) and how a value reads in the table. */
  periodHeading?: string;
  periodLabel?: (period: string, long: boolean) => string;
  formatValue?: (value: number) => string;
}

export const SHOW_TABLE = 'Show as table';
export const HIDE_TABLE = 'Hide table';
export const CHART_LOAD_FAILED = 'The chart could not be loaded. The table below has the same numbers.';

const formatCount = (value: number) => value.toLocaleString('en-US');

export function WeeklyChart({ title, weeks, columns, charted, periodHeading = 'Week of', periodLabel = weekLabel, formatValue = formatCount }: WeeklyChartProps) {
  const [tableShown, setTableShown] = useState(false);
  const [chartFailed, setChartFailed] = useState(false);
  const tableId = useId();
  const labels = useMemo(() => weeks.map((w) => periodLabel(w, false)), [weeks, periodLabel]);
  const column = columns.find((c) => c.key === charted) ?? columns[0];
  const showTable = tableShown || chartFailed;

  return (
    <figure className="ui-chart" data-testid="weekly-chart">
      <figcaption className="ui-chart__head">
        <span className="ui-chart__title">{title}</span>
        <button type="button" className="ui-chart__toggle" aria-expanded={showTable} aria-controls={tableId} disabled={chartFailed} onClick={() => setTableShown((s) => !s)}>
          {showTable ? HIDE_TABLE : SHOW_TABLE}
        </button>
      </figcaption>
      <div aria-hidden="true" className="ui-chart__frame">
        {column && !chartFailed && (
          <ChartBoundary onFail={() => setChartFailed(true)}>
            <Suspense fallback={<div className="ui-chart__placeholder" />}>
              <ChartistBars labels={labels} values={column.values} name={column.key} />
            </Suspense>
          </ChartBoundary>
        )}
        {chartFailed && <p className="ui-chart__failed">{CHART_LOAD_FAILED}</p>}
      </div>
      {/* Shown, it scrolls sideways on a narrow screen: a focusable region, so the keyboard can scroll it too. */}
      <div id={tableId} className={cx('ui-chart__table-wrap', !showTable && 'visually-hidden')} {...(showTable ? { tabIndex: 0, role: 'region', 'aria-label': `${title}, table` } : {})}>
        <table className="ui-chart__table">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{periodHeading}</th>
              {columns.map((c) => (
                <th key={c.key} scope="col">
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((w, i) => (
              <tr key={w}>
                <th scope="row">{periodLabel(w, true)}</th>
                {columns.map((c) => (
                  <td key={c.key}>{formatValue(c.values[i] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** A chart chunk that fails to load (offline, a deploy in between) leaves the table, shown. */
class ChartBoundary extends Component<{ onFail: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onFail();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
