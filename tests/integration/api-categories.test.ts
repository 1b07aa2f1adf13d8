import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../support/http.ts';
import { DIALECTS } from '../support/databases.ts';
import { insertCategory, insertVendor } from '../support/rows.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe.each(DIALECTS)('GET /api/categories [%s]', (dialect) => {
  let t: TestApp;
  let florists: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await insertCategory(t.db.knex, 'venues', 'Venues', 1);
    florists = await insertCategory(t.db.knex, 'florists', 'Florists', 6);
    await t.db.knex('categories').where({ id: florists }).update({ image_key: 'categories/florists.jpg' });
    await insertVendor(t.db.knex, florists);
  });
  afterAll(async () => t?.close());

  it('answers the categories in display order with vendor counts', async () => {
    const res = await t.app.request('/api/categories');
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.success).toBe(true);
    expect(body.categories.map((c: { slug: string }) => c.slug)).toEqual(['venues', 'florists']);
    expect(body.categories[1]).toEqual({
      _id: florists,
      name: 'Florists',
      slug: 'florists',
      description: 'Florists of the Upstate',
      sortOrder: 6,
      vendorCount: 1,
      imageUrl: '/media/categories/florists.jpg',
    });
  });

  it('answers one category by slug and by id', async () => {
    const bySlug = await readJson(await t.app.request('/api/categories/florists'));
    expect(bySlug.category._id).toBe(florists);
    const byId = await readJson(await t.app.request(`/api/categories/${florists}`));
    expect(byId.category.slug).toBe('florists');
  });

  it('answers 404 with the JSON error shape for an unknown category', async () => {
    const res = await t.app.request('/api/categories/bakers');
    expect(res.status).toBe(404);
    expect(await readJson(res)).toEqual({ success: false, error: { code: 'CATEGORY_NOT_FOUND', message: 'Category not found' } });
  });
});

describe('API plumbing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t?.close());

  it('reports the process up at /api/health', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    expect((await readJson(res)).status).toBe('ok');
  });

  it('reports the database and storage reachable at /api/ready', async () => {
    const res = await t.app.request('/api/ready');
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ status: 'ready', checks: { database: { ok: true }, storage: { ok: true } } });
  });

  it('answers an unknown API route with a JSON 404, never the web app', async () => {
    const res = await t.app.request('/api/no-such-thing', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect((await readJson(res)).error.code).toBe('NOT_FOUND');
  });

  it('gives every response a request id', async () => {
    const res = await t.app.request('/api/health');
    expect(res.headers.get('x-request-id')).toMatch(/.+/);
  });
});

describe('/api/ready when the database is gone', () => {
  it('answers 503 naming the failed check', async () => {
    const t = await createTestApp('sqlite');
    await t.db.knex.destroy();
    const res = await t.app.request('/api/ready');
    expect(res.status).toBe(503);
    const body = await readJson(res);
    expect(body.status).toBe('unavailable');
    expect(body.checks.database.ok).toBe(false);
    expect(body.checks.storage.ok).toBe(true);
    await t.close().catch(() => undefined);
  });
});
