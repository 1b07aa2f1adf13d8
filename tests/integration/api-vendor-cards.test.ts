import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertImage, insertVendor } from '../support/rows.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 39 §1: the shortlist page reads its saved vendors' cards, GET /api/vendors/cards?ids=…, in the card
 * shape of GET /api/vendors, in the order asked, without the vendors that are not listed.
 */
describe.each(DIALECTS)('GET /api/vendors/cards [%s]', (dialect) => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const get = async (path: string) => {
    const res = await t.app.request(path);
    return { status: res.status, body: await readJson(res) };
  };
  const cards = (...keys: string[]) => `/api/vendors/cards?ids=${keys.map((k) => ids[k] ?? k).join(',')}`;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const k = t.db.knex;
    const venues = await insertCategory(k, 'venues', 'Venues', 1);
    const music = await insertCategory(k, 'music', 'Music', 4);
    ids.barn = await insertVendor(k, venues, { name: 'Magnolia Barn', slug: 'magnolia-barn', starting_price: 5000, review_average: 4.5, review_count: 2 });
    ids.band = await insertVendor(k, music, { name: 'Swing Band', slug: 'swing-band' });
    ids.loft = await insertVendor(k, venues, { name: 'Hidden Loft', slug: 'hidden-loft', is_active: false });
    ids.mill = await insertVendor(k, venues, { name: 'Old Mill', slug: 'old-mill' });
    await insertImage(k, ids.barn, { is_primary: true });
  });
  afterAll(async () => t?.close());

  it('answers the cards in the order asked, leaving out inactive and unknown vendors', async () => {
    const { status, body } = await get(cards('mill', 'loft', 'band', '01UNKNOWNVENDOR0000000000', 'barn'));
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.vendors.map((v: { name: string }) => v.name)).toEqual(['Old Mill', 'Swing Band', 'Magnolia Barn']);
  });

  it('answers the same card as the vendor list', async () => {
    const list = await get('/api/vendors?category=venues');
    const fromList = list.body.vendors.find((v: { _id: string }) => v._id === ids.barn);
    const { body } = await get(cards('barn'));
    expect(body.vendors).toEqual([fromList]);
    expect(body.vendors[0]).toMatchObject({ slug: 'magnolia-barn', category: { slug: 'venues', name: 'Venues' }, startingPrice: 5000 });
    expect(body.vendors[0].images).toHaveLength(1);
  });

  it('counts a repeated id once, and is a public read the browser revalidates', async () => {
    const res = await t.app.request(cards('band', 'band'));
    expect(res.headers.get('cache-control')).toMatch(/public/);
    expect((await readJson(res)).vendors).toHaveLength(1);
  });

  it('is not taken for a vendor page', async () => {
    const { status, body } = await get('/api/vendors/cards');
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { ids: 'Vendor ids are required' } });
  });

  it('answers 400 with the field message for more than 50 ids or anything that is not an id', async () => {
    const many = Array.from({ length: 51 }, (_, i) => `V${i}`).join(',');
    for (const [query, message] of [
      [`ids=${many}`, 'At most 50 vendor ids'],
      ['ids=', 'Vendor ids are letters, digits, - and _, separated by commas'],
      [`ids=${ids.barn},${encodeURIComponent("' OR 1=1 --")}`, 'Vendor ids are letters, digits, - and _, separated by commas'],
    ] as const) {
      const { status, body } = await get(`/api/vendors/cards?${query}`);
      expect(status, query).toBe(400);
      expect(body).toMatchObject({ success: false, error: { code: 'VALIDATION_FAILED', fields: { ids: message } } });
    }
  });
});
