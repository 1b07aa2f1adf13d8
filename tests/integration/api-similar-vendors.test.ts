import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, siteToday } from '../../domain/availability/calendar-days.ts';
import { similarVendorsAnswerSchema } from '../../domain/listings/similar-vendors-api.ts';
import { DIALECTS } from '../support/databases.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertVendor } from '../support/rows.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 39 §4, 'Also ask similar vendors': GET /api/vendors/{id}/similar?date=&guests=&maxPrice= answers up to
 * three other active vendors of the vendor's category and town, free on the date and fitting the guests and
 * budget as the list's filters mean them, in the list's own order ('How vendors are ordered').
 */
describe.each(DIALECTS)('GET /api/vendors/{id}/similar [%s]', (dialect) => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const day = addDays(siteToday(new Date()), 40);
  const names = (body: { vendors: Array<{ name: string }> }) => body.vendors.map((v) => v.name);
  const similar = async (key: string, query = '') => {
    const res = await t.app.request(`/api/vendors/${ids[key] ?? key}/similar${query}`);
    return { status: res.status, body: await readJson(res), res };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const k = t.db.knex;
    const venues = await insertCategory(k, 'venues', 'Venues', 1);
    const florists = await insertCategory(k, 'florists', 'Florists', 2);
    const venue = (name: string, facts: Record<string, unknown>) => insertVendor(k, venues, { name, capacity: 200, starting_price: 5000, review_average: 4, review_count: 3, ...facts });
    ids.barn = await venue('Magnolia Barn', { review_average: 4.5, review_count: 10 });
    ids.hall = await venue('Wisteria Hall', { review_average: 4.9, review_count: 20 });
    ids.chapel = await venue('Cedar Chapel', { review_average: 4.9, review_count: 5 });
    // Paid: first, in the Featured block (which holds only vendors that fit the facts asked about).
    ids.lodge = await venue('Laurel Lodge', { review_average: 3, is_featured: true, capacity: null });
    // Each better rated than the rest, and each left out by one of the facts.
    ids.mill = await venue('Old Mill', { review_average: 5, review_count: 50 });
    ids.tiny = await venue('Tiny Cottage', { review_average: 5, review_count: 40, capacity: 50 });
    ids.pricey = await venue('Grand Estate', { review_average: 5, review_count: 30, starting_price: 20000 });
    // Has not stated a capacity: kept after those that fit, and marked (issue 36).
    ids.open = await venue('Open Field', { review_average: 5, review_count: 10, capacity: null });
    // Not the same town, not listed, not the same category.
    ids.greer = await venue('Greer Granary', { review_average: 5, review_count: 99, city: 'Greer' });
    ids.closed = await venue('Closed Depot', { review_average: 5, review_count: 99, is_active: false });
    ids.petals = await insertVendor(k, florists, { name: 'Petal Works', review_average: 5, review_count: 99 });
    // As the calendar writes a mark: with the vendor's category (the list's day counts read it).
    await k('vendor_unavailable_dates').insert({ vendor_id: ids.mill, category_id: venues, day, kind: 'booked' });
  });
  afterAll(async () => t?.close());

  it('answers three of the same category and town, the Featured block first, then by rating and reviews', async () => {
    const { status, body, res } = await similar('barn');
    expect(status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    expect(res.headers.get('etag')).toBeTruthy();
    const answer = similarVendorsAnswerSchema.parse(body);
    expect(names(answer)).toEqual(['Laurel Lodge', 'Old Mill', 'Tiny Cottage']);
    expect(answer.vendors[0]!.isFeatured).toBe(true);
    expect(answer.unlisted).toEqual({});
  });

  it("leaves out those booked on the date, too small for the guests or above the budget, the vendor's own listing too", async () => {
    const { body } = await similar('barn', `?date=${day}&guests=120&maxPrice=9999`);
    expect(names(body)).toEqual(['Wisteria Hall', 'Cedar Chapel', 'Open Field']);
    expect(body.unlisted).toEqual({ [ids.open!]: ['capacity'] });
    // Asked from another of them, the barn takes its place, and the asking vendor is never offered.
    expect(names((await similar('hall', `?date=${day}&guests=120&maxPrice=9999`)).body)).toEqual(['Cedar Chapel', 'Magnolia Barn', 'Open Field']);
  });

  it("is the list page of the vendor's category and town under the same filters, less the vendor itself", async () => {
    for (const query of ['', `date=${day}`, 'guests=120', 'maxPrice=9999', `date=${day}&guests=120&maxPrice=9999`]) {
      const list = async (block: string) => (await readJson(await t.app.request(`/api/vendors?category=venues&location=Greenville&block=${block}&${query}`))).vendors as Array<{ _id: string; name: string }>;
      const page = [...(await list('featured')), ...(await list('others'))].filter((v) => v._id !== ids.chapel).slice(0, 3);
      expect(names((await similar('chapel', `?${query}`)).body), query).toEqual(page.map((v) => v.name));
    }
  });

  it('answers 404 for an inactive or unknown vendor, and 400 for a past date or a bad guests or budget', async () => {
    expect((await similar('closed')).status).toBe(404);
    expect((await similar('01UNKNOWNVENDOR0000000000')).status).toBe(404);
    const bad = await similar('barn', `?date=${addDays(siteToday(new Date()), -1)}&guests=0&maxPrice=lots`);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['date', 'guests', 'maxPrice']);
  });

  it('answers an empty list when nothing else fits', async () => {
    const { status, body } = await similar('petals', `?date=${day}`);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, vendors: [], unlisted: {} });
  });
});
