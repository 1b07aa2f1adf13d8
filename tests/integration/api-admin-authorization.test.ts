/**
 * Every admin endpoint answers 401 without a session and 403 for a vendor's session. The test walks the
 * app's own route table: a route that is neither listed below as public or signed-in, nor refused to a
 * vendor, fails here — so a new admin route cannot be left unguarded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases.ts';
import { insertCategory, insertUser, insertVendor } from '../support/rows.ts';
import { signIn } from '../support/sign-in.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** Routes anyone may call. */
const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/ready',
  'GET /api/categories',
  'GET /api/categories/:id',
  'GET /api/vendors',
  'GET /api/vendors/:id',
  'GET /api/vendors/:slugOrId',
  'GET /api/vendors/:slugOrId/reviews',
  'GET /api/vendors/category/:categorySlug/:filterSlug',
  'GET /api/vendors/locations',
  'POST /api/vendors/:slugOrId/reviews',
  'GET /api/filters',
  'GET /api/filters/:categorySlug/:filterSlug',
  'GET /api/filters/category/:categorySlug',
  'POST /api/applications',
  'POST /api/contact/submit',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/session',
  'GET /api/auth/verify/:token',
  'GET /api/auth/me',
  // Signed upload URLs: the signature in the URL is the credential (tested in local-uploads.test.ts).
  'PUT /api/uploads/*',
]);

/** Routes for a signed-in vendor on their own listing (their 401/403 matrix is api-vendor-self-service.test.ts). */
const SIGNED_IN = new Set([
  'PUT /api/vendors/:id',
  'POST /api/vendors/:id/photos',
  'POST /api/vendors/:id/photos/confirm',
  'PUT /api/vendors/:id/photos/:photoId',
  'PUT /api/vendors/:id/photos/reorder',
  'DELETE /api/vendors/:id/photos/:photoId',
  'PUT /api/vendors/apply-filters',
  'PUT /api/vendors/clear-filters',
  'POST /api/upgrades',
  'GET /api/upgrades/check/:slug',
]);

/** A concrete path for a route pattern. */
const concrete = (path: string): string[] =>
  path.includes(':toggle')
    ? ['toggle-status', 'toggle-featured', 'toggle-verified'].map((t) => concrete(path.replace(':toggle', t))[0]!)
    : [path.replace(/:[A-Za-z]+/g, '01JADMINAUTHZTEST000000000')];

/** A body that passes validation, so the answer is about authorization and nothing else. */
const BODIES: Record<string, unknown> = {
  'POST /api/admin/vendors': { name: 'X', category: 'venues', location: { city: 'Greer', county: 'Greenville' } },
  'POST /api/filters': { name: 'X', slug: 'x', category: 'venues', filterKey: 'venue_type', filterValue: 'barn', seoTitle: 'X', seoDescription: 'X' },
  'PUT /api/filters/:id': { name: 'X', slug: 'x', category: 'venues', filterKey: 'venue_type', filterValue: 'barn', seoTitle: 'X', seoDescription: 'X' },
  'PUT /api/contact/:id/status': { status: 'resolved' },
  'PUT /api/admin/claims/:id/grant': { vendorId: 'x' },
  'PUT /api/admin/applications/:id/reject': { reason: 'No' },
};

describe.each(DIALECTS)('admin authorization over the whole route table [%s]', (dialect) => {
  let t: TestApp;
  let vendorSession: Record<string, string>;
  let adminSession: Record<string, string>;
  let adminRoutes: Array<{ method: string; path: string; pattern: string }>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const venues = await insertCategory(t.db.knex, 'venues', 'Venues', 1);
    const vendorId = await insertVendor(t.db.knex, venues, { name: 'Owned Hall' });
    await insertUser(t.db.knex, 'owner@hall.example', { vendorId });
    await insertUser(t.db.knex, 'boss@admin.example', { isAdmin: true });
    vendorSession = await signIn(t, 'owner@hall.example');
    adminSession = await signIn(t, 'boss@admin.example');
    const seen = new Set<string>();
    adminRoutes = [];
    for (const r of t.app.routes) {
      const key = `${r.method} ${r.path}`;
      if (r.method === 'ALL' || !r.path.startsWith('/api/') || seen.has(key)) continue;
      seen.add(key);
      if (PUBLIC.has(key) || SIGNED_IN.has(key)) continue;
      for (const path of concrete(r.path)) adminRoutes.push({ method: r.method, path, pattern: key });
    }
  });
  afterAll(async () => t?.close());

  const call = (route: { method: string; path: string; pattern: string }, headers: Record<string, string>) =>
    t.app.request(route.path, {
      method: route.method,
      headers: { 'content-type': 'application/json', ...headers },
      ...(route.method === 'GET' ? {} : { body: JSON.stringify(BODIES[route.pattern] ?? {}) }),
    });

  it('finds the admin routes in the route table', () => {
    const patterns = new Set(adminRoutes.map((r) => r.pattern));
    for (const expected of ['GET /api/admin/stats', 'PUT /api/admin/applications/:id/approve', 'GET /api/contact', 'POST /api/filters', 'PUT /api/admin/reviews/:id/toggle-published']) {
      expect(patterns).toContain(expected);
    }
    expect(adminRoutes.length).toBeGreaterThanOrEqual(25);
  });

  it('answers 401 to every admin route without a session', async () => {
    for (const route of adminRoutes) {
      const res = await call(route, {});
      expect(res.status, `${route.method} ${route.path}`).toBe(401);
      expect(await res.json()).toMatchObject({ success: false, error: { code: 'UNAUTHENTICATED' } });
    }
  });

  it("answers 403 to every admin route for a vendor's session", async () => {
    for (const route of adminRoutes) {
      const res = await call(route, vendorSession);
      expect(res.status, `${route.method} ${route.path}`).toBe(403);
      expect(await res.json()).toMatchObject({ success: false, error: { code: 'FORBIDDEN' } });
    }
  });

  it('lets an admin through every admin route (no 401 or 403)', async () => {
    for (const route of adminRoutes) {
      const res = await call(route, adminSession);
      expect([401, 403], `${route.method} ${route.path}`).not.toContain(res.status);
    }
  });

  it("refuses a vendor the admins' bulk filter forms", async () => {
    const venues = (await t.db.knex('vendors').first('id')) as { id: string };
    const apply = await t.app.request('/api/vendors/apply-filters', { method: 'PUT', headers: vendorSession, body: JSON.stringify({ vendorIds: [venues.id], filters: { venue_type: 'barn' } }) });
    expect(apply.status).toBe(403);
    const clear = await t.app.request('/api/vendors/clear-filters', { method: 'PUT', headers: vendorSession, body: JSON.stringify({ vendorIds: [venues.id], filterKeys: ['venue_type'] }) });
    expect(clear.status).toBe(403);
  });
});
