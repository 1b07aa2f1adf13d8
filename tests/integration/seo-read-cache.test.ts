/**
 * Pages and sitemaps through the public read cache (ADR 19), through the Hono app on both databases: a page
 * is rendered once per TTL and per change, a sitemap file once per change (also with the TTL cache off),
 * both emptied by a write through the API like the API's public reads.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResponseCache } from '../../adapters/http/response-cache.ts';
import { TOKENS } from '../../apps/api/tokens.ts';
import { DIALECTS } from '../support/databases.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertFilter, insertUser, insertVendor, linkFilter } from '../support/rows.ts';
import { signIn } from '../support/sign-in.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { SHELL_TEMPLATE } from '../support/shell-template.ts';

const BASE = 'https://upstateweddingdirectory.com';
const HTML = { accept: 'text/html' };

/** The SQL statements `work` sends to the database. */
const statementsDuring = async (t: TestApp, work: () => unknown): Promise<string[]> => {
  const sql: string[] = [];
  const listener = (q: { sql: string }) => sql.push(q.sql);
  t.db.knex.on('query', listener);
  try {
    await work();
  } finally {
    t.db.knex.off('query', listener);
  }
  return sql;
};

/** A site with one web build, two photographers (one on a filter page) and an admin. */
const site = async (dialect: (typeof DIALECTS)[number], cacheSeconds: string) => {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-seo-cache-'));
  fs.mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), SHELL_TEMPLATE);
  const t = await createTestApp(dialect, { env: { WEB_DIST_DIR: webRoot, PUBLIC_BASE_URL: BASE, PUBLIC_API_CACHE_SECONDS: cacheSeconds }, serveWeb: true });
  const k = t.db.knex;
  const photographers = await insertCategory(k, 'photographers', 'Photographers', 2);
  const lensId = await insertVendor(k, photographers, { name: 'Golden Hour Lens', slug: 'golden-hour-lens', is_featured: true, review_average: 4.8, review_count: 9 });
  await insertVendor(k, photographers, { name: 'Plain Pictures', slug: 'plain-pictures', review_average: 4, review_count: 2 });
  const fineArt = await insertFilter(k, photographers, { name: 'Fine Art Photographers', slug: 'fine-art-photographers', filter_key: 'photography_style', filter_value: 'fine_art' });
  await linkFilter(k, lensId, fineArt);
  await insertUser(k, 'boss@admin.example', { isAdmin: true });
  const admin = await signIn(t, 'boss@admin.example');
  /** Deactivates (or reactivates) the Golden Hour Lens as the admin, through the API. */
  const toggleLens = async (active: boolean) => {
    const res = await t.app.request(`/api/admin/vendors/${lensId}/toggle-status`, { method: 'PUT', headers: admin });
    expect((await readJson(res)).vendor.isActive).toBe(active);
  };
  return { t, webRoot, toggleLens };
};

describe.each(DIALECTS)('pages through the public read cache [%s]', (dialect) => {
  let t: TestApp;
  let webRoot: string;
  let toggleLens: (active: boolean) => Promise<void>;

  beforeAll(async () => {
    ({ t, webRoot, toggleLens } = await site(dialect, '30'));
  });
  afterAll(async () => {
    await t?.close();
    if (webRoot) fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('renders a page once and answers it again from the cache, without reading the database, plain, gzipped or 304', async () => {
    const first = await t.app.request('/photographers/fine-art-photographers', { headers: HTML });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('content-type')).toContain('text/html');
    const html = await first.text();
    expect(html).toContain('Golden Hour Lens');

    let again!: Response;
    const sql = await statementsDuring(t, async () => {
      again = await t.app.request('/photographers/fine-art-photographers', { headers: HTML });
    });
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(await again.text()).toBe(html);
    expect(sql).toEqual([]);

    const gzipped = await t.app.request('/photographers/fine-art-photographers', { headers: { ...HTML, 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString('utf8')).toBe(html);
    // The security headers are on cached pages too.
    expect(gzipped.headers.get('content-security-policy')).toContain("script-src 'self'");

    const etag = again.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    const revalidated = await t.app.request('/photographers/fine-art-photographers', { headers: { ...HTML, 'if-none-match': etag! } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
  });

  it('answers concurrent first visits of a page with one render', async () => {
    const sql = await statementsDuring(t, async () => {
      // From an emptied cache, as the render compared with below (it also empties what the repositories
      // hold in memory: the categories, ADR 23).
      t.container.get<ResponseCache>(TOKENS.PublicReadCache).invalidate();
      const answers = await Promise.all(Array.from({ length: 10 }, () => t.app.request('/photographers', { headers: HTML })));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      expect(answers.filter((a) => a.headers.get('x-cache') === 'MISS')).toHaveLength(1);
    });
    const again = await statementsDuring(t, () => t.app.request('/photographers', { headers: HTML }));
    expect(sql.length).toBeGreaterThan(0);
    expect(again).toEqual([]);
    // Ten renders would have sent ten times the statements of one.
    const oneRender = await statementsDuring(t, async () => {
      t.container.get<ResponseCache>(TOKENS.PublicReadCache).invalidate();
      await t.app.request('/photographers', { headers: HTML });
    });
    expect(sql.length).toBe(oneRender.length);
  });

  it('keeps not-found pages at 404, rendered every time', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await t.app.request('/vendors/no-such-vendor', { headers: HTML });
      expect(res.status).toBe(404);
      expect(res.headers.get('x-cache')).toBe('MISS');
      expect(await res.text()).toContain('Page Not Found');
    }
  });

  it("drops a vendor an admin deactivated from its page and the lists' pages at once", async () => {
    const vendorPage = '/vendors/golden-hour-lens';
    for (const p of [vendorPage, '/photographers', '/photographers/fine-art-photographers']) await t.app.request(p, { headers: HTML });
    const cachedList = await t.app.request('/photographers', { headers: HTML });
    expect(cachedList.headers.get('x-cache')).toBe('HIT');
    expect(await cachedList.text()).toContain('Golden Hour Lens');
    expect((await t.app.request(vendorPage, { headers: HTML })).headers.get('x-cache')).toBe('HIT');

    await toggleLens(false);
    const gone = await t.app.request(vendorPage, { headers: HTML });
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain('Page Not Found');
    for (const p of ['/photographers', '/photographers/fine-art-photographers']) {
      const res = await t.app.request(p, { headers: HTML });
      expect(res.headers.get('x-cache'), p).toBe('MISS');
      expect(await res.text(), p).not.toContain('Golden Hour Lens');
    }
    await toggleLens(true);
    expect((await t.app.request(vendorPage, { headers: HTML })).status).toBe(200);
  });
});

describe.each(DIALECTS)('sitemap files generated once per change [%s]', (dialect) => {
  // The TTL cache is off here: sitemap files are kept until a write, whatever PUBLIC_API_CACHE_SECONDS says.
  let t: TestApp;
  let webRoot: string;
  let toggleLens: (active: boolean) => Promise<void>;
  const VENDOR_FILE = '/sitemap-vendors.xml';
  /** Statements that read the vendors of a vendor sitemap. */
  const vendorReads = (sql: string[]) => sql.filter((s) => /from [`"]vendors[`"]/i.test(s));

  beforeAll(async () => {
    ({ t, webRoot, toggleLens } = await site(dialect, '0'));
  });
  afterAll(async () => {
    await t?.close();
    if (webRoot) fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('builds a vendor sitemap once for 20 concurrent requests, and sends it gzipped to those that accept gzip', async () => {
    let answers: Response[] = [];
    const sql = await statementsDuring(t, async () => {
      answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => t.app.request(VENDOR_FILE, i % 2 ? { headers: { 'accept-encoding': 'gzip, deflate, br' } } : {})),
      );
    });
    expect(vendorReads(sql)).toHaveLength(1);
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.headers.get('x-cache') === 'MISS')).toHaveLength(1);
    const bodies = await Promise.all(
      answers.map(async (a) => {
        const bytes = Buffer.from(await a.arrayBuffer());
        return a.headers.get('content-encoding') === 'gzip' ? gunzipSync(bytes).toString('utf8') : bytes.toString('utf8');
      }),
    );
    expect(answers.filter((a) => a.headers.get('content-encoding') === 'gzip')).toHaveLength(10);
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]).toContain(`<loc>${BASE}/vendors/golden-hour-lens</loc>`);
    expect(answers[0]!.headers.get('content-type')).toBe('application/xml; charset=utf-8');

    // Later requests read nothing.
    expect(vendorReads(await statementsDuring(t, () => t.app.request(VENDOR_FILE)))).toEqual([]);
  });

  it('sends each sitemap file with Last-Modified and an ETag, and answers If-Modified-Since and If-None-Match with 304', async () => {
    for (const p of ['/sitemap.xml', '/sitemap-pages.xml', VENDOR_FILE]) {
      const res = await t.app.request(p);
      expect(res.status, p).toBe(200);
      const lastModified = res.headers.get('last-modified')!;
      expect(new Date(lastModified).toUTCString(), p).toBe(lastModified);
      expect(Date.parse(lastModified)).toBeLessThanOrEqual(Date.now());
      const etag = res.headers.get('etag')!;
      expect(etag, p).toMatch(/^W\/".+"$/);

      const since = await t.app.request(p, { headers: { 'if-modified-since': lastModified } });
      expect(since.status, p).toBe(304);
      expect(await since.text()).toBe('');
      expect(since.headers.get('last-modified')).toBe(lastModified);
      expect((await t.app.request(p, { headers: { 'if-none-match': etag } })).status, p).toBe(304);
      const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString();
      expect((await t.app.request(p, { headers: { 'if-modified-since': earlier } })).status, p).toBe(200);
    }
  });

  it('makes a vendor file again after a vendor write, without the deactivated vendor and with a later Last-Modified', async () => {
    const before = await t.app.request(VENDOR_FILE);
    const lastModified = before.headers.get('last-modified')!;
    expect(await before.text()).toContain('/vendors/golden-hour-lens</loc>');
    const pagesBefore = (await t.app.request('/sitemap-pages.xml')).headers.get('last-modified')!;

    await toggleLens(false);
    const after = await t.app.request(VENDOR_FILE, { headers: { 'if-modified-since': lastModified } });
    expect(after.status).toBe(200);
    expect(after.headers.get('x-cache')).toBe('MISS');
    expect(Date.parse(after.headers.get('last-modified')!)).toBeGreaterThan(Date.parse(lastModified));
    const xml = await after.text();
    expect(xml).not.toContain('/vendors/golden-hour-lens</loc>');
    expect(xml).toContain('/vendors/plain-pictures</loc>');

    // The pages sitemap was made again too, with the same bytes: it keeps its date, so crawlers get a 304.
    const pages = await t.app.request('/sitemap-pages.xml', { headers: { 'if-modified-since': pagesBefore } });
    expect(pages.status).toBe(304);
    expect(pages.headers.get('x-cache')).toBe('MISS');
    await toggleLens(true);
    expect(await (await t.app.request(VENDOR_FILE)).text()).toContain('/vendors/golden-hour-lens</loc>');
  });

  it("empties the sitemap files when another API process reports a write (the Redis broadcast's remote invalidation)", async () => {
    await t.app.request(VENDOR_FILE);
    expect((await t.app.request(VENDOR_FILE)).headers.get('x-cache')).toBe('HIT');
    // A row changed by another process, which then broadcast its invalidation.
    await t.db.knex('vendors').where({ slug: 'plain-pictures' }).update({ is_active: false });
    t.container.get<ResponseCache>(TOKENS.PublicReadCache).invalidate({ remote: true });
    const res = await t.app.request(VENDOR_FILE);
    expect(res.headers.get('x-cache')).toBe('MISS');
    expect(await res.text()).not.toContain('/vendors/plain-pictures</loc>');
    await t.db.knex('vendors').where({ slug: 'plain-pictures' }).update({ is_active: true });
    t.container.get<ResponseCache>(TOKENS.PublicReadCache).invalidate({ remote: true });
  });
});
