/**
 * Issue 36 §1: guest capacity is editable — by the vendor on the dashboard (PUT /api/vendors/{id}), by an
 * admin (PUT and POST /api/admin/vendors) and asked at /apply (carried to the approved listing) — checked by
 * one schema, and the 'Guests' filter uses it at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertUser, insertVendor } from '../support/rows.ts';
import { signIn } from '../support/sign-in.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const MESSAGE = 'Guest capacity must be a whole number from 1 to 10,000';

describe.each(DIALECTS)('guest capacity, editable everywhere the filter reads it [%s]', (dialect) => {
  let t: TestApp;
  let owner: Record<string, string>;
  let admin: Record<string, string>;
  const ids: Record<string, string> = {};
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = admin) => {
    const res = await t.app.request(path, { method, headers: { 'content-type': 'application/json', ...headers }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: res.status, body: await readJson(res) };
  };
  const capacityOf = async (id: string) => (await t.db.knex('vendors').where({ id }).first('capacity')).capacity as number | null;
  /** The caterers listed for 120 guests, and which of them have not listed their capacity. */
  const forGuests = async () => {
    const r = await call('GET', '/api/vendors?category=caterers&guests=120', undefined, {});
    return { names: (r.body.vendors as Array<{ name: string }>).map((v) => v.name), unlisted: Object.keys(r.body.unlisted.vendors as Record<string, unknown>) };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const k = t.db.knex;
    ids.caterers = await insertCategory(k, 'caterers', 'Caterers', 4);
    ids.venues = await insertCategory(k, 'venues', 'Venues', 1);
    ids.florists = await insertCategory(k, 'florists', 'Florists', 6);
    ids.kitchen = await insertVendor(k, ids.caterers, { name: 'Hearth Kitchen', capacity: null });
    await insertUser(k, 'cook@hearth.example', { vendorId: ids.kitchen });
    await insertUser(k, 'admin@example.com', { isAdmin: true });
    owner = await signIn(t, 'cook@hearth.example');
    admin = await signIn(t, 'admin@example.com');
  });
  afterAll(async () => t?.close());

  it('lets the vendor state the most guests served on their profile, and the Guests filter reads it', async () => {
    expect(await forGuests()).toEqual({ names: ['Hearth Kitchen'], unlisted: [ids.kitchen] });
    const r = await call('PUT', `/api/vendors/${ids.kitchen}`, { capacity: '150' }, owner);
    expect(r.status).toBe(200);
    expect(r.body.vendor.attributes.capacity).toBe(150);
    expect(await capacityOf(ids.kitchen!)).toBe(150);
    expect(await forGuests()).toEqual({ names: ['Hearth Kitchen'], unlisted: [] });
    // A smaller number now leaves it out of a bigger wedding; an empty value clears it (not listed again).
    await call('PUT', `/api/vendors/${ids.kitchen}`, { capacity: 100 }, owner);
    expect((await forGuests()).names).toEqual([]);
    await call('PUT', `/api/vendors/${ids.kitchen}`, { capacity: '' }, owner);
    expect(await capacityOf(ids.kitchen!)).toBeNull();
    expect(await forGuests()).toEqual({ names: ['Hearth Kitchen'], unlisted: [ids.kitchen] });
  });

  it('refuses a capacity that is not a whole number from 1 to 10,000 with a clear 400, and changes nothing', async () => {
    await call('PUT', `/api/vendors/${ids.kitchen}`, { capacity: 80 }, owner);
    for (const capacity of [0, 10_001, 2.5, 'lots', -4]) {
      const r = await call('PUT', `/api/vendors/${ids.kitchen}`, { capacity, tagline: 'Changed' }, owner);
      expect(r.status, String(capacity)).toBe(400);
      expect(r.body.error.fields).toEqual({ capacity: MESSAGE });
    }
    const row = await t.db.knex('vendors').where({ id: ids.kitchen }).first('capacity', 'tagline');
    expect([row.capacity, row.tagline]).toEqual([80, null]);
  });

  it('lets an admin set it in the edit modal’s route and on a new vendor', async () => {
    const r = await call('PUT', `/api/admin/vendors/${ids.kitchen}`, { capacity: 300 });
    expect(r.status).toBe(200);
    expect(await capacityOf(ids.kitchen!)).toBe(300);
    const bad = await call('PUT', `/api/admin/vendors/${ids.kitchen}`, { capacity: 'many' });
    expect([bad.status, bad.body.error.fields]).toEqual([400, { capacity: MESSAGE }]);
    const created = await call('POST', '/api/admin/vendors', { name: 'Oak Hall', category: ids.venues, location: { city: 'Greer', county: 'Spartanburg' }, capacity: 220 });
    expect(created.status).toBe(201);
    expect(created.body.vendor.attributes.capacity).toBe(220);
  });

  it('lets the vendor and an admin state the year the business was established, and refuses a future year', async () => {
    const nextYear = new Date().getUTCFullYear() + 1;
    const r = await call('PUT', `/api/vendors/${ids.kitchen}`, { yearEstablished: '2012' }, owner);
    expect(r.status).toBe(200);
    expect(r.body.vendor.yearEstablished).toBe(2012);
    for (const yearEstablished of [nextYear, 1799, 'long ago', 2001.5]) {
      const bad = await call('PUT', `/api/vendors/${ids.kitchen}`, { yearEstablished }, owner);
      expect([bad.status, bad.body.error.fields], String(yearEstablished)).toEqual([400, { yearEstablished: 'Year established must be a year from 1800 to this year' }]);
    }
    expect((await call('PUT', `/api/admin/vendors/${ids.kitchen}`, { yearEstablished: 1998 })).status).toBe(200);
    expect((await call('GET', `/api/vendors/${ids.kitchen}`, undefined, {})).body.vendor.yearEstablished).toBe(1998);
    const created = await call('POST', '/api/admin/vendors', { name: 'Cedar Hall', category: ids.venues, location: { city: 'Greer', county: 'Spartanburg' }, yearEstablished: 2020 });
    expect([created.status, created.body.vendor.yearEstablished]).toEqual([201, 2020]);
  });

  it('lets the vendor change the listing’s city, county, state and ZIP, and the town lists follow', async () => {
    const r = await call('PUT', `/api/vendors/${ids.kitchen}`, { location: { city: 'Travelers Rest', county: 'Greenville', state: 'SC', zipCode: '29690' } }, owner);
    expect(r.status).toBe(200);
    expect(r.body.vendor.location).toMatchObject({ city: 'Travelers Rest', county: 'Greenville', state: 'SC', zipCode: '29690' });
    const inTown = await call('GET', '/api/vendors?category=caterers&location=Travelers%20Rest', undefined, {});
    expect((inTown.body.vendors as Array<{ name: string }>).map((v) => v.name)).toEqual(['Hearth Kitchen']);
    const bad = await call('PUT', `/api/vendors/${ids.kitchen}`, { location: { city: 'Greer', county: ' ', zipCode: '2969' } }, owner);
    expect([bad.status, bad.body.error.fields]).toEqual([400, { 'location.county': 'County is required', 'location.zipCode': 'Please enter a valid ZIP code' }]);
    expect((await t.db.knex('vendors').where({ id: ids.kitchen }).first('city')).city).toBe('Travelers Rest');
  });

  it('asks it at /apply and carries it to the approved listing (venues and caterers only)', async () => {
    const apply = async (businessName: string, category: string, guestCapacity: unknown) => {
      const r = await call(
        'POST',
        '/api/applications',
        { subscriptionTier: 'free', businessName, category, ownerName: 'Ann Lee', email: `${businessName.replace(/\W/g, '').toLowerCase()}@apply.example`, phone: '864-555-0100', location: { city: 'Greer', county: 'Spartanburg', state: 'SC' }, guestCapacity },
        {},
      );
      return r;
    };
    const bad = await apply('Too Big Barn', ids.venues!, 20_000);
    expect([bad.status, bad.body.error.fields]).toEqual([400, { guestCapacity: MESSAGE }]);
    const venue = await apply('Willow Barn', ids.venues!, '180');
    expect(venue.status).toBe(201);
    const florist = await apply('Petal Shop', ids.florists!, 50);
    expect(florist.status).toBe(201);
    for (const { body } of [venue, florist]) expect((await call('PUT', `/api/admin/applications/${body.applicationId}/approve`)).status).toBe(200);
    const listed = async (name: string) => (await t.db.knex('vendors').where({ name }).first('capacity')).capacity;
    expect(await listed('Willow Barn')).toBe(180);
    expect(await listed('Petal Shop')).toBeNull();
    const venues = await call('GET', '/api/vendors?category=venues&guests=150', undefined, {});
    expect((venues.body.vendors as Array<{ name: string }>).map((v) => v.name)).toContain('Willow Barn');
    const willow = (await t.db.knex('vendors').where({ name: 'Willow Barn' }).first('id')).id as string;
    expect(Object.keys(venues.body.unlisted.vendors)).not.toContain(willow);
  });
});
