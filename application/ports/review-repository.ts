import type { Review, ReviewSummaryStats } from '../../domain/reviews/review.ts';
import type { Page } from '../../domain/shared/pagination.ts';

export interface ReviewRepository {
  listPublished(vendorId: string, page: number, limit: number): Promise<Page<Review>>;
  publishedStats(vendorId: string): Promise<ReviewSummaryStats>;
}
