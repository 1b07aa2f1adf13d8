import { z } from 'zod';
import { addDays, siteToday } from '../availability/calendar-days.ts';
import { emailField, oneLine, requiredText } from '../shared/text-fields.ts';
import { REVIEW_LIMITS, reviewSubmissionSchema } from './review.ts';

/**
 * Review requests (issue 40 §1): a vendor asks a client for a review. Each request is one email with a
 * single-use link (a random token, only its SHA-256 stored, as the inquiry threads' and shortlist links'
 * tokens) that works for 60 days. Its state moves sent → opened (the link was opened) → reviewed (a review
 * was written through it). Limits: at most 20 typed clients per send, at most 100 requests a day per listing
 * (the day in America/New_York), never twice to one email per 90 days (per listing), and an unsubscribe that
 * holds for every listing (a suppression list keyed by the email's hash).
 */

const DAY_MS = 86_400_000;

/** How long a request's link works. */
export const REVIEW_REQUEST_DAYS = 60;
export const REVIEW_REQUEST_TTL_MS = REVIEW_REQUEST_DAYS * DAY_MS;
/** At most this many typed clients in one send. */
export const REVIEW_REQUEST_TYPED_LIMIT = 20;
/** At most this many Booked couples picked in one send (the daily cap bounds them anyway). */
export const REVIEW_REQUEST_PICKED_LIMIT = 100;
/** At most this many requests a day per listing (the day in America/New_York). */
export const REVIEW_REQUESTS_PER_DAY = 100;
/** Never twice to one email per this many days (per listing). */
export const REVIEW_REQUEST_REPEAT_DAYS = 90;
export const REVIEW_REQUEST_REPEAT_MS = REVIEW_REQUEST_REPEAT_DAYS * DAY_MS;
/** One reminder when the link was not opened this long after it was sent. */
export const REVIEW_REQUEST_REMINDER_DAYS = 7;
export const REVIEW_REQUEST_REMINDER_MS = REVIEW_REQUEST_REMINDER_DAYS * DAY_MS;
/**
 * How long a request's row is kept: 120 days after it was sent (60 after its link expired), so the vendor's
 * list shows every state for at least 60 days and the 90-day rule can still see it.
 */
export const REVIEW_REQUEST_KEEP_MS = 120 * DAY_MS;

export const reviewRequestExpiresAt = (sentAt: Date): Date => new Date(sentAt.getTime() + REVIEW_REQUEST_TTL_MS);

export interface ReviewRequest {
  id: string;
  vendorId: string;
  /** The client's name as the vendor typed it, or the couple's name on the Booked inquiry. */
  clientName: string;
  /** Lowercased and trimmed. */
  email: string;
  /** SHA-256 of the email (the 90-day rule and the unsubscribe list look it up by this). */
  emailHash: string;
  /** The Booked inquiry it was picked from; null for a typed client. */
  inquiryId: string | null;
  /** SHA-256 of the link's token (the token itself is only in the emails). */
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
  openedAt: Date | null;
  reviewedAt: Date | null;
  /** The review written through the link. */
  reviewId: string | null;
  reminderSentAt: Date | null;
  /** SHA-256 of the reminder's token: the reminder carries a link of its own to the same request (null: none sent). */
  reminderTokenHash: string | null;
}

export const REVIEW_REQUEST_STATES = ['sent', 'opened', 'reviewed'] as const;
export type ReviewRequestState = (typeof REVIEW_REQUEST_STATES)[number];
export const REVIEW_REQUEST_STATE_LABELS: Record<ReviewRequestState, string> = { sent: 'Sent', opened: 'Opened', reviewed: 'Reviewed' };

/** Where the request is: reviewed wins over opened, opened over sent. */
export const reviewRequestState = (r: Pick<ReviewRequest, 'openedAt' | 'reviewedAt'>): ReviewRequestState => (r.reviewedAt ? 'reviewed' : r.openedAt ? 'opened' : 'sent');

/** What the link does now: open (a review can be written), used (one was), expired (60 days passed). */
export type ReviewRequestLinkState = 'open' | 'used' | 'expired';
export const reviewRequestLinkState = (r: Pick<ReviewRequest, 'reviewedAt' | 'expiresAt'>, now: Date): ReviewRequestLinkState =>
  r.reviewedAt ? 'used' : r.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open';

/** A request whose reminder is due: sent at least 7 days ago, never opened, not reviewed, no reminder yet, link still open. */
export const isReminderDue = (r: Pick<ReviewRequest, 'createdAt' | 'expiresAt' | 'openedAt' | 'reviewedAt' | 'reminderSentAt'>, now: Date): boolean =>
  !r.openedAt && !r.reviewedAt && !r.reminderSentAt && r.createdAt.getTime() <= now.getTime() - REVIEW_REQUEST_REMINDER_MS && r.expiresAt.getTime() > now.getTime();

/** Whether an email asked at `lastAskedAt` (by this listing) may be asked again at `now`: 90 full days later. */
export const mayAskAgain = (lastAskedAt: Date | null, now: Date): boolean => !lastAskedAt || now.getTime() - lastAskedAt.getTime() >= REVIEW_REQUEST_REPEAT_MS;

/** The earliest a request sent at `now` must be to count against the 90-day rule. */
export const repeatWindowStart = (now: Date): Date => new Date(now.getTime() - REVIEW_REQUEST_REPEAT_MS);

// ---- the day in America/New_York ---------------------------------------------------------------------------

/** The UTC instant at which the America/New_York calendar day `day` (YYYY-MM-DD) begins: 04:00 UTC (EDT) or 05:00 UTC (EST). */
export const siteDayStart = (day: string): Date => {
  const edt = new Date(`${day}T04:00:00.000Z`);
  return siteToday(edt) === day ? edt : new Date(`${day}T05:00:00.000Z`);
};

/** The window of the daily cap at `now`: from the start of today in New York to the start of tomorrow. */
export const requestDay = (now: Date): { start: Date; end: Date } => {
  const today = siteToday(now);
  return { start: siteDayStart(today), end: siteDayStart(addDays(today, 1)) };
};

/** How many more requests the listing may send today, given how many it sent since today began. */
export const requestsLeftToday = (sentToday: number): number => Math.max(0, REVIEW_REQUESTS_PER_DAY - sentToday);

// ---- one send --------------------------------------------------------------------------------------------

export type SkipReason = 'already_asked' | 'unsubscribed';
export const SKIP_REASON_LABELS: Record<SkipReason, string> = { already_asked: 'Already asked', unsubscribed: 'Unsubscribed' };

export interface Recipient {
  name: string;
  email: string;
  inquiryId: string | null;
}

/** The facts a send is checked against, per email (normalized). */
export interface RecipientFacts {
  unsubscribed: ReadonlySet<string>;
  /** When this listing last asked each email (only those within the 90 days need be given). */
  lastAskedAt: ReadonlyMap<string, Date>;
}

export interface SendPlan {
  send: Recipient[];
  skipped: Array<Recipient & { reason: SkipReason }>;
}

/**
 * Which recipients get a request: one per email (the first named wins), never an unsubscribed email, nor one
 * this listing asked within 90 days. The rest are reported back, not refused.
 */
export const planSend = (recipients: readonly Recipient[], facts: RecipientFacts, now: Date): SendPlan => {
  const seen = new Set<string>();
  const plan: SendPlan = { send: [], skipped: [] };
  for (const r of recipients) {
    const email = r.email.trim().toLowerCase();
    if (seen.has(email)) continue;
    seen.add(email);
    const recipient = { ...r, email };
    if (facts.unsubscribed.has(email)) plan.skipped.push({ ...recipient, reason: 'unsubscribed' });
    else if (!mayAskAgain(facts.lastAskedAt.get(email) ?? null, now)) plan.skipped.push({ ...recipient, reason: 'already_asked' });
    else plan.send.push(recipient);
  }
  return plan;
};

// ---- schemas (form and server) ---------------------------------------------------------------------------

export const REVIEW_REQUEST_MESSAGES = {
  nobody: 'Pick a couple or add a client to ask',
  tooManyTyped: `Add at most ${REVIEW_REQUEST_TYPED_LIMIT} clients at a time`,
  tooManyPicked: `Pick at most ${REVIEW_REQUEST_PICKED_LIMIT} couples at a time`,
  notBooked: 'Pick couples from your inbox whose inquiry is marked Booked',
  dailyCap: `You can ask for at most ${REVIEW_REQUESTS_PER_DAY} reviews a day. Please try again tomorrow.`,
  notValid: 'This review link is not valid. Check that the whole link was copied.',
  used: 'This review link has already been used. Thank you for your review!',
  expired: `This review link has expired: links work for ${REVIEW_REQUEST_DAYS} days.`,
  reviewSubmitted: 'Thank you for your review! It will appear once our team has approved it.',
  unsubscribed: 'You are unsubscribed. You will get no more review requests from vendors on this directory.',
} as const;

/** What a link that does not open says. */
export const reviewRequestLinkProblem = (state: Exclude<ReviewRequestLinkState, 'open'> | 'unknown'): string =>
  state === 'used' ? REVIEW_REQUEST_MESSAGES.used : state === 'expired' ? REVIEW_REQUEST_MESSAGES.expired : REVIEW_REQUEST_MESSAGES.notValid;

export const reviewRequestSubject = (vendorName: string): string => `${vendorName} would love your review`;

/** A client the vendor types: name and email. */
export const typedClientSchema = z.object({
  name: oneLine('Name', requiredText('Name is required', REVIEW_LIMITS.name)),
  email: emailField().transform((email) => email.toLowerCase()),
});
export type TypedClient = z.output<typeof typedClientSchema>;

/** POST /api/vendors/{id}/review-requests: Booked inquiries picked in the inbox and/or typed clients. */
export const sendReviewRequestsSchema = z
  .object({
    inquiryIds: z
      .preprocess(
        (v) => (v === undefined || v === null ? [] : v),
        z.array(z.string(REVIEW_REQUEST_MESSAGES.notBooked).min(1, REVIEW_REQUEST_MESSAGES.notBooked).max(64, REVIEW_REQUEST_MESSAGES.notBooked), REVIEW_REQUEST_MESSAGES.notBooked).max(REVIEW_REQUEST_PICKED_LIMIT, REVIEW_REQUEST_MESSAGES.tooManyPicked),
      )
      .transform((ids) => [...new Set(ids)]),
    clients: z.preprocess(
      (v) => (v === undefined || v === null ? [] : v),
      z.array(typedClientSchema, REVIEW_REQUEST_MESSAGES.nobody).max(REVIEW_REQUEST_TYPED_LIMIT, REVIEW_REQUEST_MESSAGES.tooManyTyped),
    ),
  })
  .refine((v) => v.inquiryIds.length + v.clients.length > 0, { message: REVIEW_REQUEST_MESSAGES.nobody, path: ['clients'] });
export type SendReviewRequestsInput = z.output<typeof sendReviewRequestsSchema>;

/** The review written through a request link: the vendor page's review minus name and email (the request has them). */
export const requestedReviewSchema = (now: () => Date = () => new Date()) => reviewSubmissionSchema(now).omit({ name: true, email: true });
export type RequestedReviewInput = z.output<ReturnType<typeof requestedReviewSchema>>;
