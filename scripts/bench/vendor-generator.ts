// Bench data: grows a migrated, demo-seeded database to N vendors, fast (multi-row inserts, one transaction
// per batch), with what the public pages read: a primary photo, 2–3 tags (and tags_text), 0–2 of the
// category's SEO filters, plain-text descriptions for full-text search, review stats, some inactive
// listings. Deterministic: the same target gives the same names, words and links (ids are ULIDs).
// Used by `npm run bench` (scripts/bench/run.ts) and tests/integration/explain-plans.test.ts.
import type { Knex } from 'knex';
import { ulid } from 'ulid';
import { rebuildListingCounts } from '../../adapters/persistence/knex/listing-counts.ts';
import { indexNewVendors } from '../../adapters/persistence/knex/search-index.ts';
import { createPrng } from '../../adapters/persistence/knex/seeds/prng.ts';
import { DEMO_TOWNS } from '../../adapters/persistence/knex/seeds/demo-data/locations.ts';
import { retriedTransaction } from '../../adapters/persistence/knex/retried-transaction.ts';

/** Words of names, taglines and descriptions; each vendor gets about ten of them, so one word matches ~8%. */
export const BENCH_WORDS = (
  'barn garden rustic elegant lakeside mountain historic modern chapel vineyard ballroom loft waterfall orchard meadow estate ' +
  'farmhouse industrial bohemian vintage classic romantic intimate grand riverside woodland pavilion terrace courtyard mansion ' +
  'cottage lodge cabin greenhouse conservatory gallery rooftop brewery winery distillery plantation hilltop sunset golden ' +
  'candid editorial documentary cinematic timeless airy moody luminous portrait film drone heirloom botanical seasonal ' +
  'wildflower peony magnolia dahlia lavender eucalyptus boutique bespoke curated signature southern lowcountry farmtotable ' +
  'barbecue smokehouse bakery pastry buffet plated familystyle cocktail champagne espresso jazz acoustic bluegrass string ' +
  'quartet orchestra soul motown karaoke lighting uplighting photobooth calligraphy stationery coordinator concierge ' +
  'destination elopement micro weekend brunch rehearsal dinner ceremony reception'
).split(' ');

const NOUNS = ['Hall', 'Studio', 'Events', 'Farm', 'Collective', 'House', 'Company', 'Co', 'Gardens', 'Works', 'Atelier', 'Society'];
const TOWNS = Object.values(DEMO_TOWNS);
const TAG_NAMES = [
  'Outdoor', 'Indoor', 'Pet Friendly', 'Accessible', 'Catering Included', 'Bar Service', 'On-site Lodging', 'Same-day Edits',
  'Second Shooter', 'Engagement Sessions', 'Day-of Coordination', 'Full Planning', 'Vegan Options', 'Gluten Free', 'Late Night Snacks',
  'Live Band', 'DJ', 'Ceremony Music', 'Dried Flowers', 'Local Blooms', 'Rain Plan', 'Elopements', 'Large Weddings', 'Small Weddings',
];
const PRICE_RANGES = ['not-specified', 'budget', 'moderate', 'premium', 'luxury'] as const;

const capitalise = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
const slugOf = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export interface GenerateOptions {
  /** Called after every batch with the vendors present and the target. */
  onProgress?: (done: number, total: number) => void;
  /** Rows per insert statement (default 500). */
  batchSize?: number;
}

/**
 * Inserts generated vendors until `vendors` holds `target` rows (does nothing when it already does).
 * Needs the categories and SEO filters (the demo seed, or any) to exist. Returns the number inserted.
 */
export const generateVendors = async (knex: Knex, target: number, opts: GenerateOptions = {}): Promise<number> => {
  const batchSize = opts.batchSize ?? 500;
  const categories = (await knex('categories').select('id', 'slug').orderBy('sort_order')) as Array<{ id: string; slug: string }>;
  if (!categories.length) throw new Error('generateVendors needs categories: run the demo seed first');
  const filters = (await knex('seo_filters').where('is_active', true).select('id', 'category_id').orderBy('id')) as Array<{ id: string; category_id: string }>;
  const filtersOf = new Map(categories.map((c) => [c.id, filters.filter((f) => f.category_id === c.id).map((f) => f.id)]));

  // The tag pool: reuse tags of the same slug (the demo seed has some), create the rest.
  const tagIds = new Map<string, string>();
  for (const r of (await knex('tags').select('id', 'slug')) as Array<{ id: string; slug: string }>) tagIds.set(r.slug, r.id);
  const missing = TAG_NAMES.filter((n) => !tagIds.has(slugOf(n))).map((name) => ({ id: ulid(), name, slug: slugOf(name) }));
  if (missing.length) await knex('tags').insert(missing);
  for (const t of missing) tagIds.set(t.slug, t.id);
  const tags = TAG_NAMES.map((name) => ({ name, id: tagIds.get(slugOf(name))! }));

  const existing = Number(((await knex('vendors').count({ n: '*' }).first()) as { n: number | string }).n);
  const now = Date.now();
  let done = existing;
  while (done < target) {
    const n = Math.min(batchSize, target - done);
    const vendors: Array<Record<string, unknown>> = [];
    const images: Array<Record<string, unknown>> = [];
    const vendorTags: Array<Record<string, unknown>> = [];
    const vendorFilters: Array<Record<string, unknown>> = [];
    for (let i = 0; i < n; i++) {
      const seq = done + i;
      const r = createPrng(`bench-vendor-${seq}`);
      const id = ulid();
      const category = categories[seq % categories.length]!;
      const town = r.pick(TOWNS);
      const words = r.sample(BENCH_WORDS, 10);
      const name = `${capitalise(words[0]!)} ${capitalise(words[1]!)} ${r.pick(NOUNS)}`;
      const mine = r.sample(tags, r.int(2, 3));
      const description = `A ${words[2]}, ${words[3]} and ${words[4]} wedding ${category.slug.replace(/s$/, '')} in ${town.city}, ${town.county}: ${words[5]} ${words[6]}, ${words[7]} details and a ${words[8]} ${words[9]} team for couples across the Upstate.`;
      const reviewCount = r.chance(0.3) ? 0 : r.int(1, 60);
      vendors.push({
        id,
        name,
        slug: `${slugOf(name)}-${seq}`,
        email: `hello+${seq}@example.com`,
        phone: `864-555-${String(seq % 10_000).padStart(4, '0')}`,
        website: `https://example.com/vendors/${seq}`,
        tagline: `${capitalise(words[2]!)} ${words[3]} weddings in ${town.city}`,
        description: `<p>${description}</p>`,
        description_text: description,
        category_id: category.id,
        city: town.city,
        county: town.county,
        state: 'SC',
        region: town.region,
        zip_code: town.zipCode,
        starting_price: r.chance(0.2) ? null : r.int(5, 120) * 100,
        price_range: r.pick(PRICE_RANGES),
        is_licensed: r.chance(0.6),
        is_insured: r.chance(0.7),
        is_active: r.chance(0.95),
        is_featured: r.chance(0.08),
        is_verified: r.chance(0.5),
        premier_partner: r.chance(0.01),
        review_average: reviewCount ? Math.round(r.float(3, 5) * 100) / 100 : 0,
        review_count: reviewCount,
        tags_text: mine.map((t) => t.name).join(', '),
        created_at: new Date(now - seq * 1000),
        updated_at: new Date(now - seq * 500),
      });
      images.push({
        id: ulid(),
        vendor_id: id,
        storage_key: `vendors/bench/${seq}.jpg`,
        medium_key: `vendors/bench/${seq}-medium.jpg`,
        alt_text: name,
        is_primary: true,
        sort_order: 0,
        content_type: 'image/jpeg',
        created_at: new Date(now),
        updated_at: new Date(now),
      });
      for (const t of mine) vendorTags.push({ vendor_id: id, tag_id: t.id });
      const options = filtersOf.get(category.id) ?? [];
      for (const f of r.sample(options, r.chance(0.25) ? 0 : r.int(1, 2))) vendorFilters.push({ vendor_id: id, filter_id: f });
    }
    await retriedTransaction(knex, async (trx) => {
      // SQLite's multi-row insert is a compound SELECT, limited to 500 terms.
      const insert = async (table: string, rows: Array<Record<string, unknown>>) => {
        for (let i = 0; i < rows.length; i += 400) await trx(table).insert(rows.slice(i, i + 400));
      };
      await insert('vendors', vendors);
      await insert('vendor_images', images);
      await insert('vendor_tags', vendorTags);
      await insert('vendor_filters', vendorFilters);
      // Their rows in the search index (SQLite's FTS5 table, ADR 38).
      await indexNewVendors(
        trx,
        vendors.map((v) => String(v.id)),
      );
    });
    done += n;
    opts.onProgress?.(done, target);
  }
  // Bulk inserts: the kept counts of the lists are rebuilt from them (ADR 20).
  await rebuildListingCounts(knex);
  return done - existing;
};

/** Fresh table statistics after a bulk load, so the planners see the real sizes. */
export const analyzeTables = async (knex: Knex): Promise<void> => {
  if ((knex.client.config.client as string) === 'mysql2') {
    await knex.raw('ANALYZE TABLE vendors, vendor_images, vendor_tags, vendor_filters, seo_filters, categories, tags, inquiries, inquiry_messages, users, vendor_unavailable_dates');
  } else {
    await knex.raw('ANALYZE');
  }
};
