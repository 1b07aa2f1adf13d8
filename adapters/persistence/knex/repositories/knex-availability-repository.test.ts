import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VendorListCriteria } from '../../../../domain/listings/vendor-list-query.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../../../tests/support/databases.ts';
import { insertCategory, insertVendor } from '../../../../tests/support/rows.ts';
import { KnexAvailabilityRepository } from './knex-availability-repository.ts';
import { KnexVendorRepository } from './knex-vendor-repository.ts';

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
    expect(await repo.isUnavailable(ids.barn!, '2027-01-31')).toBe(true);
    expect(await repo.isUnavailable(ids.barn!, '2027-02-01')).toBe(false);
    expect(await repo.isUnavailable(ids.cottage!, '2027-01-31')).toBe(false);
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

  it('hides venues and caterers too small or of unknown capacity for the guests, never other categories', async () => {
    expect(await slugs({ guests: 150 })).toEqual(['a-barn', 'e-lens']);
    expect(await slugs({ guests: 100 })).toEqual(['a-barn', 'd-kitchen', 'e-lens']);
    expect(await slugs({ guests: 150, categoryId: ids.venues })).toEqual(['a-barn']);
  });

  it('keeps starting prices at or under the budget, and all three facts combine', async () => {
    expect(await slugs({ maxPrice: 2500 })).toEqual(['b-cottage', 'd-kitchen', 'e-lens']);
    expect(await slugs({ maxPrice: 2500, guests: 100, date: '2027-06-05' })).toEqual(['d-kitchen']);
    expect((await vendors.listPublic(criteria({ maxPrice: 2500, guests: 100, date: '2027-06-05' }))).total).toBe(1);
  });

  it('drops a vendor’s marks with the vendor', async () => {
    await db.knex('vendors').where('id', ids.barn).delete();
    expect(await repo.marksBetween(ids.barn!, '2027-01-01', '2027-12-31')).toEqual([]);
  });
});
