import { z } from 'zod';
import { listPaginationSchema, namedRefSchema, okMessageSchema, okSchema } from '../shared/answers.ts';
import { defineRoute } from '../shared/route-contract.ts';
import { publicReviewAnswerSchema, reviewReplyAnswerSchema } from './review-answers.ts';
import { reviewReplySchema } from './review-reply.ts';

/**
 * Review replies (issue 18 §5), declared once as route contracts (ADR 13): the API serves them, the vendor
 * and admin remotes call them. Paths are under /api.
 */

/** A published review in the owner's list: as the public sees it, with the reply's last edit. */
export const managedReviewSchema = publicReviewAnswerSchema.extend({ reply: reviewReplyAnswerSchema.nullable() });
export type ManagedReview = z.infer<typeof managedReviewSchema>;

export const managedReviewsQuerySchema = z.object({
  page: z.coerce.number('Page must be a number').int('Page must be a whole number').min(1, 'Page must be at least 1').max(10_000, 'Page is too large').default(1),
});

/** GET /api/vendors/{id}/reviews/manage: the listing's published reviews with their replies, newest first, paged (its owner or an admin). */
export const managedReviewsRoute = defineRoute({
  method: 'GET',
  path: '/vendors/:id/reviews/manage',
  query: managedReviewsQuerySchema,
  answer: okSchema.extend({ vendor: namedRefSchema, reviews: z.array(managedReviewSchema), pagination: listPaginationSchema }),
});

/** PUT /api/vendors/{id}/reviews/{reviewId}/reply: the reply, first or edited (its owner or an admin). */
export const saveReviewReplyRoute = defineRoute({
  method: 'PUT',
  path: '/vendors/:id/reviews/:reviewId/reply',
  body: reviewReplySchema,
  answer: okMessageSchema.extend({ review: managedReviewSchema }),
});

/** DELETE /api/admin/reviews/{id}/reply: 'Remove reply' (admins); the vendor may reply again. */
export const removeReviewReplyRoute = defineRoute({
  method: 'DELETE',
  path: '/admin/reviews/:id/reply',
  answer: okMessageSchema.extend({ reviewId: z.string() }),
});

export const REVIEW_REPLY_WORDS = {
  published: 'Your response is published.',
  updated: 'Your response is updated.',
  removed: 'Reply removed.',
} as const;
