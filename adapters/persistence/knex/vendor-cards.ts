import type { Knex } from 'knex';
import { isCategorySlug, type CategorySlug } from '../../../domain/categories/category.ts';
import { isPriceRange, orderImages, primaryImageOf, type Vendor, type VendorFilterRef, type VendorImage, type VendorSummary, type VendorTag } from '../../../domain/listings/vendor.ts';
import { dialectOf } from './connection.ts';
import { bool, date, json, num, numOrNull } from './rows.ts';
import { retriedTransaction } from './retried-transaction.ts';

/**
 * The card read model (issue 19, docs/adr/0023-card-read-model.md): each vendor row carries `card` (the
 * domain's VendorSummary a list shows) and `details` (what the vendor page adds from other tables: every
 * image in gallery order, its filters) as JSON, so a list page is one index-ordered read of `card` and a
 * vendor page one read of its row. Domain shapes, never HTTP answers: changing an answer needs no migration.
 *
 * Kept in step in the write's transaction: a write that changes a fact calls `refreshVendorCards` for the
 * vendors it touched; bulk loads and migrations call `rebuildVendorCards`. `vendorCardsDrift` compares what
 * is stored with what the tables say (the tests run it after every kind of write).
 */

type Row = Record<string, unknown>;

/** The vendors' columns a card is built from (with its category's name and slug). */
export const CARD_SOURCE_COLUMNS = [
  'v.id',
  'v.name',
  'v.slug',
  'v.tagline',
  'v.category_id',
  'c.name as category_name',
  'c.slug as category_slug',
  'v.city',
  'v.county',
  'v.state',
  'v.region',
  'v.zip_code',
  'v.starting_price',
  'v.price_range',
  'v.is_active',
  'v.is_featured',
  'v.is_verified',
  'v.premier_partner',
  'v.review_average',
  'v.review_count',
  'v.reply_time_hours',
];

/** The vendor page's own columns (besides the card's): read with the card and details for a vendor page. */
export const PAGE_SOURCE_COLUMNS = [
  ...['email', 'phone', 'website', 'description', 'pricing_notes', 'social_instagram', 'social_facebook', 'social_pinterest', 'social_tiktok'].map((c) => `v.${c}`),
  ...['capacity', 'street_address', 'style', 'specialties', 'year_established', 'is_licensed', 'is_insured', 'owner_user_id', 'created_at', 'updated_at'].map((c) => `v.${c}`),
];

/** The stored texts of one vendor: its card and details (domain shapes). */
export interface StoredVendorTexts {
  card: string;
  details: string;
}

/** The columns of StoredVendorTexts, in the order they are written and compared. */
const STORED_COLUMNS = ['card', 'details'] as const;

/** What the vendor page adds to the card (from other tables), stored as `details`. */
export interface VendorCardDetails {
  /** Every image, in gallery order. */
  images: VendorImage[];
  filters: VendorFilterRef[];
}

/** A vendor_images row as a VendorImage (shared with the listing write repository). */
export const toImage = (r: Row): VendorImage => ({
  id: String(r.id),
  storageKey: String(r.storage_key),
  mediumKey: (r.medium_key as string | null) ?? null,
  altText: (r.alt_text as string | null) ?? null,
  caption: (r.caption as string | null) ?? null,
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

/** A vendor row (CARD_SOURCE_COLUMNS) with its images and tags as a card. */
export const toSummary = (r: Row, images: VendorImage[], tags: VendorTag[]): VendorSummary => {
  const categorySlug = categorySlugOf(r.category_slug);
  const priceRange = String(r.price_range ?? 'not-specified');
  return {
    id: String(r.id),
    name: String(r.name),
    slug: String(r.slug),
    tagline: (r.tagline as string | null) ?? null,
    category: { id: String(r.category_id), name: String(r.category_name), slug: categorySlug },
    location: {
      city: String(r.city),
      county: String(r.county),
      state: String(r.state),
      region: (r.region as string | null) ?? null,
      zipCode: (r.zip_code as string | null) ?? null,
    },
    startingPrice: numOrNull(r.starting_price),
    priceRange: isPriceRange(priceRange) ? priceRange : 'not-specified',
    isActive: bool(r.is_active),
    isFeatured: bool(r.is_featured),
    isVerified: bool(r.is_verified),
    premierPartner: bool(r.premier_partner),
    reviewStats: { averageRating: Math.round(num(r.review_average) * 100) / 100, totalReviews: num(r.review_count) },
    primaryImage: primaryImageOf(images),
    tags,
    replyTimeHours: numOrNull(r.reply_time_hours),
  };
};

/** The stored card (the `card` column) as the domain's summary. */
export const cardOf = (stored: unknown): VendorSummary => {
  if (typeof stored !== 'string' || stored === '') throw new Error('A vendor without its card: run rebuildVendorCards');
  return JSON.parse(stored) as VendorSummary;
};

/** The stored details (the `details` column). */
export const detailsOf = (stored: unknown): VendorCardDetails => {
  if (typeof stored !== 'string' || stored === '') throw new Error('A vendor without its card details: run rebuildVendorCards');
  return JSON.parse(stored) as VendorCardDetails;
};

/** The whole listing: a vendor row (PAGE_SOURCE_COLUMNS) with its card and details. */
export const toVendor = (row: Row, summary: VendorSummary, { images, filters }: VendorCardDetails): Vendor => {
  const specialties = json<unknown>(row.specialties, []);
  return {
    ...summary,
    email: (row.email as string | null) ?? null,
    phone: (row.phone as string | null) ?? null,
    website: (row.website as string | null) ?? null,
    description: (row.description as string | null) ?? null,
    pricingNotes: (row.pricing_notes as string | null) ?? null,
    socialMedia: {
      instagram: (row.social_instagram as string | null) ?? null,
      facebook: (row.social_facebook as string | null) ?? null,
      pinterest: (row.social_pinterest as string | null) ?? null,
      tiktok: (row.social_tiktok as string | null) ?? null,
    },
    attributes: {
      capacity: numOrNull(row.capacity),
      style: json<string | string[] | null>(row.style, null),
      specialties: Array.isArray(specialties) ? specialties.map(String) : [],
    },
    yearEstablished: numOrNull(row.year_established),
    streetAddress: (row.street_address as string | null) ?? null,
    isLicensed: bool(row.is_licensed),
    isInsured: bool(row.is_insured),
    images,
    filters,
    ownerUserId: (row.owner_user_id as string | null) ?? null,
    createdAt: date(row.created_at),
    updatedAt: date(row.updated_at),
  };
};

/** The stored texts of these vendors as the tables say now, by vendor id. */
export const buildVendorCards = async (db: Knex | Knex.Transaction, ids: readonly string[]): Promise<Map<string, StoredVendorTexts>> => {
  const out = new Map<string, StoredVendorTexts>();
  if (!ids.length) return out;
  const list = [...ids];
  const [rows, images, tags, filters] = await Promise.all([
    db('vendors as v').leftJoin('categories as c', 'c.id', 'v.category_id').whereIn('v.id', list).select(CARD_SOURCE_COLUMNS) as Promise<Row[]>,
    db('vendor_images').whereIn('vendor_id', list).orderBy([{ column: 'vendor_id' }, { column: 'sort_order' }, { column: 'id' }]) as Promise<Row[]>,
    db('vendor_tags as vt').join('tags as t', 't.id', 'vt.tag_id').whereIn('vt.vendor_id', list).select('vt.vendor_id', 't.id', 't.name').orderBy([{ column: 'vt.vendor_id' }, { column: 't.name' }]) as Promise<Row[]>,
    db('vendor_filters as vf')
      .join('seo_filters as f', 'f.id', 'vf.filter_id')
      .whereIn('vf.vendor_id', list)
      .select('vf.vendor_id', 'f.id', 'f.name', 'f.slug', 'f.filter_key', 'f.filter_value')
      .orderBy([{ column: 'f.sort_order' }, { column: 'f.name' }]) as Promise<Row[]>,
  ]);
  const group = <T>(source: Row[], map: (r: Row) => T) => {
    const m = new Map<string, T[]>();
    for (const r of source) {
      const id = String(r.vendor_id);
      let a = m.get(id);
      if (!a) m.set(id, (a = []));
      a.push(map(r));
    }
    return m;
  };
  const imagesOf = group(images, toImage);
  const tagsOf = group(tags, (r): VendorTag => ({ id: String(r.id), name: String(r.name) }));
  const filtersOf = group(filters, (r): VendorFilterRef => ({ id: String(r.id), name: String(r.name), slug: String(r.slug), filterKey: String(r.filter_key), filterValue: String(r.filter_value) }));
  for (const r of rows) {
    const id = String(r.id);
    const all = orderImages(imagesOf.get(id) ?? []);
    const details: VendorCardDetails = { images: all, filters: filtersOf.get(id) ?? [] };
    out.set(id, { card: JSON.stringify(toSummary(r, all, tagsOf.get(id) ?? [])), details: JSON.stringify(details) });
  }
  return out;
};

/** How many vendors one statement writes the cards of (two bindings each per column, well under SQLite's limit). */
const WRITE_BATCH = 200;

/**
 * Writes built cards onto their vendor rows, one UPDATE a batch (a CASE by id per column); no `updated_at`:
 * a card is a copy, not an edit.
 */
const writeCards = async (db: Knex | Knex.Transaction, built: Map<string, StoredVendorTexts>): Promise<void> => {
  const entries = [...built.entries()];
  for (let i = 0; i < entries.length; i += WRITE_BATCH) {
    const batch = entries.slice(i, i + WRITE_BATCH);
    const cases = batch.map(() => 'WHEN ? THEN ?').join(' ');
    const set = Object.fromEntries(STORED_COLUMNS.map((column) => [column, db.raw(`CASE id ${cases} END`, batch.flatMap(([id, c]) => [id, c[column]]))]));
    await db('vendors').whereIn('id', batch.map(([id]) => id)).update(set);
  }
};

/**
 * Builds and stores the cards of these vendors from the tables, in the caller's transaction. On MySQL the
 * vendors' rows are locked first (in id order), so two writers of one vendor build its card one after the
 * other, each from what the other committed. Vendors that are gone are skipped.
 */
export const refreshVendorCards = async (db: Knex | Knex.Transaction, ids: readonly string[]): Promise<void> => {
  const unique = [...new Set(ids)].sort();
  for (let i = 0; i < unique.length; i += WRITE_BATCH) {
    const batch = unique.slice(i, i + WRITE_BATCH);
    await lockVendorRows(db, batch);
    await writeCards(db, await buildVendorCards(db, batch));
  }
};

/** MySQL: locks these vendors' rows in id order (every writer of many vendors takes them in the same order). */
export const lockVendorRows = async (db: Knex | Knex.Transaction, ids: readonly string[]): Promise<void> => {
  if (ids.length && dialectOf(db as Knex) === 'mysql') await db('vendors').whereIn('id', [...ids]).orderBy('id').select('id').forUpdate();
};

/**
 * Runs `write` on one vendor inside a transaction (a savepoint when already in one) and stores the vendor's
 * card as the tables say it is after the write. The vendor's row is locked first (MySQL), so concurrent
 * writers of one vendor do not store a card built from a snapshot without the other's change.
 */
export const withVendorCard = async <T>(knex: Knex | Knex.Transaction, vendorId: string, write: (trx: Knex.Transaction) => Promise<T>): Promise<T> =>
  retriedTransaction(knex, async (trx) => {
    await lockVendorRows(trx, [vendorId]);
    const result = await write(trx);
    await refreshVendorCards(trx, [vendorId]);
    return result;
  });

/** The vendors that link to a filter (their details list it: a renamed or deleted filter changes them). */
export const vendorsOfFilter = async (db: Knex | Knex.Transaction, filterId: string): Promise<string[]> =>
  ((await db('vendor_filters').where({ filter_id: filterId }).select('vendor_id')) as Row[]).map((r) => String(r.vendor_id));

/**
 * Every vendor's card built again from the tables (bulk loads, migration 026), a keyset batch at a time.
 * `missingOnly`: only vendors without a card yet (a bulk load that only added vendors with their rows).
 */
export const rebuildVendorCards = async (db: Knex | Knex.Transaction, { batch = 500, missingOnly = false, onProgress }: { batch?: number; missingOnly?: boolean; onProgress?: (done: number) => void } = {}): Promise<number> => {
  let done = 0;
  for (let after = ''; ; ) {
    const q = db('vendors').where('id', '>', after).orderBy('id').limit(batch).select('id');
    if (missingOnly) q.where((w) => w.whereNull('card').orWhereNull('details'));
    const ids = ((await q) as Row[]).map((r) => String(r.id));
    if (!ids.length) return done;
    await writeCards(db, await buildVendorCards(db, ids));
    done += ids.length;
    onProgress?.(done);
    after = ids[ids.length - 1]!;
  }
};

/**
 * The vendors whose stored card or details differ from what the tables say (tests; an operator's check):
 * `[id, column]` pairs, empty when every stored text is in step.
 */
export const vendorCardsDrift = async (db: Knex | Knex.Transaction): Promise<Array<[string, keyof StoredVendorTexts]>> => {
  const drift: Array<[string, keyof StoredVendorTexts]> = [];
  for (let after = ''; ; ) {
    const rows = (await db('vendors').where('id', '>', after).orderBy('id').limit(500).select('id', ...STORED_COLUMNS)) as Row[];
    if (!rows.length) return drift;
    const built = await buildVendorCards(
      db,
      rows.map((r) => String(r.id)),
    );
    for (const r of rows) {
      const b = built.get(String(r.id))!;
      for (const column of STORED_COLUMNS) if (r[column] !== b[column]) drift.push([String(r.id), column]);
    }
    after = String(rows[rows.length - 1]!.id);
  }
};
