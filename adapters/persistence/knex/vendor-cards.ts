import type { Knex } from 'knex';
import { isCategorySlug, type CategorySlug } from '../../../domain/categories/category.ts';
import { COUPLES_CHOICE } from '../../../domain/reviews/awards.ts';
import { isPriceRange, orderImages, type Vendor, type VendorFilterRef, type VendorImage, type VendorSummary, type VendorTag } from '../../../domain/listings/vendor.ts';
import { dialectOf } from './connection.ts';
import { bool, date, json, num, numOrNull, strOrNull, type Row } from './rows.ts';
import { retriedTransaction } from './retried-transaction.ts';

/**
 * A vendor as lists and pages read it (issue 38): the domain's card (VendorSummary) and whole listing
 * (Vendor), built from the tables on every read. A list finds its page's ids in the order of an index, then
 * reads their cards by key; nothing is stored twice, so nothing goes stale and a new card field needs no
 * migration. The HTTP adapter maps these to answers (adapters/http/dto, ADR 13).
 */

/** The vendors' columns a card is built from (with its category's name and slug). */
const CARD_SOURCE_COLUMNS = [
  ...['id', 'name', 'slug', 'tagline', 'category_id'].map((c) => `v.${c}`),
  'c.name as category_name',
  'c.slug as category_slug',
  ...['city', 'county', 'state', 'region', 'zip_code', 'starting_price', 'price_range'].map((c) => `v.${c}`),
  ...['is_active', 'is_featured', 'is_verified', 'premier_partner', 'review_average', 'review_count', 'reply_time_hours'].map((c) => `v.${c}`),
];

/** The vendor page's own columns (besides the card's): read with the card and details for a vendor page. */
const PAGE_SOURCE_COLUMNS = [
  ...['email', 'phone', 'website', 'description', 'pricing_notes', 'social_instagram', 'social_facebook', 'social_pinterest', 'social_tiktok'].map((c) => `v.${c}`),
  ...['capacity', 'street_address', 'style', 'specialties', 'year_established', 'is_licensed', 'is_insured', 'owner_user_id', 'created_at', 'updated_at'].map((c) => `v.${c}`),
];

/** The vendor_images columns a VendorImage is built from. */
const IMAGE_COLUMNS = ['id', 'storage_key', 'medium_key', 'alt_text', 'caption', 'is_primary', 'sort_order', 'width', 'height'];

/** A vendor_images row as a VendorImage (shared with the listing write repository). */
export const toImage = (r: Row): VendorImage => ({
  id: String(r.id),
  storageKey: String(r.storage_key),
  mediumKey: strOrNull(r.medium_key),
  altText: strOrNull(r.alt_text),
  caption: strOrNull(r.caption),
  isPrimary: bool(r.is_primary),
  sortOrder: num(r.sort_order),
  width: numOrNull(r.width),
  height: numOrNull(r.height),
});

export const categorySlugOf = (value: unknown): CategorySlug => {
  const slug = String(value);
  if (!isCategorySlug(slug)) throw new Error(`Unknown category slug in database: ${slug}`);
  return slug;
};

/** A vendor row (CARD_SOURCE_COLUMNS, with the award, the primary image and the tags of vendorRows) as a card. */
const toSummary = (r: Row): VendorSummary => {
  const image = json<Row | null>(r.primary_image, null);
  const priceRange = String(r.price_range ?? 'not-specified');
  return {
    id: String(r.id),
    name: String(r.name),
    slug: String(r.slug),
    tagline: strOrNull(r.tagline),
    category: { id: String(r.category_id), name: String(r.category_name), slug: categorySlugOf(r.category_slug) },
    location: {
      city: String(r.city),
      county: String(r.county),
      state: String(r.state),
      region: strOrNull(r.region),
      zipCode: strOrNull(r.zip_code),
    },
    startingPrice: numOrNull(r.starting_price),
    priceRange: isPriceRange(priceRange) ? priceRange : 'not-specified',
    isActive: bool(r.is_active),
    isFeatured: bool(r.is_featured),
    isVerified: bool(r.is_verified),
    premierPartner: bool(r.premier_partner),
    reviewStats: { averageRating: Math.round(num(r.review_average) * 100) / 100, totalReviews: num(r.review_count) },
    primaryImage: image && toImage(image),
    tags: json<Row[]>(r.tags, []).map((t): VendorTag => ({ id: String(t.id), name: String(t.name) })),
    replyTimeHours: numOrNull(r.reply_time_hours),
    couplesChoiceYear: numOrNull(r.couples_choice_year),
  };
};

type Db = Knex | Knex.Transaction;

/** The SEO filters each of these vendors carries (its style facts), by vendor id, in the filters' order. */
export const filtersOf = async (db: Db, ids: readonly string[]): Promise<Map<string, VendorFilterRef[]>> => {
  const out = new Map<string, VendorFilterRef[]>();
  if (!ids.length) return out;
  const rows = (await db('vendor_filters as vf')
    .join('seo_filters as f', 'f.id', 'vf.filter_id')
    .whereIn('vf.vendor_id', [...ids])
    .select('vf.vendor_id', 'f.id', 'f.name', 'f.slug', 'f.filter_key', 'f.filter_value')
    .orderBy([{ column: 'f.sort_order' }, { column: 'f.name' }])) as Row[];
  for (const r of rows) {
    const filters = out.get(String(r.vendor_id)) ?? [];
    filters.push({ id: String(r.id), name: String(r.name), slug: String(r.slug), filterKey: String(r.filter_key), filterValue: String(r.filter_value) });
    out.set(String(r.vendor_id), filters);
  }
  return out;
};

/**
 * The vendors with their category, by primary key, in one statement: `columns`, and
 * - the 'Couples' Choice' year while shown (issue 40 §5): its award in the latest round drawn, so an award is
 *   shown through its year until the next year's round (drawn just after New York's new year). Two reads by
 *   primary key: vendor_award_rounds (kind, year) and vendor_awards (vendor_id, kind, year);
 * - the card's image as a JSON object: the primary one, else the first in gallery order (primaryImageOf in
 *   domain/listings/vendor.ts), read by the (vendor_id, sort_order) index;
 * - the card's tags as a JSON array, by slug: their names' order, case-insensitively, the same on both
 *   databases (a name's order is the collation's: SQLite's binary one puts 'DJ' before 'Day-of Coordination').
 */
const vendorRows = (db: Db, columns: readonly string[]) =>
  db('vendors as v')
    .join('categories as c', 'c.id', 'v.category_id')
    .select([...columns])
    .select(
      db.raw(
        '(SELECT a.year FROM vendor_awards a WHERE a.vendor_id = v.id AND a.kind = ? AND a.year = (SELECT MAX(r.year) FROM vendor_award_rounds r WHERE r.kind = ?)) AS couples_choice_year',
        [COUPLES_CHOICE, COUPLES_CHOICE],
      ),
      db.raw(
        `(SELECT JSON_OBJECT(${IMAGE_COLUMNS.map((c) => `'${c}', i.${c}`).join(', ')}) FROM vendor_images i WHERE i.vendor_id = v.id ORDER BY i.is_primary DESC, i.sort_order, i.id LIMIT 1) AS primary_image`,
      ),
      db.raw(
        `(SELECT ${dialectOf(db as Knex) === 'mysql' ? 'JSON_ARRAYAGG' : 'json_group_array'}(JSON_OBJECT('id', t.id, 'name', t.name) ORDER BY t.slug) FROM vendor_tags vt JOIN tags t ON t.id = vt.tag_id WHERE vt.vendor_id = v.id) AS tags`,
      ),
    );

/** The cards of these vendors as the tables say now, by id: one read by key of their rows (vendorRows). */
export const cardsOf = async (db: Db, ids: readonly string[]): Promise<Map<string, VendorSummary>> => {
  if (!ids.length) return new Map();
  const rows = (await vendorRows(db, CARD_SOURCE_COLUMNS).whereIn('v.id', [...ids])) as Row[];
  return new Map(rows.map((r) => [String(r.id), toSummary(r)]));
};

/** A whole listing (the vendor page) by slug or id, as the tables say now: its card, its own columns, its images and filters. */
export const vendorBySlugOrId = async (db: Db, slugOrId: string): Promise<Vendor | null> => {
  const row = (await vendorRows(db, [...CARD_SOURCE_COLUMNS, ...PAGE_SOURCE_COLUMNS]).where('v.slug', slugOrId).orWhere('v.id', slugOrId).first()) as Row | undefined;
  if (!row) return null;
  const id = String(row.id);
  const [images, filters] = await Promise.all([
    db('vendor_images').where('vendor_id', id).orderBy([{ column: 'sort_order' }, { column: 'id' }]) as Promise<Row[]>,
    filtersOf(db, [id]),
  ]);
  const specialties = json<unknown>(row.specialties, []);
  return {
    ...toSummary(row),
    email: strOrNull(row.email),
    phone: strOrNull(row.phone),
    website: strOrNull(row.website),
    description: strOrNull(row.description),
    pricingNotes: strOrNull(row.pricing_notes),
    socialMedia: {
      instagram: strOrNull(row.social_instagram),
      facebook: strOrNull(row.social_facebook),
      pinterest: strOrNull(row.social_pinterest),
      tiktok: strOrNull(row.social_tiktok),
    },
    attributes: {
      capacity: numOrNull(row.capacity),
      style: json<string | string[] | null>(row.style, null),
      specialties: Array.isArray(specialties) ? specialties.map(String) : [],
    },
    yearEstablished: numOrNull(row.year_established),
    streetAddress: strOrNull(row.street_address),
    isLicensed: bool(row.is_licensed),
    isInsured: bool(row.is_insured),
    images: orderImages(images.map(toImage)),
    filters: filters.get(id) ?? [],
    ownerUserId: strOrNull(row.owner_user_id),
    createdAt: date(row.created_at),
    updatedAt: date(row.updated_at),
  };
};

/**
 * Runs `write` on one vendor inside a transaction (a savepoint when already in one) under the vendor's row
 * lock (MySQL), so concurrent writers of one vendor (two reviews published at once) take turns.
 */
export const withVendorLocked = async <T>(knex: Db, vendorId: string, write: (trx: Knex.Transaction) => Promise<T>): Promise<T> =>
  retriedTransaction(knex, async (trx) => {
    if (dialectOf(trx as Knex) === 'mysql') await trx('vendors').where('id', vendorId).select('id').forUpdate();
    return write(trx);
  });
