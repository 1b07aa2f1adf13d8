/**
 * Security headers and CORS (issue 8, ADR 8): every kind of answer the app gives carries the CSP,
 * Referrer-Policy, nosniff and the framing ban; HSTS only over https; CORS only for configured origins.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp } from '../../adapters/http/app.ts';
import { categoryRoutes } from '../../adapters/http/routes/categories.ts';
import { contentSecurityPolicy, type SecurityHeadersOptions } from '../../adapters/http/security-headers.ts';
import { PinoLogger } from '../../adapters/system/pino-logger.ts';
import { DIALECTS } from '../support/databases.ts';
import { insertCategory, insertVendor } from '../support/rows.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { STRIPE_TEST_ENV } from '../support/stripe-test-env.ts';

const TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Upstate Wedding Directory</title>
<meta name="description" content="Template" /><script type="module" crossorigin src="/assets/app-abc123.js"></script></head>
<body><div id="root"></div></body></html>`;

const PARTNER = 'https://partner.example.com';

/** The headers every answer must carry, whatever produced it. */
const expectSecurityHeaders = (res: Response, what: string) => {
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp, `${what}: CSP`).toContain("script-src 'self'");
  expect(csp, `${what}: CSP`).not.toContain('unsafe-inline');
  expect(csp, `${what}: CSP`).not.toContain('unsafe-eval');
  expect(csp, `${what}: CSP`).toContain("frame-ancestors 'none'");
  expect(csp, `${what}: CSP`).toContain("object-src 'none'");
  expect(res.headers.get('x-content-type-options'), `${what}: nosniff`).toBe('nosniff');
  expect(res.headers.get('x-frame-options'), `${what}: X-Frame-Options`).toBe('DENY');
  expect(res.headers.get('referrer-policy'), `${what}: Referrer-Policy`).toBe('strict-origin-when-cross-origin');
};

const directive = (res: Response, name: string) =>
  (res.headers.get('content-security-policy') ?? '')
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe.each(DIALECTS)('security headers on every kind of answer [%s]', (dialect) => {
  let t: TestApp;
  let webRoot: string;
  let vendorSlug: string;

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-sec-'));
    fs.mkdirSync(path.join(webRoot, 'shell', 'dist', 'assets'), { recursive: true });
    fs.writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), TEMPLATE);
    fs.writeFileSync(path.join(webRoot, 'shell', 'dist', 'assets', 'app-abc123.js'), 'console.log(1)');
    fs.mkdirSync(path.join(webRoot, 'public', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(webRoot, 'public', 'dist', 'remoteEntry.js'), 'export const get = 1');
    t = await createTestApp(dialect, {
      env: { WEB_DIST_DIR: webRoot, PUBLIC_BASE_URL: 'http://127.0.0.1:3000', PUBLIC_API_CACHE_SECONDS: '30', CORS_ORIGINS: PARTNER },
      serveWeb: true,
    });
    const venues = await insertCategory(t.db.knex, 'venues', 'Venues', 1);
    await insertVendor(t.db.knex, venues, { name: 'Magnolia Barn', slug: 'magnolia-barn' });
    vendorSlug = 'magnolia-barn';
    const photo = path.join(t.dataDir, 'uploads', 'vendors', 'v1', 'a.jpg');
    fs.mkdirSync(path.dirname(photo), { recursive: true });
    fs.writeFileSync(photo, Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (p: string, headers: Record<string, string> = {}) => t.app.request(p, { headers });

  it('sets them on API JSON, on a cached public read, and on API 404s', async () => {
    const first = await get('/api/categories');
    expect(first.status).toBe(200);
    expectSecurityHeaders(first, 'API JSON');
    const cached = await get('/api/categories');
    expect(cached.headers.get('x-cache')).toBe('HIT');
    expectSecurityHeaders(cached, 'cached public read');
    const missing = await get('/api/no-such-route');
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing, 'API 404');
  });

  it('sets them on the shell page, a server-rendered SEO page, a static asset, a remote entry and /media', async () => {
    const home = await get('/', { accept: 'text/html' });
    expect(home.status).toBe(200);
    expectSecurityHeaders(home, 'shell page');
    const detail = await get(`/vendors/${vendorSlug}`, { accept: 'text/html' });
    expect(await detail.text()).toContain('application/ld+json');
    expectSecurityHeaders(detail, 'SEO page');
    const unknownVendor = await get('/vendors/nobody-here', { accept: 'text/html' });
    expect(unknownVendor.status).toBe(404);
    expectSecurityHeaders(unknownVendor, 'SEO 404 page');
    expectSecurityHeaders(await get('/assets/app-abc123.js'), 'static asset');
    const remote = await get('/mf/public/remoteEntry.js');
    expect(remote.status).toBe(200);
    expectSecurityHeaders(remote, 'remote entry');
    expect(remote.headers.get('access-control-allow-origin'), 'remotes are same-origin only').toBeNull();
    const media = await get('/media/vendors/v1/a.jpg');
    expect(media.status).toBe(200);
    expectSecurityHeaders(media, '/media');
    for (const p of ['/media/vendors/v1/missing.jpg', '/assets/missing.js', '/sitemap.xml', '/robots.txt']) expectSecurityHeaders(await get(p), p);
  });

  it('sets them on errors: malformed JSON, an oversized body and a refused login', async () => {
    const bad = await t.app.request('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email": ' });
    expect(bad.status).toBe(400);
    expectSecurityHeaders(bad, 'malformed JSON');
    const big = await t.app.request('/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message: 'x'.repeat(3 * 1024 * 1024) }) });
    expect(big.status).toBe(413);
    expectSecurityHeaders(big, '413');
    const unauthenticated = await get('/api/auth/me');
    expect(unauthenticated.status).toBe(401);
    expectSecurityHeaders(unauthenticated, '401');
  });

  it('keeps the no-referrer policy the login link sets for itself', async () => {
    const res = await t.app.request('/api/auth/verify/not-a-real-token-but-long-enough', { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('gives the dev mailbox a stricter policy of its own: no script, only its one style block by hash', async () => {
    const res = await get('/dev/mailbox');
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    const style = /<style>([\s\S]*?)<\/style>/.exec(await res.text())![1]!;
    expect(csp).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends no HSTS for a site on plain http, and keeps images and requests on the site itself', async () => {
    const res = await get('/api/health');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(directive(res, 'img-src')).toBe("img-src 'self' data: blob:");
    expect(directive(res, 'connect-src')).toBe("connect-src 'self'");
    expect(res.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
  });

  it('answers a preflight from a configured origin, and gives its requests (cached or not) that origin', async () => {
    const preflight = await t.app.request('/api/vendors', {
      method: 'OPTIONS',
      headers: { origin: PARTNER, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expectSecurityHeaders(preflight, 'preflight');
    for (let i = 0; i < 2; i++) {
      const res = await get('/api/categories', { origin: PARTNER });
      expect(res.headers.get('access-control-allow-origin')).toBe(PARTNER);
      expect(res.headers.get('vary')).toMatch(/Origin/);
    }
  });

  it('refuses the preflight of any other origin and gives its requests no CORS header, cached or not', async () => {
    for (const origin of ['https://evil.example', 'https://partner.example.com.evil.example', 'null']) {
      const preflight = await t.app.request('/api/auth/login', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(preflight.status, origin).toBe(403);
      expect(preflight.headers.get('access-control-allow-origin'), origin).toBeNull();
      const res = await get('/api/categories', { origin });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });
});

describe('HSTS and the CSP sources follow the configuration', () => {
  it('sends HSTS and upgrade-insecure-requests when the public address is https', async () => {
    const t = await createTestApp('sqlite', { env: { PUBLIC_BASE_URL: 'https://upstateweddingdirectory.com' } });
    try {
      const res = await t.app.request('/api/health');
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
      expect(res.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
      expectSecurityHeaders(res, 'https site');
    } finally {
      await t.close();
    }
  });

  it('lets pages show photos from the S3 public URL and upload to the S3 endpoint', async () => {
    const t = await createTestApp('sqlite', {
      env: {
        S3_BUCKET: 'photos',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_PUBLIC_URL: 'https://photos.cdn.example/wedding',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
      },
    });
    try {
      const res = await t.app.request('/api/health');
      expect(directive(res, 'img-src')).toBe("img-src 'self' data: blob: https://photos.cdn.example");
      expect(directive(res, 'connect-src')).toBe("connect-src 'self' http://127.0.0.1:9000");
    } finally {
      await t.close();
    }
  });

  const appWith = (security: SecurityHeadersOptions, failing = false) =>
    createHttpApp({
      logger: new PinoLogger({ level: 'silent' }),
      probes: [],
      routes: [
        {
          path: '/categories',
          // A resolver that hands the list route a use case whose database is down when `failing`.
          routes: categoryRoutes(
            (() => ({
              execute: async () => {
                if (failing) throw new Error('database is down');
                return [];
              },
            })) as never,
            { mediaUrl: (key) => key },
          ),
        },
      ],
      authenticate: { execute: async () => null } as never,
      security,
    });

  it('believes X-Forwarded-Proto only from a trusted proxy', async () => {
    const headers = { 'x-forwarded-proto': 'https' };
    const trusted = await appWith({ httpsSite: false, trustProxy: true }).request('/api/health', { headers });
    expect(trusted.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const untrusted = await appWith({ httpsSite: false, trustProxy: false }).request('/api/health', { headers });
    expect(untrusted.headers.get('strict-transport-security')).toBeNull();
    const plain = await appWith({ httpsSite: false, trustProxy: true }).request('/api/health', { headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const direct = await appWith({ httpsSite: false, trustProxy: false }).request('https://example.test/api/health');
    expect(direct.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it('sets them on a 500 from an unexpected failure', async () => {
    const res = await appWith({ httpsSite: true, trustProxy: false }, true).request('/api/categories');
    expect(res.status).toBe(500);
    expectSecurityHeaders(res, '500');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it("opens Stripe's origins (Stripe.js, its frames and API) on the pages with a card block only, and only with the stripe processor (ADR 36)", async () => {
    const stripe = await createTestApp('sqlite', { env: { ...STRIPE_TEST_ENV, STRIPE_API_URL: '' } });
    const local = await createTestApp('sqlite');
    try {
      for (const page of ['/apply', '/upgrade', '/vendor/billing/card']) {
        const res = await stripe.app.request(page);
        expect(directive(res, 'script-src'), page).toBe("script-src 'self' https://js.stripe.com https://*.js.stripe.com");
        expect(directive(res, 'frame-src'), page).toBe('frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com');
        expect(directive(res, 'connect-src'), page).toBe("connect-src 'self' https://api.stripe.com");
        expectSecurityHeaders(res, page);
      }
      for (const page of ['/', '/vendor/dashboard', '/vendor/billing/receipts/in_1', '/vendor/billing/card/x', '/api/health', '/apply/x']) {
        const res = await stripe.app.request(page);
        expect(res.headers.get('content-security-policy'), page).not.toContain('stripe');
      }
      expect((await local.app.request('/vendor/billing/card')).headers.get('content-security-policy')).not.toContain('stripe');
    } finally {
      await stripe.close();
      await local.close();
    }
  });

  it("names the Stripe.js and API origins a test points at (STRIPE_JS_URL, STRIPE_API_URL) instead of Stripe's", async () => {
    const t = await createTestApp('sqlite', { env: { ...STRIPE_TEST_ENV, STRIPE_API_URL: 'http://127.0.0.1:12111', STRIPE_JS_URL: 'http://127.0.0.1:12111/v3/' } });
    try {
      const res = await t.app.request('/vendor/billing/card');
      expect(directive(res, 'script-src')).toBe("script-src 'self' http://127.0.0.1:12111");
      expect(directive(res, 'frame-src')).toBe('frame-src http://127.0.0.1:12111');
      expect(directive(res, 'connect-src')).toBe("connect-src 'self' http://127.0.0.1:12111");
    } finally {
      await t.close();
    }
  });

  it('writes the policy without inline script, eval or foreign origins unless configured', () => {
    expect(contentSecurityPolicy({ httpsSite: false })).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });
});
