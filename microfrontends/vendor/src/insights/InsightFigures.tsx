import { INSIGHT_METRICS, INSIGHT_METRIC_LABELS, type VendorInsights } from '@domain/insights/insights-api';
import { cx } from '@uwd/ui';
import { describeChange } from './change';

/** The seven figures of the period, each with its change against the previous period (arrow, words and colour). */
export function InsightFigures({ insights }: { insights: VendorInsights }) {
  return (
    <ul className="vins-figures" aria-label={`Totals for the last ${insights.days} days`}>
      {INSIGHT_METRICS.map((metric) => {
        const total = insights.totals[metric];
        const change = describeChange(total.changePercent, insights.days);
        return (
          <li key={metric} className="vins-figure" data-testid={`figure-${metric}`}>
            <span className="vins-figure__label">{INSIGHT_METRIC_LABELS[metric]}</span>
            <span className="vins-figure__value">{total.value.toLocaleString('en-US')}</span>
            <span className={cx('vins-change', `vins-change--${change.tone}`)}>
              <span aria-hidden="true" data-testid={`change-${metric}`}>
                {change.text}
              </span>
              <span className="visually-hidden">{change.spoken}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Nothing counted in the period (every figure zero): the figures and chart still show, with this above them. */
export const isEmptyPeriod = (insights: VendorInsights) => INSIGHT_METRICS.every((m) => insights.totals[m].value === 0);
