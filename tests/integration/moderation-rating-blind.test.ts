import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertUser, insertVendor } from '../support/rows.ts';
import { signIn } from '../support/sign-in.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const json = { 'content-type': 'application/json' };
const MINUTE = 60 * 1000;

/**
 * 'How reviews work' promises that a negative review is never held longer than a positive one (issue 40 §4):
 * a one-star and a five-star review, submitted through the same use case, wait unpublished the same way,
 * sit in the admin's queue by their submission time alone, and are published by the same call, which takes
 * no rating.
 */
describe.each(DIALECTS)('moderation does not depend on the rating [%s]', (dialect) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let barn: string;

  const submit = (rating: number, email: string) =>
    t.app.request('/api/vendors/magnolia-barn/reviews', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'Sam Rivera', email, rating, title: `${rating} stars`, text: 'How it went.' }),
    });
  const queue = async () => (await readJson(await t.app.request('/api/admin/reviews?status=unpublished&limit=50', { headers: admin }))).reviews as Array<{ _id: string; rating: number; isPublished: boolean }>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const k = t.db.knex;
    const venues = await insertCategory(k, 'venues', 'Venues', 1);
    barn = await insertVendor(k, venues, { name: 'Magnolia Barn', slug: 'magnolia-barn' });
    await insertUser(k, 'admin@example.com', { isAdmin: true });
    admin = await signIn(t, 'admin@example.com');
  });
  afterAll(async () => t?.close());

  it('one-star and five-star reviews are stored, queued and published alike, ordered by submission time only', async () => {
    const ids: Record<string, string> = {};
    for (const [key, rating] of [
      ['oneEarly', 1],
      ['fiveEarly', 5],
      ['oneLate', 1],
      ['fiveLate', 5],
    ] as const) {
      const res = await submit(rating, `${key}@example.com`);
      expect(res.status).toBe(201);
      ids[key] = (await readJson(res)).reviewId;
    }
    // Submission times a minute apart, in the order above, whatever the clock's resolution.
    const base = new Date('2026-11-30T15:00:00Z').getTime();
    for (const [i, key] of ['oneEarly', 'fiveEarly', 'oneLate', 'fiveLate'].entries()) {
      await t.db.knex('reviews').where({ id: ids[key] }).update({ created_at: new Date(base + i * MINUTE) });
    }
    const rows = (await t.db.knex('reviews').where({ vendor_id: barn }).select('is_published', 'published_at')) as Array<{ is_published: unknown; published_at: unknown }>;
    expect(rows.map((r) => [Boolean(Number(r.is_published)), r.published_at])).toEqual(rows.map(() => [false, null]));

    // The queue: newest submission first, the ratings interleaved exactly as submitted.
    expect((await queue()).map((r) => r.rating)).toEqual([5, 1, 5, 1]);
    expect((await queue()).map((r) => r._id)).toEqual([ids.fiveLate, ids.oneLate, ids.fiveEarly, ids.oneEarly]);
    // Swapping the ratings swaps nothing in the order.
    await t.db.knex('reviews').whereIn('id', [ids.oneEarly!, ids.oneLate!]).update({ rating: 5 });
    await t.db.knex('reviews').whereIn('id', [ids.fiveEarly!, ids.fiveLate!]).update({ rating: 1 });
    expect((await queue()).map((r) => r._id)).toEqual([ids.fiveLate, ids.oneLate, ids.fiveEarly, ids.oneEarly]);

    // Publishing is one call with no rating in it, and works the same for both.
    for (const id of [ids.oneEarly!, ids.fiveEarly!]) {
      const res = await t.app.request(`/api/admin/reviews/${id}/toggle-published`, { method: 'PUT', headers: admin });
      expect(res.status).toBe(200);
      expect((await readJson(res)).review.isPublished).toBe(true);
    }
    expect((await queue()).map((r) => r._id)).toEqual([ids.fiveLate, ids.oneLate]);
  });
});
