/**
 * How the vendor page lists its reviews (issue 40 §2), without zod so the public page shows the choice for
 * nothing extra: 'Most recent' (newest first, the default), 'Highest rated' (most stars first), 'Verified
 * first' (verified clients' reviews first). Ties go to the newest, then the id.
 */
export const REVIEW_SORTS = ['recent', 'rating', 'verified'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const DEFAULT_REVIEW_SORT: ReviewSort = 'recent';
export const REVIEW_SORT_LABELS: Readonly<Record<ReviewSort, string>> = {
  recent: 'Most recent',
  rating: 'Highest rated',
  verified: 'Verified first',
};
export const isReviewSort = (v: unknown): v is ReviewSort => (REVIEW_SORTS as readonly unknown[]).includes(v);
export const REVIEW_SORT_MESSAGE = `Sort must be one of ${REVIEW_SORTS.join(', ')}`;
