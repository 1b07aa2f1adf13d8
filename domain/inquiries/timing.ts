/**
 * The times of the inquiry loop (issue 17 §2, §4, §6, §8), as constants and pure functions of a clock
 * reading, so the use cases, the sweeps and the repository queries agree.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** An unconfirmed inquiry is deleted 7 days after it was sent. */
export const CONFIRMATION_TTL_MS = 7 * DAY_MS;
/** A browser that confirmed an email is remembered for 90 days (revocable). */
export const REMEMBERED_BROWSER_TTL_MS = 90 * DAY_MS;
/** A thread link (/inquiries/{token}) opens the conversation for 90 days after the email that carried it. */
export const THREAD_LINK_TTL_MS = 90 * DAY_MS;
/** 'Claim this listing to reply': the link emailed to an owner-less listing's business email works 14 days, once (issue 36). */
export const CLAIM_LINK_TTL_MS = 14 * DAY_MS;
/** An inquiry nobody answered this long after delivery sends the vendor one reminder. */
export const REMINDER_AFTER_MS = 24 * HOUR_MS;
/** The vendor's median first-reply time looks at inquiries delivered in the last 90 days. */
export const REPLY_TIME_WINDOW_MS = 90 * DAY_MS;
/** A couple's personal data is purged 18 months after the last message of their thread. */
export const PURGE_AFTER_MONTHS = 18;

const plus = (d: Date, ms: number) => new Date(d.getTime() + ms);

export const confirmationExpiresAt = (createdAt: Date): Date => plus(createdAt, CONFIRMATION_TTL_MS);
export const rememberedBrowserExpiresAt = (createdAt: Date): Date => plus(createdAt, REMEMBERED_BROWSER_TTL_MS);
export const threadLinkExpiresAt = (issuedAt: Date): Date => plus(issuedAt, THREAD_LINK_TTL_MS);

/** Whether an unconfirmed inquiry (its confirmation expiring at `expiresAt`) is past its 7 days at `now`. */
export const isConfirmationExpired = (expiresAt: Date, now: Date): boolean => now.getTime() >= expiresAt.getTime();

/** The same time of day `months` calendar months earlier, in UTC (the 31st falls back to the month's last day). */
export const monthsBefore = (d: Date, months: number): Date => {
  const r = new Date(d);
  const day = r.getUTCDate();
  r.setUTCDate(1);
  r.setUTCMonth(r.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(r.getUTCFullYear(), r.getUTCMonth() + 1, 0)).getUTCDate();
  r.setUTCDate(Math.min(day, lastDay));
  return r;
};

/** Threads whose last message is before this are purged at `now`. */
export const purgeCutoff = (now: Date): Date => monthsBefore(now, PURGE_AFTER_MONTHS);
export const isPurgeDue = (lastMessageAt: Date, now: Date): boolean => lastMessageAt.getTime() < purgeCutoff(now).getTime();

export interface ReminderFacts {
  state: string;
  status: string;
  deliveredAt: Date | null;
  firstRepliedAt: Date | null;
  reminderSentAt: Date | null;
}

/**
 * Whether the 24-hour reminder is due at `now`: delivered, still 'New', no reply, and no reminder yet (so
 * exactly one: the sweep marks it sent atomically and never sends a second).
 */
export const reminderDue = (i: ReminderFacts, now: Date): boolean =>
  i.state === 'delivered' &&
  i.status === 'new' &&
  i.firstRepliedAt === null &&
  i.reminderSentAt === null &&
  i.deliveredAt !== null &&
  now.getTime() - i.deliveredAt.getTime() >= REMINDER_AFTER_MS;

/** Inquiries delivered at or before this time are old enough for the reminder at `now`. */
export const reminderCutoff = (now: Date): Date => plus(now, -REMINDER_AFTER_MS);

export interface ReplyTimePair {
  /** When the vendor could first see the inquiry. */
  receivedAt: Date;
  firstRepliedAt: Date | null;
}

export interface ReplyTimeSummary {
  /** The median time to the first reply, in ms, over the answered inquiries; null when none was answered. */
  medianMs: number | null;
  answered: number;
  unanswered: number;
}

/** Where the 90-day window starts at `now`. */
export const replyTimeWindowStart = (now: Date): Date => plus(now, -REPLY_TIME_WINDOW_MS);

/**
 * The vendor's median first-reply time over inquiries received in the 90 days before `now`. Answered ones
 * give the median (an even count takes the mean of the middle two); unanswered ones are counted beside it,
 * so the figure never hides silence. Pairs outside the window, or with a reply before receipt, are ignored.
 */
export const medianFirstReply = (pairs: readonly ReplyTimePair[], now: Date): ReplyTimeSummary => {
  const from = replyTimeWindowStart(now).getTime();
  const times: number[] = [];
  let unanswered = 0;
  for (const p of pairs) {
    const received = p.receivedAt.getTime();
    if (received < from || received > now.getTime()) continue;
    if (p.firstRepliedAt === null) unanswered++;
    else if (p.firstRepliedAt.getTime() >= received) times.push(p.firstRepliedAt.getTime() - received);
  }
  times.sort((a, b) => a - b);
  const n = times.length;
  const medianMs = n === 0 ? null : n % 2 === 1 ? times[(n - 1) / 2]! : (times[n / 2 - 1]! + times[n / 2]!) / 2;
  return { medianMs, answered: n, unanswered };
};

/** A duration as the inbox shows it: 'under a minute', '45 minutes', '3 hours', '2 days'. */
export const formatDuration = (ms: number): string => {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(ms / HOUR_MS);
  if (hours < 48) return `${hours} hour${hours === 1 ? '' : 's'}`;
  const days = Math.round(ms / DAY_MS);
  return `${days} days`;
};
