import type { Knex } from 'knex';
import sharp from 'sharp';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../../../application/ports/file-storage.ts';
import { CATEGORY_SLUGS } from '../../../../domain/categories/category.ts';
import { FILTER_KEYS_BY_CATEGORY, FILTER_VALUES } from '../../../../domain/filters/filter-catalogue.ts';
import { slugify } from '../../../../domain/listings/slug.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../../../tests/support/databases.ts';
import { KnexVendorSearch } from '../repositories/knex-vendor-search.ts';
import { date } from '../rows.ts';
import { buildVendor } from './demo-content.ts';
import { DEMO_FILTERS } from './demo-data/filters.ts';
import { DEMO_VENDORS } from './demo-data/vendors.ts';
import { planCategoryPhoto, planVendorPhoto, photoSvg, renderCategoryPhoto, renderVendorPhoto } from './demo-images.ts';
import { SEED_TABLES, seedDemo, type SeedReport } from './demo-seed.ts';

const NOW = new Date('2026-11-21T12:00:00.000Z');

/**
 * Storage in memory that pretends the demo photos are already there, except for the keys `missing` says
 * are not, so the seed renders only a few real photos and the test stays fast.
 */
class PretendStorage implements FileStorage {
  readonly files = new Map<string, { body: Uint8Array; contentType: string }>();
  constructor(private readonly missing: (key: string) => boolean) {}
  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    this.files.set(key, { body, contentType });
  }
  async get(key: string): Promise<Uint8Array | null> {
    return this.files.get(key)?.body ?? (this.missing(key) ? null : new Uint8Array(54_321));
  }
  async exists(key: string): Promise<boolean> {
    return this.files.has(key) || !this.missing(key);
  }
  async delete(key: string): Promise<void> {
    this.files.delete(key);
  }
  publicUrl(key: string): string {
    return `/media/${key}`;
  }
  async presignPut(key: string, contentType: string, expiresInSeconds: number) {
    return { url: `/api/uploads/${key}`, method: 'PUT' as const, headers: { 'Content-Type': contentType }, expiresAt: new Date(NOW.getTime() + expiresInSeconds * 1000) };
  }
  async ping(): Promise<void> {}
}

const ALLOWED_TAGS = new Set(['p', 'h2', 'h3', 'ul', 'li', 'strong', 'em']);
const tagsIn = (html: string): string[] => [...html.matchAll(/<\/?([a-z0-9]+)[^>]*>/gi)].map((m) => m[1]!.toLowerCase());
const plain = (html: string): string => html.replace(/<[^>]+>/g, '');

type Row = Record<string, unknown>;

/** A DATE column as YYYY-MM-DD (mysql2 returns a Date at UTC midnight, SQLite the stored text). */
const day = (v: unknown): string => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v));

/** Slugs of the active vendors a search word finds, through the search port (ADR 38). */
const termSearch = async (knex: Knex, word: string): Promise<string[]> => {
  const ids = (await new KnexVendorSearch(knex).search({ page: 1, limit: 100, sortBy: 'reviews', search: word })).ids;
  return ((await knex('vendors').whereIn('id', ids).orderBy('slug').select('slug')) as Array<{ slug: string }>).map((r) => r.slug);
};

describe('demo content (pure)', () => {
  it('has ten vendors per category with unique names and slugs', () => {
    for (const slug of CATEGORY_SLUGS) expect(DEMO_VENDORS.filter((v) => v.category === slug)).toHaveLength(10);
    const slugs = DEMO_VENDORS.map((v) => slugify(v.name));
    expect(new Set(slugs).size).toBe(DEMO_VENDORS.length);
  });

  it('is deterministic', () => {
    const a = DEMO_VENDORS.map((v, i) => buildVendor(v, i, NOW));
    const b = DEMO_VENDORS.map((v, i) => buildVendor(v, i, NOW));
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(photoSvg(planVendorPhoto('venues', 'x', 0))).toBe(photoSvg(planVendorPhoto('venues', 'x', 0)));
  });

  it('covers every (key, value) of SPEC §5 exactly once, with SEO fields in range', () => {
    const expected = CATEGORY_SLUGS.flatMap((c) => FILTER_KEYS_BY_CATEGORY[c].flatMap((k) => FILTER_VALUES[k].map((o) => `${c}:${k}:${o.value}`)));
    expect(expected).toHaveLength(39);
    expect(DEMO_FILTERS.map((f) => `${f.category}:${f.key}:${f.value}`).sort()).toEqual([...expected].sort());
    for (const f of DEMO_FILTERS) {
      expect(f.seoDescription.length, f.name).toBeGreaterThanOrEqual(150);
      expect(f.seoDescription.length, f.name).toBeLessThanOrEqual(160);
      expect(f.keywords.length, f.name).toBeGreaterThanOrEqual(4);
      expect(f.keywords.length, f.name).toBeLessThanOrEqual(6);
      for (const tag of tagsIn(f.content)) expect(ALLOWED_TAGS, `${f.name}: <${tag}>`).toContain(tag);
      expect(f.content.match(/<p>/g)?.length ?? 0, f.name).toBeGreaterThanOrEqual(2);
    }
  });

  it('renders tasteful JPEGs at the right sizes', async () => {
    const photo = await renderVendorPhoto(planVendorPhoto('florists', 'petal-and-stem-studio', 0));
    expect(await sharp(photo.full).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });
    expect(await sharp(photo.medium).metadata()).toMatchObject({ format: 'jpeg', width: 600, height: 400 });
    const tile = await renderCategoryPhoto(planCategoryPhoto('music'));
    expect(await sharp(tile).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
  });
});

describe.each(DIALECTS)('seedDemo [%s]', (dialect) => {
  let db: TestDatabase;
  let knex: Knex;
  let storage: PretendStorage;
  let first: SeedReport;
  const lines: string[] = [];
  // Only these files are really rendered; the others "already exist".
  const renderedVendor = 'magnolia-ridge-farm';
  const missing = (key: string) => key.startsWith(`vendors/${renderedVendor}/`) || key === 'categories/venues.jpg';

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    knex = db.knex;
    storage = new PretendStorage(missing);
    first = await seedDemo(knex, storage, { adminEmails: ['Admin@Example.com', 'admin@example.com ', ''], now: NOW, log: (l) => lines.push(l) });
  });

  afterAll(async () => {
    await db?.destroy();
  });

  it('reports what it inserted', () => {
    expect(first.inserted).toMatchObject({ categories: 6, seo_filters: 39, vendors: 60, subscriptions: 60, users: 1, applications: 2, contact_messages: 2 });
    expect(first.inserted.vendor_images).toBeGreaterThanOrEqual(180);
    expect(first.inserted.reviews).toBeGreaterThan(150);
    expect(lines.some((l) => l.includes('vendors +60'))).toBe(true);
  });

  it('creates the six categories in order, each with an image', async () => {
    const rows = (await knex('categories').orderBy('sort_order')) as Row[];
    expect(rows.map((r) => r.slug)).toEqual(['venues', 'photographers', 'planners', 'caterers', 'music', 'florists']);
    expect(rows.map((r) => r.name)).toEqual(['Venues', 'Photographers', 'Planners', 'Caterers', 'Music & DJs', 'Florists']);
    expect(rows.map((r) => r.sort_order)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const r of rows) expect(r.image_key).toBe(`categories/${String(r.slug)}.jpg`);
    const tile = storage.files.get('categories/venues.jpg');
    expect(tile?.contentType).toBe('image/jpeg');
    expect(await sharp(Buffer.from(tile!.body)).metadata()).toMatchObject({ width: 800, height: 600 });
  });

  it('creates every SEO filter with slug = slugify(name) and a full SEO title', async () => {
    const rows = (await knex('seo_filters')) as Row[];
    expect(rows).toHaveLength(39);
    for (const r of rows) {
      expect(r.slug).toBe(slugify(String(r.name)));
      expect(String(r.seo_title)).toMatch(/ in Upstate SC \| Upstate Wedding Directory$/);
      expect(JSON.parse(String(r.meta_keywords)).length).toBeGreaterThanOrEqual(4);
    }
    const barn = rows.find((r) => r.slug === 'barn-venues');
    expect(barn).toMatchObject({ name: 'Barn Venues', filter_key: 'venue_type', filter_value: 'barn', seo_title: 'Barn Wedding Venues in Upstate SC | Upstate Wedding Directory' });
    expect(rows.find((r) => r.filter_value === 'outdoor_rain')?.name).toBe('Outdoor with Rain Plan Venues');
    expect(rows.find((r) => r.filter_value === 'day_of')?.name).toBe('Day of Coordination Planners');
  });

  it('gives every filter at least one vendor, and every vendor 1–3 filters of its own category', async () => {
    const counts = (await knex('seo_filters as f')
      .leftJoin('vendor_filters as vf', 'vf.filter_id', 'f.id')
      .groupBy('f.id')
      .select('f.slug')
      .count({ n: 'vf.vendor_id' })) as Array<{ slug: string; n: number }>;
    for (const c of counts) expect(Number(c.n), c.slug).toBeGreaterThan(0);

    const links = (await knex('vendor_filters as vf')
      .join('vendors as v', 'v.id', 'vf.vendor_id')
      .join('seo_filters as f', 'f.id', 'vf.filter_id')
      .select('v.slug', 'v.category_id as vc', 'f.category_id as fc')) as Array<{ slug: string; vc: string; fc: string }>;
    for (const l of links) expect(l.fc).toBe(l.vc);
    const perVendor = new Map<string, number>();
    for (const l of links) perVendor.set(l.slug, (perVendor.get(l.slug) ?? 0) + 1);
    expect(perVendor.size).toBe(60);
    for (const [slug, n] of perVendor) {
      expect(n, slug).toBeGreaterThanOrEqual(1);
      expect(n, slug).toBeLessThanOrEqual(3);
    }
  });

  it('creates sixty realistic vendors', async () => {
    const vendors = (await knex('vendors')) as Row[];
    expect(vendors).toHaveLength(60);
    const featured = vendors.filter((v) => Number(v.is_featured) === 1);
    const premier = vendors.filter((v) => Number(v.premier_partner) === 1);
    expect(featured.length).toBeGreaterThanOrEqual(17);
    expect(featured.length).toBeLessThanOrEqual(24);
    expect(premier.length).toBeGreaterThanOrEqual(4);
    expect(premier.length).toBeLessThanOrEqual(6);
    for (const p of premier) expect(Number(p.is_featured)).toBe(1);
    expect(vendors.filter((v) => Number(v.is_verified) === 1).length).toBeGreaterThan(10);
    for (const v of vendors) {
      expect(v.email).toBe(`hello@${String(v.slug)}.example`);
      expect(String(v.phone)).toMatch(/^\(864\) 555-01\d\d$/);
      expect(String(v.zip_code)).toMatch(/^29\d{3}$/);
      expect(v.state).toBe('SC');
      for (const tag of tagsIn(String(v.description))) expect(ALLOWED_TAGS, String(v.name)).toContain(tag);
      expect(plain(String(v.description)).length).toBeLessThanOrEqual(5000);
      expect(plain(String(v.pricing_notes)).length).toBeLessThanOrEqual(2000);
      expect(Array.isArray(JSON.parse(String(v.specialties)))).toBe(true);
      expect(date(v.created_at).getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
    const venues = vendors.filter((v) => (v.tags_text as string).length > 0 && v.capacity !== null);
    expect(venues.length).toBeGreaterThanOrEqual(10);
  });

  it('keeps tags_text in sync with 2–4 tags per vendor', async () => {
    const rows = (await knex('vendors as v')
      .join('vendor_tags as vt', 'vt.vendor_id', 'v.id')
      .join('tags as t', 't.id', 'vt.tag_id')
      .select('v.slug', 'v.tags_text', 't.name')) as Array<{ slug: string; tags_text: string; name: string }>;
    const byVendor = new Map<string, { text: string; names: string[] }>();
    for (const r of rows) {
      const entry = byVendor.get(r.slug) ?? { text: r.tags_text, names: [] };
      entry.names.push(r.name);
      byVendor.set(r.slug, entry);
    }
    expect(byVendor.size).toBe(60);
    for (const [slug, { text, names }] of byVendor) {
      expect(names.length, slug).toBeGreaterThanOrEqual(2);
      expect(names.length, slug).toBeLessThanOrEqual(4);
      expect(text.split(', ').sort(), slug).toEqual([...names].sort());
    }
  });

  it('gives each vendor 3–6 photos, the first one primary, with real files where they were missing', async () => {
    const images = (await knex('vendor_images as i').join('vendors as v', 'v.id', 'i.vendor_id').select('i.*', 'v.slug', 'v.name').orderBy(['v.slug', 'i.sort_order'])) as Row[];
    const byVendor = new Map<string, Row[]>();
    for (const img of images) byVendor.set(String(img.slug), [...(byVendor.get(String(img.slug)) ?? []), img]);
    expect(byVendor.size).toBe(60);
    for (const [slug, list] of byVendor) {
      expect(list.length, slug).toBeGreaterThanOrEqual(3);
      expect(list.length, slug).toBeLessThanOrEqual(6);
      list.forEach((img, i) => {
        expect(img.sort_order).toBe(i);
        expect(Number(img.is_primary)).toBe(i === 0 ? 1 : 0);
        expect(img.storage_key).toBe(`vendors/${slug}/${i + 1}.jpg`);
        expect(img.medium_key).toBe(`vendors/${slug}/${i + 1}-medium.jpg`);
        expect(String(img.alt_text).startsWith(`${String(img.name)} — `)).toBe(true);
        expect(img.content_type).toBe('image/jpeg');
        expect(img).toMatchObject({ width: 1200, height: 800 });
        expect(Number(img.byte_size)).toBeGreaterThan(0);
      });
    }
    const rendered = byVendor.get(renderedVendor)!;
    for (const img of rendered) {
      const full = storage.files.get(String(img.storage_key));
      const medium = storage.files.get(String(img.medium_key));
      expect(await sharp(Buffer.from(full!.body)).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });
      expect(await sharp(Buffer.from(medium!.body)).metadata()).toMatchObject({ format: 'jpeg', width: 600, height: 400 });
      expect(Number(img.byte_size)).toBe(full!.body.byteLength);
    }
    expect(first.files.written).toBe(rendered.length * 2 + 1);
  });

  it('denormalises review stats from published reviews, and leaves some for moderation', async () => {
    const stats = (await knex('reviews')
      .where({ is_published: true })
      .groupBy('vendor_id')
      .select('vendor_id')
      .count({ n: '*' })
      .avg({ avg: 'rating' })) as Array<{ vendor_id: string; n: number; avg: number }>;
    const statsById = new Map(stats.map((s) => [s.vendor_id, s]));
    const vendors = (await knex('vendors').select('id', 'slug', 'review_average', 'review_count')) as Row[];
    let withoutReviews = 0;
    for (const v of vendors) {
      const s = statsById.get(String(v.id));
      if (!s) {
        withoutReviews++;
        expect(Number(v.review_count)).toBe(0);
        expect(Number(v.review_average)).toBe(0);
        continue;
      }
      expect(Number(v.review_count), String(v.slug)).toBe(Number(s.n));
      expect(Number(v.review_average), String(v.slug)).toBeCloseTo(Number(s.avg), 2);
    }
    expect(withoutReviews).toBeGreaterThanOrEqual(2);
    expect(withoutReviews).toBeLessThanOrEqual(6);
    const pending = await knex('reviews').where({ is_published: false });
    expect(pending.length).toBeGreaterThanOrEqual(2);
    const ratings = ((await knex('reviews').select('rating')) as Row[]).map((r) => Number(r.rating));
    expect(ratings.filter((r) => r >= 4).length / ratings.length).toBeGreaterThan(0.85);
    const dates = ((await knex('reviews').select('wedding_date')) as Row[]).map((r) => day(r.wedding_date));
    for (const d of dates) expect(d >= '2024-01-01' && d <= '2026-12-31', d).toBe(true);
  });

  it('gives every vendor a subscription matching its tier, paid trials in the past', async () => {
    const rows = (await knex('subscriptions as s').join('vendors as v', 'v.id', 's.vendor_id').select('s.*', 'v.is_featured', 'v.premier_partner')) as Row[];
    expect(rows).toHaveLength(60);
    for (const s of rows) {
      const tier = Number(s.premier_partner) ? 'premier' : Number(s.is_featured) ? 'featured' : 'free';
      expect(s.tier).toBe(tier);
      expect(s.status).toBe('active');
      if (tier === 'free') {
        expect(s.trial_ends_at).toBeNull();
        expect(s.payment_method_id).toBeNull();
      } else {
        expect(date(s.trial_ends_at).getTime()).toBeLessThan(NOW.getTime());
        expect(s.payment_method_id).not.toBeNull();
        expect(Number(s.monthly_price_cents)).toBeGreaterThan(0);
      }
    }
    const cards = (await knex('payment_methods')) as Row[];
    for (const c of cards) expect(String(c.last4)).toMatch(/^\d{4}$/);
  });

  it('creates admin users, lowercased and deduplicated', async () => {
    const users = (await knex('users')) as Row[];
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ email: 'admin@example.com' });
    expect(Number(users[0]!.is_admin)).toBe(1);
  });

  it('makes the vendors findable through the search’s full-text index (ADR 38)', async () => {
    expect(await termSearch(knex, 'keowee')).toContain('keowee-point-lakehouse');
    expect(await termSearch(knex, 'pampas')).toEqual(expect.arrayContaining(['desert-rose-and-pampas', 'sage-and-stone-floral-co']));
  });

  it('changes nothing on a second run', async () => {
    const before = Object.fromEntries(await Promise.all(SEED_TABLES.map(async (t) => [t, Number((await knex(t).count({ n: '*' }))[0]!.n)])));
    const again = await seedDemo(knex, storage, { adminEmails: ['admin@example.com'], now: NOW });
    expect(Object.values(again.inserted).every((n) => n === 0)).toBe(true);
    expect(again.adminsPromoted).toBe(0);
    expect(again.files.written).toBe(0);
    const after = Object.fromEntries(await Promise.all(SEED_TABLES.map(async (t) => [t, Number((await knex(t).count({ n: '*' }))[0]!.n)])));
    expect(after).toEqual(before);
  });

  it('restores only what is missing, and promotes a listed existing user', async () => {
    const gone = (await knex('vendors').where({ slug: 'the-foundry-loft' }).first()) as Row;
    const images = await knex('vendor_images').where({ vendor_id: gone.id });
    await knex('vendors').where({ id: gone.id }).delete();
    await knex('users').insert({ id: ulid(), email: 'editor@example.com', is_admin: false, is_active: true, created_at: NOW, updated_at: NOW });

    const report = await seedDemo(knex, storage, { adminEmails: ['admin@example.com', 'EDITOR@example.com'], now: NOW });
    expect(report.inserted.vendors).toBe(1);
    expect(report.inserted.vendor_images).toBe(images.length);
    expect(report.inserted.subscriptions).toBe(1);
    expect(report.inserted.categories + report.inserted.seo_filters + report.inserted.users).toBe(0);
    expect(report.adminsPromoted).toBe(1);
    expect(Number((await knex('users').where({ email: 'editor@example.com' }).first())?.is_admin)).toBe(1);
  });
});
