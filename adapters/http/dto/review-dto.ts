import type { PublicReviewDto, ReviewReplyDto, ReviewSummaryStatsDto } from '../../../domain/reviews/review-answers.ts';
import type { ReviewReply } from '../../../domain/reviews/review-reply.ts';
import { publicReviewerName, type Review, type ReviewSummaryStats } from '../../../domain/reviews/review.ts';

/** A published review as the public sees it: no reviewer email, the name shortened. */
export const toPublicReviewDto = (r: Review): PublicReviewDto => ({
  _id: r.id,
  rating: r.rating,
  title: r.title,
  body: r.body,
  reviewerName: publicReviewerName(r.reviewerName),
  weddingDate: r.weddingDate,
  createdAt: r.createdAt.toISOString(),
  reply: r.reply ? { body: r.reply.body, repliedAt: r.reply.repliedAt.toISOString() } : null,
  verified: r.verifiedVia !== null,
});

/** The reply with its last edit (the owner's list, the admins'). */
export const toReviewReplyDto = (reply: ReviewReply | null): ReviewReplyDto | null =>
  reply ? { body: reply.body, repliedAt: reply.repliedAt.toISOString(), updatedAt: reply.updatedAt.toISOString() } : null;

export const toReviewStatsDto = (s: ReviewSummaryStats): ReviewSummaryStatsDto => ({
  averageRating: s.averageRating,
  totalReviews: s.totalReviews,
  distribution: s.distribution,
  verifiedReviews: s.verifiedReviews,
});
