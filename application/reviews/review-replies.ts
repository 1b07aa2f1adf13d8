import type { User } from '../../domain/identity/user.ts';
import { assertCanManage } from '../../domain/listings/vendor-access.ts';
import type { VendorCore } from '../../domain/listings/vendor.ts';
import type { Review } from '../../domain/reviews/review.ts';
import type { ReviewPhoto } from '../../domain/reviews/review-photos.ts';
import { REVIEW_REPLY_MESSAGES, savedReply, shouldNotifyReviewer, type ReviewReplyInput } from '../../domain/reviews/review-reply.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { Page } from '../../domain/shared/pagination.ts';
import { outboxEmail } from '../mail/outbox-email.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { ReviewRepository } from '../ports/review-repository.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import type { VendorRepository } from '../ports/vendor-repository.ts';

/**
 * Review replies (issue 18 §5): the listing's owner (or an admin) answers a published review once and may
 * edit the answer; the reviewer is emailed about it once; an admin may remove it (then the vendor may reply
 * again). The listing is looked up before the transaction (SQLite has one connection).
 */

export const MANAGED_REVIEWS_PAGE_SIZE = 10;

/** The listing the user manages: 404 when it does not exist, 403 when it is someone else's. */
const managedListing = async (vendors: VendorRepository, user: User, vendorId: string): Promise<VendorCore> =>
  assertCanManage(user, await vendors.findCoreBySlugOrId(vendorId));

/** The first word of the reviewer's name, to greet them by. */
export const firstNameOf = (fullName: string): string => fullName.trim().split(/\s+/)[0] || 'there';

/** GET /api/vendors/{id}/reviews/manage: the listing's published reviews, newest first, each with its reply. */
export class ListManagedReviews {
  static readonly inject = ['VendorRepository', 'ReviewRepository'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly reviews: ReviewRepository,
  ) {}

  async execute(user: User, vendorId: string, page: number): Promise<{ vendor: VendorCore; page: Page<Review>; photos: ReviewPhoto[] }> {
    const vendor = await managedListing(this.vendors, user, vendorId);
    const reviews = await this.reviews.listPublished(vendor.id, page, MANAGED_REVIEWS_PAGE_SIZE);
    // The listed reviews' photos (issue 40 §3), as the vendor page shows them.
    return { vendor, page: reviews, photos: await this.reviews.photosOf(reviews.items.map((r) => r.id)) };
  }
}

/**
 * PUT /api/vendors/{id}/reviews/{reviewId}/reply: a first reply or an edit of the one reply. A review of
 * another listing is not found; an unpublished one, or one an admin removed after a report, cannot be answered. The first time a review gets a reply
 * the reviewer's email ('{vendor name} responded to your review', with a link to the listing) is queued in
 * the same transaction, and never again for that review.
 */
export class ReplyToReview {
  static readonly inject = ['VendorRepository', 'UnitOfWork', 'IdGenerator', 'Clock', 'Settings', 'ReviewRepository'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly uow: UnitOfWork<'reviews' | 'outbox'>,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly settings: { publicBaseUrl: string },
    private readonly reviews: ReviewRepository,
  ) {}

  async execute(
    user: User,
    vendorId: string,
    reviewId: string,
    input: ReviewReplyInput,
  ): Promise<{ vendor: VendorCore; review: Review; firstReply: boolean; photos: ReviewPhoto[] }> {
    const vendor = await managedListing(this.vendors, user, vendorId);
    const saved = await this.saved(vendor, reviewId, input);
    // The answer shows the review as the owner's list does: with its photos (issue 40 §3).
    return { ...saved, photos: await this.reviews.photosOf([saved.review.id]) };
  }

  private saved(vendor: VendorCore, reviewId: string, input: ReviewReplyInput): Promise<{ vendor: VendorCore; review: Review; firstReply: boolean }> {
    const now = this.clock.now();
    return this.uow.run(async (r) => {
      const review = await r.reviews.find(reviewId);
      if (!review || review.vendorId !== vendor.id) throw new DomainError('NOT_FOUND', REVIEW_REPLY_MESSAGES.notFound);
      if (!review.isPublished) throw new DomainError('CONFLICT', REVIEW_REPLY_MESSAGES.notPublished);
      if (review.removal) throw new DomainError('CONFLICT', REVIEW_REPLY_MESSAGES.removed);
      const reply = savedReply(review.reply, input.body, now);
      await r.reviews.saveReply(review.id, reply);
      let replyNotifiedAt = review.replyNotifiedAt;
      if (shouldNotifyReviewer(review)) {
        await r.outbox.add(
          outboxEmail(this.ids.next(), now, {
            template: 'review-reply',
            to: review.reviewerEmail,
            data: { vendorName: vendor.name, reviewerName: firstNameOf(review.reviewerName), reply: reply.body, vendorLink: `${this.settings.publicBaseUrl}/vendors/${encodeURIComponent(vendor.slug)}` },
            idempotencyKey: `review-reply:${review.id}`,
          }),
        );
        await r.reviews.markReplyNotified(review.id, now);
        replyNotifiedAt = now;
      }
      return { vendor, review: { ...review, reply, replyNotifiedAt }, firstReply: review.reply === null };
    });
  }
}

/** DELETE /api/admin/reviews/{id}/reply: an admin takes a reply down (the vendor may reply again). Removing none is not an error. */
export class RemoveReviewReply {
  static readonly inject = ['UnitOfWork', 'Clock'] as const;
  constructor(
    private readonly uow: UnitOfWork<'reviews'>,
    private readonly clock: Clock,
  ) {}

  async execute(reviewId: string): Promise<{ removed: boolean }> {
    const now = this.clock.now();
    return this.uow.run(async (r) => {
      const review = await r.reviews.find(reviewId);
      if (!review) throw new DomainError('NOT_FOUND', REVIEW_REPLY_MESSAGES.notFound);
      return { removed: await r.reviews.removeReply(review.id, now) };
    });
  }
}
