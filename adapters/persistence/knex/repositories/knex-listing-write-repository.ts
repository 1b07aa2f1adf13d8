import type { Knex } from 'knex';
import type { VendorImage } from '../../../../domain/listings/vendor.ts';
import { averageRating } from '../../../../domain/reviews/review.ts';
import type { ListingWriteRepository, NewVendorImage, NewVendorRecord, PhotoUpload, VendorFlags, VendorProfileChanges } from '../../../../application/ports/listing-write-repository.ts';
import { columnsOf, countOf, date, dateOrNull, firstOf, num, strOrNull, type Row } from '../rows.ts';
import { toImage, withVendorLocked } from '../vendor-cards.ts';
import { copyToMarks, withListingCounts } from '../listing-counts.ts';
import { syncVendorSearch } from '../search-index.ts';
import { syncFilterLinkOrder } from '../filter-link-order.ts';

/** What a photo_uploads row holds for either purpose: a listing's photo or a couple's review photo (issue 40 §3). */
export const uploadOf = (r: Row) => ({
  id: String(r.id),
  vendorId: String(r.vendor_id),
  storageKey: String(r.storage_key),
  contentType: String(r.content_type),
  fileSize: num(r.file_size),
  expiresAt: date(r.expires_at),
  createdAt: date(r.created_at),
  closedAt: dateOrNull(r.closed_at),
});

export class KnexListingWriteRepository implements ListingWriteRepository {
  constructor(private readonly knex: Knex) {}

  async updateProfile(vendorId: string, c: VendorProfileChanges, now: Date): Promise<void> {
    const { socialMedia, location, ...fields } = c;
    // knex leaves undefined values out of an UPDATE: a change not given keeps the stored value.
    const row: Row = {
      ...columnsOf(fields),
      ...(location ? columnsOf(location) : {}),
      social_instagram: socialMedia?.instagram,
      social_facebook: socialMedia?.facebook,
      social_pinterest: socialMedia?.pinterest,
      social_tiktok: socialMedia?.tiktok,
      updated_at: now,
    };
    const carried = c.categoryId !== undefined || c.startingPrice !== undefined || c.capacity !== undefined;
    const searched = c.name !== undefined || c.tagline !== undefined || c.descriptionText !== undefined;
    const write = async (db: Knex | Knex.Transaction) => {
      await db('vendors').where({ id: vendorId }).update(row);
      // The marked days carry the vendor's category, price and capacity (MARK_COPIES, the dated lists'
      // totals): copied in the same transaction, after the vendor row (whose lock a concurrent setRange waits for).
      if (carried) await copyToMarks(db, vendorId);
    };
    // A new category or town moves the vendor between counted scopes (listing_counts, ADR 20). A new name,
    // tagline or description changes what the listing is found by: its search index row, under the vendor's
    // lock (ADR 38), as its marks are.
    if (c.categoryId !== undefined || c.location) await withListingCounts(this.knex, vendorId, write);
    else if (carried || searched) {
      await withVendorLocked(this.knex, vendorId, async (trx) => {
        await write(trx);
        if (searched) await syncVendorSearch(trx, vendorId);
      });
    } else await write(this.knex);
  }

  async createVendor(v: NewVendorRecord, now: Date): Promise<void> {
    const { socialMedia, location, capacity, streetAddress, ...fields } = v;
    await withListingCounts(this.knex, v.id, async (trx) => {
      await trx('vendors').insert({
        ...columnsOf(fields),
        ...columnsOf(location),
        capacity: capacity ?? null,
        street_address: streetAddress ?? null,
        social_instagram: socialMedia.instagram,
        social_facebook: socialMedia.facebook,
        social_pinterest: socialMedia.pinterest,
        created_at: now,
        updated_at: now,
      });
    });
  }

  async slugsLike(base: string): Promise<Set<string>> {
    // Slugs are [a-z0-9-] only (slugify), so the base holds no LIKE wildcards.
    return new Set((await this.knex('vendors').where('slug', base).orWhere('slug', 'like', `${base}-%`).pluck('slug')).map(String));
  }

  async categoryOf(vendorId: string): Promise<string | null> {
    return firstOf(this.knex('vendors').where({ id: vendorId }).select('category_id'), (r) => String(r.category_id));
  }

  async setFlags(vendorId: string, f: VendorFlags, now: Date): Promise<void> {
    // A flag left undefined keeps its value (knex leaves it out of the UPDATE).
    const row = { ...columnsOf(f), updated_at: now };
    if (f.isActive === undefined) await this.knex('vendors').where({ id: vendorId }).update(row);
    else {
      // Its marked days carry its status (MARK_COPIES).
      await withListingCounts(this.knex, vendorId, async (trx) => {
        await trx('vendors').where({ id: vendorId }).update(row);
        await copyToMarks(trx, vendorId);
      });
    }
  }

  async deleteVendor(vendorId: string): Promise<string[]> {
    const images = (await this.knex('vendor_images').where({ vendor_id: vendorId }).select('storage_key', 'medium_key')) as Row[];
    const uploads = (await this.knex('photo_uploads').where({ vendor_id: vendorId }).select('storage_key')) as Row[];
    const reviewPhotos = (await this.knex('review_photos').where({ vendor_id: vendorId }).select('storage_key', 'medium_key')) as Row[];
    // Explicit, rather than trusting ON DELETE on both dialects: what hangs on the listing goes with it,
    // what merely points at it (accounts, applications, messages, requests) forgets it.
    await withListingCounts(this.knex, vendorId, async (trx) => {
      for (const table of ['vendor_filters', 'vendor_tags', 'vendor_images', 'photo_uploads', 'review_photos', 'reviews', 'subscriptions', 'login_tokens']) {
        await trx(table).where({ vendor_id: vendorId }).delete();
      }
      for (const table of ['users', 'applications', 'contact_messages', 'upgrade_requests']) {
        await trx(table).where({ vendor_id: vendorId }).update({ vendor_id: null });
      }
      await trx('vendors').where({ id: vendorId }).delete();
    });
    const keys = [...images, ...reviewPhotos, ...uploads].flatMap((r) => [r.storage_key, r.medium_key]);
    return keys.filter((k): k is string => typeof k === 'string' && k !== '');
  }

  async filterIdsByKeyValue(categoryId: string, key: string, value: string): Promise<string[]> {
    return (await this.knex('seo_filters').where({ category_id: categoryId, filter_key: key, filter_value: value, is_active: true }).pluck('id')).map(String);
  }

  async addFilters(vendorId: string, filterIds: readonly string[]): Promise<void> {
    if (!filterIds.length) return;
    await withListingCounts(this.knex, vendorId, async (trx) => {
      const have = new Set((await trx('vendor_filters').where({ vendor_id: vendorId }).pluck('filter_id')).map(String));
      const rows = [...new Set(filterIds)].filter((id) => !have.has(id)).map((filter_id) => ({ vendor_id: vendorId, filter_id }));
      if (rows.length) await trx('vendor_filters').insert(rows);
    });
  }

  async removeFilters(vendorId: string, filterKeys?: readonly string[]): Promise<void> {
    if (filterKeys && !filterKeys.length) return;
    await withListingCounts(this.knex, vendorId, async (trx) => {
      const q = trx('vendor_filters').where({ vendor_id: vendorId });
      if (filterKeys) q.whereIn('filter_id', trx('seo_filters').whereIn('filter_key', [...filterKeys]).select('id'));
      await q.delete();
    });
  }

  async recomputeReviewStats(vendorId: string, now: Date): Promise<{ averageRating: number; totalReviews: number }> {
    // Under the vendor's lock (withVendorLocked), so two reviews published at once store the stats of both.
    return withVendorLocked(this.knex, vendorId, async (trx) => {
      // A review removed after a report stays listed but is not counted (issue 40 §4).
      const rows = (await trx('reviews').where({ vendor_id: vendorId, is_published: true }).whereNull('removed_at').select('rating')) as Row[];
      const stats = { averageRating: averageRating(rows.map((r) => num(r.rating))), totalReviews: rows.length };
      await trx('vendors').where({ id: vendorId }).update({ review_average: stats.averageRating, review_count: stats.totalReviews, updated_at: now });
      // Its filter links carry its rating and reviews (landing pages' order, filter-link-order.ts).
      await syncFilterLinkOrder(trx, vendorId);
      return stats;
    });
  }

  async replaceFilters(vendorId: string, filterIds: readonly string[]): Promise<void> {
    await withListingCounts(this.knex, vendorId, async (trx) => {
      await trx('vendor_filters').where({ vendor_id: vendorId }).delete();
      if (filterIds.length) await trx('vendor_filters').insert([...new Set(filterIds)].map((filter_id) => ({ vendor_id: vendorId, filter_id })));
    });
  }

  async activeFiltersOfCategory(categoryId: string, filterIds: readonly string[]): Promise<string[]> {
    if (!filterIds.length) return [];
    return (await this.knex('seo_filters').where({ category_id: categoryId, is_active: true }).whereIn('id', [...filterIds]).pluck('id')).map(String);
  }

  async imageCount(vendorId: string): Promise<number> {
    return countOf(this.knex('vendor_images').where({ vendor_id: vendorId }));
  }

  async addImage(image: Omit<NewVendorImage, 'sortOrder' | 'isPrimary'>, now: Date): Promise<VendorImage> {
    return withVendorLocked(this.knex, image.vendorId, async (trx) => {
      const agg = (await trx('vendor_images').where({ vendor_id: image.vendorId }).max({ m: 'sort_order' }).count({ n: '*' }).first()) as { m: number | null; n: number | string } | undefined;
      const sortOrder = agg?.m === null || agg?.m === undefined ? 0 : num(agg.m) + 1;
      const isPrimary = num(agg?.n) === 0;
      await trx('vendor_images').insert(columnsOf({ ...image, isPrimary, sortOrder, createdAt: now, updatedAt: now }));
      return { id: image.id, storageKey: image.storageKey, mediumKey: image.mediumKey, altText: image.altText, caption: image.caption, isPrimary, sortOrder, width: image.width, height: image.height };
    });
  }

  async findImage(vendorId: string, imageId: string) {
    const image = this.knex('vendor_images').where({ vendor_id: vendorId, id: imageId });
    return firstOf(image, (r) => ({ ...toImage(r), contentType: String(r.content_type) }));
  }

  async updateImage(vendorId: string, imageId: string, c: { altText?: string | null; caption?: string | null; isPrimary?: boolean }, now: Date): Promise<void> {
    await withVendorLocked(this.knex, vendorId, async (trx) => {
      // One primary per vendor: setting it here unsets it everywhere else, in the same transaction.
      if (c.isPrimary === true) await trx('vendor_images').where({ vendor_id: vendorId }).whereNot({ id: imageId }).update({ is_primary: false, updated_at: now });
      await trx('vendor_images').where({ vendor_id: vendorId, id: imageId }).update({ ...columnsOf(c), updated_at: now });
    });
  }

  async deleteImage(vendorId: string, imageId: string): Promise<void> {
    await this.knex('vendor_images').where({ vendor_id: vendorId, id: imageId }).delete();
  }

  async imageIds(vendorId: string): Promise<string[]> {
    return (await this.knex('vendor_images').where({ vendor_id: vendorId }).orderBy([{ column: 'sort_order' }, { column: 'id' }]).pluck('id')).map(String);
  }

  async setImageOrder(vendorId: string, imageIds: readonly string[], now: Date): Promise<void> {
    await withVendorLocked(this.knex, vendorId, async (trx) => {
      for (const [i, id] of imageIds.entries()) await trx('vendor_images').where({ vendor_id: vendorId, id }).update({ sort_order: i, updated_at: now });
    });
  }

  async createUpload(u: PhotoUpload): Promise<void> {
    await this.knex('photo_uploads').insert(columnsOf(u));
  }

  async findUpload(uploadId: string): Promise<PhotoUpload | null> {
    // A couple's review photo upload (issue 40 §3) is never the vendor's to confirm.
    const upload = this.knex('photo_uploads').where({ id: uploadId, purpose: 'listing' });
    return firstOf(upload, (r) => ({ ...uploadOf(r), altText: strOrNull(r.alt_text), caption: strOrNull(r.caption) }));
  }

  async pendingUploadCount(vendorId: string, now: Date): Promise<number> {
    // Review photo uploads never count toward the vendor's photo limit (issue 40 §3).
    return countOf(this.knex('photo_uploads').where({ vendor_id: vendorId, purpose: 'listing' }).whereNull('closed_at').where('expires_at', '>', now));
  }

  async isUploadPending(storageKey: string): Promise<boolean> {
    return Boolean(await this.knex('photo_uploads').where({ storage_key: storageKey }).whereNull('closed_at').first('id'));
  }

  async closeUpload(uploadId: string, now: Date): Promise<boolean> {
    return (await this.knex('photo_uploads').where({ id: uploadId }).whereNull('closed_at').update({ closed_at: now })) > 0;
  }

  async setTierFlags(vendorId: string, flags: { isFeatured: boolean; premierPartner: boolean }, now: Date): Promise<void> {
    await this.knex('vendors').where({ id: vendorId }).update({ is_featured: flags.isFeatured, premier_partner: flags.premierPartner, updated_at: now });
  }
}
