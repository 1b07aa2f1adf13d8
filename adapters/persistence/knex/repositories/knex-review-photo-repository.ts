import type { Knex } from 'knex';
import type { ReviewPhoto } from '../../../../domain/reviews/review-photos.ts';
import type { ReviewPhotoUpload, ReviewPhotoWriteRepository } from '../../../../application/ports/review-photo-repository.ts';
import { allOf, columnsOf, countOf, date, num, type Row } from '../rows.ts';
import { uploadOf } from './knex-listing-write-repository.ts';

/** Review photo uploads are rows of the vendor photos' upload table with this purpose (migration 048). */
const REVIEW = 'review';

const toUpload = (r: Row): ReviewPhotoUpload => ({ ...uploadOf(r), sessionHash: String(r.session_hash ?? '') });

const toPhoto = (r: Row): ReviewPhoto => ({
  id: String(r.id),
  reviewId: String(r.review_id),
  vendorId: String(r.vendor_id),
  storageKey: String(r.storage_key),
  mediumKey: String(r.medium_key),
  width: num(r.width),
  height: num(r.height),
  position: num(r.position),
  createdAt: date(r.created_at),
});

/** The photos of these reviews, each review's in their order (the public and admin review lists). */
export const reviewPhotosOf = async (knex: Knex, reviewIds: readonly string[]): Promise<ReviewPhoto[]> => {
  if (reviewIds.length === 0) return [];
  const photos = knex('review_photos').whereIn('review_id', [...reviewIds]);
  return allOf(photos.orderBy([{ column: 'review_id' }, { column: 'position' }]), toPhoto);
};

export class KnexReviewPhotoRepository implements ReviewPhotoWriteRepository {
  constructor(private readonly knex: Knex) {}

  async createUpload(u: Omit<ReviewPhotoUpload, 'closedAt'>): Promise<void> {
    await this.knex('photo_uploads').insert({ ...columnsOf(u), purpose: REVIEW });
  }

  async findUploads(uploadIds: readonly string[]): Promise<ReviewPhotoUpload[]> {
    if (uploadIds.length === 0) return [];
    return allOf(this.knex('photo_uploads').whereIn('id', [...uploadIds]).where({ purpose: REVIEW }), toUpload);
  }

  async pendingInSession(sessionHash: string, now: Date): Promise<number> {
    return countOf(this.knex('photo_uploads').where({ session_hash: sessionHash, purpose: REVIEW }).whereNull('closed_at').where('expires_at', '>', now));
  }

  async closeUpload(uploadId: string, now: Date): Promise<boolean> {
    return (await this.knex('photo_uploads').where({ id: uploadId, purpose: REVIEW }).whereNull('closed_at').update({ closed_at: now })) > 0;
  }

  async addPhotos(photos: readonly ReviewPhoto[]): Promise<void> {
    if (photos.length === 0) return;
    await this.knex('review_photos').insert(photos.map(columnsOf));
  }
}
