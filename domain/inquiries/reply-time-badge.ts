/**
 * The reply-time badge (issue 18 §3): 'Usually replies within 3 hours' on a vendor's page and card, from the
 * vendor's first replies to the inquiries of the last 90 days. Honest, not flattering (docs/adr/0018):
 *
 * - Which inquiries count: those delivered to the vendor in the 90 days before now (delivered_at set). Held
 *   spam and unconfirmed inquiries never reached the vendor and do not count. Answered and unanswered ones
 *   both count toward the minimum of 5: silence is part of the record.
 * - The median with unanswered inquiries: the badge's time is the shortest whole number of hours t within
 *   which the vendor answered MORE than half of the inquiries whose outcome at t is known — every answered
 *   one, and every unanswered one that has already waited at least t (it counts as 'not yet', slower than
 *   t). An unanswered inquiry younger than t is left out at t (it may still be answered within t). Without
 *   unanswered inquiries this is the median (the upper middle one for an even count); unanswered ones can
 *   only make it slower.
 * - The label: that time rounded UP to whole hours ('1 hour' … '23 hours', 'a day' for 24). A vendor slower
 *   than a day gets no badge at all (the badge promises a prompt reply; a slow one is not advertised, and
 *   the inbox keeps showing the vendor their own figure).
 */
import { replyTimeWindowStart, type ReplyTimePair } from './timing.ts';

const HOUR_MS = 60 * 60 * 1000;

/** A vendor needs at least this many delivered inquiries in the window to get a badge. */
export const REPLY_BADGE_MIN_INQUIRIES = 5;
/** The slowest reply time (whole hours) that still gets a badge: 24 hours reads 'a day'. */
export const REPLY_BADGE_MAX_HOURS = 24;

/**
 * The badge's reply time in whole hours (rounded up, at least 1) for the inquiries received by `now`, or
 * null when the vendor gets no badge (fewer than 5 inquiries, no qualifying median, or slower than a day).
 */
export const replyBadgeHours = (pairs: readonly ReplyTimePair[], now: Date): number | null => {
  const from = replyTimeWindowStart(now).getTime();
  const to = now.getTime();
  const answered: number[] = [];
  const waiting: number[] = [];
  for (const p of pairs) {
    const received = p.receivedAt.getTime();
    if (received < from || received > to) continue;
    if (p.firstRepliedAt === null) waiting.push(to - received);
    else answered.push(Math.max(0, p.firstRepliedAt.getTime() - received));
  }
  if (answered.length + waiting.length < REPLY_BADGE_MIN_INQUIRIES) return null;
  // Candidate times are whole hours: the smallest h with more than half of the known outcomes within h.
  for (let hours = 1; hours <= REPLY_BADGE_MAX_HOURS; hours++) {
    const t = hours * HOUR_MS;
    const within = answered.filter((ms) => ms <= t).length;
    const notYet = waiting.filter((ms) => ms >= t).length;
    if (within * 2 > answered.length + notYet) return hours;
  }
  return null;
};

/** 'Usually replies within 3 hours' ('1 hour', 'N hours', 'a day'), or null for no badge. */
export const replyBadgeLabel = (hours: number | null): string | null => {
  if (hours === null || !Number.isInteger(hours) || hours < 1 || hours > REPLY_BADGE_MAX_HOURS) return null;
  const span = hours === 24 ? 'a day' : hours === 1 ? '1 hour' : `${hours} hours`;
  return `Usually replies within ${span}`;
};
