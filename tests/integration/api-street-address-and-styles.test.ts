/**
 * Issue 36 §1: a venue's street address is editable by the vendor (PUT /api/vendors/{id}) and by an admin
 * (PUT and POST /api/admin/vendors), asked at /apply and carried to the approved listing, and shown on the
 * vendor page (its answer); the category's style facts (the SEO filters) are asked at /apply and by the
 * admin's New Vendor, and approval carries the applicant's choices onto the listing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertFilter, insertUser, insertVendor } from '../support/rows.ts';
import { signIn } from '../support/sign-in.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const TOO_LONG = 'Street address must be at most 200 characters';
const CONTROL = 'Street address cannot contain line breaks or control characters';

describe.each(DIALECTS)('street address and style facts, editable and asked at /apply [%s]', (dialect) => {
  let t: TestApp;
  let owner: Record<string, string>;
  let admin: Record<string, string>;
  const ids: Record<string, string> = {};
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = admin) => {
    const res = await t.app.request(path, { method, headers: { 'content-type': 'application/json', ...headers }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: res.status, body: await readJson(res) };
  };
  const addressOf = async (id: string) => (await t.db.knex('vendors').where({ id }).first('street_address')).street_address as string | null;
  const publicAddress = async (id: string) => (await call('GET', `/api/vendors/${id}`, undefined, {})).body.vendor.streetAddress as string | null;
  const filterValuesOf = async (name: string) => {
    const slug = (await t.db.knex('vendors').where({ name }).first('slug')).slug as string;
    const r = await call('GET', `/api/vendors/${slug}`, undefined, {});
    return (r.body.vendor.filters as Array<{ filter: { filterValue: string } }>).map((f) => f.filter.filterValue).sort();
  };
  const apply = (businessName: string, category: string, extra: Record<string, unknown>) =>
    call(
      'POST',
      '/api/applications',
      { subscriptionTier: 'free', businessName, category, ownerName: 'Ann Lee', email: `${businessName.replace(/\W/g, '').toLowerCase()}@apply.example`, phone: '864-555-0100', location: { city: 'Greer', county: 'Spartanburg', state: 'SC' }, ...extra },
      {},
    );

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const k = t.db.knex;
    ids.venues = await insertCategory(k, 'venues', 'Venues', 1);
    ids.photographers = await insertCategory(k, 'photographers', 'Photographers', 2);
    ids.barn = await insertFilter(k, ids.venues, { name: 'Barn Venues', slug: 'barn-venues', filter_key: 'venue_type', filter_value: 'barn' });
    ids.outdoor = await insertFilter(k, ids.venues, { name: 'Outdoor Venues', slug: 'outdoor-venues', filter_key: 'indoor_outdoor', filter_value: 'outdoor' });
    ids.hidden = await insertFilter(k, ids.venues, { name: 'Church Venues', slug: 'church-venues', filter_key: 'venue_type', filter_value: 'church', is_active: false });
    ids.editorial = await insertFilter(k, ids.photographers, { name: 'Editorial Photographers', slug: 'editorial-photographers', filter_key: 'photography_style', filter_value: 'editorial' });
    ids.hall = await insertVendor(k, ids.venues, { name: 'Riverside Hall' });
    await insertUser(k, 'owner@riverside.example', { vendorId: ids.hall });
    await insertUser(k, 'admin@example.com', { isAdmin: true });
    owner = await signIn(t, 'owner@riverside.example');
    admin = await signIn(t, 'admin@example.com');
  });
  afterAll(async () => t?.close());

  it('lets the vendor state a street address, shows it on the vendor page, and clears it when emptied', async () => {
    expect(await publicAddress(ids.hall!)).toBeNull();
    const r = await call('PUT', `/api/vendors/${ids.hall}`, { streetAddress: '  12 Mill Street  ' }, owner);
    expect(r.status).toBe(200);
    expect(r.body.vendor.streetAddress).toBe('12 Mill Street');
    expect(await addressOf(ids.hall!)).toBe('12 Mill Street');
    expect(await publicAddress(ids.hall!)).toBe('12 Mill Street');
    // Left out, it is kept; an empty value clears it.
    expect((await call('PUT', `/api/vendors/${ids.hall}`, { tagline: 'By the river' }, owner)).status).toBe(200);
    expect(await addressOf(ids.hall!)).toBe('12 Mill Street');
    expect((await call('PUT', `/api/vendors/${ids.hall}`, { streetAddress: '' }, owner)).status).toBe(200);
    expect(await publicAddress(ids.hall!)).toBeNull();
  });

  it('refuses a street address with a line break or over 200 characters with a 400 and a field message, and changes nothing', async () => {
    await call('PUT', `/api/vendors/${ids.hall}`, { streetAddress: '5 Main Street' }, owner);
    for (const [streetAddress, message] of [
      ['5 Main Street\r\nBcc: x@example.com', CONTROL],
      ['x'.repeat(201), TOO_LONG],
      [42, 'Must be text'],
    ] as const) {
      const r = await call('PUT', `/api/vendors/${ids.hall}`, { streetAddress, tagline: 'Changed' }, owner);
      expect([r.status, r.body.error.fields], String(streetAddress)).toEqual([400, { streetAddress: message }]);
    }
    const row = await t.db.knex('vendors').where({ id: ids.hall }).first('street_address', 'tagline');
    expect([row.street_address, row.tagline]).toEqual(['5 Main Street', 'By the river']);
  });

  it('lets an admin set it in the edit modal’s route and on a new vendor, with the new vendor’s style facts', async () => {
    expect((await call('PUT', `/api/admin/vendors/${ids.hall}`, { streetAddress: '7 Depot Road' })).status).toBe(200);
    expect(await publicAddress(ids.hall!)).toBe('7 Depot Road');
    const bad = await call('PUT', `/api/admin/vendors/${ids.hall}`, { streetAddress: 'a\u0000b' });
    expect([bad.status, bad.body.error.fields]).toEqual([400, { streetAddress: CONTROL }]);
    const created = await call('POST', '/api/admin/vendors', {
      name: 'Oak Barn',
      category: ids.venues,
      location: { city: 'Greer', county: 'Spartanburg' },
      streetAddress: '300 Oak Lane',
      // A filter of another category or an inactive one is not the listing's.
      filterIds: [ids.barn, ids.outdoor, ids.hidden, ids.editorial],
    });
    expect(created.status).toBe(201);
    expect(created.body.vendor.streetAddress).toBe('300 Oak Lane');
    expect(await filterValuesOf('Oak Barn')).toEqual(['barn', 'outdoor']);
    const badNew = await call('POST', '/api/admin/vendors', { name: 'Bad Barn', category: ids.venues, location: { city: 'Greer', county: 'Spartanburg' }, streetAddress: 'x'.repeat(201) });
    expect([badNew.status, badNew.body.error.fields]).toEqual([400, { streetAddress: TOO_LONG }]);
    expect(await t.db.knex('vendors').where({ name: 'Bad Barn' }).first('id')).toBeUndefined();
  });

  it('asks the street address and the style facts at /apply, and approval carries them to the listing', async () => {
    const bad = await apply('Bad Line Barn', ids.venues!, { streetAddress: '1 Main\nStreet' });
    expect([bad.status, bad.body.error.fields]).toEqual([400, { streetAddress: CONTROL }]);
    const badFilters = await apply('Bad Filter Barn', ids.venues!, { filterIds: 'barn' });
    expect(badFilters.status).toBe(400);
    expect(Object.keys(badFilters.body.error.fields)).toEqual(['filterIds']);

    const venue = await apply('Willow Barn', ids.venues!, { streetAddress: '48 Willow Creek Road', filterIds: [ids.barn, ids.outdoor, ids.editorial] });
    expect(venue.status).toBe(201);
    // A photographer has no street address on its listing; its style is carried like a venue's.
    const photographer = await apply('Lens Studio', ids.photographers!, { streetAddress: '9 Side Street', filterIds: [ids.editorial] });
    expect(photographer.status).toBe(201);
    const pending = await call('GET', '/api/admin/applications?status=pending');
    const willowApp = (pending.body.applications as Array<{ businessName: string; streetAddress: string | null; filters: Array<{ name: string }> }>).find((a) => a.businessName === 'Willow Barn');
    // The admin sees what approval gives the listing: the address and the styles picked (another category's dropped).
    expect(willowApp?.streetAddress).toBe('48 Willow Creek Road');
    expect(willowApp?.filters.map((f) => f.name)).toEqual(['Barn Venues', 'Outdoor Venues']);
    for (const { body } of [venue, photographer]) expect((await call('PUT', `/api/admin/applications/${body.applicationId}/approve`)).status).toBe(200);

    const willow = (await t.db.knex('vendors').where({ name: 'Willow Barn' }).first('id')).id as string;
    expect(await publicAddress(willow)).toBe('48 Willow Creek Road');
    expect(await filterValuesOf('Willow Barn')).toEqual(['barn', 'outdoor']);
    const lens = (await t.db.knex('vendors').where({ name: 'Lens Studio' }).first('id')).id as string;
    expect(await addressOf(lens)).toBeNull();
    expect(await filterValuesOf('Lens Studio')).toEqual(['editorial']);
    // The approved venue appears on its style's landing list at once.
    const barns = await call('GET', '/api/vendors/category/venues/barn-venues', undefined, {});
    expect((barns.body.vendors as Array<{ name: string }>).map((v) => v.name)).toContain('Willow Barn');
  });
});

describe.each(DIALECTS)('a venue’s street address in its page’s structured data [%s]', (dialect) => {
  let t: TestApp;
  let webRoot: string;
  const businessOf = async (slug: string) => {
    const html = await (await t.app.request(`/vendors/${slug}`, { headers: { accept: 'text/html' } })).text();
    const [json] = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    return json as { address: Record<string, string> };
  };

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-street-'));
    fs.mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><html lang="en"><head><title>x</title></head><body><div id="root"></div></body></html>');
    t = await createTestApp(dialect, { env: { WEB_DIST_DIR: webRoot, PUBLIC_BASE_URL: 'https://upstateweddingdirectory.com' }, serveWeb: true });
    const venues = await insertCategory(t.db.knex, 'venues', 'Venues', 1);
    await insertVendor(t.db.knex, venues, { name: 'Mill Hall', slug: 'mill-hall', city: 'Greer', zip_code: '29651', street_address: '12 Mill Street' });
    await insertVendor(t.db.knex, venues, { name: 'Plain Hall', slug: 'plain-hall', city: 'Greer' });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('names the street address in the LocalBusiness address when the venue states one', async () => {
    expect((await businessOf('mill-hall')).address).toMatchObject({ '@type': 'PostalAddress', streetAddress: '12 Mill Street', addressLocality: 'Greer', postalCode: '29651' });
    expect((await businessOf('plain-hall')).address).not.toHaveProperty('streetAddress');
  });
});
