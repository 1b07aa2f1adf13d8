import { z } from 'zod';
import { daysBetween, isCalendarDay, isCalendarMonth } from './calendar-days.ts';

/**
 * A vendor's availability (issue 18): the days a vendor marks as 'booked' (a wedding of theirs) or
 * 'unavailable' (closed, away). Any day not marked is available. Only today and later days are kept (days
 * in America/New_York); a daily sweep purges the past. A range is marked at once, at most a year of days.
 */

export const UNAVAILABLE_KINDS = ['booked', 'unavailable'] as const;
export type UnavailableKind = (typeof UNAVAILABLE_KINDS)[number];

/** What the vendor chooses for a selection: one of the marks, or 'available' to clear them. */
export const AVAILABILITY_STATUSES = ['booked', 'unavailable', 'available'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

export const AVAILABILITY_STATUS_LABELS: Readonly<Record<AvailabilityStatus, string>> = { booked: 'Booked', unavailable: 'Unavailable', available: 'Available' };

/** A marked day. */
export interface UnavailableDay {
  day: string;
  kind: UnavailableKind;
}

/** At most this many days are set at once (a year, leap day included). */
export const MAX_RANGE_DAYS = 366;
/** The calendar reads at most this many months at once; the public read covers the next 12. */
export const MAX_READ_MONTHS = 12;
export const PUBLIC_AHEAD_MONTHS = 12;

export const AVAILABILITY_MESSAGES = {
  from: 'Please choose a valid start date',
  to: 'Please choose a valid end date',
  past: 'Dates must be today or later',
  order: 'The end date must be on or after the start date',
  tooLong: `Please choose at most ${MAX_RANGE_DAYS} days at once`,
  status: 'Please choose Booked, Unavailable or Available',
  month: 'Month must be written YYYY-MM',
  months: `Months must be a whole number from 1 to ${MAX_READ_MONTHS}`,
} as const;

/** The confirmation after a save, e.g. 'Marked 3 days as booked.' */
export const availabilitySavedMessage = (status: AvailabilityStatus, days: number): string => {
  const n = `${days} ${days === 1 ? 'day' : 'days'}`;
  return status === 'available' ? `Marked ${n} as available.` : `Marked ${n} as ${status}.`;
};

const dayField = (message: string) => z.string(message).trim().refine(isCalendarDay, message);

/**
 * PUT /api/vendors/{id}/availability: { from, to, status }: `to` on or after `from`, at most MAX_RANGE_DAYS
 * days, and with `today` (the site's today, siteToday) no day before it. The route contract leaves `today`
 * out: the use case checks it against the server's clock, with the same message.
 */
export const availabilityUpdateSchema = (today?: () => string) =>
  z
    .object({
      from: dayField(AVAILABILITY_MESSAGES.from),
      to: dayField(AVAILABILITY_MESSAGES.to),
      status: z.enum(AVAILABILITY_STATUSES, AVAILABILITY_MESSAGES.status),
    })
    .superRefine((v, ctx) => {
      if (today && v.from < today()) ctx.addIssue({ code: 'custom', path: ['from'], message: AVAILABILITY_MESSAGES.past });
      if (v.to < v.from) ctx.addIssue({ code: 'custom', path: ['to'], message: AVAILABILITY_MESSAGES.order });
      else if (daysBetween(v.from, v.to) + 1 > MAX_RANGE_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: AVAILABILITY_MESSAGES.tooLong });
    });
export type AvailabilityUpdate = z.output<ReturnType<typeof availabilityUpdateSchema>>;

/** GET /api/vendors/{id}/availability?from=YYYY-MM&months=N (defaults: this month, 1). */
export const availabilityQuerySchema = z.object({
  from: z.string(AVAILABILITY_MESSAGES.month).refine(isCalendarMonth, AVAILABILITY_MESSAGES.month).optional(),
  months: z
    .preprocess((v) => (v === '' ? undefined : v), z.coerce.number(AVAILABILITY_MESSAGES.months).int(AVAILABILITY_MESSAGES.months).min(1, AVAILABILITY_MESSAGES.months).max(MAX_READ_MONTHS, AVAILABILITY_MESSAGES.months).optional())
    .transform((n) => n ?? 1),
});

/** The public read's window: today to the same day 12 months on. */
export const publicWindow = (today: string): { first: string; last: string } => {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y + 1, m - 1, d));
  return { first: today, last: last.toISOString().slice(0, 10) };
};

/** The marked days that fall in `first..last`, in date order (a pure filter for fakes and tests). */
export const marksWithin = (marks: readonly UnavailableDay[], first: string, last: string): UnavailableDay[] =>
  marks.filter((m) => m.day >= first && m.day <= last).sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
