import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../../tests/support/databases.ts';
import { insertCategory, insertFilter, insertReview, newVendorRecord } from '../../../tests/support/rows.ts';
import { KnexRankingRepository } from './repositories/knex-ranking-repository.ts';
import { rebuildCounts, rebuildListingCounts, TABLE } from './listing-counts.ts';
import { LINK_ORDER_COLUMNS } from './filter-link-order.ts';
import { KnexListingWriteRepository } from './repositories/knex-listing-write-repository.ts';
import { KnexFilterWriteRepository } from './repositories/knex-filter-repository.ts';
import { KnexVendorRepository } from './repositories/knex-vendor-repository.ts';
import { KnexCategoryRepository } from './repositories/knex-category-repository.ts';
import { KnexAvailabilityRepository } from './repositories/knex-availability-repository.ts';

const now = new Date('2026-11-27T12:00:00Z');


describe.each(DIALECTS)('kept list counts (listing_counts) [%s]', (dialect) => {
  let db: TestDatabase;
  let writes: KnexListingWriteRepository;
  let venues: string;
  let florists: string;
  let barn: string;
  let garden: string;

  /** What is kept, as [scope, key, count] sorted; and what counting the vendors gives (a rebuild, rolled back). */
  const kept = async (knex: Knex = db.knex) =>
    ((await knex(TABLE).where('vendor_count', '>', 0).select('scope', 'scope_key', 'vendor_count')) as Array<{ scope: string; scope_key: string; vendor_count: number | string }>)
      .map((r) => `${r.scope}:${r.scope_key}=${Number(r.vendor_count)}`)
      .sort();
  const counted = async () => {
    const trx = await db.knex.transaction();
    try {
      await rebuildCounts(trx);
      return await kept(trx);
    } finally {
      await trx.rollback();
    }
  };
  /** Filter links whose copy of their vendor's ordering facts (filter-link-order.ts) differs from the vendor row. */
  const linksDrift = async () =>
    (await db.knex('vendor_filters as vf')
      .join('vendors as v', 'v.id', 'vf.vendor_id')
      .whereRaw(LINK_ORDER_COLUMNS.map((c) => `(vf.${c} <> v.${c} OR vf.${c} IS NULL)`).join(' OR '))
      .select('v.name', 'vf.filter_id')) as unknown[];
  const expectInStep = async () => {
    expect(await kept()).toEqual(await counted());
    expect(await linksDrift()).toEqual([]);
  };

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    writes = new KnexListingWriteRepository(db.knex);
    venues = await insertCategory(db.knex, 'venues', 'Venues', 1);
    florists = await insertCategory(db.knex, 'florists', 'Florists', 2);
    barn = await insertFilter(db.knex, venues, { slug: 'barn-venues', filter_value: 'barn' });
    garden = await insertFilter(db.knex, venues, { name: 'Garden Venues', slug: 'garden-venues', filter_value: 'garden' });
  });
  afterAll(async () => db?.destroy());

  it('keeps every count in step through creating, linking, moving, deactivating and deleting listings', async () => {
    const a = newVendorRecord(venues);
    const b = newVendorRecord(venues, { location: { city: 'Easley', county: 'Pickens', state: 'SC', zipCode: null, region: null } });
    const hidden = newVendorRecord(venues, { isActive: false });
    for (const v of [a, b, hidden]) await writes.createVendor(v, now);
    expect(await kept()).toEqual(['all:=2', `category:${venues}=2`, `category_city:${venues}|Easley=1`, `category_city:${venues}|Greenville=1`, 'city:Easley=1', 'city:Greenville=1']);

    await writes.addFilters(a.id, [barn, garden]);
    await writes.addFilters(b.id, [barn]);
    await writes.addFilters(hidden.id, [barn]);
    expect(await kept()).toContain(`filter:${barn}=2`);
    expect(await kept()).toContain(`filter:${garden}=1`);
    await expectInStep();

    await writes.removeFilters(a.id, ['venue_type']);
    await expectInStep();
    await writes.replaceFilters(a.id, [garden]);
    await expectInStep();

    await writes.setFlags(hidden.id, { isActive: true }, now);
    expect(await kept()).toContain(`filter:${barn}=2`);
    await writes.setFlags(b.id, { isActive: false }, now);
    await expectInStep();

    // A new town and a new category: the counts move; the filter of the old category no longer counts it.
    await writes.updateProfile(a.id, { location: { city: 'Seneca', county: 'Oconee', state: 'SC', zipCode: null, region: null } }, now);
    await expectInStep();
    await writes.updateProfile(a.id, { categoryId: florists }, now);
    expect(await kept()).not.toContain(`filter:${garden}=1`);
    expect(await kept()).toContain(`category:${florists}=1`);
    await expectInStep();

    await writes.deleteVendor(hidden.id);
    await expectInStep();
    expect(await kept()).toEqual(['all:=1', `category:${florists}=1`, `category_city:${florists}|Seneca=1`, 'city:Seneca=1'].sort());
  });

  it('keeps the count of each marked day, of all and per category, through marking, freeing, moving, deactivating, deleting and purging', async () => {
    const availability = new KnexAvailabilityRepository(db.knex);
    const vendors = new KnexVendorRepository(db.knex);
    const e = newVendorRecord(venues);
    const f = newVendorRecord(venues);
    const g = newVendorRecord(florists, { isActive: false });
    for (const v of [e, f, g]) await writes.createVendor(v, now);
    const dayKeys = async () => (await kept()).filter((k) => k.startsWith('day'));
    const total = async (date: string, categoryId?: string) => (await vendors.listPublic({ page: 1, limit: 12, sortBy: 'reviews', categoryId, date })).total;
    const venuesBefore = await total('2027-06-12', venues);

    await availability.setRange(e.id, '2027-06-11', '2027-06-13', 'booked');
    await availability.setRange(f.id, '2027-06-12', '2027-06-12', 'unavailable');
    await availability.setRange(g.id, '2027-06-12', '2027-06-12', 'booked');
    // The inactive listing's mark counts nowhere.
    expect(await dayKeys()).toEqual(['day:2027-06-11=1', 'day:2027-06-12=2', 'day:2027-06-13=1', `day_category:2027-06-11|${venues}=1`, `day_category:2027-06-12|${venues}=2`, `day_category:2027-06-13|${venues}=1`]);
    await expectInStep();
    expect(await total('2027-06-12', venues)).toBe(venuesBefore - 2);

    // Marking again what is marked changes nothing; freeing a day takes it off.
    await availability.setRange(e.id, '2027-06-12', '2027-06-13', 'unavailable');
    await expectInStep();
    await availability.setRange(e.id, '2027-06-13', '2027-06-13', 'available');
    await expectInStep();
    expect(await dayKeys()).not.toContain('day:2027-06-13=1');

    // A listing moved, (de)activated or deleted takes its marked days with it.
    await writes.updateProfile(f.id, { categoryId: florists }, now);
    expect(await dayKeys()).toContain(`day_category:2027-06-12|${florists}=1`);
    await expectInStep();
    await writes.setFlags(g.id, { isActive: true }, now);
    expect(await dayKeys()).toContain(`day_category:2027-06-12|${florists}=2`);
    await writes.setFlags(e.id, { isActive: false }, now);
    await expectInStep();
    await writes.deleteVendor(f.id);
    await expectInStep();
    expect(await total('2027-06-12', florists)).toBe((await total('2027-06-13', florists)) - 1);

    // Past days go with their marks.
    await availability.setRange(g.id, '2027-06-20', '2027-06-20', 'booked');
    await availability.purgeBefore('2027-06-13');
    expect(await dayKeys()).toEqual(['day:2027-06-20=1', `day_category:2027-06-20|${florists}=1`]);
    await expectInStep();
    await writes.deleteVendor(e.id);
    await writes.deleteVendor(g.id);
    await expectInStep();
  });

  it('counts a filter again when it moves to another category, and forgets it when it is deleted', async () => {
    const filters = new KnexFilterWriteRepository(db.knex);
    const c = newVendorRecord(florists);
    await writes.createVendor(c, now);
    const peony = await insertFilter(db.knex, florists, { name: 'Peony', slug: 'peony', filter_key: 'flower', filter_value: 'peony' });
    await writes.addFilters(c.id, [peony]);
    expect(await kept()).toContain(`filter:${peony}=1`);
    const record = (await filters.find(peony))!;
    await filters.update({ ...record, categoryId: venues });
    expect((await kept()).some((k) => k.startsWith(`filter:${peony}=`))).toBe(false);
    await filters.update({ ...record, categoryId: florists });
    expect(await kept()).toContain(`filter:${peony}=1`);
    await filters.delete(peony);
    await expectInStep();
  });

  it('rebuilds every count from the vendors (after bulk loads)', async () => {
    await db.knex(TABLE).update({ vendor_count: 999 });
    await db.knex(TABLE).insert({ scope: 'city', scope_key: 'Nowhere', vendor_count: 5 });
    await rebuildListingCounts(db.knex);
    await expectInStep();
  });

  it('rebuilds the marks’ copies of their vendor’s category, status, price and capacity (after a write around the repositories)', async () => {
    const availability = new KnexAvailabilityRepository(db.knex);
    const v = newVendorRecord(venues);
    await writes.createVendor(v, now);
    await availability.setRange(v.id, '2027-08-14', '2027-08-15', 'booked');
    await db.knex('vendors').where('id', v.id).update({ category_id: florists, is_active: false, starting_price: 4321, capacity: 77 });
    const copies = async () =>
      ((await db.knex('vendor_unavailable_dates').where('vendor_id', v.id).select('category_id', 'is_active', 'starting_price', 'capacity')) as Array<Record<string, unknown>>).map(
        (m) => [String(m.category_id), Boolean(Number(m.is_active)), Number(m.starting_price), Number(m.capacity)],
      );
    expect(await copies()).not.toContainEqual([florists, false, 4321, 77]);
    await rebuildListingCounts(db.knex);
    expect(await copies()).toEqual([
      [florists, false, 4321, 77],
      [florists, false, 4321, 77],
    ]);
    await expectInStep();
  });

  it('serves list totals, category counts, landing-page counts and towns from the kept counts', async () => {
    const vendors = new KnexVendorRepository(db.knex);
    const d = newVendorRecord(venues);
    await writes.createVendor(d, now);
    await writes.addFilters(d.id, [barn]);
    // Counting the vendors would say 1 everywhere; what is kept is what is served.
    await db.knex(TABLE).where({ scope: 'category', scope_key: venues }).update({ vendor_count: 41 });
    await db.knex(TABLE).where({ scope: 'filter', scope_key: barn }).update({ vendor_count: 42 });
    await db.knex(TABLE).where({ scope: 'category_city', scope_key: `${venues}|Greenville` }).update({ vendor_count: 43 });
    expect((await vendors.listPublic({ page: 1, limit: 12, sortBy: 'reviews', categoryId: venues })).total).toBe(41);
    expect((await vendors.listPublic({ page: 1, limit: 12, sortBy: 'reviews', categoryId: venues, filterId: barn })).total).toBe(42);
    expect((await vendors.listPublic({ page: 1, limit: 12, sortBy: 'reviews', categoryId: venues, city: 'Greenville' })).total).toBe(43);
    expect((await new KnexCategoryRepository(db.knex).findByIdOrSlug('venues'))?.vendorCount).toBe(41);
    expect(await vendors.listCities(venues)).toEqual([{ city: 'Greenville', vendorCount: 43 }]);
    // Criteria no kept count covers are counted: a search, a budget (the vendor states no price: it is kept
    // after those that fit, and counted as such; issue 36).
    const budget = await vendors.listPublic({ page: 1, limit: 12, sortBy: 'reviews', categoryId: venues, maxPrice: 100 });
    expect([budget.total, budget.unlisted?.total]).toEqual([1, 1]);
    await rebuildListingCounts(db.knex);
  });

  it('keeps a landing page in the published order: each filter link carries its vendor’s facts through new reviews, deactivation and the day’s rotation', async () => {
    const vendors = new KnexVendorRepository(db.knex);
    const hay = await insertFilter(db.knex, venues, { name: 'Hay', slug: 'hay', filter_key: 'venue_type', filter_value: 'hay' });
    const [x, y, z] = [newVendorRecord(venues, { name: 'X' }), newVendorRecord(venues, { name: 'Y' }), newVendorRecord(venues, { name: 'Z' })];
    for (const v of [x, y, z]) {
      await writes.createVendor(v, now);
      await writes.addFilters(v.id, [hay]);
    }
    const drifted = async () =>
      (await db.knex('vendor_filters as vf')
        .join('vendors as v', 'v.id', 'vf.vendor_id')
        .whereRaw('(vf.is_active <> v.is_active OR vf.review_average <> v.review_average OR vf.review_count <> v.review_count OR vf.rotation_key <> v.rotation_key)')
        .select('v.name')) as unknown[];
    const landing = async () => (await vendors.listPublic({ page: 1, limit: 12, sortBy: 'reviews', categoryId: venues, filterId: hay })).items.map((v) => v.name);

    await insertReview(db.knex, z.id, { rating: 5 });
    await writes.recomputeReviewStats(z.id, now);
    await insertReview(db.knex, y.id, { rating: 3 });
    await writes.recomputeReviewStats(y.id, now);
    expect(await drifted()).toEqual([]);
    expect(await landing()).toEqual(['Z', 'Y', 'X']);

    await writes.setFlags(z.id, { isActive: false }, now);
    expect(await drifted()).toEqual([]);
    expect(await landing()).toEqual(['Y', 'X']);

    await new KnexRankingRepository(db.knex).rotate('2026-11-28');
    expect(await drifted()).toEqual([]);
    await writes.setFlags(z.id, { isActive: true }, now);
    expect(await landing()).toEqual(['Z', 'Y', 'X']);
  });
});
