import { describe, expect, it } from 'vitest';
import type { ReviewSubmissionInput } from '../../domain/reviews/review.ts';
import { reviewSubmissionSchema } from '../../domain/reviews/review.ts';
import { MAX_REVIEW_PHOTOS, REVIEW_PHOTO_MESSAGES, REVIEW_PHOTO_UPLOAD_LIMITS, reviewPhotoUploadRequestSchema } from '../../domain/reviews/review-photos.ts';
import { RateLimitedError, type DomainError } from '../../domain/shared/domain-error.ts';
import type { RepoName } from '../ports/unit-of-work.ts';
import { CapturingLogger } from '../../tests/support/fakes/capturing-logger.ts';
import { FixedClock, SequentialIds } from '../../tests/support/fakes/fixed-clock.ts';
import { CountingRateLimiter, SequentialSecrets } from '../../tests/support/fakes/in-memory-auth-repositories.ts';
import { InMemoryInquiries, InMemoryTransactions, InMemoryUnitOfWork } from '../../tests/support/fakes/in-memory-inquiries.ts';
import { InMemoryReviewPhotos, MemoryFileStorage, notAnImageBytes, pngBytes, SignatureImageProcessor } from '../../tests/support/fakes/in-memory-review-photos.ts';
import { InMemoryReviews } from '../../tests/support/fakes/in-memory-reviews.ts';
import { aVendor, InMemoryVendors } from '../../tests/support/fakes/in-memory-vendors.ts';
import { RequestReviewPhotoUpload, ReviewPhotoAttachments } from './review-photos.ts';
import { SubmitReview } from './submit-review.ts';
import { aReviewInput } from '../../tests/support/review-builders.ts';

const IP = '203.0.113.5';
const photo = { fileName: 'first-dance.png', fileType: 'image/png', fileSize: 12 };
const review = (photoIds: string[], o: Partial<ReviewSubmissionInput> = {}): ReviewSubmissionInput =>
  aReviewInput({ photoIds, ...o });

const world = () => {
  const clock = new FixedClock(new Date('2026-11-25T15:00:00Z'));
  const vendors = new InMemoryVendors();
  const barn = vendors.add(aVendor('vendor_barn', { name: 'Magnolia Barn', slug: 'magnolia-barn' }));
  const hall = vendors.add(aVendor('vendor_hall', { name: 'Wisteria Hall', slug: 'wisteria-hall' }));
  const reviews = new InMemoryReviews();
  const inquiries = new InMemoryInquiries(vendors);
  const reviewPhotos = new InMemoryReviewPhotos();
  const transactions = new InMemoryTransactions([reviews, inquiries, reviewPhotos]);
  const uow = <K extends RepoName>(...names: K[]) => new InMemoryUnitOfWork<K>({ reviews, inquiries, reviewPhotos }, names, transactions);
  const storage = new MemoryFileStorage();
  const ids = new SequentialIds();
  const limiter = new CountingRateLimiter(clock);
  const attachments = new ReviewPhotoAttachments(uow('reviewPhotos'), storage, new SignatureImageProcessor(), ids, new CapturingLogger());
  const request = new RequestReviewPhotoUpload(vendors, uow('reviewPhotos'), storage, limiter, new SequentialSecrets(), ids, clock);
  const submit = new SubmitReview(vendors, uow('reviews', 'inquiries', 'reviewPhotos'), limiter, ids, clock, attachments);
  /** Asks for an upload and "PUTs" the bytes to its key, as the browser does. */
  const upload = async (bytes = pngBytes(), vendor = 'magnolia-barn', session?: string) => {
    const answer = await request.execute(vendor, { ...photo, fileSize: bytes.byteLength, session }, IP);
    const key = reviewPhotos.uploads().find((u) => u.id === answer.uploadId)!.storageKey;
    await storage.put(key, bytes, 'image/png');
    return answer;
  };
  return { clock, barn, hall, reviews, reviewPhotos, storage, request, submit, upload };
};

const failure = async (p: Promise<unknown>): Promise<DomainError> => {
  try {
    await p;
  } catch (e) {
    return e as DomainError;
  }
  throw new Error('expected a failure');
};

describe('review photo uploads (issue 40 §3)', () => {
  it('signs a pending upload under the pending prefix, pinned to the type and size, with a session token for the form', async () => {
    const w = world();
    const answer = await w.request.execute('magnolia-barn', photo, IP);
    const [stored] = w.reviewPhotos.uploads();
    expect(stored).toMatchObject({ id: answer.uploadId, vendorId: w.barn.id, contentType: 'image/png', fileSize: 12, closedAt: null });
    expect(stored!.storageKey).toMatch(new RegExp(`^pending/reviews/${w.barn.id}/${answer.uploadId}\\.png$`));
    expect(stored!.expiresAt.getTime() - w.clock.now().getTime()).toBe(10 * 60 * 1000);
    expect(answer.uploadUrl).toContain(stored!.storageKey);
    expect(answer.headers).toEqual({ 'Content-Type': 'image/png' });
    expect(stored!.sessionHash).toBe(`hash:${answer.session}`);

    const second = await w.request.execute('magnolia-barn', { ...photo, session: answer.session }, IP);
    expect(second.session).toBe(answer.session);
  });

  it('an address gets 10 uploads an hour, then a 429 with the time to wait', async () => {
    const w = world();
    for (let i = 0; i < REVIEW_PHOTO_UPLOAD_LIMITS.perIp.limit; i++) await w.request.execute('magnolia-barn', photo, IP);
    const refused = await failure(w.request.execute('magnolia-barn', photo, IP));
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect((refused as RateLimitedError).retryAfterMs).toBe(60 * 60 * 1000);
    expect(w.reviewPhotos.uploads()).toHaveLength(REVIEW_PHOTO_UPLOAD_LIMITS.perIp.limit);
    await w.request.execute('magnolia-barn', photo, '198.51.100.9');
  });

  it('one upload session has at most 10 waiting uploads', async () => {
    const w = world();
    const first = await w.request.execute('magnolia-barn', photo, '198.51.100.1');
    for (let i = 1; i < REVIEW_PHOTO_UPLOAD_LIMITS.pendingPerSession; i++) await w.request.execute('magnolia-barn', { ...photo, session: first.session }, `198.51.100.${i + 1}`);
    const refused = await failure(w.request.execute('magnolia-barn', { ...photo, session: first.session }, '198.51.100.99'));
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect(refused.message).toBe(REVIEW_PHOTO_MESSAGES.sessionFull);
    w.clock.advance(10 * 60 * 1000 + 1);
    await w.request.execute('magnolia-barn', { ...photo, session: first.session }, '198.51.100.99');
  });

  it('refuses an inactive or unknown vendor', async () => {
    const w = world();
    expect((await failure(w.request.execute('nobody', photo, IP))).code).toBe('VENDOR_NOT_FOUND');
  });

  it('the request schema refuses other file types, empty and oversized files', () => {
    expect(reviewPhotoUploadRequestSchema.safeParse({ ...photo, fileType: 'image/gif' }).error?.issues[0]?.message).toBe(REVIEW_PHOTO_MESSAGES.notAnImage);
    expect(reviewPhotoUploadRequestSchema.safeParse({ ...photo, fileSize: 0 }).success).toBe(false);
    expect(reviewPhotoUploadRequestSchema.safeParse({ ...photo, fileSize: 10 * 1024 * 1024 + 1 }).error?.issues[0]?.message).toBe(REVIEW_PHOTO_MESSAGES.tooLarge);
  });
});

describe('a review with photos (issue 40 §3)', () => {
  it('stores the checked photos with the review, in order, under their own keys, and drops the uploaded bytes', async () => {
    const w = world();
    const a = await w.upload();
    const b = await w.upload(pngBytes(), 'magnolia-barn', a.session);
    const { id } = await w.submit.execute('magnolia-barn', review([b.uploadId, a.uploadId]), IP);

    expect(w.reviews.stored(id)).toMatchObject({ isPublished: false });
    const photos = w.reviewPhotos.photos();
    expect(photos.map((p) => [p.reviewId, p.position, p.width, p.height])).toEqual([
      [id, 0, 640, 480],
      [id, 1, 640, 480],
    ]);
    for (const p of photos) {
      expect(p.storageKey).toMatch(new RegExp(`^reviews/${w.barn.id}/id_\\d+\\.png$`));
      expect(p.mediumKey).toBe(p.storageKey.replace('.png', '-medium.webp'));
    }
    expect(w.storage.keys()).toEqual(photos.flatMap((p) => [p.storageKey, p.mediumKey]).sort());
    expect(w.reviewPhotos.uploads().every((u) => u.closedAt)).toBe(true);
  });

  it('a used upload cannot be sent again', async () => {
    const w = world();
    const a = await w.upload();
    await w.submit.execute('magnolia-barn', review([a.uploadId]), IP);
    const refused = await failure(w.submit.execute('magnolia-barn', review([a.uploadId], { email: 'alex@example.com' }), IP));
    expect(refused.fields).toEqual({ photoIds: REVIEW_PHOTO_MESSAGES.notFound });
  });

  it("another vendor's upload, an unknown id or a missing upload refuse the review with a message on photoIds: nothing stored", async () => {
    const w = world();
    const good = await w.upload();
    const foreign = await w.upload(pngBytes(), 'wisteria-hall');
    for (const ids of [[good.uploadId, foreign.uploadId], ['no-such-upload']]) {
      const refused = await failure(w.submit.execute('magnolia-barn', review(ids), IP));
      expect(refused.code).toBe('VALIDATION_FAILED');
      expect(refused.fields).toEqual({ photoIds: REVIEW_PHOTO_MESSAGES.notFound });
    }
    const notPut = await w.request.execute('magnolia-barn', photo, IP);
    expect((await failure(w.submit.execute('magnolia-barn', review([notPut.uploadId]), IP))).fields).toEqual({ photoIds: REVIEW_PHOTO_MESSAGES.notUploaded });
    expect(w.reviewPhotos.photos()).toEqual([]);
    expect(w.reviewPhotos.uploads().filter((u) => u.closedAt)).toEqual([]);
    // Only the uploaded bytes are there: nothing checked was left behind.
    expect(w.storage.keys().every((k) => k.startsWith('pending/'))).toBe(true);
    // A refused photo does not use up the couple's one review a day.
    await w.submit.execute('magnolia-barn', review([good.uploadId]), IP);
  });

  it('bytes that are not an image refuse the review, close that upload and delete its bytes; the other photos are not kept', async () => {
    const w = world();
    const good = await w.upload();
    const bad = await w.upload(notAnImageBytes(), 'magnolia-barn', good.session);
    const refused = await failure(w.submit.execute('magnolia-barn', review([good.uploadId, bad.uploadId]), IP));
    expect(refused.fields).toEqual({ photoIds: REVIEW_PHOTO_MESSAGES.notAnImage });
    expect(w.reviewPhotos.photos()).toEqual([]);
    expect(w.reviewPhotos.uploads().find((u) => u.id === bad.uploadId)?.closedAt).toEqual(w.clock.now());
    expect(w.reviewPhotos.uploads().find((u) => u.id === good.uploadId)?.closedAt).toBeNull();
    expect(w.storage.keys()).toEqual([w.reviewPhotos.uploads().find((u) => u.id === good.uploadId)!.storageKey]);
  });

  it('when the review is refused after the photos were checked (one review a day), the checked files go', async () => {
    const w = world();
    await w.submit.execute('magnolia-barn', review([]), IP);
    const a = await w.upload();
    const refused = await failure(w.submit.execute('magnolia-barn', review([a.uploadId]), IP));
    expect(refused.code).toBe('RATE_LIMITED');
    expect(w.storage.keys()).toEqual([w.reviewPhotos.uploads()[0]!.storageKey]);
    expect(w.reviewPhotos.uploads()[0]!.closedAt).toBeNull();
  });

  it(`the review schema takes at most ${MAX_REVIEW_PHOTOS} photos, each once`, () => {
    const base = { name: 'Sam Rivera', email: 'sam@example.com', rating: 5, text: 'Lovely.' };
    const schema = reviewSubmissionSchema(() => new Date('2026-11-25T15:00:00Z'));
    expect(schema.parse(base).photoIds).toBeUndefined();
    expect(schema.parse({ ...base, photoIds: ['a', 'b'] }).photoIds).toEqual(['a', 'b']);
    expect(schema.safeParse({ ...base, photoIds: ['a', 'b', 'c', 'd', 'e', 'f'] }).error?.issues[0]).toMatchObject({ path: ['photoIds'], message: REVIEW_PHOTO_MESSAGES.tooMany });
    expect(schema.safeParse({ ...base, photoIds: ['a', 'a'] }).error?.issues[0]?.message).toBe(REVIEW_PHOTO_MESSAGES.repeated);
    expect(schema.safeParse({ ...base, photoIds: 'a' }).success).toBe(false);
  });
});
