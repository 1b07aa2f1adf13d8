import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KnexInquiryRepository } from '../../adapters/persistence/knex/repositories/knex-inquiry-repository.ts';
import type { InquiryStatus } from '../../domain/inquiries/inquiry.ts';
import { DIALECTS } from '../support/databases.ts';
import { aDeliveredInquiry } from '../support/review-builders.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertReview, insertUser, insertVendor } from '../support/rows.ts';
import { signIn } from '../support/sign-in.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const json = { 'content-type': 'application/json' };
const AT = new Date('2026-10-01T10:00:00Z');

/** Issue 40 §2 over HTTP: a booked couple's review is verified; the public list's count of verified clients and its three orders. */
describe.each(DIALECTS)("'Verified client' API [%s]", (dialect) => {
  let t: TestApp;
  const ids: Record<string, string> = {};

  const anInquiry = async (vendorId: string, email: string, status: InquiryStatus) => {
    const id = ulid();
    await new KnexInquiryRepository(t.db.knex).create(
      aDeliveredInquiry(AT, { id, vendorId, email, status, weddingDate: '2026-09-12' }),
      { id: ulid(), inquiryId: id, author: 'couple', body: 'Is the barn free in September?', createdAt: AT },
    );
  };
  const submit = (slug: string, email: string) =>
    t.app.request(`/api/vendors/${slug}/reviews`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'Sam Rivera', email, rating: 5, title: 'Perfect', text: 'The barn was everything we hoped for.', weddingDate: '2026-09-12' }),
    });
  const list = async (query = '') => readJson(await t.app.request(`/api/vendors/wisteria-hall/reviews${query}`));
  const toggle = async (reviewId: string) => {
    const res = await t.app.request(`/api/admin/reviews/${reviewId}/toggle-published`, { method: 'PUT', headers: await signIn(t, 'admin@example.com') });
    expect(res.status).toBe(200);
    return (await readJson(res)).review as { isPublished: boolean; verifiedVia: string | null };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const k = t.db.knex;
    const venues = await insertCategory(k, 'venues', 'Venues', 1);
    ids.barn = await insertVendor(k, venues, { name: 'Magnolia Barn', slug: 'magnolia-barn' });
    ids.hall = await insertVendor(k, venues, { name: 'Wisteria Hall', slug: 'wisteria-hall' });
    await anInquiry(ids.barn, 'sam@example.com', 'booked');
    await anInquiry(ids.barn, 'alex@example.com', 'replied');
    await insertUser(k, 'owner@barn.example', { vendorId: ids.barn });
    await insertUser(k, 'admin@example.com', { isAdmin: true });
    ids.old = await insertReview(k, ids.hall, { rating: 5, created_at: new Date('2026-08-01T10:00:00Z') });
    ids.verified = await insertReview(k, ids.hall, { rating: 3, created_at: new Date('2026-09-01T10:00:00Z'), verified_via: 'booking' });
    ids.recent = await insertReview(k, ids.hall, { rating: 4, created_at: new Date('2026-10-01T10:00:00Z') });
  });
  afterAll(async () => t?.close());

  it("stores a review by a couple whose inquiry the vendor marked 'Booked' as verified by booking; another couple's is not", async () => {
    const booked = await submit('magnolia-barn', 'Sam@Example.com');
    expect(booked.status).toBe(201);
    const other = await submit('magnolia-barn', 'alex@example.com');
    expect(other.status).toBe(201);
    ids.booked = (await readJson(booked)).reviewId;
    const row = (id: string) => t.db.knex('reviews').where({ id }).first();
    expect(await row(ids.booked!)).toMatchObject({ verified_via: 'booking', is_published: 0 });
    expect((await row((await readJson(other)).reviewId)).verified_via).toBeNull();
  });

  it('publishing it thanks the reviewer and tells the owner once; unpublishing and publishing again sends nothing more', async () => {
    const mails = async () => (await t.deliverMail()).filter((m) => m.subject === 'Your review of Magnolia Barn is live' || m.subject === 'New review of Magnolia Barn');
    expect(await mails()).toEqual([]);
    expect(await toggle(ids.booked!)).toMatchObject({ isPublished: true, verifiedVia: 'booking' });
    const sent = await mails();
    expect(sent.map((m) => [m.to, m.subject]).sort()).toEqual([
      ['owner@barn.example', 'New review of Magnolia Barn'],
      ['sam@example.com', 'Your review of Magnolia Barn is live'],
    ]);
    expect(sent.find((m) => m.to === 'sam@example.com')!.text).toContain('See Your Review: http');
    expect(sent.find((m) => m.to === 'sam@example.com')!.text).toContain('/vendors/magnolia-barn');
    expect(sent.find((m) => m.to === 'owner@barn.example')!.text).toContain('/vendor/dashboard?tab=reviews');
    expect((await toggle(ids.booked!)).isPublished).toBe(false);
    expect((await toggle(ids.booked!)).isPublished).toBe(true);
    expect(await mails()).toHaveLength(2);
    const published = await readJson(await t.app.request('/api/vendors/magnolia-barn/reviews'));
    expect(published.stats.verifiedReviews).toBe(1);
    expect(published.reviews.map((r: { verified: boolean }) => r.verified)).toEqual([true]);
  });

  it('answers the count of verified clients in the stats and each review with its verified flag', async () => {
    const body = await list();
    expect(body.stats).toMatchObject({ totalReviews: 3, verifiedReviews: 1 });
    expect(body.reviews.map((r: { _id: string; verified: boolean }) => [r._id, r.verified])).toEqual([
      [ids.recent, false],
      [ids.verified, true],
      [ids.old, false],
    ]);
  });

  it("sorts 'Most recent' by default, 'Highest rated' and 'Verified first'", async () => {
    const order = async (query: string) => (await list(query)).reviews.map((r: { _id: string }) => r._id);
    expect(await order('?sort=recent')).toEqual([ids.recent, ids.verified, ids.old]);
    expect(await order('?sort=')).toEqual([ids.recent, ids.verified, ids.old]);
    expect(await order('?sort=rating')).toEqual([ids.old, ids.recent, ids.verified]);
    expect(await order('?sort=verified')).toEqual([ids.verified, ids.recent, ids.old]);
    expect(await order('?sort=verified&limit=1&page=2')).toEqual([ids.recent]);
  });

  it('answers an unknown sort with 400 and the field message', async () => {
    for (const query of ['?sort=oldest', '?sort=RATING', '?sort=rating&sort=recent']) {
      const res = await t.app.request(`/api/vendors/wisteria-hall/reviews${query}`);
      expect(res.status, query).toBe(400);
      expect((await readJson(res)).error.fields, query).toEqual({ sort: 'Sort must be one of recent, rating, verified' });
    }
  });
});
