import { RATE_LIMITED_MESSAGE } from '../../domain/identity/auth-rules.ts';
import { normalizeEmail } from '../../domain/identity/user.ts';
import type { ReviewSubmissionInput } from '../../domain/reviews/review.ts';
import { reviewVerification } from '../../domain/reviews/verified.ts';
import { DomainError, RateLimitedError } from '../../domain/shared/domain-error.ts';
import { findPublicVendor } from '../listings/get-public-vendor.ts';
import type { VendorRepository } from '../ports/vendor-repository.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { RateLimiter } from '../ports/rate-limiter.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { ReviewPhotoAttachments } from './review-photos.ts';

/** Per address: a handful of reviews an hour; per email and vendor: one a day. */
export const REVIEW_RATE_LIMITS = { perIp: { limit: 5, windowMs: 60 * 60 * 1000 }, perEmailVendor: { limit: 1, windowMs: 24 * 60 * 60 * 1000 } };

/**
 * A couple reviews a listed vendor; the review waits, unpublished, for an admin. A writer whose inquiry the
 * vendor marked 'Booked' is a verified client (issue 40 §2: 'booking').
 */
export class SubmitReview {
  static readonly inject = ['VendorRepository', 'UnitOfWork', 'RateLimiter', 'IdGenerator', 'Clock', ReviewPhotoAttachments] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly uow: UnitOfWork<'reviews' | 'inquiries' | 'reviewPhotos'>,
    private readonly rateLimiter: RateLimiter,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly photos: ReviewPhotoAttachments,
  ) {}

  async execute(vendorIdOrSlug: string, input: ReviewSubmissionInput, ip: string): Promise<{ id: string }> {
    const vendor = await findPublicVendor(this.vendors, vendorIdOrSlug);
    const email = normalizeEmail(input.email);
    const { perIp, perEmailVendor } = REVIEW_RATE_LIMITS;
    const byIp = await this.rateLimiter.hit(`review:ip:${ip}`, perIp.limit, perIp.windowMs);
    if (!byIp.allowed) throw new RateLimitedError(RATE_LIMITED_MESSAGE, byIp.retryAfterMs);
    const now = this.clock.now();
    // Photos are checked before the one-a-day count, so a refused photo does not use up the couple's review.
    const photos = await this.photos.prepare(vendor.id, input.photoIds ?? [], now);
    if (!(await this.rateLimiter.hit(`review:${vendor.id}:${email}`, perEmailVendor.limit, perEmailVendor.windowMs)).allowed) {
      await photos.discard();
      throw new DomainError('RATE_LIMITED', 'You have already reviewed this vendor today. Thank you!');
    }
    const id = this.ids.next();
    await this.uow.run(async (r) => {
      const bookedInquiry = await r.inquiries.hasBookedInquiry(vendor.id, email);
      await r.reviews.create({
        id,
        vendorId: vendor.id,
        reviewerName: input.name,
        reviewerEmail: email,
        rating: input.rating,
        title: input.title,
        body: input.text,
        weddingDate: input.weddingDate,
        isPublished: false,
        publishedAt: null,
        createdAt: now,
        reply: null,
        replyNotifiedAt: null,
        verifiedVia: reviewVerification({ throughRequest: false, bookedInquiry }),
      });
      await photos.store(r, id, now);
    }).catch(async (e: unknown) => {
      await photos.discard();
      throw e;
    });
    await photos.finish();
    return { id };
  }
}
