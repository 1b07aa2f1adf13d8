import type { PublicReviewDto, ReviewSummaryStatsDto } from '../../../domain/reviews/review-answers.ts';
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
});

export const toReviewStatsDto = (s: ReviewSummaryStats): ReviewSummaryStatsDto => ({
  averageRating: s.averageRating,
  totalReviews: s.totalReviews,
  distribution: s.distribution,
});
