import { describe, expect, it } from 'vitest';
import {
  isReminderDue,
  mayAskAgain,
  planSend,
  REVIEW_REQUEST_MESSAGES,
  REVIEW_REQUEST_REMINDER_MS,
  REVIEW_REQUEST_REPEAT_MS,
  REVIEW_REQUEST_TTL_MS,
  requestDay,
  requestedReviewSchema,
  requestsLeftToday,
  reviewRequestExpiresAt,
  reviewRequestLinkProblem,
  reviewRequestLinkState,
  reviewRequestState,
  reviewRequestSubject,
  sendReviewRequestsSchema,
  siteDayStart,
  type ReviewRequest,
} from './review-request.ts';

const sentAt = new Date('2026-12-02T15:00:00.000Z');
const aRequest = (o: Partial<ReviewRequest> = {}): ReviewRequest => ({
  id: 'R1',
  vendorId: 'V1',
  clientName: 'Sam Lee',
  email: 'sam@example.com',
  emailHash: 'h',
  inquiryId: null,
  tokenHash: 't',
  createdAt: sentAt,
  expiresAt: reviewRequestExpiresAt(sentAt),
  openedAt: null,
  reviewedAt: null,
  reviewId: null,
  reminderSentAt: null,
  reminderTokenHash: null,
  ...o,
});
const later = (ms: number) => new Date(sentAt.getTime() + ms);
const fieldsOf = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.map(String).join('.'), i.message]));

describe('review requests (issue 40 §1)', () => {
  it('moves sent → opened → reviewed', () => {
    expect(reviewRequestState(aRequest())).toBe('sent');
    expect(reviewRequestState(aRequest({ openedAt: later(1) }))).toBe('opened');
    expect(reviewRequestState(aRequest({ openedAt: later(1), reviewedAt: later(2) }))).toBe('reviewed');
    expect(reviewRequestState(aRequest({ reviewedAt: later(2) }))).toBe('reviewed');
  });

  it('opens a link for 60 days, once', () => {
    expect(reviewRequestLinkState(aRequest(), later(REVIEW_REQUEST_TTL_MS - 1))).toBe('open');
    expect(reviewRequestLinkState(aRequest(), later(REVIEW_REQUEST_TTL_MS))).toBe('expired');
    expect(reviewRequestLinkState(aRequest({ reviewedAt: later(5) }), later(10))).toBe('used');
    expect(reviewRequestLinkState(aRequest({ reviewedAt: later(5) }), later(REVIEW_REQUEST_TTL_MS + 1))).toBe('used');
    expect(reviewRequestLinkProblem('used')).toBe(REVIEW_REQUEST_MESSAGES.used);
    expect(reviewRequestLinkProblem('expired')).toBe('This review link has expired: links work for 60 days.');
    expect(reviewRequestLinkProblem('unknown')).toBe(REVIEW_REQUEST_MESSAGES.notValid);
  });

  it("says '{vendor name} would love your review'", () => {
    expect(reviewRequestSubject('Magnolia Barn')).toBe('Magnolia Barn would love your review');
  });

  it('never asks one email twice within 90 days', () => {
    expect(mayAskAgain(null, sentAt)).toBe(true);
    expect(mayAskAgain(sentAt, later(REVIEW_REQUEST_REPEAT_MS - 1))).toBe(false);
    expect(mayAskAgain(sentAt, later(REVIEW_REQUEST_REPEAT_MS))).toBe(true);
  });

  it('reminds once, 7 days after, only when the link was never opened and still works', () => {
    expect(isReminderDue(aRequest(), later(REVIEW_REQUEST_REMINDER_MS - 1))).toBe(false);
    expect(isReminderDue(aRequest(), later(REVIEW_REQUEST_REMINDER_MS))).toBe(true);
    expect(isReminderDue(aRequest({ openedAt: later(1) }), later(REVIEW_REQUEST_REMINDER_MS))).toBe(false);
    expect(isReminderDue(aRequest({ reviewedAt: later(1) }), later(REVIEW_REQUEST_REMINDER_MS))).toBe(false);
    expect(isReminderDue(aRequest({ reminderSentAt: later(REVIEW_REQUEST_REMINDER_MS) }), later(REVIEW_REQUEST_REMINDER_MS + 1))).toBe(false);
    expect(isReminderDue(aRequest(), later(REVIEW_REQUEST_TTL_MS))).toBe(false);
  });

  it('counts 100 requests a day per listing, the day in America/New_York', () => {
    expect(requestsLeftToday(0)).toBe(100);
    expect(requestsLeftToday(99)).toBe(1);
    expect(requestsLeftToday(100)).toBe(0);
    expect(requestsLeftToday(130)).toBe(0);
    // Winter (EST, UTC-5): 03:30 UTC on Dec 3 is still Dec 2 in New York.
    expect(requestDay(new Date('2026-12-03T03:30:00.000Z'))).toEqual({ start: new Date('2026-12-02T05:00:00.000Z'), end: new Date('2026-12-03T05:00:00.000Z') });
    expect(requestDay(new Date('2026-12-03T05:00:00.000Z')).start).toEqual(new Date('2026-12-03T05:00:00.000Z'));
    // Summer (EDT, UTC-4).
    expect(requestDay(new Date('2026-07-04T03:59:59.999Z')).start).toEqual(new Date('2026-07-03T04:00:00.000Z'));
    expect(requestDay(new Date('2026-07-04T04:00:00.000Z')).start).toEqual(new Date('2026-07-04T04:00:00.000Z'));
    // The days the clocks change are 23 and 25 hours long.
    const spring = requestDay(new Date('2026-03-08T12:00:00.000Z'));
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3_600_000);
    const fall = requestDay(new Date('2026-11-01T12:00:00.000Z'));
    expect(fall.end.getTime() - fall.start.getTime()).toBe(25 * 3_600_000);
    expect(siteDayStart('2026-11-01')).toEqual(new Date('2026-11-01T04:00:00.000Z'));
  });

  it('plans a send: one per email, skipping the unsubscribed and those asked within 90 days', () => {
    const plan = planSend(
      [
        { name: 'Sam', email: 'Sam@Example.com', inquiryId: 'I1' },
        { name: 'Sam again', email: 'sam@example.com ', inquiryId: null },
        { name: 'Ana', email: 'ana@example.com', inquiryId: null },
        { name: 'Bo', email: 'bo@example.com', inquiryId: null },
        { name: 'Cy', email: 'cy@example.com', inquiryId: null },
      ],
      {
        unsubscribed: new Set(['ana@example.com']),
        lastAskedAt: new Map([
          ['bo@example.com', new Date(sentAt.getTime() - REVIEW_REQUEST_REPEAT_MS + 1)],
          ['cy@example.com', new Date(sentAt.getTime() - REVIEW_REQUEST_REPEAT_MS)],
        ]),
      },
      sentAt,
    );
    expect(plan.send).toEqual([
      { name: 'Sam', email: 'sam@example.com', inquiryId: 'I1' },
      { name: 'Cy', email: 'cy@example.com', inquiryId: null },
    ]);
    expect(plan.skipped).toEqual([
      { name: 'Ana', email: 'ana@example.com', inquiryId: null, reason: 'unsubscribed' },
      { name: 'Bo', email: 'bo@example.com', inquiryId: null, reason: 'already_asked' },
    ]);
  });

  it('takes up to 20 typed clients and any Booked couples picked, but not nobody', () => {
    const clients = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Client ${i}`, email: `c${i}@example.com` }));
    expect(sendReviewRequestsSchema.safeParse({ clients: clients(20) }).success).toBe(true);
    expect(fieldsOf(sendReviewRequestsSchema.safeParse({ clients: clients(21) }))).toEqual({ clients: 'Add at most 20 clients at a time' });
    expect(fieldsOf(sendReviewRequestsSchema.safeParse({}))).toEqual({ clients: 'Pick a couple or add a client to ask' });
    expect(fieldsOf(sendReviewRequestsSchema.safeParse({ inquiryIds: [], clients: [] }))).toEqual({ clients: 'Pick a couple or add a client to ask' });
    expect(sendReviewRequestsSchema.parse({ inquiryIds: ['I1', 'I1'] })).toEqual({ inquiryIds: ['I1'], clients: [] });
    expect(sendReviewRequestsSchema.parse({ clients: [{ name: ' Sam ', email: ' Sam@Example.com ' }] }).clients).toEqual([{ name: 'Sam', email: 'sam@example.com' }]);
    expect(fieldsOf(sendReviewRequestsSchema.safeParse({ clients: [{ name: '', email: 'nope' }] }))).toEqual({ 'clients.0.name': 'Name is required', 'clients.0.email': 'Please enter a valid email address' });
    expect(fieldsOf(sendReviewRequestsSchema.safeParse({ inquiryIds: 'I1' }))).toMatchObject({ inquiryIds: REVIEW_REQUEST_MESSAGES.notBooked });
  });

  it("takes the vendor page's review without a name or an email", () => {
    const schema = requestedReviewSchema(() => sentAt);
    const ok = schema.parse({ rating: '5', text: 'Wonderful day', name: 'ignored', email: 'x@example.com' });
    expect(ok).toEqual({ rating: 5, title: null, text: 'Wonderful day', weddingDate: null });
    expect(fieldsOf(schema.safeParse({ rating: 0, text: '' }))).toEqual({ rating: 'Please choose a rating from 1 to 5', text: 'Please tell couples about your experience' });
  });
});
