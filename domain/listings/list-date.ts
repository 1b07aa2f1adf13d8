import { isCalendarDay } from '../availability/calendar-days.ts';

/**
 * The messages of a list's 'Wedding date' (`?date=`), without zod: the list query schema
 * (vendor-list-query.ts) answers them in its 400, and the list pages, which load no zod, show them under the
 * date field when the URL holds such a date.
 */
export const LIST_DATE_MESSAGES = {
  date: 'Wedding date must be a real date written YYYY-MM-DD',
  datePast: 'Wedding date must be today or later',
} as const;

/**
 * What is wrong with a list's wedding date, or null when there is none or it is fine. `today` is the day in
 * America/New_York (siteToday), as every date rule of the directory counts it: a date before it is past.
 */
export const listDateProblem = (date: string, today: string): string | null => {
  const d = date.trim();
  if (d === '') return null;
  if (!isCalendarDay(d)) return LIST_DATE_MESSAGES.date;
  return d < today ? LIST_DATE_MESSAGES.datePast : null;
};
