/**
 * The host names the site answers for (issue 35, point 3; ADR 8): the host of PUBLIC_BASE_URL, the names of
 * ALLOWED_HOSTS and the loopback names. A page of another name that a DNS rebinding pointed at this server
 * gets a 421 and none of the site's content, before the read cache or any route; the ops endpoints answer
 * whatever the Host, for health checks and scrapes that reach a replica by its address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertVendor } from '../support/rows.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { STRIPE_TEST_ENV } from '../support/stripe-test-env.ts';

const REBIND = 'rebind.attacker.example:3901';

describe.each(DIALECTS)('the host names the site answers for [%s]', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      env: { PUBLIC_BASE_URL: 'https://upstateweddingdirectory.com', ALLOWED_HOSTS: 'www.upstateweddingdirectory.com', PUBLIC_API_CACHE_SECONDS: '30' },
    });
    const venues = await insertCategory(t.db.knex, 'venues', 'Venues', 1);
    await insertVendor(t.db.knex, venues, { name: 'Magnolia Barn', slug: 'magnolia-barn', description: '<p>A dairy barn.</p>' });
  });
  afterAll(async () => t?.close());

  const get = (path: string, host?: string) => t.app.request(path, host ? { headers: { Host: host } } : {});

  it("answers the public base URL's host, the names of ALLOWED_HOSTS and the loopback names, whatever the port or letter case", async () => {
    for (const host of [undefined, 'upstateweddingdirectory.com', 'UpstateWeddingDirectory.com:443', 'upstateweddingdirectory.com.', 'www.upstateweddingdirectory.com', 'localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      const res = await get('/api/vendors/magnolia-barn', host);
      expect(res.status, String(host)).toBe(200);
    }
  });

  it('refuses any other Host with a 421 in the JSON error shape, before the read cache, with none of the content', async () => {
    // The entry is in the read cache: a refused host must not get it either.
    expect((await get('/api/vendors/magnolia-barn')).status).toBe(200);
    expect((await get('/api/vendors/magnolia-barn')).headers.get('x-cache')).toBe('HIT');
    for (const host of [REBIND, 'upstateweddingdirectory.com.attacker.example', 'attacker-upstateweddingdirectory.com', '10.0.0.7:3000']) {
      const res = await get('/api/vendors/magnolia-barn', host);
      expect(res.status, host).toBe(421);
      expect(res.headers.get('x-cache'), host).toBeNull();
      const text = await res.text();
      expect(text, host).not.toContain('Magnolia');
      expect(JSON.parse(text), host).toEqual({ success: false, error: { code: 'MISDIRECTED_REQUEST', message: 'This site does not answer for that host name' } });
    }
    // A request line naming another host (absolute form) is refused the same way.
    expect((await t.app.request('http://rebind.attacker.example/api/categories')).status).toBe(421);
  });

  it('refuses writes and pages of another host too, changing nothing', async () => {
    const login = await t.app.request('/api/auth/login', { method: 'POST', headers: { Host: REBIND, 'content-type': 'application/json' }, body: JSON.stringify({ email: 'ann@example.com' }) });
    expect(login.status).toBe(421);
    expect(await t.deliverMail()).toEqual([]);
    const page = await get('/vendors/magnolia-barn', REBIND);
    expect(page.status).toBe(421);
    expect(page.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await page.text()).toBe('This site does not answer for that host name');
  });

  it('keeps /api/health, /api/ready and /metrics answering whatever the Host (health checks and scrapes reach a replica by address)', async () => {
    for (const path of ['/api/health', '/api/ready', '/metrics']) {
      expect((await get(path, 'api:3000')).status, path).toBe(200);
      expect((await get(path, '172.18.0.5:3000')).status, path).toBe(200);
    }
  });
});

describe('the host names in production', () => {
  let t: TestApp | undefined;
  afterAll(async () => t?.close());

  it('are the public host, ALLOWED_HOSTS and the loopback names (a proxy passes the public host; health checks on the box use 127.0.0.1)', async () => {
    t = await createTestApp('sqlite', {
      env: { NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://upstateweddingdirectory.com', METRICS_TOKEN: 'a-long-enough-metrics-token', FORM_TOKEN_SECRET: 'a-long-enough-form-secret', SMTP_URL: 'smtp://relay.example.com:587', ...STRIPE_TEST_ENV },
    });
    const status = async (host: string) => (await t!.app.request('/api/categories', { headers: { Host: host } })).status;
    expect(await status('upstateweddingdirectory.com')).toBe(200);
    expect(await status('127.0.0.1:8080')).toBe(200);
    expect(await status('localhost:8080')).toBe(200);
    expect(await status('www.upstateweddingdirectory.com')).toBe(421);
    expect(await readJson(await t.app.request('/api/categories', { headers: { Host: REBIND } }))).toMatchObject({ error: { code: 'MISDIRECTED_REQUEST' } });
  });
});
