export interface Review {
  id: string;
  vendorId: string;
  reviewerName: string;
  reviewerEmail: string;
  rating: number;
  title: string | null;
  body: string;
  weddingDate: string | null;
  isPublished: boolean;
  publishedAt: Date | null;
  createdAt: Date;
}

export interface ReviewSummaryStats {
  averageRating: number;
  totalReviews: number;
  /** Published reviews per star, 1 to 5. */
  distribution: Record<1 | 2 | 3 | 4 | 5, number>;
}

/** Average of ratings rounded to two decimals (0 when none), as stored on the vendor. */
export const averageRating = (ratings: readonly number[]): number =>
  ratings.length ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 100) / 100 : 0;

/** "Jennifer M." — how a reviewer is shown publicly: first name and last initial. */
export const publicReviewerName = (fullName: string): string => {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length <= 1) return parts[0] ?? 'A couple';
  return `${parts[0]} ${parts[parts.length - 1]!.charAt(0).toUpperCase()}.`;
};
