import { describe, expect, it } from 'vitest';
import type { InquiryStatus } from '../../domain/inquiries/inquiry.ts';
import type { RepoName } from '../ports/unit-of-work.ts';
import { FixedClock, SequentialIds } from '../../tests/support/fakes/fixed-clock.ts';
import { CountingRateLimiter } from '../../tests/support/fakes/in-memory-auth-repositories.ts';
import { InMemoryInquiries, InMemoryTransactions, InMemoryUnitOfWork, type StoredInquiry } from '../../tests/support/fakes/in-memory-inquiries.ts';
import { InMemoryReviews } from '../../tests/support/fakes/in-memory-reviews.ts';
import { aVendor, InMemoryVendors } from '../../tests/support/fakes/in-memory-vendors.ts';
import { SubmitReview } from './submit-review.ts';
import { ReviewPhotoAttachments } from './review-photos.ts';
import { InMemoryReviewPhotos, MemoryFileStorage, SignatureImageProcessor } from '../../tests/support/fakes/in-memory-review-photos.ts';
import { CapturingLogger } from '../../tests/support/fakes/capturing-logger.ts';
import { aDeliveredInquiry, aReviewInput } from '../../tests/support/review-builders.ts';

const AT = new Date('2026-11-20T15:00:00Z');

/** A delivered inquiry of Sam's to the vendor, in the given status. */
const anInquiry = (id: string, vendorId: string, status: InquiryStatus, email = 'sam@example.com'): StoredInquiry => aDeliveredInquiry(AT, { id, vendorId, status, email });

const world = () => {
  const clock = new FixedClock(new Date('2026-11-25T15:00:00Z'));
  const vendors = new InMemoryVendors();
  const reviews = new InMemoryReviews();
  const inquiries = new InMemoryInquiries(vendors);
  const reviewPhotos = new InMemoryReviewPhotos();
  const transactions = new InMemoryTransactions([reviews, inquiries, reviewPhotos]);
  const uow = <K extends RepoName>(...names: K[]) => new InMemoryUnitOfWork<K>({ reviews, inquiries, reviewPhotos }, names, transactions);
  const barn = vendors.add(aVendor('vendor_barn', { name: 'Magnolia Barn', slug: 'magnolia-barn' }));
  const hall = vendors.add(aVendor('vendor_hall', { name: 'Wisteria Hall', slug: 'wisteria-hall' }));
  const seed = (i: StoredInquiry) => inquiries.seed(i, { id: `m_${i.id}`, inquiryId: i.id, author: 'couple', body: 'Hello!', createdAt: AT });
  const ids = new SequentialIds();
  const photos = new ReviewPhotoAttachments(uow('reviewPhotos'), new MemoryFileStorage(), new SignatureImageProcessor(), ids, new CapturingLogger());
  const submit = new SubmitReview(vendors, uow('reviews', 'inquiries', 'reviewPhotos'), new CountingRateLimiter(clock), ids, clock, photos);
  return { reviews, barn, hall, seed, submit };
};

describe("submitting a review: 'Verified client' by booking", () => {
  it("a couple whose inquiry the vendor marked 'Booked' writes a review verified by the booking (the email in any case)", async () => {
    const w = world();
    w.seed(anInquiry('inq_1', w.barn.id, 'booked'));
    const { id } = await w.submit.execute('magnolia-barn', aReviewInput({ email: ' Sam@Example.com ' }), '203.0.113.5');
    expect(w.reviews.stored(id)).toMatchObject({ vendorId: w.barn.id, reviewerEmail: 'sam@example.com', isPublished: false, verifiedVia: 'booking' });
  });

  it('an inquiry in another status, or booked with another vendor, or from another email verifies nothing', async () => {
    const w = world();
    w.seed(anInquiry('inq_replied', w.barn.id, 'replied'));
    w.seed(anInquiry('inq_hall', w.hall.id, 'booked'));
    w.seed(anInquiry('inq_other', w.barn.id, 'booked', 'alex@example.com'));
    const { id } = await w.submit.execute('magnolia-barn', aReviewInput(), '203.0.113.5');
    expect(w.reviews.stored(id)?.verifiedVia).toBeNull();
  });

  it('a review by someone with no inquiry at all is stored unverified', async () => {
    const w = world();
    const { id } = await w.submit.execute(w.barn.id, aReviewInput({ email: 'stranger@example.com' }), '203.0.113.5');
    expect(w.reviews.stored(id)?.verifiedVia).toBeNull();
  });
});
