/**
 * The drawn chart: Chartist's bar chart (SVG, ~8 KB gzip; docs/adr/0016-charts.md). Its stylesheet is not imported:
 * the few rules a bar chart needs are in chart.css (a remote attaches all its CSS up front, lazy chunks' too). This module is
 * only ever loaded through React.lazy (WeeklyChart), so Chartist is a chunk of its own that a page fetches when
 * a chart first shows — never part of a first load.
 */
import { useEffect, useRef } from 'react';
import { BarChart, Svg, type BarChartOptions, type ResponsiveOptions } from 'chartist';

/**
 * Chartist writes two inline `style` attributes (the svg's size, the labels' `overflow: visible`), which the site's
 * Content-Security-Policy (`style-src 'self'`, ADR 8) rightly blocks, one console error per label. The same
 * declarations set through the CSSOM are allowed: this routes a `style` given to Svg#attr there. Done once,
 * when this chunk loads; every other attribute goes through unchanged.
 */
type AttrArgs = Parameters<Svg['attr']>;
const setAttributes = Svg.prototype.attr as (this: Svg, attributes: AttrArgs[0], ns?: string) => unknown;
Svg.prototype.attr = function attr(this: Svg, attributes: AttrArgs[0], ns?: string) {
  if (typeof attributes === 'object' && typeof attributes.style === 'string') {
    const { style, ...rest } = attributes;
    this.getNode<SVGElement>().style.cssText += style;
    return setAttributes.call(this, rest, ns);
  }
  return setAttributes.call(this, attributes, ns);
} as Svg['attr'];

export interface ChartistBarsProps {
  labels: string[];
  values: number[];
  /** The name of the series, for the chart's class names (tests, styles). */
  name: string;
}

/** On a narrow screen a 90-day chart has 14 weeks: label every other one. */
const thinLabels = (value: string | number, index: number) => (index % 2 === 0 ? value : null);

const options = (count: number): BarChartOptions => ({
  height: '240px',
  low: 0,
  axisY: { onlyInteger: true, offset: 44 },
  axisX: { showGrid: false },
  chartPadding: { top: 16, right: 8, bottom: 4, left: 4 },
  // Wider bars for fewer weeks; the stroke is the bar.
  classNames: { chart: `ct-chart-bar ui-chart__bars ui-chart__bars--${count > 8 ? 'many' : 'few'}` },
});

const responsive: ResponsiveOptions<BarChartOptions> = [['screen and (max-width: 640px)', { axisX: { labelInterpolationFnc: thinLabels } }]];

export default function ChartistBars({ labels, values, name }: ChartistBarsProps) {
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = host.current;
    // Chartist needs matchMedia (for its responsive options); without it (an old or test DOM) the table stands alone.
    if (!el || typeof window.matchMedia !== 'function') return;
    const chart = new BarChart(el, { labels, series: [{ name, data: values }] }, options(labels.length), responsive);
    return () => {
      chart.detach();
      el.replaceChildren();
    };
  }, [labels, values, name]);

  return <div ref={host} className="ui-chart__canvas" data-testid="chart-drawing" />;
}
