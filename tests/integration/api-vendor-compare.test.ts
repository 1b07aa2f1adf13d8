import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, siteToday } from '../../domain/availability/calendar-days.ts';
import { DIALECTS } from '../support/databases.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertFilter, insertImage, insertVendor, linkFilter } from '../support/rows.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 39 §2: the shortlist's compare table reads GET /api/vendors/compare?ids=…&date=…: each listed vendor's
 * card with its capacity, style facts and, for a wedding date, whether it marked that day, in the order asked.
 */
describe.each(DIALECTS)('GET /api/vendors/compare [%s]', (dialect) => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const day = addDays(siteToday(new Date()), 30);
  const get = async (path: string) => {
    const res = await t.app.request(path);
    return { status: res.status, body: await readJson(res), res };
  };
  const compare = (keys: string[], query = '') => `/api/vendors/compare?ids=${keys.map((k) => ids[k] ?? k).join(',')}${query}`;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const k = t.db.knex;
    const venues = await insertCategory(k, 'venues', 'Venues', 1);
    const music = await insertCategory(k, 'music', 'Music', 4);
    ids.barn = await insertVendor(k, venues, { name: 'Magnolia Barn', slug: 'magnolia-barn', starting_price: 5000, capacity: 180, style: JSON.stringify(['rustic', 'garden party']) });
    ids.band = await insertVendor(k, music, { name: 'Swing Band', slug: 'swing-band' });
    ids.loft = await insertVendor(k, venues, { name: 'Hidden Loft', slug: 'hidden-loft', is_active: false });
    ids.mill = await insertVendor(k, venues, { name: 'Old Mill', slug: 'old-mill', style: JSON.stringify('Industrial') });
    await insertImage(k, ids.barn, { is_primary: true });
    const barn = await insertFilter(k, venues);
    const both = await insertFilter(k, venues, { name: 'Indoor & Outdoor Venues', slug: 'indoor-outdoor-venues', filter_key: 'indoor_outdoor', filter_value: 'both' });
    const historic = await insertFilter(k, venues, { name: 'Historic Venues', slug: 'historic-venues', filter_value: 'historic' });
    await linkFilter(k, ids.barn, barn);
    await linkFilter(k, ids.barn, both);
    await linkFilter(k, ids.mill, historic);
    await k('vendor_unavailable_dates').insert({ vendor_id: ids.mill, day, kind: 'booked' });
    await k('vendor_unavailable_dates').insert({ vendor_id: ids.barn, day: addDays(day, 1), kind: 'unavailable' });
  });
  afterAll(async () => t?.close());

  it('answers the compare facts in the order asked, leaving out inactive and unknown vendors', async () => {
    const { status, body, res } = await get(compare(['mill', 'loft', 'band', '01UNKNOWNVENDOR0000000000', 'barn']));
    expect(status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    expect(body.date).toBeNull();
    expect(body.vendors.map((v: { name: string }) => v.name)).toEqual(['Old Mill', 'Swing Band', 'Magnolia Barn']);
    const [mill, band, barn] = body.vendors;
    expect(barn).toMatchObject({
      capacity: 180,
      style: ['rustic', 'garden party'],
      startingPrice: 5000,
      unavailableOnDate: null,
      serviceFacts: [
        { key: 'venue_type', label: 'Venue type', values: ['Barn'] },
        { key: 'indoor_outdoor', label: 'Indoor or outdoor', values: ['Indoor & Outdoor'] },
      ],
    });
    expect(mill).toMatchObject({ capacity: null, style: 'Industrial', serviceFacts: [{ key: 'venue_type', values: ['Historic'] }, { key: 'indoor_outdoor', values: [] }] });
    expect(band).toMatchObject({ capacity: null, style: null, serviceFacts: [{ key: 'music_style', label: 'Music style', values: [] }] });
  });

  it("carries each vendor's card exactly as the saved cards read gives it", async () => {
    const cards = (await get(`/api/vendors/cards?ids=${ids.barn},${ids.band}`)).body.vendors;
    const { body } = await get(compare(['barn', 'band']));
    body.vendors.forEach((v: Record<string, unknown>, i: number) => {
      const { capacity: _c, style: _s, serviceFacts: _f, unavailableOnDate: _u, ...card } = v;
      expect(card).toEqual(cards[i]);
    });
    expect(body.vendors[0].images).toHaveLength(1);
  });

  it('says, for a wedding date, which vendors marked it, as the list with that date leaves them out', async () => {
    const { body } = await get(compare(['mill', 'band', 'barn'], `&date=${day}`));
    expect(body.date).toBe(day);
    expect(body.vendors.map((v: { name: string; unavailableOnDate: boolean }) => [v.name, v.unavailableOnDate])).toEqual([
      ['Old Mill', true],
      ['Swing Band', false],
      ['Magnolia Barn', false],
    ]);
    const listed = (await get(`/api/vendors?date=${day}&limit=100`)).body.vendors.map((v: { name: string }) => v.name);
    for (const v of body.vendors as Array<{ name: string; unavailableOnDate: boolean }>) expect(listed.includes(v.name), v.name).toBe(!v.unavailableOnDate);
    const next = (await get(compare(['mill', 'barn'], `&date=${addDays(day, 1)}`))).body.vendors;
    expect(next.map((v: { unavailableOnDate: boolean }) => v.unavailableOnDate)).toEqual([false, true]);
  });

  it('reads all the vendors at once: as many statements for four vendors as for one', async () => {
    const statements = async (path: string) => {
      const seen: string[] = [];
      const listen = (q: { sql: string }) => seen.push(q.sql);
      t.db.knex.on('query', listen);
      try {
        expect((await t.app.request(path)).status).toBe(200);
      } finally {
        t.db.knex.removeListener('query', listen);
      }
      return seen.length;
    };
    const one = await statements(compare(['barn'], `&date=${day}`));
    expect(one).toBeGreaterThan(0);
    expect(await statements(compare(['barn', 'mill', 'band', 'loft'], `&date=${day}`))).toBe(one);
  });

  it('answers 400 with the field messages for bad ids or a bad date, and reads nothing', async () => {
    const many = Array.from({ length: 51 }, (_, i) => `V${i}`).join(',');
    for (const [query, fields] of [
      ['', { ids: 'Vendor ids are required' }],
      [`ids=${many}`, { ids: 'At most 50 vendor ids' }],
      [`ids=${ids.barn},${encodeURIComponent("' OR 1=1 --")}`, { ids: 'Vendor ids are letters, digits, - and _, separated by commas' }],
      [`ids=${ids.barn}&date=2027-02-30`, { date: 'Wedding date must be a real date written YYYY-MM-DD' }],
      [`ids=${ids.barn}&date=2020-01-01`, { date: 'Wedding date must be today or later' }],
      [`date=soon`, { ids: 'Vendor ids are required', date: 'Wedding date must be a real date written YYYY-MM-DD' }],
    ] as const) {
      const { status, body } = await get(`/api/vendors/compare?${query}`);
      expect(status, query).toBe(400);
      expect(body, query).toMatchObject({ success: false, error: { code: 'VALIDATION_FAILED', fields } });
    }
  });
});
