/**
 * 'Couples' Choice {year}' (issue 40 §5): an award earned by published criteria, never sold. The rules, as the
 * policy page (/reviews/policy#couples-choice) states them:
 *
 * - Once a year: the award for year Y is decided at the start of Y in New York (America/New_York) from the
 *   12 months before it — from 00:00 on Jan 1 of Y−1 up to (not including) 00:00 on Jan 1 of Y, New York
 *   time — and shown through Dec 31 of Y. New York is on EST (UTC−5) at every new year, so the window runs
 *   from 05:00 UTC on Jan 1 to 05:00 UTC on the next Jan 1.
 * - At least 5 verified reviews in the window: written through the vendor's review request link or by a
 *   booked couple ('Verified client'), published, and published within the window (every published review
 *   counts in exactly one year's window, however long its moderation took); a review an admin removed does
 *   not count.
 * - An average rating of at least 4.5 over those same verified reviews (the other reviews do not count
 *   either way).
 * - A median first reply within 24 hours over the inquiries delivered to the vendor in the window, counted
 *   as the reply-time badge counts them (domain/inquiries/reply-time-badge.ts): more than half of the
 *   inquiries whose outcome is known at the window's end were answered within 24 hours. An inquiry still
 *   unanswered at the end counts as slower once it has waited 24 hours, and is left out while younger; a
 *   reply after the end counts as no reply yet. A vendor without such inquiries does not qualify.
 */
import type { ReplyTimePair } from '../inquiries/timing.ts';

export const AWARD_TIME_ZONE = 'America/New_York';
export const COUPLES_CHOICE = 'couples-choice';
export type AwardKind = typeof COUPLES_CHOICE;

export const COUPLES_CHOICE_MIN_VERIFIED_REVIEWS = 5;
export const COUPLES_CHOICE_MIN_AVERAGE = 4.5;
export const COUPLES_CHOICE_MAX_REPLY_MS = 24 * 60 * 60 * 1000;

// Made on first use: the cards import this module for the title only.
let formats: { year: Intl.DateTimeFormat; wall: Intl.DateTimeFormat } | null = null;
const newYorkFormats = () =>
  (formats ??= {
    year: new Intl.DateTimeFormat('en-US', { timeZone: AWARD_TIME_ZONE, year: 'numeric' }),
    wall: new Intl.DateTimeFormat('en-US', {
      timeZone: AWARD_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }),
  });

/** The award year at `now`: the calendar year in New York. */
export const awardYearAt = (now: Date): number => Number(newYorkFormats().year.format(now));

/** The instant New York's year `year` begins (00:00 on Jan 1, New York time). */
export const newYorkNewYear = (year: number): Date => {
  const guess = Date.UTC(year, 0, 1);
  const parts = Object.fromEntries(newYorkFormats().wall.formatToParts(new Date(guess)).map((p) => [p.type, p.value]));
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  // New York's wall clock at `guess` is `guess + offset`; its midnight is `guess - offset`.
  return new Date(guess - (wall - guess));
};

/** The window the award for `year` looks at: [from, to), the 12 months before New York's Jan 1 of `year`. */
export const couplesChoiceWindow = (year: number): { from: Date; to: Date } => ({ from: newYorkNewYear(year - 1), to: newYorkNewYear(year) });

/** "Couples' Choice 2027". */
export const couplesChoiceTitle = (year: number): string => `Couples' Choice ${year}`;

/** One of the vendor's reviews as the award looks at it. */
export interface AwardReview {
  rating: number;
  /** Verified client (reviews.verified_via not null). */
  verified: boolean;
  /** When it was published; null while it waits (or after it was withdrawn). */
  publishedAt: Date | null;
}

export interface CouplesChoiceFacts {
  reviews: readonly AwardReview[];
  /** The vendor's delivered inquiries (receipt and first reply). */
  inquiries: readonly ReplyTimePair[];
}

export type CouplesChoiceCriterion = 'verified-reviews' | 'average' | 'reply-time';

export interface CouplesChoiceVerdict {
  awarded: boolean;
  /** The criteria the vendor missed (empty when awarded). */
  missed: CouplesChoiceCriterion[];
  verifiedReviews: number;
  /** The average of the verified reviews in the window, null when there are none. */
  average: number | null;
}

const inWindow = (t: Date, { from, to }: { from: Date; to: Date }) => t.getTime() >= from.getTime() && t.getTime() < to.getTime();

/** Whether more than half of the inquiries received in the window with a known outcome at its end were answered within 24 hours. */
export const repliesWithinADay = (inquiries: readonly ReplyTimePair[], window: { from: Date; to: Date }): boolean => {
  const end = window.to.getTime();
  let within = 0;
  let known = 0;
  for (const i of inquiries) {
    if (!inWindow(i.receivedAt, window)) continue;
    const received = i.receivedAt.getTime();
    const replied = i.firstRepliedAt && i.firstRepliedAt.getTime() < end ? i.firstRepliedAt.getTime() : null;
    if (replied !== null) {
      known++;
      if (replied - received <= COUPLES_CHOICE_MAX_REPLY_MS) within++;
    } else if (end - received >= COUPLES_CHOICE_MAX_REPLY_MS) known++;
  }
  return within * 2 > known;
};

/** The award for `year` on the vendor's facts (see the rules above). */
export const couplesChoice = (facts: CouplesChoiceFacts, year: number): CouplesChoiceVerdict => {
  const window = couplesChoiceWindow(year);
  const ratings = facts.reviews.filter((r) => r.verified && r.publishedAt !== null && inWindow(r.publishedAt, window)).map((r) => r.rating);
  const sum = ratings.reduce((a, b) => a + b, 0);
  const missed: CouplesChoiceCriterion[] = [];
  if (ratings.length < COUPLES_CHOICE_MIN_VERIFIED_REVIEWS) missed.push('verified-reviews');
  // sum / n >= 4.5 in whole numbers (no rounding at the edge): 2·sum >= 9·n.
  if (ratings.length === 0 || sum * 2 < COUPLES_CHOICE_MIN_AVERAGE * 2 * ratings.length) missed.push('average');
  if (!repliesWithinADay(facts.inquiries, window)) missed.push('reply-time');
  return { awarded: missed.length === 0, missed, verifiedReviews: ratings.length, average: ratings.length ? sum / ratings.length : null };
};
