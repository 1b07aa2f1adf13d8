import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KnexAvailabilityRepository } from '../../adapters/persistence/knex/repositories/knex-availability-repository.ts';
import { DIALECTS } from '../support/databases.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertVendor } from '../support/rows.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 36 §1: a filter never hides a vendor for a fact it has not stated. Under 'Guests' or 'Budget', the
 * vendors that have not stated the fact follow those that fit, the answer names them (`unlisted`) and counts
 * them, and the pages stay exact.
 */
describe.each(DIALECTS)('the guests and budget filters keep vendors that have not stated the fact [%s]', (dialect) => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const list = async (query: string) => {
    const res = await t.app.request(`/api/vendors?${query}`);
    expect(res.status, query).toBe(200);
    return readJson(res);
  };
  const names = (answer: { vendors: Array<{ name: string }> }) => answer.vendors.map((v) => v.name);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const k = t.db.knex;
    const caterers = await insertCategory(k, 'caterers', 'Caterers', 4);
    const venues = await insertCategory(k, 'venues', 'Venues', 1);
    const photographers = await insertCategory(k, 'photographers', 'Photographers', 2);
    // Published order: by rating; the unknown ones are rated highest, and still come last.
    ids.big = await insertVendor(k, caterers, { name: 'Big Kitchen', capacity: 300, starting_price: 4000, review_average: 4 });
    ids.fits = await insertVendor(k, caterers, { name: 'Fits Kitchen', capacity: 120, starting_price: null, review_average: 3 });
    ids.small = await insertVendor(k, caterers, { name: 'Small Kitchen', capacity: 60, starting_price: 1000, review_average: 5 });
    ids.silent = await insertVendor(k, caterers, { name: 'Silent Kitchen', capacity: null, starting_price: 2000, review_average: 5 });
    ids.quiet = await insertVendor(k, caterers, { name: 'Quiet Kitchen', capacity: null, starting_price: 9000, review_average: 4.5 });
    ids.hall = await insertVendor(k, venues, { name: 'Hall Without Size', capacity: null, starting_price: 5000, review_average: 1 });
    ids.lens = await insertVendor(k, photographers, { name: 'Lens', capacity: null, starting_price: null, review_average: 2 });
  });
  afterAll(async () => t?.close());

  it('lists the caterers that fit the guests, then those that have not listed their capacity, counted and named', async () => {
    const answer = await list('category=caterers&guests=120&sortBy=reviews');
    expect(names(answer)).toEqual(['Big Kitchen', 'Fits Kitchen', 'Silent Kitchen', 'Quiet Kitchen']);
    expect(answer.pagination.totalVendors).toBe(4);
    expect(answer.unlisted).toEqual({ total: 2, vendors: { [ids.silent!]: ['capacity'], [ids.quiet!]: ['capacity'] } });
  });

  it('keeps the pages exact across the ones that fit and the ones of unknown capacity', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => list(`category=caterers&guests=120&sortBy=reviews&block=others&limit=2&page=${page}`)));
    expect(pages.map(names)).toEqual([['Big Kitchen', 'Fits Kitchen'], ['Silent Kitchen', 'Quiet Kitchen'], []]);
    expect(pages.map((p) => p.pagination.totalPages)).toEqual([2, 2, 2]);
    expect(pages[0].unlisted).toEqual({ total: 2, vendors: {} });
    expect(pages[1].unlisted).toEqual({ total: 2, vendors: { [ids.silent!]: ['capacity'], [ids.quiet!]: ['capacity'] } });
  });

  it('keeps every category on the all-vendors list, never marking a photographer for capacity', async () => {
    const answer = await list('guests=120&sortBy=reviews');
    expect(names(answer)).toEqual(['Big Kitchen', 'Fits Kitchen', 'Lens', 'Silent Kitchen', 'Quiet Kitchen', 'Hall Without Size']);
    expect(answer.pagination.totalVendors).toBe(6);
    expect(answer.unlisted.total).toBe(3);
    expect(answer.unlisted.vendors[ids.lens!]).toBeUndefined();
  });

  it('keeps vendors without a price after those within the budget, marked for the price, and both facts combine', async () => {
    const budget = await list('category=caterers&maxPrice=4000&sortBy=reviews');
    expect(names(budget)).toEqual(['Small Kitchen', 'Silent Kitchen', 'Big Kitchen', 'Fits Kitchen']);
    expect(budget.unlisted).toEqual({ total: 1, vendors: { [ids.fits!]: ['price'] } });
    const both = await list('category=caterers&guests=120&maxPrice=4000&sortBy=reviews');
    expect(names(both)).toEqual(['Big Kitchen', 'Silent Kitchen', 'Fits Kitchen']);
    expect(both.pagination.totalVendors).toBe(3);
    expect(both.unlisted).toEqual({ total: 2, vendors: { [ids.silent!]: ['capacity'], [ids.fits!]: ['price'] } });
  });

  it('puts the matches of a search that have not listed their capacity after those that fit', async () => {
    const answer = await list('category=caterers&search=kitchen&guests=120&block=others');
    expect(names(answer)).toEqual(['Big Kitchen', 'Fits Kitchen', 'Silent Kitchen', 'Quiet Kitchen']);
    expect(answer.pagination.totalVendors).toBe(4);
    expect(answer.unlisted).toEqual({ total: 2, vendors: { [ids.silent!]: ['capacity'], [ids.quiet!]: ['capacity'] } });
    const second = await list('category=caterers&search=kitchen&guests=120&block=others&limit=3&page=2');
    expect(names(second)).toEqual(['Quiet Kitchen']);
    expect(second.unlisted).toEqual({ total: 2, vendors: { [ids.quiet!]: ['capacity'] } });
  });

  it('leaves the vendors that marked the wedding date out of the list and of both counts, fitting or not listed', async () => {
    const day = '2027-09-18';
    // Marked as the calendar marks them: each mark carries its vendor's category, status, price and capacity.
    const marks = new KnexAvailabilityRepository(t.db.knex);
    await marks.setRange(ids.big!, day, day, 'booked');
    await marks.setRange(ids.silent!, day, day, 'unavailable');
    try {
      const category = await list(`category=caterers&guests=120&date=${day}&sortBy=reviews`);
      expect(names(category)).toEqual(['Fits Kitchen', 'Quiet Kitchen']);
      expect(category.pagination.totalVendors).toBe(2);
      expect(category.unlisted).toEqual({ total: 1, vendors: { [ids.quiet!]: ['capacity'] } });
      const second = await list(`category=caterers&guests=120&date=${day}&sortBy=reviews&block=others&limit=1&page=2`);
      expect(names(second)).toEqual(['Quiet Kitchen']);
      const all = await list(`guests=120&maxPrice=6000&date=${day}&sortBy=reviews`);
      expect(names(all)).toEqual(['Fits Kitchen', 'Lens', 'Hall Without Size']);
      expect(all.pagination.totalVendors).toBe(3);
      expect(all.unlisted).toEqual({ total: 3, vendors: { [ids.lens!]: ['price'], [ids.hall!]: ['capacity'], [ids.fits!]: ['price'] } });
    } finally {
      for (const id of [ids.big!, ids.silent!]) await marks.setRange(id, day, day, 'available');
    }
  });

  it('says nothing of unlisted facts when neither guests nor budget is asked', async () => {
    const answer = await list('category=caterers&sortBy=reviews');
    expect(answer.pagination.totalVendors).toBe(5);
    expect(answer.unlisted).toBeUndefined();
  });
});
