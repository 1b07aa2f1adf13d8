import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PurgePastAvailability } from '../../application/availability/vendor-availability.ts';
import { FixedClock } from '../support/fakes/fixed-clock.ts';
import { DIALECTS } from '../support/databases.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertUser, insertVendor } from '../support/rows.ts';
import { signIn } from '../support/sign-in.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const json = { 'content-type': 'application/json' };

describe.each(DIALECTS)('availability API and the list facts [%s]', (dialect) => {
  let t: TestApp;
  // 02:00 UTC on the 26th is still the 25th in America/New_York.
  const clock = new FixedClock(new Date('2026-11-26T02:00:00Z'));
  const ids: Record<string, string> = {};
  let owner: Record<string, string>;
  let otherOwner: Record<string, string>;
  let admin: Record<string, string>;

  const put = (vendor: string, body: unknown, headers: Record<string, string>) =>
    t.app.request(`/api/vendors/${vendor}/availability`, { method: 'PUT', headers: { ...json, ...headers }, body: JSON.stringify(body) });
  const listSlugs = async (query: string) => {
    const res = await t.app.request(`/api/vendors?sortBy=name&${query}`);
    expect(res.status, query).toBe(200);
    return ((await readJson(res)).vendors as Array<{ slug: string }>).map((v) => v.slug);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock });
    const k = t.db.knex;
    const venues = await insertCategory(k, 'venues', 'Venues', 1);
    const florists = await insertCategory(k, 'florists', 'Florists', 6);
    ids.barn = await insertVendor(k, venues, { name: 'A Magnolia Barn', slug: 'magnolia-barn', capacity: 150, starting_price: 8000 });
    ids.hall = await insertVendor(k, venues, { name: 'B Wisteria Hall', slug: 'wisteria-hall', capacity: 90, starting_price: 3000 });
    ids.petals = await insertVendor(k, florists, { name: 'C Petals', slug: 'petals', starting_price: 900 });
    ids.hidden = await insertVendor(k, venues, { name: 'Closed Venue', slug: 'closed-venue', is_active: false });
    await insertUser(k, 'owner@barn.example', { vendorId: ids.barn });
    await insertUser(k, 'owner@hall.example', { vendorId: ids.hall });
    await insertUser(k, 'admin@example.com', { isAdmin: true });
    owner = await signIn(t, 'owner@barn.example');
    otherOwner = await signIn(t, 'owner@hall.example');
    admin = await signIn(t, 'admin@example.com');
  });
  afterAll(async () => t?.close());

  it('lets the owner mark a range and read it back by month, with today in America/New_York', async () => {
    const res = await put(ids.barn!, { from: '2027-06-04', to: '2027-06-06', status: 'booked' }, owner);
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({ success: true, message: 'Marked 3 days as booked.', changed: 3 });
    const read = await t.app.request(`/api/vendors/${ids.barn}/availability?from=2027-06&months=1`, { headers: owner });
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect(await readJson(read)).toMatchObject({
      from: '2027-06',
      first: '2027-06-01',
      last: '2027-06-30',
      today: '2026-11-25',
      days: [
        { day: '2027-06-04', kind: 'booked' },
        { day: '2027-06-05', kind: 'booked' },
        { day: '2027-06-06', kind: 'booked' },
      ],
    });
  });

  it('lets an admin mark any listing, and refuses another owner with 403', async () => {
    expect((await put(ids.barn!, { from: '2027-06-06', to: '2027-06-06', status: 'available' }, admin)).status).toBe(200);
    expect((await put(ids.barn!, { from: '2027-06-07', to: '2027-06-07', status: 'booked' }, otherOwner)).status).toBe(403);
    expect((await t.app.request(`/api/vendors/${ids.barn}/availability`, { headers: otherOwner })).status).toBe(403);
    expect((await put(ids.barn!, { from: '2027-06-07', to: '2027-06-07', status: 'booked' }, {})).status).toBe(401);
  });

  it('answers bad ranges with 400 and a message per field, and changes nothing', async () => {
    const bad = async (body: unknown) => {
      const res = await put(ids.barn!, body, owner);
      expect(res.status).toBe(400);
      return (await readJson(res)).error.fields as Record<string, string>;
    };
    expect(await bad({ from: '2026-11-24', to: '2026-11-30', status: 'booked' })).toEqual({ from: 'Dates must be today or later' });
    expect(await bad({ from: '2027-02-30', to: '2027-01-01', status: 'maybe' })).toMatchObject({ from: 'Please choose a valid start date', status: 'Please choose Booked, Unavailable or Available' });
    expect(await bad({ from: '2027-01-01', to: '2028-01-02', status: 'booked' })).toEqual({ to: 'Please choose at most 366 days at once' });
    const read = await t.app.request(`/api/vendors/${ids.barn}/availability?from=2026-11&months=12`, { headers: owner });
    expect((await readJson(read)).days).toHaveLength(2);
    expect((await t.app.request(`/api/vendors/${ids.barn}/availability?months=13`, { headers: owner })).status).toBe(400);
  });

  it('accepts today in New York even when it is already tomorrow in UTC', async () => {
    expect((await put(ids.hall!, { from: '2026-11-25', to: '2026-11-25', status: 'unavailable' }, otherOwner)).status).toBe(200);
  });

  it('gives the public the next 12 months of marked days without their kinds, and 404 for an inactive listing', async () => {
    const res = await t.app.request(`/api/vendors/magnolia-barn/unavailable-dates`);
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ success: true, first: '2026-11-25', last: '2027-11-25', days: ['2027-06-04', '2027-06-05'] });
    expect((await t.app.request(`/api/vendors/${ids.hidden}/unavailable-dates`)).status).toBe(404);
  });

  it('leaves vendors who marked the wedding date out of the list, and keeps them for another date', async () => {
    expect(await listSlugs('date=2027-06-05')).toEqual(['wisteria-hall', 'petals']);
    expect(await listSlugs('date=2027-06-06')).toEqual(['magnolia-barn', 'wisteria-hall', 'petals']);
    expect(await listSlugs('category=venues&date=2027-06-04')).toEqual(['wisteria-hall']);
  });

  it('filters by guests (venues and caterers only) and by budget, alone and together', async () => {
    expect(await listSlugs('guests=120')).toEqual(['magnolia-barn', 'petals']);
    expect(await listSlugs('maxPrice=3000')).toEqual(['wisteria-hall', 'petals']);
    expect(await listSlugs('guests=120&maxPrice=3000&date=2027-06-05')).toEqual(['petals']);
  });

  it('answers bad list facts with 400 and field messages', async () => {
    const res = await t.app.request('/api/vendors?date=2026-11-24&guests=0&maxPrice=-5');
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.fields).toEqual({
      date: 'Wedding date must be today or later',
      guests: 'Guests must be a whole number from 1 to 10,000',
      maxPrice: 'Budget must be a whole number of dollars, 0 or more',
    });
    expect((await t.app.request('/api/vendors?date=2027-02-29')).status).toBe(400);
  });

  it("answers ?date=2020-01-01 (any day before today in New York) with 400 and the date's field message, and takes today", async () => {
    for (const query of ['date=2020-01-01', 'category=venues&date=2020-01-01', 'date=2026-11-24&sortBy=name']) {
      const res = await t.app.request(`/api/vendors?${query}`);
      expect(res.status, query).toBe(400);
      expect((await readJson(res)).error.fields, query).toEqual({ date: 'Wedding date must be today or later' });
    }
    // 02:00 UTC on the 26th: the 25th is still today in America/New_York.
    expect(await listSlugs('date=2026-11-25')).toContain('magnolia-barn');
  });

  it('purges marks on days before today with the daily sweep', async () => {
    await t.db.knex('vendor_unavailable_dates').insert({ vendor_id: ids.hall, day: '2026-11-20', kind: 'booked' });
    expect(await t.use(PurgePastAvailability).execute()).toEqual({ purged: 1 });
    expect((await t.db.knex('vendor_unavailable_dates').where('vendor_id', ids.hall)).length).toBe(1);
  });
});

describe('the availability write empties the public read cache', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let barn: string;

  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { PUBLIC_API_CACHE_SECONDS: '30' } });
    const venues = await insertCategory(t.db.knex, 'venues', 'Venues', 1);
    barn = await insertVendor(t.db.knex, venues, { name: 'Magnolia Barn', slug: 'magnolia-barn' });
    await insertUser(t.db.knex, 'owner@barn.example', { vendorId: barn });
    owner = await signIn(t, 'owner@barn.example');
  });
  afterAll(async () => t?.close());

  it('serves the marked days and the dated list from the cache, and fresh after a PUT', async () => {
    const paths = ['/api/vendors/magnolia-barn/unavailable-dates', '/api/vendors?date=2030-06-01'];
    for (const p of paths) await t.app.request(p);
    for (const p of paths) expect((await t.app.request(p)).headers.get('x-cache'), p).toBe('HIT');
    const res = await t.app.request(`/api/vendors/${barn}/availability`, { method: 'PUT', headers: { ...json, ...owner }, body: JSON.stringify({ from: '2030-06-01', to: '2030-06-01', status: 'unavailable' }) });
    expect(res.status).toBe(200);
    const dates = await t.app.request(paths[0]!);
    expect(dates.headers.get('x-cache')).toBe('MISS');
    expect((await readJson(dates)).days).toEqual([]); // 2030 is beyond the next 12 months
    const list = await t.app.request(paths[1]!);
    expect(list.headers.get('x-cache')).toBe('MISS');
    expect((await readJson(list)).vendors).toEqual([]);
  });
});
