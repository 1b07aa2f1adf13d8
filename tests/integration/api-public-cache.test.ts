import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../support/http.ts';
import { insertCategory, insertVendor } from '../support/rows.ts';
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
