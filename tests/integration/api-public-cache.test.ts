import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResponseCache } from '../../adapters/http/response-cache.ts';
import { publicReadQuery } from '../../adapters/http/public-reads.ts';
import { TOKENS } from '../../apps/api/tokens.ts';
import { AUTHORIZATION_MATRIX } from '../security/authorization-matrix.ts';
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

  it("keeps cached reads through review requests, a review through their link and a vendor's report (nothing public changes)", async () => {
    const k = t.db.knex;
    const vendorId = ((await k('vendors').where({ slug: 'magnolia-barn' }).first('id')) as { id: string }).id;
    await insertUser(k, 'owner@cache-barn.example', { vendorId });
    const owner = await signIn(t, 'owner@cache-barn.example');
    const path = '/api/vendors/magnolia-barn';
    const cached = async () => {
      await t.app.request(path);
      return (await t.app.request(path)).headers.get('x-cache');
    };
    const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
      t.app.request(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });

    expect(await cached()).toBe('HIT');
    expect((await post(`/api/vendors/${vendorId}/review-requests`, { clients: [{ name: 'Robin Reyes', email: 'robin@example.com' }] }, owner)).status).toBe(201);
    expect((await t.app.request(path)).headers.get('x-cache')).toBe('HIT');
    const token = /\/reviews\/write\/([A-Za-z0-9_-]+)/.exec((await t.deliverMail()).find((m) => m.to === 'robin@example.com')?.text ?? '')?.[1];
    expect((await post(`/api/review-requests/${token}/review`, { rating: 2, text: 'Late to the ceremony.' })).status).toBe(201);
    expect((await t.app.request(path)).headers.get('x-cache')).toBe('HIT');
    const review = (await k('reviews').where({ vendor_id: vendorId }).first('id')) as { id: string };
    await k('reviews').where({ id: review.id }).update({ is_published: true, published_at: new Date() });
    expect(await cached()).toBe('HIT');
    expect((await post(`/api/vendors/${vendorId}/reviews/${review.id}/report`, { reason: 'not-a-client', text: 'We never worked with them.' }, owner)).status).toBe(201);
    expect((await t.app.request(path)).headers.get('x-cache')).toBe('HIT');
    expect((await post(`/api/review-requests/${token}/unsubscribe`, {})).status).toBe(200);
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

describe.each(DIALECTS)('the read cache keys each public read on the query parameters its route reads [%s]', (dialect) => {
  let t: TestApp;
  let cache: ResponseCache;
  let vendorId: string;
  const reads = () => [
    '/api/categories',
    `/api/categories/${venuesId}`,
    '/api/vendors?category=venues',
    '/api/vendors/locations?category=venues',
    '/api/vendors/category/venues/barn-venues',
    '/api/vendors/magnolia-barn/reviews',
    '/api/vendors/magnolia-barn',
    `/api/vendors/${vendorId}/unavailable-dates`,
    `/api/vendors/${vendorId}/similar?guests=100`,
    `/api/vendors/cards?ids=${vendorId}`,
    `/api/vendors/compare?ids=${vendorId}&date=2099-06-05`,
    '/api/filters',
    '/api/filters/category/venues',
    '/api/filters/venues/barn-venues',
  ];
  let venuesId: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { PUBLIC_API_CACHE_SECONDS: '30' } });
    cache = t.container.get<ResponseCache>(TOKENS.PublicReadCache);
    venuesId = await insertCategory(t.db.knex, 'venues', 'Venues', 1);
    vendorId = await insertVendor(t.db.knex, venuesId, { name: 'Magnolia Barn', slug: 'magnolia-barn' });
    await insertFilter(t.db.knex, venuesId);
  });
  afterAll(async () => t?.close());

  const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

  it('shares one entry between reads that differ only by parameters the route does not read', async () => {
    cache.invalidate();
    for (const path of reads()) {
      const first = await t.app.request(withQuery(path, 'x=1'));
      expect(first.status, path).toBe(200);
      expect(first.headers.get('x-cache'), path).toBe('MISS');
      for (const other of [withQuery(path, 'x=2'), withQuery(path, 'utm_source=news&fbclid=abc'), path]) {
        const again = await t.app.request(other);
        expect(again.headers.get('x-cache'), other).toBe('HIT');
        expect(await again.text(), other).toBe(await (await t.app.request(path)).text());
      }
    }
    expect(cache.size).toBe(reads().length);
  });

  it('keeps reads that differ by a parameter the route reads apart, whatever their order', async () => {
    cache.invalidate();
    const distinct = [
      '/api/vendors?category=venues',
      '/api/vendors?category=venues&page=2',
      '/api/vendors?category=venues&sortBy=name',
      '/api/vendors?category=venues&search=barn',
      '/api/vendors?category=venues&guests=120&maxPrice=6000',
      '/api/vendors/locations',
      '/api/vendors/locations?category=venues',
      '/api/vendors/category/venues/barn-venues?page=2',
      '/api/vendors/magnolia-barn/reviews?page=2',
      '/api/vendors/magnolia-barn/reviews?limit=5',
      '/api/vendors/magnolia-barn/reviews?sort=rating',
      '/api/vendors/magnolia-barn/reviews?sort=verified',
      `/api/vendors/cards?ids=${vendorId}`,
      `/api/vendors/cards?ids=${vendorId},OTHER`,
      `/api/vendors/compare?ids=${vendorId}`,
      `/api/vendors/compare?ids=${vendorId}&date=2099-06-05`,
      `/api/vendors/compare?ids=${vendorId}&date=2099-06-06`,
      `/api/vendors/${vendorId}/similar`,
      `/api/vendors/${vendorId}/similar?guests=100`,
      `/api/vendors/${vendorId}/similar?guests=100&maxPrice=5999`,
      `/api/vendors/${vendorId}/similar?date=2099-06-05&guests=100&maxPrice=5999`,
    ];
    for (const path of distinct) expect((await t.app.request(path)).headers.get('x-cache'), path).toBe('MISS');
    expect(cache.size).toBe(distinct.length);
    expect((await t.app.request('/api/vendors?maxPrice=6000&x=1&guests=120&category=venues')).headers.get('x-cache')).toBe('HIT');
    expect(cache.size).toBe(distinct.length);
  });

  it("caches the public reads of the authorization matrix, and no other route's answer", () => {
    // A public read: a route under /api/categories, /api/vendors or /api/filters that answers visitors 200.
    // (A signed-in owner's read of the same path is never cached: it carries credentials.)
    const gets = AUTHORIZATION_MATRIX.filter((c) => c.method === 'GET' && c.path.startsWith('/api/'));
    const shape = (path: string) => path.split('?')[0]!.replace(/\{[A-Za-z0-9]+\}/g, 'x');
    const publicRoutes = new Set(gets.filter((c) => c.expect.anonymous === 200 && /^\/api\/(categories|vendors|filters)(\/|\?|$)/.test(c.path)).map((c) => c.route));
    expect(publicRoutes.size).toBe(14);
    const publicPaths = new Set(gets.filter((c) => publicRoutes.has(c.route)).map((c) => shape(c.path)));
    for (const c of gets) expect(publicReadQuery(shape(c.path)) !== null, `${c.route}: ${c.path}`).toBe(publicPaths.has(shape(c.path)));
  });
});
