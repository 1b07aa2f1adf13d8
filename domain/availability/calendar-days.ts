/**
 * Calendar days as the directory counts them: 'YYYY-MM-DD' strings in America/New_York (the Upstate's time
 * zone), compared as strings (they sort in date order). Pure functions; "now" is always passed in.
 */

export const SITE_TIME_ZONE = 'America/New_York';

/** What a couple is told when the vendor marked their wedding date (the inquiry form, the compare table). */
export const unavailableDateText = (vendorName: string): string => `${vendorName} has marked this date as unavailable`;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MONTH = /^\d{4}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export const isCalendarDay = (v: string): boolean => {
  if (!ISO_DAY.test(v)) return false;
  const d = new Date(`${v}T00:00:00.000Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** A month written YYYY-MM (01..12). */
export const isCalendarMonth = (v: string): boolean => ISO_MONTH.test(v) && Number(v.slice(5)) >= 1 && Number(v.slice(5)) <= 12;

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The date it is in America/New_York at `now` (at 01:00 UTC it is still yesterday there). */
export const siteToday = (now: Date): string => {
  const parts = Object.fromEntries(dayFormat.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
};

/** `day` moved by `n` days. */
export const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00.000Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Days from `from` to `to` (0 when equal; negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / DAY_MS);

/** Every day from `from` to `to`, both included (none when `to` is earlier). */
export const daysFrom = (from: string, to: string): string[] => {
  const n = daysBetween(from, to);
  const out: string[] = [];
  for (let i = 0; i <= n; i++) out.push(addDays(from, i));
  return out;
};

/** 'YYYY-MM' moved by `n` months. */
export const addMonths = (month: string, n: number): string => {
  const total = Number(month.slice(0, 4)) * 12 + (Number(month.slice(5, 7)) - 1) + n;
  return `${String(Math.floor(total / 12)).padStart(4, '0')}-${String((total % 12) + 1).padStart(2, '0')}`;
};

/** The number of days in a 'YYYY-MM' month. */
export const daysInMonth = (month: string): number => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();

/** The first and last day of `months` months starting with `month`. */
export const monthSpan = (month: string, months: number): { first: string; last: string } => {
  const lastMonth = addMonths(month, Math.max(months, 1) - 1);
  return { first: `${month}-01`, last: `${lastMonth}-${String(daysInMonth(lastMonth)).padStart(2, '0')}` };
};
