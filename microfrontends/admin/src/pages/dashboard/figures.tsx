/** /admin's chart cards (Revenue, Insights): the card, its loading state and its figure tiles, on figures.css. */
import type { ReactNode } from 'react';
import { Card, Skeleton, cx } from '@uwd/ui';
import './figures.css';

/** The card a chart and its figures stand in. */
export function ChartCard({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Card className="adm-chart-card" data-testid={testId}>
      {children}
    </Card>
  );
}

/** The card while its figures load: a line and the chart's height. */
export function ChartCardLoading({ testId }: { testId: string }) {
  return (
    <Card className="adm-chart-card" aria-hidden="true" data-testid={testId}>
      <Skeleton width="40%" height="1.2rem" />
      <Skeleton height="240px" />
    </Card>
  );
}

/** A row of figure tiles: three by default (one a row on a phone), or four (two by two on a phone). */
export function Figures({ label, four = false, children }: { label: string; four?: boolean; children: ReactNode }) {
  return (
    <ul className={cx('adm-figures', four && 'adm-figures--four')} aria-label={label}>
      {children}
    </ul>
  );
}

/** One tile: what it counts, the figure, and a note under it when there is one. */
export function Figure({ testId, label, value, note }: { testId: string; label: string; value: string; note?: string }) {
  return (
    <li className="adm-figure" data-testid={testId}>
      <span className="adm-figure__label">{label}</span>
      <span className="adm-figure__value">{value}</span>
      {note && <span className="adm-figure__note">{note}</span>}
    </li>
  );
}
