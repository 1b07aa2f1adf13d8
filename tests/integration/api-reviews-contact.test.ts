import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertReview, insertVendor } from '../support/rows.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe.each(DIALECTS)('reviews and contact API [%s]', (dialect) => {
  let t: TestApp;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const k = t.db.knex;
    const venues = await insertCategory(k, 'venues', 'Venues', 1);
    ids.barn = await insertVendor(k, venues, { slug: 'magnolia-barn' });
    ids.hidden = await insertVendor(k, venues, { slug: 'hidden', is_active: false });
    await insertReview(k, ids.barn, { rating: 5, created_at: new Date('2026-01-01T00:00:00Z') });
    await insertReview(k, ids.barn, { rating: 4, reviewer_name: 'Sam Carter', created_at: new Date('2026-02-01T00:00:00Z') });
    await insertReview(k, ids.barn, { rating: 4, created_at: new Date('2026-03-01T00:00:00Z') });
    await insertReview(k, ids.barn, { rating: 1, is_published: false, published_at: null });
  });
  afterAll(async () => t?.close());

  describe('GET /api/vendors/{id}/reviews', () => {
    it('answers published reviews only, newest first, with stats and a distribution', async () => {
      const res = await t.app.request('/api/vendors/magnolia-barn/reviews?limit=2');
      expect(res.status).toBe(200);
      const body = await readJson(res);
      expect(body.reviews).toHaveLength(2);
      expect(body.reviews[1]).toMatchObject({ rating: 4, reviewerName: 'Sam C.', weddingDate: '2025-06-14' });
      expect(body.reviews[0]).not.toHaveProperty('reviewerEmail');
      expect(body.stats).toEqual({ averageRating: 4.33, totalReviews: 3, distribution: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 }, verifiedReviews: 0 });
      expect(body.pagination).toMatchObject({ page: 1, totalPages: 2, totalReviews: 3, hasNextPage: true });
    });

    it('works by vendor id and answers 404 for an inactive vendor', async () => {
      expect((await t.app.request(`/api/vendors/${ids.barn}/reviews`)).status).toBe(200);
      expect((await t.app.request('/api/vendors/hidden/reviews')).status).toBe(404);
    });
  });

  describe('POST /api/contact/submit', () => {
    const post = (body: unknown, raw?: string) =>
      t.app.request('/api/contact/submit', { method: 'POST', headers: { 'content-type': 'application/json' }, body: raw ?? JSON.stringify(body) });
    const count = async () => Number(((await t.db.knex('contact_messages').count({ n: '*' }).first()) as { n: number | string }).n);

    it('stores a general inquiry and answers with the success text', async () => {
      const res = await post({ type: 'GENERAL_INQUIRY', name: 'Ann Lee', email: 'Ann@Example.com', phone: '', subject: 'Hi', message: 'Hello there' });
      expect(res.status).toBe(201);
      const body = await readJson(res);
      expect(body).toMatchObject({ success: true, message: "Thank you for your message! We'll get back to you soon." });
      const row = await t.db.knex('contact_messages').where({ id: body.id }).first();
      expect(row).toMatchObject({ type: 'GENERAL_INQUIRY', email: 'ann@example.com', status: 'new', business_name: null, phone: null });
    });

    it('stores a claim request with its business name', async () => {
      const res = await post({ type: 'CLAIM_REQUEST', name: 'Bo', email: 'bo@example.com', subject: 'Claim', message: 'Mine', businessName: 'Magnolia Barn' });
      expect(res.status).toBe(201);
      const row = await t.db.knex('contact_messages').where({ id: (await readJson(res)).id }).first();
      expect(row.business_name).toBe('Magnolia Barn');
    });

    it('answers 400 with field messages and stores nothing for bad input', async () => {
      const before = await count();
      const cases: Array<[unknown, string | undefined, string]> = [
        [{ type: 'CLAIM_REQUEST', name: 'Bo', email: 'bo@example.com', subject: 'x', message: 'y' }, undefined, 'businessName'],
        [{ type: 'SUPPORT', name: 'Bo', email: 'nope', subject: 'x', message: 'y' }, undefined, 'email'],
        [{ type: 'SUPPORT', name: ['x'], email: 'bo@example.com', subject: 'x', message: 'y' }, undefined, 'name'],
        [{ type: 'SUPPORT', name: 'Bo', email: 'bo@example.com', subject: 'x', message: 'y'.repeat(5001) }, undefined, 'message'],
      ];
      for (const [body, raw, field] of cases) {
        const res = await post(body, raw);
        expect(res.status).toBe(400);
        const err = (await readJson(res)).error;
        expect(err.code).toBe('VALIDATION_FAILED');
        expect(err.fields).toHaveProperty(field);
      }
      expect(await count()).toBe(before);
    });

    it('answers malformed JSON and an oversized body with the JSON error shape', async () => {
      const bad = await post(undefined, '{"type": "SUPPORT",');
      expect(bad.status).toBe(400);
      expect((await readJson(bad)).success).toBe(false);
      const huge = await post(undefined, JSON.stringify({ message: 'x'.repeat(2_200_000) }));
      expect(huge.status).toBe(413);
      expect((await readJson(huge)).error.code).toBe('PAYLOAD_TOO_LARGE');
    });
  });
});
