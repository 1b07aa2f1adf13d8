import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VendorListCriteria } from '../../../../domain/listings/vendor-list-query.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../../../tests/support/databases.ts';
import { insertCategory, insertVendor } from '../../../../tests/support/rows.ts';
import { KnexAvailabilityRepository } from './knex-availability-repository.ts';
import { KnexVendorRepository } from './knex-vendor-repository.ts';
import { KnexListingWriteRepository } from './knex-listing-write-repository.ts';

const criteria = (c: Partial<VendorListCriteria> = {}): VendorListCriteria => ({ page: 1, limit: 12, sortBy: 'name', ...c });

describe.each(DIALECTS)('KnexAvailabilityRepository and the list facts [%s]', (dialect) => {
  let db: TestDatabase;
  let repo: KnexAvailabilityRepository;
  let vendors: KnexVendorRepository;
  const ids: Record<string, string> = {};
  const slugs = async (c: Partial<VendorListCriteria>) => (await vendors.listPublic(criteria(c))).items.map((v) => v.slug);

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    repo = new KnexAvailabilityRepository(db.knex);
    vendors = new KnexVendorRepository(db.knex);
    const k = db.knex;
    ids.venues = await insertCategory(k, 'venues', 'Venues', 1);
    ids.caterers = await insertCategory(k, 'caterers', 'Caterers', 4);
    ids.photographers = await insertCategory(k, 'photographers', 'Photographers', 2);
    ids.barn = await insertVendor(k, ids.venues, { name: 'A Barn', slug: 'a-barn', capacity: 200, starting_price: 6000 });
    ids.cottage = await insertVendor(k, ids.venues, { name: 'B Cottage', slug: 'b-cottage', capacity: 80, starting_price: 2000 });
    ids.unknown = await insertVendor(k, ids.venues, { name: 'C Unknown Hall', slug: 'c-unknown-hall', capacity: null, starting_price: null });
    ids.kitchen = await insertVendor(k, ids.caterers, { name: 'D Kitchen', slug: 'd-kitchen', capacity: 120, starting_price: 1500 });
    ids.lens = await insertVendor(k, ids.photographers, { name: 'E Lens', slug: 'e-lens', capacity: 5, starting_price: 2500 });
  });
  afterAll(async () => db?.destroy());

  it('marks a range at once, reads it back by month in date order, and clears part of it', async () => {
    expect(await repo.setRange(ids.barn!, '2027-01-30', '2027-02-02', 'booked')).toBe(4);
    expect(await repo.marksBetween(ids.barn!, '2027-02-01', '2027-02-28')).toEqual([
      { day: '2027-02-01', kind: 'booked' },
      { day: '2027-02-02', kind: 'booked' },
    ]);
    await repo.setRange(ids.barn!, '2027-01-31', '2027-01-31', 'unavailable');
    await repo.setRange(ids.barn!, '2027-02-01', '2027-02-01', 'available');
    expect(await repo.marksBetween(ids.barn!, '2027-01-01', '2027-02-28')).toEqual([
      { day: '2027-01-30', kind: 'booked' },
      { day: '2027-01-31', kind: 'unavailable' },
      { day: '2027-02-02', kind: 'booked' },
    ]);
    // One vendor's marks are its own.
    expect(await repo.marksBetween(ids.cottage!, '2027-01-01', '2027-02-28')).toEqual([]);
  });

  it('sets a whole year of days in one call', async () => {
    expect(await repo.setRange(ids.cottage!, '2028-01-01', '2028-12-31', 'unavailable')).toBe(366);
    expect(await repo.marksBetween(ids.cottage!, '2028-01-01', '2028-12-31')).toHaveLength(366);
    await repo.setRange(ids.cottage!, '2028-01-01', '2028-12-31', 'available');
    expect(await repo.marksBetween(ids.cottage!, '2028-01-01', '2028-12-31')).toEqual([]);
  });

  it('purges marks on days before the given day only', async () => {
    await repo.setRange(ids.kitchen!, '2026-11-20', '2026-11-26', 'booked');
    expect(await repo.purgeBefore('2026-11-25')).toBe(5);
    expect((await repo.marksBetween(ids.kitchen!, '2026-11-01', '2026-11-30')).map((m) => m.day)).toEqual(['2026-11-25', '2026-11-26']);
  });

  it('leaves out vendors who marked the wedding date, and only for that date', async () => {
    await repo.setRange(ids.lens!, '2027-06-05', '2027-06-05', 'unavailable');
    expect(await slugs({ date: '2027-06-05' })).toEqual(['a-barn', 'b-cottage', 'c-unknown-hall', 'd-kitchen']);
    expect(await slugs({ date: '2027-06-06' })).toEqual(['a-barn', 'b-cottage', 'c-unknown-hall', 'd-kitchen', 'e-lens']);
    expect((await vendors.listPublic(criteria({ date: '2027-06-05', categoryId: ids.photographers }))).total).toBe(0);
  });

  it('hides venues and caterers too small for the guests, keeps those of unknown capacity after the others, never hides other categories', async () => {
    expect(await slugs({ guests: 150 })).toEqual(['a-barn', 'e-lens', 'c-unknown-hall']);
    expect(await slugs({ guests: 100 })).toEqual(['a-barn', 'd-kitchen', 'e-lens', 'c-unknown-hall']);
    const venues = await vendors.listPublic(criteria({ guests: 150, categoryId: ids.venues }));
    expect(venues.items.map((v) => v.slug)).toEqual(['a-barn', 'c-unknown-hall']);
    expect(venues.total).toBe(2);
    expect(venues.unlisted).toEqual({ total: 1, byId: { [ids.unknown!]: ['capacity'] } });
    // Exact pages: the unknown one is the second page's only vendor.
    const second = await vendors.listPublic(criteria({ guests: 150, categoryId: ids.venues, limit: 1, page: 2 }));
    expect(second.items.map((v) => v.slug)).toEqual(['c-unknown-hall']);
    expect(second.total).toBe(2);
    expect(second.unlisted).toEqual({ total: 1, byId: { [ids.unknown!]: ['capacity'] } });
  });

  it('keeps starting prices at or under the budget and unknown prices after them, and all three facts combine', async () => {
    expect(await slugs({ maxPrice: 2500 })).toEqual(['b-cottage', 'd-kitchen', 'e-lens', 'c-unknown-hall']);
    expect(await slugs({ maxPrice: 2500, guests: 100, date: '2027-06-05' })).toEqual(['d-kitchen', 'c-unknown-hall']);
    const both = await vendors.listPublic(criteria({ maxPrice: 2500, guests: 100, date: '2027-06-05' }));
    expect(both.total).toBe(2);
    expect(both.unlisted).toEqual({ total: 1, byId: { [ids.unknown!]: ['capacity', 'price'] } });
  });

  it('drops a vendor’s marks with the vendor', async () => {
    await db.knex('vendors').where('id', ids.barn).delete();
    expect(await repo.marksBetween(ids.barn!, '2027-01-01', '2027-12-31')).toEqual([]);
  });
});

describe.each(DIALECTS)('the total of a list on a wedding date [%s]', (dialect) => {
  const DAY = '2027-06-05';
  let db: TestDatabase;
  let repo: KnexAvailabilityRepository;
  let vendors: KnexVendorRepository;
  let listings: KnexListingWriteRepository;
  const cat: Record<string, string> = {};
  const marked: string[] = [];
  const list = (c: Partial<VendorListCriteria>) => vendors.listPublic(criteria({ sortBy: 'reviews', ...c }));

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    repo = new KnexAvailabilityRepository(db.knex);
    vendors = new KnexVendorRepository(db.knex);
    listings = new KnexListingWriteRepository(db.knex);
    const k = db.knex;
    cat.venues = await insertCategory(k, 'venues', 'Venues', 1);
    cat.caterers = await insertCategory(k, 'caterers', 'Caterers', 4);
    cat.photographers = await insertCategory(k, 'photographers', 'Photographers', 2);
    // 14 venues, 4 caterers, 4 photographers: two towns, three sizes, every third one featured, half of them
    // barns (the search), every other one a budget price; a quarter and one more mark the day, featured ones
    // among them (so the day's Featured block differs from the undated one).
    const spec: Array<[category: string, n: number]> = [
      ['venues', 14],
      ['caterers', 4],
      ['photographers', 4],
    ];
    for (const [category, count] of spec) {
      for (let i = 0; i < count; i++) {
        const id = await insertVendor(k, cat[category]!, {
          name: `${i % 2 ? 'Rustic Barn' : 'Garden Hall'} ${category} ${i}`,
          city: i % 3 === 1 ? 'Asheville' : 'Greenville',
          capacity: [50, 150, 300][i % 3],
          starting_price: i % 2 ? 2000 : 9000,
          is_featured: i % 3 === 0,
          review_average: (i * 7) % 5,
          review_count: i,
        });
        if (i % 4 === 0 || i === 5) {
          await repo.setRange(id, DAY, DAY, i % 2 ? 'booked' : 'unavailable');
          marked.push(id);
        }
      }
    }
    await repo.setRange(marked[0]!, '2027-06-06', '2027-06-07', 'booked');
  });
  afterAll(async () => db?.destroy());

  const combos: Array<[string, Partial<VendorListCriteria>]> = [
    ['a category', { categoryId: 'venues' }],
    ['every category', {}],
    ['a category and a town', { categoryId: 'venues', city: 'Asheville' }],
    ['a category and guests', { categoryId: 'venues', guests: 120 }],
    ['guests and budget on every category', { guests: 120, maxPrice: 5000 }],
    ['a category without its Featured block', { categoryId: 'venues', block: 'others' }],
    ['every category without the Featured block, a town, guests and budget', { block: 'others', city: 'Greenville', guests: 100, maxPrice: 9000 }],
    ['a search', { search: 'barn' }],
    ['a search in a category without its Featured block, with guests', { categoryId: 'venues', search: 'rustic barn', block: 'others', guests: 120 }],
    ['a search, a town, guests and budget', { search: 'barn', city: 'Greenville', guests: 40, maxPrice: 5000 }],
  ];

  it.each(combos)('counts exactly the vendors listed for %s, free that day', async (_name, c) => {
    const given = { ...c, ...(c.categoryId ? { categoryId: cat[c.categoryId] } : {}) };
    const all = await list({ ...given, date: DAY, limit: 100 });
    expect(all.items.length).toBeGreaterThan(0);
    expect(all.items.map((v) => v.id).filter((id) => marked.includes(id))).toEqual([]);
    expect(all.total).toBe(all.items.length);
    // A page past the end counts with a COUNT (a search's first page counts its rows instead).
    const past = await list({ ...given, date: DAY, limit: 2, page: 40 });
    expect(past.items).toEqual([]);
    expect(past.total).toBe(all.items.length);
    const first = await list({ ...given, date: DAY, limit: 2 });
    expect(first.total).toBe(all.items.length);
    // The date left someone out, and only the vendors who marked it.
    const undated = await list({ ...given, limit: 100 });
    if (c.block !== 'others') {
      expect(all.items.map((v) => v.id)).toEqual(undated.items.map((v) => v.id).filter((id) => !marked.includes(id)));
      expect(all.total).toBeLessThan(undated.total);
    }
  });

  it('answers the Featured block of the day (only vendors free that day) with its own size as the total', async () => {
    const block = await list({ categoryId: cat.venues, block: 'featured', limit: 3, date: DAY });
    expect(block.items).toHaveLength(3);
    expect(block.items.every((v) => v.isFeatured && !marked.includes(v.id))).toBe(true);
    expect(block.total).toBe(3);
    const others = await list({ categoryId: cat.venues, block: 'others', limit: 100, date: DAY });
    expect(others.items.filter((v) => block.items.some((b) => b.id === v.id))).toEqual([]);
    expect(others.total + block.total).toBe((await list({ categoryId: cat.venues, limit: 100, date: DAY })).total);
  });

  it('keeps a vendor’s marks in its category when the listing changes category, in the same transaction', async () => {
    const mover = marked[0]!;
    const moverRow = (await db.knex('vendors').where('id', mover).first('category_id')) as { category_id: string };
    expect(moverRow.category_id).toBe(cat.venues);
    const before = { venues: (await list({ categoryId: cat.venues, date: DAY })).total, caterers: (await list({ categoryId: cat.caterers, date: DAY })).total };
    await db.knex.transaction((trx) => new KnexListingWriteRepository(trx).updateProfile(mover, { categoryId: cat.caterers }, new Date()));
    // Still marked on its three days, now in its new category: neither total changes, and each is exact.
    expect((await db.knex('vendor_unavailable_dates').where('vendor_id', mover).pluck('category_id')).map(String)).toEqual([cat.caterers, cat.caterers, cat.caterers]);
    for (const category of ['venues', 'caterers'] as const) {
      const all = await list({ categoryId: cat[category], date: DAY, limit: 100 });
      expect(all.total).toBe(all.items.length);
      expect(all.total).toBe(before[category]);
    }
    await listings.updateProfile(mover, { categoryId: cat.venues }, new Date());
    expect((await list({ categoryId: cat.venues, date: DAY })).total).toBe(before.venues);
  });

  it('gives a mark its vendor’s category when the day is marked', async () => {
    const lens = (await db.knex('vendors').where('category_id', cat.photographers).orderBy('id').first('id')) as { id: string };
    await repo.setRange(lens.id, '2027-07-01', '2027-07-02', 'booked');
    expect((await db.knex('vendor_unavailable_dates').where({ vendor_id: lens.id }).whereIn('day', ['2027-07-01', '2027-07-02']).pluck('category_id')).map(String)).toEqual([cat.photographers, cat.photographers]);
  });

  it('keeps a vendor’s marks in step with its price, capacity and status, so the totals with guests and budget stay exact', async () => {
    // Venue 4: Asheville, capacity 150, price 9000 (over the budget), marked the day and the days after.
    const venue = marked[1]!;
    await repo.setRange(venue, '2027-06-06', '2027-06-07', 'unavailable');
    const FACTS = ['category_id', 'is_active', 'starting_price', 'capacity'];
    const inStep = async () => {
      const row = (await db.knex('vendors').where('id', venue).first(FACTS)) as Record<string, unknown>;
      const marks = (await db.knex('vendor_unavailable_dates').where('vendor_id', venue).select(FACTS)) as Array<Record<string, unknown>>;
      const facts = (r: Record<string, unknown>) => FACTS.map((f) => (r[f] === null ? null : f === 'category_id' ? String(r[f]) : Number(r[f])));
      expect(marks.map(facts)).toEqual([facts(row), facts(row), facts(row)]);
      for (const c of [{ categoryId: cat.venues }, {}, { categoryId: cat.venues, city: 'Asheville' }]) {
        const all = await list({ ...c, guests: 120, maxPrice: 5000, date: DAY, limit: 100 });
        expect(all.items.map((v) => v.id)).not.toContain(venue);
        expect(all.total).toBe(all.items.length);
        expect(all.unlisted?.total).toBe(Object.keys(all.unlisted?.byId ?? {}).length);
      }
    };
    await inStep();
    // Within the budget: counted undated, so its mark must count it out again.
    await listings.updateProfile(venue, { startingPrice: 2000 }, new Date());
    await inStep();
    await db.knex.transaction((trx) => new KnexListingWriteRepository(trx).updateProfile(venue, { capacity: null }, new Date()));
    await inStep();
    await listings.updateProfile(venue, { startingPrice: null, capacity: 300 }, new Date());
    await inStep();
    await listings.setFlags(venue, { isActive: false }, new Date());
    await inStep();
    await listings.setFlags(venue, { isActive: true }, new Date());
    await inStep();
  });
});
