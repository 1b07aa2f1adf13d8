import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertFilter, insertUser, insertVendor } from '../support/rows.ts';
import { signIn } from '../support/sign-in.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('public read cache in the composed app', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { PUBLIC_API_CACHE_SECONDS: '30' } });
    const venues = await insertCategory(t.db.knex, 'venues', 'Venues', 1);
    await insertVendor(t.db.knex, venues, { name: 'Magnolia Barn', slug: 'magnolia-barn', description: '<p>A dairy barn.</p>' });
  });
  afterAll(async () => t?.close());

  it('answers a repeated list, search and detail read from the cache with the same body', async () => {
    for (const path of ['/api/vendors?category=venues', '/api/vendors?category=venues&search=dairy', '/api/vendors/magnolia-barn', '/api/categories']) {
      const first = await t.app.request(path);
      const second = await t.app.request(path);
      expect(first.headers.get('x-cache'), path).toBe('MISS');
      expect(second.headers.get('x-cache'), path).toBe('HIT');
      expect(await readJson(second)).toEqual(await readJson(first));
    }
  });

  it('keeps cached reads through insights beacons (they change no public read)', async () => {
    const path = '/api/vendors/magnolia-barn';
    await t.app.request(path);
    expect((await t.app.request(path)).headers.get('x-cache')).toBe('HIT');
    const id = ((await readJson(await t.app.request(path))) as { vendor: { _id: string } }).vendor._id;
    const beacon = { method: 'POST', headers: { 'content-type': 'text/plain', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0' } };
    expect((await t.app.request(`/api/vendors/${id}/events`, { ...beacon, body: '{"kinds":["profile_view"]}' })).status).toBe(204);
    expect((await t.app.request('/api/vendors/appearances', { ...beacon, body: JSON.stringify({ vendorIds: [id] }) })).status).toBe(204);
    expect((await t.app.request(path)).headers.get('x-cache')).toBe('HIT');
  });

  it('leaves bad input, not-found answers and signed-in reads to the server every time', async () => {
    for (const path of ['/api/vendors?page=abc', '/api/vendors/no-such-vendor']) {
      await t.app.request(path);
      expect((await t.app.request(path)).headers.get('x-cache'), path).toBe('MISS');
    }
    const signedIn = await t.app.request('/api/vendors?category=venues', { headers: { Authorization: 'Bearer nope' } });
    expect(signedIn.headers.get('x-cache')).toBeNull();
  });

  it('does not cache health or account reads', async () => {
    await t.app.request('/api/health');
    expect((await t.app.request('/api/health')).headers.get('x-cache')).toBeNull();
  });
});

describe.each(DIALECTS)('browsers revalidate public reads (ETag + no-cache) [%s]', (dialect) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let vendorId: string;
  let filterId: string;
  const PATHS = ['/api/vendors?category=venues', '/api/vendors/magnolia-barn', '/api/vendors/magnolia-barn/reviews', '/api/categories', '/api/filters', '/api/filters/venues/barn-venues'];

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { PUBLIC_API_CACHE_SECONDS: '30' } });
    const venues = await insertCategory(t.db.knex, 'venues', 'Venues', 1);
    vendorId = await insertVendor(t.db.knex, venues, { name: 'Magnolia Barn', slug: 'magnolia-barn' });
    filterId = await insertFilter(t.db.knex, venues);
    await insertUser(t.db.knex, 'boss@admin.example', { isAdmin: true });
    admin = await signIn(t, 'boss@admin.example');
  });
  afterAll(async () => t?.close());

  it('sends public reads with no-cache and an ETag, and answers a matching If-None-Match with a bodiless 304, miss or hit', async () => {
    for (const path of PATHS) {
      const first = await t.app.request(path);
      expect(first.status, path).toBe(200);
      expect(first.headers.get('cache-control'), path).toBe('public, no-cache');
      const etag = first.headers.get('etag');
      expect(etag, path).toMatch(/^W\/".+"$/);
      for (const headers of [{ 'If-None-Match': etag! }, { 'If-None-Match': etag!, 'Accept-Encoding': 'gzip' }] as Array<Record<string, string>>) {
        const again = await t.app.request(path, { headers });
        expect(again.status, path).toBe(304);
        expect(again.headers.get('etag')).toBe(etag);
        expect(await again.text()).toBe('');
      }
    }
    // A signed-in read bypasses the server's cache and still revalidates.
    const list = (await t.app.request(PATHS[0]!)).headers.get('etag')!;
    const signedIn = await t.app.request(PATHS[0]!, { headers: { ...admin, 'If-None-Match': list } });
    expect(signedIn.headers.get('x-cache')).toBeNull();
    expect(signedIn.status).toBe(304);
  });

  it('answers the same conditional read with 404 once an admin deactivated the vendor or the filter', async () => {
    const vendor = await t.app.request('/api/vendors/magnolia-barn');
    const filter = await t.app.request('/api/filters/venues/barn-venues');
    const vendorTag = vendor.headers.get('etag')!;
    const filterTag = filter.headers.get('etag')!;
    expect((await t.app.request('/api/vendors/magnolia-barn', { headers: { 'If-None-Match': vendorTag } })).status).toBe(304);

    const off = await t.app.request(`/api/admin/vendors/${vendorId}/toggle-status`, { method: 'PUT', headers: admin });
    expect((await readJson(off)).vendor.isActive).toBe(false);
    const gone = await t.app.request('/api/vendors/magnolia-barn', { headers: { 'If-None-Match': vendorTag } });
    expect(gone.status).toBe(404);
    expect(gone.headers.get('etag')).toBeNull();

    const toggled = await t.app.request(`/api/filters/${filterId}/toggle`, { method: 'PUT', headers: admin });
    expect((await readJson(toggled)).filter.isActive).toBe(false);
    expect((await t.app.request('/api/filters/venues/barn-venues', { headers: { 'If-None-Match': filterTag } })).status).toBe(404);
  });
});
