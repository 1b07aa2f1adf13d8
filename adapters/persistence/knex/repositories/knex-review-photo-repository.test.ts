import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewPhoto } from '../../../../domain/reviews/review-photos.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../../../tests/support/databases.ts';
import { insertCategory, insertReview, insertVendor } from '../../../../tests/support/rows.ts';
import { KnexAdminReadRepository } from './knex-admin-read-repository.ts';
import { KnexListingWriteRepository } from './knex-listing-write-repository.ts';
import { KnexReviewPhotoRepository } from './knex-review-photo-repository.ts';
import { KnexReviewRepository } from './knex-review-repository.ts';

const at = new Date('2026-12-04T10:00:00.123Z');
const later = new Date(at.getTime() + 10 * 60 * 1000);
const id = (n: number) => `01JREVIEWPHOTO000000000${String(n).padStart(3, '0')}`;

/** Issue 40 §3: review photo uploads (rows of photo_uploads, purpose 'review') and review_photos (migration 048). */
describe.each(DIALECTS)('KnexReviewPhotoRepository [%s]', (dialect) => {
  let db: TestDatabase;
  let repo: KnexReviewPhotoRepository;
  let barn: string;
  let hall: string;

  const anUpload = (n: number, vendorId: string, sessionHash = 'a'.repeat(64)) => ({
    id: id(n),
    vendorId,
    storageKey: `pending/reviews/${vendorId}/${id(n)}.png`,
    contentType: 'image/png',
    fileSize: 1234,
    sessionHash,
    expiresAt: later,
    createdAt: at,
  });
  const aPhoto = (n: number, reviewId: string, vendorId: string, position: number): ReviewPhoto => ({
    id: id(n),
    reviewId,
    vendorId,
    storageKey: `reviews/${vendorId}/${id(n)}.png`,
    mediumKey: `reviews/${vendorId}/${id(n)}-medium.webp`,
    width: 1200,
    height: 900,
    position,
    createdAt: at,
  });

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    repo = new KnexReviewPhotoRepository(db.knex);
    const venues = await insertCategory(db.knex, 'venues', 'Venues', 1);
    barn = await insertVendor(db.knex, venues, { name: 'Magnolia Barn', slug: 'magnolia-barn' });
    hall = await insertVendor(db.knex, venues, { name: 'Wisteria Hall', slug: 'wisteria-hall' });
  });
  afterAll(async () => db?.destroy());

  it('stores an upload as a review upload, found by id only as one; the vendor photo upload lookup and limit never see it', async () => {
    await repo.createUpload(anUpload(1, barn));
    expect(await repo.findUploads([id(1), 'nope'])).toEqual([{ ...anUpload(1, barn), closedAt: null }]);

    const listings = new KnexListingWriteRepository(db.knex);
    expect(await listings.findUpload(id(1))).toBeNull();
    expect(await listings.pendingUploadCount(barn, at)).toBe(0);
    // The local upload route's check is by key, for either kind.
    expect(await listings.isUploadPending(anUpload(1, barn).storageKey)).toBe(true);
    await listings.createUpload({ id: id(2), vendorId: barn, storageKey: 'pending/vendors/x.png', contentType: 'image/png', fileSize: 1, altText: null, caption: null, expiresAt: later, createdAt: at });
    expect(await repo.findUploads([id(2)])).toEqual([]);
    expect(await repo.closeUpload(id(2), at)).toBe(false);
  });

  it('counts the pending, unexpired uploads of one session; closing is once', async () => {
    const session = 'b'.repeat(64);
    await repo.createUpload(anUpload(3, barn, session));
    await repo.createUpload(anUpload(4, hall, session));
    expect(await repo.pendingInSession(session, at)).toBe(2);
    expect(await repo.pendingInSession(session, later)).toBe(0);
    expect(await repo.closeUpload(id(3), at)).toBe(true);
    expect(await repo.closeUpload(id(3), at)).toBe(false);
    expect(await repo.pendingInSession(session, at)).toBe(1);
    expect((await repo.findUploads([id(3)]))[0]?.closedAt).toEqual(at);
  });

  it("stores a review's photos and reads them in order, for the public and the admin; they go with the vendor", async () => {
    const reviewId = await insertReview(db.knex, barn);
    const other = await insertReview(db.knex, barn);
    await repo.addPhotos([aPhoto(11, reviewId, barn, 1), aPhoto(10, reviewId, barn, 0), aPhoto(12, other, barn, 0)]);

    expect(await new KnexReviewRepository(db.knex).photosOf([reviewId])).toEqual([aPhoto(10, reviewId, barn, 0), aPhoto(11, reviewId, barn, 1)]);
    expect(await new KnexReviewRepository(db.knex).photosOf([])).toEqual([]);
    const admin = await new KnexAdminReadRepository(db.knex).findReview(reviewId);
    expect(admin?.photos?.map((p) => p.id)).toEqual([id(10), id(11)]);

    const keys = await new KnexListingWriteRepository(db.knex).deleteVendor(barn);
    expect(keys).toEqual(expect.arrayContaining([aPhoto(10, reviewId, barn, 0).storageKey, aPhoto(10, reviewId, barn, 0).mediumKey, aPhoto(12, other, barn, 0).mediumKey]));
    expect(await db.knex('review_photos').where({ vendor_id: barn })).toEqual([]);
  });

  it('deleting a review deletes its photos', async () => {
    const reviewId = await insertReview(db.knex, hall);
    await repo.addPhotos([aPhoto(20, reviewId, hall, 0)]);
    await db.knex('reviews').where({ id: reviewId }).delete();
    expect(await db.knex('review_photos').where({ review_id: reviewId })).toEqual([]);
  });
});
