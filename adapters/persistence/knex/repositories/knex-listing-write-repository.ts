import type { Knex } from 'knex';
import type { VendorImage } from '../../../../domain/listings/vendor.ts';
import type { ListingWriteRepository, NewVendorImage, PhotoUpload, VendorProfileChanges } from '../../../../application/ports/listing-write-repository.ts';
import { date, num } from '../rows.ts';
import { toImage } from './knex-vendor-repository.ts';

type Row = Record<string, unknown>;

const imageOf = (r: Row): VendorImage & { contentType: string } => ({ ...toImage(r), contentType: String(r.content_type) });

export class KnexListingWriteRepository implements ListingWriteRepository {
  constructor(private readonly knex: Knex) {}

  async updateProfile(vendorId: string, c: VendorProfileChanges, now: Date): Promise<void> {
    const row: Row = { updated_at: now };
    const set = (column: string, value: unknown) => {
      if (value !== undefined) row[column] = value;
    };
    set('name', c.name);
    set('tagline', c.tagline);
    set('description', c.description);
    set('description_text', c.descriptionText);
    set('pricing_notes', c.pricingNotes);
    set('phone', c.phone);
    set('website', c.website);
    set('email', c.email);
    set('category_id', c.categoryId);
    set('social_instagram', c.socialMedia?.instagram);
    set('social_facebook', c.socialMedia?.facebook);
    set('social_pinterest', c.socialMedia?.pinterest);
    set('social_tiktok', c.socialMedia?.tiktok);
    set('starting_price', c.startingPrice);
    set('price_range', c.priceRange);
    await this.knex('vendors').where({ id: vendorId }).update(row);
  }

  async replaceFilters(vendorId: string, filterIds: readonly string[]): Promise<void> {
    await this.knex.transaction(async (trx) => {
      await trx('vendor_filters').where({ vendor_id: vendorId }).delete();
      if (filterIds.length) await trx('vendor_filters').insert([...new Set(filterIds)].map((filter_id) => ({ vendor_id: vendorId, filter_id })));
    });
  }

  async activeFiltersOfCategory(categoryId: string, filterIds: readonly string[]): Promise<string[]> {
    if (!filterIds.length) return [];
    const rows = (await this.knex('seo_filters').where({ category_id: categoryId, is_active: true }).whereIn('id', [...filterIds]).select('id')) as Row[];
    return rows.map((r) => String(r.id));
  }

  async imageCount(vendorId: string): Promise<number> {
    const row = (await this.knex('vendor_images').where({ vendor_id: vendorId }).count({ n: '*' }).first()) as { n: number | string } | undefined;
    return num(row?.n);
  }

  async addImage(image: Omit<NewVendorImage, 'sortOrder' | 'isPrimary'>, now: Date): Promise<VendorImage> {
    return this.knex.transaction(async (trx) => {
      const agg = (await trx('vendor_images').where({ vendor_id: image.vendorId }).max({ m: 'sort_order' }).count({ n: '*' }).first()) as { m: number | null; n: number | string } | undefined;
      const sortOrder = agg?.m === null || agg?.m === undefined ? 0 : num(agg.m) + 1;
      const isPrimary = num(agg?.n) === 0;
      await trx('vendor_images').insert({
        id: image.id,
        vendor_id: image.vendorId,
        storage_key: image.storageKey,
        medium_key: image.mediumKey,
        alt_text: image.altText,
        caption: image.caption,
        is_primary: isPrimary,
        sort_order: sortOrder,
        width: image.width,
        height: image.height,
        content_type: image.contentType,
        byte_size: image.byteSize,
        created_at: now,
        updated_at: now,
      });
      return { id: image.id, storageKey: image.storageKey, mediumKey: image.mediumKey, altText: image.altText, caption: image.caption, isPrimary, sortOrder, width: image.width, height: image.height };
    });
  }

  async findImage(vendorId: string, imageId: string) {
    const row = (await this.knex('vendor_images').where({ vendor_id: vendorId, id: imageId }).first()) as Row | undefined;
    return row ? imageOf(row) : null;
  }

  async updateImage(vendorId: string, imageId: string, c: { altText?: string | null; caption?: string | null; isPrimary?: boolean }, now: Date): Promise<void> {
    await this.knex.transaction(async (trx) => {
      // One primary per vendor: setting it here unsets it everywhere else, in the same transaction.
      if (c.isPrimary === true) await trx('vendor_images').where({ vendor_id: vendorId }).whereNot({ id: imageId }).update({ is_primary: false, updated_at: now });
      const row: Row = { updated_at: now };
      if (c.altText !== undefined) row.alt_text = c.altText;
      if (c.caption !== undefined) row.caption = c.caption;
      if (c.isPrimary !== undefined) row.is_primary = c.isPrimary;
      await trx('vendor_images').where({ vendor_id: vendorId, id: imageId }).update(row);
    });
  }

  async deleteImage(vendorId: string, imageId: string): Promise<void> {
    await this.knex('vendor_images').where({ vendor_id: vendorId, id: imageId }).delete();
  }

  async imageIds(vendorId: string): Promise<string[]> {
    const rows = (await this.knex('vendor_images').where({ vendor_id: vendorId }).orderBy([{ column: 'sort_order' }, { column: 'id' }]).select('id')) as Row[];
    return rows.map((r) => String(r.id));
  }

  async setImageOrder(vendorId: string, imageIds: readonly string[], now: Date): Promise<void> {
    await this.knex.transaction(async (trx) => {
      for (const [i, id] of imageIds.entries()) await trx('vendor_images').where({ vendor_id: vendorId, id }).update({ sort_order: i, updated_at: now });
    });
  }

  async createUpload(u: PhotoUpload): Promise<void> {
    await this.knex('photo_uploads').insert({
      id: u.id,
      vendor_id: u.vendorId,
      storage_key: u.storageKey,
      content_type: u.contentType,
      file_size: u.fileSize,
      alt_text: u.altText,
      caption: u.caption,
      expires_at: u.expiresAt,
      created_at: u.createdAt,
    });
  }

  async findUpload(uploadId: string): Promise<PhotoUpload | null> {
    const r = (await this.knex('photo_uploads').where({ id: uploadId }).first()) as Row | undefined;
    if (!r) return null;
    return {
      id: String(r.id),
      vendorId: String(r.vendor_id),
      storageKey: String(r.storage_key),
      contentType: String(r.content_type),
      fileSize: num(r.file_size),
      altText: (r.alt_text as string | null) ?? null,
      caption: (r.caption as string | null) ?? null,
      expiresAt: date(r.expires_at),
      createdAt: date(r.created_at),
    };
  }

  async deleteUpload(uploadId: string): Promise<void> {
    await this.knex('photo_uploads').where({ id: uploadId }).delete();
  }

  async setTierFlags(vendorId: string, flags: { isFeatured: boolean; premierPartner: boolean }, now: Date): Promise<void> {
    await this.knex('vendors').where({ id: vendorId }).update({ is_featured: flags.isFeatured, premier_partner: flags.premierPartner, updated_at: now });
  }
}
