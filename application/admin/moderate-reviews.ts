import { DomainError } from '../../domain/shared/domain-error.ts';
import type { Page } from '../../domain/shared/pagination.ts';
import type { AdminReadRepository, AdminReview } from '../ports/admin-repositories.ts';
import type { Clock } from '../ports/clock.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';

export class ListAdminReviews {
  static readonly inject = ['AdminReadRepository'] as const;
  constructor(private readonly reads: AdminReadRepository) {}

  execute(q: { status: 'all' | 'published' | 'unpublished'; page: number; limit: number }): Promise<Page<AdminReview>> {
    return this.reads.listReviews(q.status === 'all' ? undefined : q.status === 'published', q.page, q.limit);
  }
}

/** Publishing or unpublishing a review updates the vendor's denormalised stats in the same transaction. */
export class ToggleReviewPublished {
  static readonly inject = ['UnitOfWork', 'AdminReadRepository', 'Clock'] as const;
  constructor(
    private readonly uow: UnitOfWork<'listings' | 'reviews'>,
    private readonly reads: AdminReadRepository,
    private readonly clock: Clock,
  ) {}

  async execute(reviewId: string): Promise<{ review: AdminReview; vendorStats: { averageRating: number; totalReviews: number } }> {
    const now = this.clock.now();
    const vendorStats = await this.uow.run(async (r) => {
      const review = await r.reviews.find(reviewId);
      if (!review) throw new DomainError('NOT_FOUND', 'Review not found');
      await r.reviews.setPublished(review.id, !review.isPublished, now);
      return r.listings.recomputeReviewStats(review.vendorId, now);
    });
    const review = await this.reads.findReview(reviewId);
    if (!review) throw new DomainError('NOT_FOUND', 'Review not found');
    return { review, vendorStats };
  }
}
