import type { Review, ReviewSummaryStats } from '../../domain/reviews/review.ts';
import type { Page } from '../../domain/shared/pagination.ts';

/** Reviews written in a transaction (submitting, publishing). */
export interface ReviewWriteRepository {
  create(review: Review): Promise<void>;
  find(id: string): Promise<Review | null>;
  setPublished(id: string, published: boolean, at: Date): Promise<void>;
}

export interface ReviewRepository {
  listPublished(vendorId: string, page: number, limit: number): Promise<Page<Review>>;
  publishedStats(vendorId: string): Promise<ReviewSummaryStats>;
}
