import type { Review, ReviewSummaryStats } from '../../domain/reviews/review.ts';
import type { ReviewPhoto } from '../../domain/reviews/review-photos.ts';
import type { Page } from '../../domain/shared/pagination.ts';
import type { ReviewSort } from '../../domain/reviews/review-sort.ts';
import type { ReviewRepository } from '../ports/review-repository.ts';
import { findPublicVendor } from '../listings/get-public-vendor.ts';
import type { VendorRepository } from '../ports/vendor-repository.ts';

/** A public vendor's published reviews, one page in the chosen order (newest first by default), with the summary stats. */
export class ListVendorReviews {
  static readonly inject = ['VendorRepository', 'ReviewRepository'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly reviews: ReviewRepository,
  ) {}

  async execute(slugOrId: string, page: number, limit: number, sort: ReviewSort = 'recent'): Promise<{ page: Page<Review>; stats: ReviewSummaryStats; photos: ReviewPhoto[] }> {
    const vendor = await findPublicVendor(this.vendors, slugOrId);
    const [reviews, stats] = await Promise.all([this.reviews.listPublished(vendor.id, page, limit, sort), this.reviews.publishedStats(vendor.id)]);
    // Only published reviews are listed, so only a published review's photos are ever served (issue 40 §3).
    const photos = await this.reviews.photosOf(reviews.items.map((r) => r.id));
    return { page: reviews, stats, photos };
  }
}
