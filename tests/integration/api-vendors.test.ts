import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertFilter, insertImage, insertVendor, linkFilter } from '../support/rows.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe.each(DIALECTS)('public vendor and filter API [%s]', (dialect) => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const get = async (path: string) => {
    const res = await t.app.request(path);
    return { status: res.status, body: await readJson(res) };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const k = t.db.knex;
    ids.venues = await insertCategory(k, 'venues', 'Venues', 1);
    ids.florists = await insertCategory(k, 'florists', 'Florists', 6);
    for (let i = 1; i <= 14; i++) {
      await insertVendor(k, ids.venues, { name: `Venue ${String(i).padStart(2, '0')}`, slug: `venue-${i}`, review_average: 5 - i / 10, review_count: i });
    }
    ids.barn = await insertVendor(k, ids.venues, { name: 'Magnolia Barn', slug: 'magnolia-barn', city: 'Easley', is_featured: true, review_average: 5, review_count: 3, description: '<p>A dairy barn.</p>' });
    ids.hidden = await insertVendor(k, ids.venues, { name: 'Hidden Loft', slug: 'hidden-loft', is_active: false });
    await insertVendor(k, ids.florists, { name: 'Petal & Stem', slug: 'petal-and-stem', city: 'Seneca' });
    await insertImage(k, ids.barn, { is_primary: true });
    ids.filter = await insertFilter(k, ids.venues);
    ids.inactiveFilter = await insertFilter(k, ids.venues, { name: 'Church Venues', slug: 'church-venues', filter_value: 'church', is_active: false });
    await linkFilter(k, ids.barn, ids.filter);
    await linkFilter(k, ids.hidden, ids.filter);
  });
  afterAll(async () => t?.close());

  describe('GET /api/vendors', () => {
    it('answers a page of 12 with the pagination the spec names', async () => {
      const { status, body } = await get('/api/vendors');
      expect(status).toBe(200);
      expect(body.vendors).toHaveLength(12);
      expect(body.pagination).toEqual({ page: 1, limit: 12, pages: 2, totalPages: 2, totalVendors: 16, hasPrevPage: false, hasNextPage: true });
    });

    it('filters by category slug, location and search', async () => {
      expect((await get('/api/vendors?category=florists')).body.vendors.map((v: { slug: string }) => v.slug)).toEqual(['petal-and-stem']);
      expect((await get('/api/vendors?location=Easley')).body.vendors.map((v: { slug: string }) => v.slug)).toEqual(['magnolia-barn']);
      expect((await get('/api/vendors?search=dairy')).body.vendors.map((v: { slug: string }) => v.slug)).toEqual(['magnolia-barn']);
      expect((await get('/api/vendors?category=venues&featured=true')).body.pagination.totalVendors).toBe(1);
    });

    it('searches the full-text index: relevance, then rating and reviews; every word needed; a category narrows (ADR 38)', async () => {
      const slugs = async (path: string) => (await get(path)).body.vendors.map((v: { slug: string }) => v.slug);
      // Equally relevant (the name): the better rated first; 14 matches, a page of 12, an exact count.
      const venues = await get('/api/vendors?search=venue');
      expect(venues.body.vendors.map((v: { slug: string }) => v.slug)).toEqual(Array.from({ length: 12 }, (_, i) => `venue-${i + 1}`));
      expect(venues.body.pagination).toMatchObject({ totalVendors: 14, totalPages: 2 });
      expect(venues.body.pagination.totalIsAtLeast).toBeUndefined();
      expect(await slugs('/api/vendors?search=venue&page=2')).toEqual(['venue-13', 'venue-14']);
      // A word of the name outranks one of the description; prefixes and accents match; every word is needed.
      expect(await slugs('/api/vendors?search=magnolia%20dairy')).toEqual(['magnolia-barn']);
      expect(await slugs('/api/vendors?search=MAGNÓLIA')).toEqual(['magnolia-barn']);
      expect(await slugs('/api/vendors?search=magnol')).toEqual(['magnolia-barn']);
      expect(await slugs('/api/vendors?search=magnolia%20petal')).toEqual([]);
      expect(await slugs('/api/vendors?search=venue%2003')).toEqual(['venue-3']);
      // Inactive listings are not found; a category narrows.
      expect(await slugs('/api/vendors?search=hidden')).toEqual([]);
      expect(await slugs('/api/vendors?category=florists&search=petal')).toEqual(['petal-and-stem']);
      expect(await slugs('/api/vendors?category=venues&search=petal')).toEqual([]);
      expect((await get('/api/vendors?category=venues&search=venue')).body.pagination).toMatchObject({ totalVendors: 14 });
    });

    it('shapes each card with category, location, review stats and the primary image', async () => {
      const { body } = await get('/api/vendors?search=magnolia');
      const card = body.vendors[0];
      expect(card).toMatchObject({
        _id: ids.barn,
        name: 'Magnolia Barn',
        category: { _id: ids.venues, name: 'Venues', slug: 'venues' },
        location: { city: 'Easley', state: 'SC', formattedLocation: 'Easley, SC' },
        reviewStats: { averageRating: 5, totalReviews: 3 },
        isFeatured: true,
      });
      expect(card.images).toHaveLength(1);
      expect(card.images[0].url).toMatch(/^\/media\/vendors\//);
      expect(card.images[0].urls.medium).toMatch(/-medium\.jpg$/);
      expect(card).not.toHaveProperty('ownerUserId');
    });

    it('clamps a limit of 10 000 to 100 and answers 400 for a non-numeric page or an unknown category', async () => {
      expect((await get('/api/vendors?limit=10000')).body.pagination.limit).toBe(100);
      const bad = await get('/api/vendors?page=abc');
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields.page).toBe('Page must be a positive whole number');
      const unknown = await get('/api/vendors?category=bakers');
      expect(unknown.status).toBe(400);
      expect(unknown.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { category: 'Unknown category' } });
      expect((await get('/api/vendors?sortBy=%27%3B%20DROP%20TABLE%20vendors')).status).toBe(400);
    });

    it('answers an empty page past the end', async () => {
      const { status, body } = await get('/api/vendors?page=99');
      expect(status).toBe(200);
      expect(body.vendors).toEqual([]);
      expect(body.pagination).toMatchObject({ page: 99, totalPages: 2, hasNextPage: false, hasPrevPage: true });
    });
  });

  describe('GET /api/vendors/{slugOrId}', () => {
    it('answers the whole vendor by slug and by id', async () => {
      const bySlug = await get('/api/vendors/magnolia-barn');
      expect(bySlug.status).toBe(200);
      expect(bySlug.body.vendor).toMatchObject({ _id: ids.barn, description: '<p>A dairy barn.</p>', filters: [{ filter: { _id: ids.filter, slug: 'barn-venues' } }] });
      expect((await get(`/api/vendors/${ids.barn}`)).body.vendor.slug).toBe('magnolia-barn');
    });

    it('answers 404 for an unknown or inactive vendor', async () => {
      for (const slug of ['no-such-vendor', 'hidden-loft']) {
        const { status, body } = await get(`/api/vendors/${slug}`);
        expect(status).toBe(404);
        expect(body.error.code).toBe('VENDOR_NOT_FOUND');
      }
    });
  });

  describe('GET /api/vendors/locations', () => {
    it('lists cities of active vendors, in a category when asked', async () => {
      const all = (await get('/api/vendors/locations')).body.locations.map((l: { city: string }) => l.city);
      expect(all).toEqual(['Greenville', 'Easley', 'Seneca']);
      expect((await get('/api/vendors/locations?category=florists')).body.locations).toEqual([{ city: 'Seneca', vendorCount: 1 }]);
    });
  });

  describe('GET /api/vendors/category/{categorySlug}/{filterSlug}', () => {
    it('answers the active vendors of an active filter, with the filter and its category', async () => {
      const { status, body } = await get('/api/vendors/category/venues/barn-venues');
      expect(status).toBe(200);
      expect(body.vendors.map((v: { slug: string }) => v.slug)).toEqual(['magnolia-barn']);
      expect(body.filter).toMatchObject({ _id: ids.filter, seoTitle: 'Barn Wedding Venues in Upstate SC', metaKeywords: ['barn wedding', 'rustic venue'], vendorCount: 1 });
      expect(body.category.slug).toBe('venues');
      expect(body.pagination.totalVendors).toBe(1);
    });

    it("shows its category's count of active vendors, read with the page or (past the last page) on its own", async () => {
      const venues = (await get('/api/categories')).body.categories.find((c: { slug: string }) => c.slug === 'venues');
      expect(venues.vendorCount).toBeGreaterThan(0);
      expect((await get('/api/vendors/category/venues/barn-venues')).body.category.vendorCount).toBe(venues.vendorCount);
      const past = await get('/api/vendors/category/venues/barn-venues?page=9');
      expect(past.body.vendors).toEqual([]);
      expect(past.body.category.vendorCount).toBe(venues.vendorCount);
    });

    it('reads page and limit as the list does, and answers 400 with field messages for bad ones (ADR 29)', async () => {
      const landing = '/api/vendors/category/venues/barn-venues';
      const plain = await get(`${landing}?page=1&limit=500`);
      expect(plain.body.pagination).toMatchObject({ page: 1, limit: 100, totalVendors: 1 });
      expect((await get(`${landing}?limit=0`)).body.pagination.limit).toBe(1);
      expect((await get(`${landing}?page=%31`)).body.vendors).toHaveLength(1);
      for (const [query, fields] of [
        ['page=abc', { page: 'Page must be a positive whole number' }],
        ['page=1&page=2', { page: expect.any(String) }],
        ['limit=-1', { limit: 'Limit must be a positive whole number' }],
        ['guests=0', { guests: expect.stringMatching(/^Guests must be/) }],
      ] as const) {
        const bad = await get(`${landing}?${query}`);
        expect(bad.status, query).toBe(400);
        expect(bad.body.error, query).toMatchObject({ code: 'VALIDATION_FAILED', fields });
      }
      expect((await get(`/api/vendors/category/venues/${'x'.repeat(192)}`)).body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { filterSlug: expect.any(String) } });
    });

    it('answers 404 for an inactive filter, an unknown filter and an unknown category', async () => {
      expect((await get('/api/vendors/category/venues/church-venues')).status).toBe(404);
      expect((await get('/api/vendors/category/venues/nope')).status).toBe(404);
      expect((await get('/api/vendors/category/bakers/barn-venues')).body.error.code).toBe('CATEGORY_NOT_FOUND');
    });
  });

  describe('GET /api/filters', () => {
    it('groups active filters by category slug, every category present', async () => {
      const { body } = await get('/api/filters');
      expect(Object.keys(body.data)).toEqual(['venues', 'florists']);
      expect(body.data.venues.category.slug).toBe('venues');
      expect(body.data.venues.filters.map((f: { slug: string }) => f.slug)).toEqual(['barn-venues']);
      expect(body.data.florists.filters).toEqual([]);
    });

    it('lists a category’s active filters and answers one filter', async () => {
      expect((await get('/api/filters/category/venues')).body.filters.map((f: { slug: string }) => f.slug)).toEqual(['barn-venues']);
      const one = await get('/api/filters/venues/barn-venues');
      expect(one.body.filter.name).toBe('Barn Venues');
      expect((await get('/api/filters/venues/church-venues')).status).toBe(404);
      expect((await get('/api/filters/category/bakers')).status).toBe(404);
    });
  });
});
