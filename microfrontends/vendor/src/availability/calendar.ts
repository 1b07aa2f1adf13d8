import { addDays, addMonths, daysInMonth } from '@domain/availability/calendar-days';

/** The weeks of a month's grid, Sunday first; days outside the month are null. */
export function monthWeeks(month: string): Array<Array<string | null>> {
  const first = `${month}-01`;
  const lead = new Date(`${first}T00:00:00Z`).getUTCDay();
  const cells: Array<string | null> = Array.from({ length: lead }, () => null);
  for (let d = 0; d < daysInMonth(month); d++) cells.push(addDays(first, d));
  while (cells.length % 7) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'June 2027'. */
export const monthLabel = (month: string): string => monthName.format(new Date(`${month}-01T00:00:00Z`));
/** 'Saturday, June 5, 2027'. */
export const dayLabel = (day: string): string => longDay.format(new Date(`${day}T00:00:00Z`));
/** 'Jun 5, 2027'. */
export const shortDayLabel = (day: string): string => shortDay.format(new Date(`${day}T00:00:00Z`));

export const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

/** The selection: from its anchor to its end, in date order. */
export interface Selection {
  anchor: string;
  end: string;
}
export const rangeOf = (s: Selection): { from: string; to: string } => (s.anchor <= s.end ? { from: s.anchor, to: s.end } : { from: s.end, to: s.anchor });
export const inRange = (s: Selection | null, day: string): boolean => {
  if (!s) return false;
  const { from, to } = rangeOf(s);
  return day >= from && day <= to;
};

/** Where a key moves the focused day (the WAI-ARIA date grid keys); null for other keys. */
export function dayAfterKey(day: string, key: string): string | null {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekday);
    case 'End':
      return addDays(day, 6 - weekday);
    case 'PageUp':
    case 'PageDown': {
      const month = addMonths(day.slice(0, 7), key === 'PageUp' ? -1 : 1);
      const d = Math.min(Number(day.slice(8)), daysInMonth(month));
      return `${month}-${String(d).padStart(2, '0')}`;
    }
    default:
      return null;
  }
}
