/** 'YYYY-MM-DD' (a week's Monday, a calendar date with no time zone) → 'Nov 3'; 'Nov 3, 2026' when `withYear`. */
export function weekLabel(day: string, withYear = false): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  // Formatted in UTC from a UTC date: the label is the calendar date itself, whatever the browser's zone.
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', { month: 'short', day: 'numeric', ...(withYear ? { year: 'numeric' } : {}), timeZone: 'UTC' });
}
