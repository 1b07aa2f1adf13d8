import type { Review, ReviewSummaryStats } from '../../domain/reviews/review.ts';
import type { Page } from '../../domain/shared/pagination.ts';
import type { ReviewRepository } from '../ports/review-repository.ts';
import type { GetPublicVendor } from '../listings/get-public-vendor.ts';

/** A public vendor's published reviews, one page, with the summary stats. */
export class ListVendorReviews {
  constructor(
    private readonly getVendor: GetPublicVendor,
    private readonly reviews: ReviewRepository,
  ) {}

  async execute(slugOrId: string, page: number, limit: number): Promise<{ page: Page<Review>; stats: ReviewSummaryStats }> {
    const vendor = await this.getVendor.execute(slugOrId);
    const [reviews, stats] = await Promise.all([this.reviews.listPublished(vendor.id, page, limit), this.reviews.publishedStats(vendor.id)]);
    return { page: reviews, stats };
  }
}
