/** How a figure moved against the previous period of the same length, in words and in colour (never colour alone). */
export type ChangeTone = 'up' | 'down' | 'same' | 'none';

export interface Change {
  /** What is shown: '▲ 12%', '▼ 5%', 'No change' or '—'. */
  text: string;
  tone: ChangeTone;
  /** What a screen reader says instead of the arrows: 'Up 12% on the previous 30 days'. */
  spoken: string;
}

/** '—' when there was nothing before (no percentage of zero); otherwise the rounded change, 'No change' under half a percent. */
export function describeChange(changePercent: number | null, days: number): Change {
  const before = `the previous ${days} days`;
  if (changePercent === null) return { text: '—', tone: 'none', spoken: `Nothing in ${before} to compare with` };
  const rounded = Math.round(Math.abs(changePercent));
  if (rounded === 0) return { text: 'No change', tone: 'same', spoken: `No change on ${before}` };
  const shown = rounded.toLocaleString('en-US');
  return changePercent > 0
    ? { text: `▲ ${shown}%`, tone: 'up', spoken: `Up ${shown}% on ${before}` }
    : { text: `▼ ${shown}%`, tone: 'down', spoken: `Down ${shown}% on ${before}` };
}
