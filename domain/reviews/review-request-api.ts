import { z } from 'zod';
import { namedRefSchema, okMessageSchema, okSchema } from '../shared/answers.ts';
import { defineRoute } from '../shared/route-contract.ts';
import { REVIEW_REQUEST_STATES, requestedReviewSchema, sendReviewRequestsSchema } from './review-request.ts';

/**
 * Review requests (issue 40 §1), declared once as route contracts (ADR 13); paths under /api. The vendor's
 * routes need its session (the listing's owner or an admin); the link's routes need only the link's token.
 */

/** One request in the vendor's list. */
export const reviewRequestAnswerSchema = z.object({
  _id: z.string(),
  clientName: z.string(),
  email: z.string(),
  /** Picked from a Booked inquiry (its id), or typed (null). */
  inquiryId: z.string().nullable(),
  state: z.enum(REVIEW_REQUEST_STATES),
  /** 'Sent' / 'Opened' / 'Reviewed'. */
  stateLabel: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
  /** The link's 60 days are over (and no review was written). */
  expired: z.boolean(),
  reminded: z.boolean(),
});
export type ReviewRequestAnswer = z.infer<typeof reviewRequestAnswerSchema>;

const recipientSchema = z.object({ name: z.string(), email: z.string(), inquiryId: z.string().nullable() });

/** POST /api/vendors/{id}/review-requests: 'Ask for a review'. */
export const sendReviewRequestsRoute = defineRoute({
  method: 'POST',
  path: '/vendors/:id/review-requests',
  status: 201,
  body: sendReviewRequestsSchema,
  answer: okMessageSchema.extend({
    sent: z.array(recipientSchema),
    /** Not asked, with why: 'Already asked' (within 90 days) or 'Unsubscribed'. */
    skipped: z.array(recipientSchema.extend({ reason: z.enum(['already_asked', 'unsubscribed']), reasonLabel: z.string() })),
    leftToday: z.number(),
  }),
});
export type SentReviewRequestsAnswer = z.infer<typeof sendReviewRequestsRoute.answer>;

/** GET /api/vendors/{id}/review-requests: the listing's latest requests with their state, newest first. */
export const reviewRequestsRoute = defineRoute({
  method: 'GET',
  path: '/vendors/:id/review-requests',
  answer: okSchema.extend({ vendor: namedRefSchema, requests: z.array(reviewRequestAnswerSchema), leftToday: z.number() }),
});
export type ReviewRequestsAnswer = z.infer<typeof reviewRequestsRoute.answer>;

/** GET /api/review-requests/{token}: the review page's data (records that the link was opened). 404 unknown, 410 used or expired. */
export const openReviewRequestRoute = defineRoute({
  method: 'GET',
  path: '/review-requests/:token',
  answer: okSchema.extend({ vendor: namedRefSchema, clientName: z.string(), expiresAt: z.string() }),
});
export type OpenedReviewRequestAnswer = z.infer<typeof openReviewRequestRoute.answer>;

/** POST /api/review-requests/{token}/review: the review through the link (once). */
export const reviewThroughRequestRoute = defineRoute({
  method: 'POST',
  path: '/review-requests/:token/review',
  status: 201,
  body: requestedReviewSchema(),
  answer: okMessageSchema.extend({ vendor: namedRefSchema }),
});

/** GET /api/review-requests/{token}/unsubscribe: the unsubscribe page's data. */
export const unsubscribeStatusRoute = defineRoute({
  method: 'GET',
  path: '/review-requests/:token/unsubscribe',
  answer: okSchema.extend({ vendor: namedRefSchema, unsubscribed: z.boolean() }),
});

/** POST /api/review-requests/{token}/unsubscribe: no more review requests to this email, from any listing. */
export const unsubscribeRoute = defineRoute({
  method: 'POST',
  path: '/review-requests/:token/unsubscribe',
  answer: okMessageSchema,
});

export const REVIEW_REQUEST_WORDS = {
  ask: 'Ask for a review',
  sent: (n: number) => (n === 1 ? 'Review request sent to 1 client.' : `Review requests sent to ${n} clients.`),
} as const;
