import { publicReviewerName, type Review } from '../../domain/reviews/review.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { Page } from '../../domain/shared/pagination.ts';
import { ownerEmailOf } from '../inquiries/inquiry-mail.ts';
import { outboxEmail } from '../mail/outbox-email.ts';
import { firstNameOf } from '../reviews/review-replies.ts';
import type { AdminReadRepository, AdminReview } from '../ports/admin-repositories.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { Repos, UnitOfWork } from '../ports/unit-of-work.ts';

export class ListAdminReviews {
  static readonly inject = ['AdminReadRepository'] as const;
  constructor(private readonly reads: AdminReadRepository) {}

  execute(q: { status: 'all' | 'published' | 'unpublished'; page: number; limit: number }): Promise<Page<AdminReview>> {
    return this.reads.listReviews(q.status === 'all' ? undefined : q.status === 'published', q.page, q.limit);
  }
}

/** How much of the review's text the vendor's 'New review' email quotes. */
export const NEW_REVIEW_EXCERPT_LENGTH = 300;

const excerptOf = (text: string): string => {
  const t = text.trim();
  return t.length <= NEW_REVIEW_EXCERPT_LENGTH ? t : `${t.slice(0, NEW_REVIEW_EXCERPT_LENGTH - 1).trimEnd()}…`;
};

/**
 * Publishing or unpublishing a review updates the vendor's denormalised stats in the same transaction. The
 * first time a review is published (issue 40 §6), in the same transaction and once per review ever: the
 * reviewer's thank-you ('Your review of {vendor name} is live', with a link to the vendor page) and the
 * vendor's 'New review' notice to the listing's owner (none for a listing without an active owner), with a
 * link to the dashboard's 'Reviews' tab. Unpublishing and publishing again sends nothing.
 */
export class ToggleReviewPublished {
  static readonly inject = ['UnitOfWork', 'AdminReadRepository', 'IdGenerator', 'Clock', 'Settings'] as const;
  constructor(
    private readonly uow: UnitOfWork<'listings' | 'reviews' | 'outbox' | 'ownership' | 'users'>,
    private readonly reads: AdminReadRepository,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly settings: { publicBaseUrl: string },
  ) {}

  async execute(reviewId: string): Promise<{ review: AdminReview; vendorStats: { averageRating: number; totalReviews: number } }> {
    const now = this.clock.now();
    // The listing's name and slug for the emails, read before the transaction (SQLite has one connection).
    const before = await this.reads.findReview(reviewId);
    if (!before) throw new DomainError('NOT_FOUND', 'Review not found');
    const vendorStats = await this.uow.run(async (r) => {
      const review = await r.reviews.find(reviewId);
      if (!review) throw new DomainError('NOT_FOUND', 'Review not found');
      const publishing = !review.isPublished;
      await r.reviews.setPublished(review.id, publishing, now);
      if (publishing && (await r.reviews.markPublishNotified(review.id, now))) await this.queuePublishedEmails(r, review, before.vendor, now);
      return r.listings.recomputeReviewStats(review.vendorId, now);
    });
    const review = await this.reads.findReview(reviewId);
    if (!review) throw new DomainError('NOT_FOUND', 'Review not found');
    return { review, vendorStats };
  }

  private async queuePublishedEmails(r: Repos<'outbox' | 'ownership' | 'users'>, review: Review, vendor: { id: string; name: string; slug: string }, now: Date): Promise<void> {
    const base = this.settings.publicBaseUrl;
    await r.outbox.add(
      outboxEmail(this.ids.next(), now, {
        template: 'review-published',
        to: review.reviewerEmail,
        data: { vendorName: vendor.name, reviewerName: firstNameOf(review.reviewerName), vendorLink: `${base}/vendors/${encodeURIComponent(vendor.slug)}` },
        idempotencyKey: `review-published:${review.id}`,
      }),
    );
    const owner = await ownerEmailOf(r, review.vendorId);
    if (!owner) return;
    await r.outbox.add(
      outboxEmail(this.ids.next(), now, {
        template: 'review-new',
        to: owner,
        data: {
          vendorName: vendor.name,
          reviewerName: publicReviewerName(review.reviewerName),
          rating: review.rating,
          title: review.title,
          excerpt: excerptOf(review.body),
          reviewsLink: `${base}/vendor/dashboard?tab=reviews`,
        },
        idempotencyKey: `review-new:${review.id}`,
      }),
    );
  }
}
