/**
 * `@uwd/ui/chart`: the weekly bar chart with its table alternative, and the period control, shared by the vendor's
 * Insights tab and the admin insights. A sub-path of its own (not the shared `@uwd/ui` index), so no page that
 * shows no chart downloads any of it; Chartist itself is a further lazy chunk (docs/adr/0016-charts.md).
 */
export { WeeklyChart, SHOW_TABLE, HIDE_TABLE, CHART_LOAD_FAILED, type WeeklyChartProps, type WeeklyColumn } from './WeeklyChart';
export { PeriodControl, type PeriodControlProps } from './PeriodControl';
export { weekLabel } from './week-label';
