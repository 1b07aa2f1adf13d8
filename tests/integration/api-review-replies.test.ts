import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/databases.ts';
import { readJson } from '../support/http.ts';
import { aReviewPhoto } from '../support/review-builders.ts';
import { insertCategory, insertReview, insertUser, insertVendor } from '../support/rows.ts';
import { signIn } from '../support/sign-in.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const json = { 'content-type': 'application/json' };

/** Issue 18 §5 over HTTP: the owner's review list, the reply (first and edited), the admin's removal, the public answer. */
describe.each(DIALECTS)('review replies API [%s]', (dialect) => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  let owner: Record<string, string>;
  let otherOwner: Record<string, string>;
  let admin: Record<string, string>;

  const putReply = (reviewId: string, body: unknown, headers = owner, vendorId = ids.barn!) =>
    t.app.request(`/api/vendors/${vendorId}/reviews/${reviewId}/reply`, { method: 'PUT', headers: { ...json, ...headers }, body: JSON.stringify(body) });
  const publicReviews = async () => (await readJson(await t.app.request('/api/vendors/magnolia-barn/reviews'))).reviews as Array<{ _id: string; reply: unknown }>;
  const replyMails = async (to: string) => (await t.deliverMail()).filter((m) => m.to === to && m.subject === 'Magnolia Barn responded to your review');

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const k = t.db.knex;
    const venues = await insertCategory(k, 'venues', 'Venues', 1);
    ids.barn = await insertVendor(k, venues, { name: 'Magnolia Barn', slug: 'magnolia-barn' });
    ids.hall = await insertVendor(k, venues, { name: 'Wisteria Hall', slug: 'wisteria-hall' });
    ids.published = await insertReview(k, ids.barn, { reviewer_email: 'jen@example.com', created_at: new Date('2026-10-01T10:00:00Z') });
    ids.second = await insertReview(k, ids.barn, { reviewer_name: 'Chris Lane', reviewer_email: 'chris@example.com', created_at: new Date('2026-10-02T10:00:00Z') });
    ids.pending = await insertReview(k, ids.barn, { is_published: false, published_at: null });
    ids.ofHall = await insertReview(k, ids.hall);
    await insertUser(k, 'owner@barn.example', { vendorId: ids.barn });
    await insertUser(k, 'owner@hall.example', { vendorId: ids.hall });
    await insertUser(k, 'admin@example.com', { isAdmin: true });
    owner = await signIn(t, 'owner@barn.example');
    otherOwner = await signIn(t, 'owner@hall.example');
    admin = await signIn(t, 'admin@example.com');
  });
  afterAll(async () => t?.close());

  it('answers a blank or too long reply with 400 and the field message, and stores nothing', async () => {
    for (const [body, message] of [
      [{ body: '   ' }, 'Reply is required'],
      [{}, 'Reply is required'],
      [{ body: 'a'.repeat(1001) }, 'Reply must be at most 1000 characters'],
    ] as const) {
      const res = await putReply(ids.published!, body);
      expect(res.status).toBe(400);
      expect((await readJson(res)).error.fields).toEqual({ body: message });
    }
    expect((await publicReviews()).find((r) => r._id === ids.published)?.reply).toBeNull();
  });

  it("the owner's list: published reviews only, newest first, private (no-store), with replies", async () => {
    const res = await t.app.request(`/api/vendors/${ids.barn}/reviews/manage`, { headers: owner });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await readJson(res);
    expect(body.vendor).toEqual({ _id: ids.barn, name: 'Magnolia Barn', slug: 'magnolia-barn' });
    expect(body.reviews.map((r: { _id: string }) => r._id)).toEqual([ids.second, ids.published]);
    expect(body.reviews[0]).not.toHaveProperty('reviewerEmail');
    expect(body.pagination).toMatchObject({ page: 1, total: 2 });
    expect((await t.app.request(`/api/vendors/${ids.barn}/reviews/manage?page=0`, { headers: owner })).status).toBe(400);
  });

  it("the owner's list and the saved reply carry each review's photos (issue 40 §3), in their order", async () => {
    const k = t.db.knex;
    const review = { id: ids.second!, vendorId: ids.barn! };
    const rows = [aReviewPhoto(`${dialect}_photo_b`, review, 1), aReviewPhoto(`${dialect}_photo_a`, review, 0)];
    await k('review_photos').insert(
      rows.map((p) => ({ id: p.id, review_id: p.reviewId, vendor_id: p.vendorId, storage_key: p.storageKey, medium_key: p.mediumKey, width: p.width, height: p.height, position: p.position, created_at: p.createdAt })),
    );
    const photo = (id: string) => ({ url: expect.stringMatching(new RegExp(`/media/reviews/${ids.barn}/${id}\\.png$`)), mediumUrl: expect.stringMatching(new RegExp(`/${id}-medium\\.webp$`)), width: 1200, height: 800 });
    const listed = (await readJson(await t.app.request(`/api/vendors/${ids.barn}/reviews/manage`, { headers: owner }))).reviews;
    expect(listed.map((r: { photos: unknown[] }) => r.photos)).toEqual([[photo(`${dialect}_photo_a`), photo(`${dialect}_photo_b`)], []]);

    const saved = await putReply(ids.second!, { body: 'Thank you, Chris!' });
    expect((await readJson(saved)).review.photos).toEqual([photo(`${dialect}_photo_a`), photo(`${dialect}_photo_b`)]);
    await k('review_photos').whereIn('id', rows.map((p) => p.id)).delete();
  });

  it('the first reply is published, shown on the public reviews answer, and the reviewer is emailed once with a link to the vendor page', async () => {
    const res = await putReply(ids.published!, { body: '  Thank you, Jennifer!\nIt was a joy.  ' });
    expect(res.status).toBe(200);
    const saved = await readJson(res);
    expect(saved.message).toBe('Your response is published.');
    expect(saved.review.reply).toMatchObject({ body: 'Thank you, Jennifer!\nIt was a joy.' });

    const shown = (await publicReviews()).find((r) => r._id === ids.published);
    expect(shown?.reply).toEqual({ body: 'Thank you, Jennifer!\nIt was a joy.', repliedAt: saved.review.reply.repliedAt });

    const mails = await replyMails('jen@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Thank you, Jennifer!');
    expect(mails[0]!.text).toContain('/vendors/magnolia-barn');

    const edited = await readJson(await putReply(ids.published!, { body: 'Thank you so much, Jennifer!' }));
    expect(edited.message).toBe('Your response is updated.');
    expect(edited.review.reply.repliedAt).toBe(saved.review.reply.repliedAt);
    expect((await publicReviews()).find((r) => r._id === ids.published)?.reply).toMatchObject({ body: 'Thank you so much, Jennifer!' });
    expect(await replyMails('jen@example.com')).toHaveLength(1);
  });

  it('an admin may reply for the listing; another owner may not (403), nor anyone signed out (401)', async () => {
    expect((await putReply(ids.second!, { body: 'From the team.' }, admin)).status).toBe(200);
    expect((await putReply(ids.second!, { body: 'Hi' }, otherOwner)).status).toBe(403);
    expect((await putReply(ids.second!, { body: 'Hi' }, {})).status).toBe(401);
    expect((await t.app.request(`/api/vendors/${ids.barn}/reviews/manage`, { headers: otherOwner })).status).toBe(403);
  });

  it("answers 404 for a review of another listing and 409 for an unpublished one", async () => {
    const other = await putReply(ids.ofHall!, { body: 'Hi' });
    expect(other.status).toBe(404);
    expect((await readJson(other)).error.message).toBe('Review not found');
    const pending = await putReply(ids.pending!, { body: 'Hi' });
    expect(pending.status).toBe(409);
    expect((await readJson(pending)).error.message).toBe('Only published reviews can be replied to.');
  });

  it('an admin removes a reply: it leaves the public answer and the admin list, and the vendor may reply again', async () => {
    await putReply(ids.published!, { body: 'To be removed.' });
    const listed = await readJson(await t.app.request('/api/admin/reviews?status=published&limit=50', { headers: admin }));
    expect(listed.reviews.find((r: { _id: string }) => r._id === ids.published).reply).toMatchObject({ body: 'To be removed.' });

    expect((await t.app.request(`/api/admin/reviews/${ids.published}/reply`, { method: 'DELETE', headers: owner })).status).toBe(403);
    const removed = await t.app.request(`/api/admin/reviews/${ids.published}/reply`, { method: 'DELETE', headers: admin });
    expect(removed.status).toBe(200);
    expect(await readJson(removed)).toEqual({ success: true, message: 'Reply removed.', reviewId: ids.published });
    expect((await publicReviews()).find((r) => r._id === ids.published)?.reply).toBeNull();
    const after = await readJson(await t.app.request('/api/admin/reviews?status=published&limit=50', { headers: admin }));
    expect(after.reviews.find((r: { _id: string }) => r._id === ids.published).reply).toBeNull();
    expect((await t.app.request('/api/admin/reviews/no-such-review/reply', { method: 'DELETE', headers: admin })).status).toBe(404);

    const again = await readJson(await putReply(ids.published!, { body: 'Thank you again.' }));
    expect(again.message).toBe('Your response is published.');
    expect(await replyMails('jen@example.com')).toHaveLength(1);
  });
});

describe('a reply clears the public read cache', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let admin: Record<string, string>;
  let reviewId: string;

  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { PUBLIC_API_CACHE_SECONDS: '30' } });
    const k = t.db.knex;
    const venues = await insertCategory(k, 'venues', 'Venues', 1);
    const barn = await insertVendor(k, venues, { name: 'Magnolia Barn', slug: 'magnolia-barn' });
    reviewId = await insertReview(k, barn);
    await insertUser(k, 'owner@barn.example', { vendorId: barn });
    await insertUser(k, 'admin@example.com', { isAdmin: true });
    owner = await signIn(t, 'owner@barn.example');
    admin = await signIn(t, 'admin@example.com');
  });
  afterAll(async () => t?.close());

  const cachedReply = async () => {
    const res = await t.app.request('/api/vendors/magnolia-barn/reviews');
    return { cache: res.headers.get('x-cache'), reply: ((await readJson(res)).reviews[0] as { reply: { body: string } | null }).reply };
  };

  it('a saved reply and a removed one are on the next public read, not a stale cached one', async () => {
    await cachedReply();
    expect(await cachedReply()).toEqual({ cache: 'HIT', reply: null });
    const put = await t.app.request(`/api/vendors/magnolia-barn/reviews/${reviewId}/reply`, { method: 'PUT', headers: { ...json, ...owner }, body: JSON.stringify({ body: 'Thanks!' }) });
    expect(put.status).toBe(200);
    expect(await cachedReply()).toMatchObject({ cache: 'MISS', reply: { body: 'Thanks!' } });
    expect((await t.app.request(`/api/admin/reviews/${reviewId}/reply`, { method: 'DELETE', headers: admin })).status).toBe(200);
    expect(await cachedReply()).toEqual({ cache: 'MISS', reply: null });
  });
});
