import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_REPORT_LIMITS } from '../../domain/reviews/review-report.ts';
import { DIALECTS } from '../support/databases.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertReview, insertUser, insertVendor } from '../support/rows.ts';
import { signIn } from '../support/sign-in.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const json = { 'content-type': 'application/json' };

/** Issue 40 §4 over HTTP: 'Report review', the admin's queue and decision, a removed review on the public page. */
describe.each(DIALECTS)('review reports API [%s]', (dialect) => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  let owner: Record<string, string>;
  let otherOwner: Record<string, string>;
  let admin: Record<string, string>;

  const report = (reviewId: string, body: unknown, headers = owner, vendorId = ids.barn!) =>
    t.app.request(`/api/vendors/${vendorId}/reviews/${reviewId}/report`, { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify(body) });
  const decide = (reportId: string, body: unknown, headers = admin) =>
    t.app.request(`/api/admin/review-reports/${reportId}/decision`, { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify(body) });
  const stored = async () => t.db.knex('review_reports').select('*');
  const publicAnswer = async () => readJson(await t.app.request('/api/vendors/magnolia-barn/reviews'));

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const k = t.db.knex;
    const venues = await insertCategory(k, 'venues', 'Venues', 1);
    ids.barn = await insertVendor(k, venues, { name: 'Magnolia Barn', slug: 'magnolia-barn' });
    ids.hall = await insertVendor(k, venues, { name: 'Wisteria Hall', slug: 'wisteria-hall' });
    ids.five = await insertReview(k, ids.barn, { rating: 5, created_at: new Date('2026-10-01T10:00:00Z') });
    ids.one = await insertReview(k, ids.barn, { rating: 1, title: 'Awful', body: 'Call 864-555-0100, they are crooks.', created_at: new Date('2026-10-02T10:00:00Z') });
    ids.pending = await insertReview(k, ids.barn, { is_published: false, published_at: null });
    ids.ofHall = await insertReview(k, ids.hall);
    await t.db.knex('vendors').where({ id: ids.barn }).update({ review_average: 3, review_count: 2 });
    await insertUser(k, 'owner@barn.example', { vendorId: ids.barn });
    await insertUser(k, 'owner@hall.example', { vendorId: ids.hall });
    ids.admin = await insertUser(k, 'admin@example.com', { isAdmin: true });
    owner = await signIn(t, 'owner@barn.example');
    otherOwner = await signIn(t, 'owner@hall.example');
    admin = await signIn(t, 'admin@example.com');
  });
  afterAll(async () => t?.close());

  it('answers bad input with 400 and the field messages, and stores nothing', async () => {
    for (const [body, fields] of [
      [{}, { reason: 'Please choose a reason', text: 'Please tell us what is wrong with this review' }],
      [{ reason: 'because', text: 'x' }, { reason: 'Please choose a reason' }],
      [{ reason: 'spam', text: '   ' }, { text: 'Please tell us what is wrong with this review' }],
      [{ reason: 'spam', text: 'a'.repeat(REVIEW_REPORT_LIMITS.text + 1) }, { text: `Please keep it to ${REVIEW_REPORT_LIMITS.text} characters` }],
      [{ reason: 'spam', text: 'bad\u0000byte' }, { text: 'Details cannot contain control characters' }],
    ] as const) {
      const res = await report(ids.one!, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await readJson(res)).error.fields).toEqual(fields);
    }
    expect(await stored()).toEqual([]);
  });

  it('who may report: the owner or an admin; another owner 403, signed out 401; a review elsewhere 404, an unpublished one 409', async () => {
    const body = { reason: 'spam', text: 'Advertising.' };
    expect((await report(ids.one!, body, otherOwner)).status).toBe(403);
    expect((await report(ids.one!, body, {})).status).toBe(401);
    expect((await report(ids.ofHall!, body)).status).toBe(404);
    const pending = await report(ids.pending!, body);
    expect(pending.status).toBe(409);
    expect((await readJson(pending)).error.message).toBe('Only a published review can be reported.');
    expect((await t.app.request(`/api/vendors/${ids.barn}/review-reports`, { headers: otherOwner })).status).toBe(403);
    expect((await t.app.request('/api/admin/review-reports', { headers: owner })).status).toBe(403);
    expect((await decide('whatever', { decision: 'keep' }, owner)).status).toBe(403);
    expect(await stored()).toEqual([]);
  });

  it('a vendor reports a review; one open report per review; the admin keeps it and the vendor sees the decision', async () => {
    const res = await report(ids.five!, { reason: 'not-a-client', text: '  We never worked with this couple.  ' });
    expect(res.status).toBe(201);
    const sent = await readJson(res);
    expect(sent.message).toBe('Thank you. Our team will look at your report within 2 business days.');
    expect(sent.report).toMatchObject({ reviewId: ids.five, reason: 'not-a-client', text: 'We never worked with this couple.', decision: null });
    const again = await report(ids.five!, { reason: 'spam', text: 'Again.' });
    expect(again.status).toBe(409);
    expect((await readJson(again)).error.message).toBe('You have already reported this review. Our team will decide on your report soon.');

    const queue = await t.app.request('/api/admin/review-reports', { headers: admin });
    expect(queue.headers.get('cache-control')).toBe('no-store');
    const listed = await readJson(queue);
    expect(listed.reports.map((r: { _id: string }) => r._id)).toEqual([sent.report._id]);
    expect(listed.reports[0].review).toMatchObject({ _id: ids.five, text: 'They made our day.', vendor: { _id: ids.barn, name: 'Magnolia Barn' } });

    for (const [body, fields] of [
      [{}, { decision: 'Please choose Keep or Remove' }],
      [{ decision: 'remove' }, { reason: 'Please give the reason shown in place of the review' }],
      [{ decision: 'remove', reason: 'a'.repeat(301) }, { reason: 'Please keep the reason to 300 characters' }],
    ] as const) {
      const bad = await decide(sent.report._id, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect((await readJson(bad)).error.fields).toEqual(fields);
    }
    expect((await stored()).every((r: { decided_at: unknown }) => r.decided_at === null)).toBe(true);

    const kept = await decide(sent.report._id, { decision: 'keep', reason: 'The couple sent us their contract.' });
    expect(kept.status).toBe(200);
    const keptBody = await readJson(kept);
    expect(keptBody.message).toBe('The review is kept. The vendor sees your decision.');
    expect(keptBody.report.decision).toMatchObject({ outcome: 'keep', reason: 'The couple sent us their contract.', decidedBy: { _id: ids.admin, email: 'admin@example.com' } });
    expect((await decide(sent.report._id, { decision: 'remove', reason: 'No.' })).status).toBe(409);

    const mine = await readJson(await t.app.request(`/api/vendors/${ids.barn}/review-reports`, { headers: owner }));
    expect(mine.reports[0]).toMatchObject({ _id: sent.report._id, decision: { outcome: 'keep', reason: 'The couple sent us their contract.' } });
    expect(mine.reports[0].decision).not.toHaveProperty('decidedBy');
    expect((await readJson(await t.app.request('/api/admin/review-reports', { headers: admin }))).reports).toEqual([]);
    const decided = await readJson(await t.app.request('/api/admin/review-reports?status=decided', { headers: admin }));
    expect(decided.reports.map((r: { _id: string }) => r._id)).toEqual([sent.report._id]);
  });

  it('removing a review keeps it listed in its place with the reason, out of the rating', async () => {
    const sent = await readJson(await report(ids.one!, { reason: 'private-information', text: 'It gives out a phone number.' }));
    const removed = await readJson(await decide(sent.report._id, { decision: 'remove', reason: 'It shared a phone number.' }));
    expect(removed.message).toBe('The review is removed. The vendor sees your decision.');
    expect(removed.report.removal).toMatchObject({ reason: 'It shared a phone number.' });

    const shown = await publicAnswer();
    expect(shown.reviews.map((r: { _id: string }) => r._id)).toEqual([ids.one, ids.five]);
    expect(shown.reviews[0]).toMatchObject({ title: null, body: 'Removed by Upstate Wedding Directory: It shared a phone number.', photos: [], removed: true });
    expect(JSON.stringify(shown)).not.toContain('864-555-0100');
    expect(shown.stats).toMatchObject({ averageRating: 5, totalReviews: 1, distribution: { '1': 0, '5': 1 } });
    expect(await t.db.knex('vendors').where({ id: ids.barn }).first('review_average', 'review_count')).toMatchObject({ review_count: 1 });
    expect((await report(ids.one!, { reason: 'spam', text: 'Again.' })).status).toBe(409);
  });

  it(`a listing reports at most ${REVIEW_REPORT_LIMITS.perListingPerDay} reviews a day: then 429 with Retry-After, nothing stored`, async () => {
    const k = t.db.knex;
    const venues = (await k('categories').first('id')) as { id: string };
    const busy = await insertVendor(k, venues.id, { name: 'Busy Florist', slug: 'busy-florist' });
    await insertUser(k, 'owner@busy.example', { vendorId: busy });
    const busyOwner = await signIn(t, 'owner@busy.example');
    const reviewIds: string[] = [];
    for (let i = 0; i <= REVIEW_REPORT_LIMITS.perListingPerDay; i++) reviewIds.push(await insertReview(k, busy));
    for (const id of reviewIds.slice(0, -1)) expect((await report(id, { reason: 'spam', text: 'Spam.' }, busyOwner, busy)).status).toBe(201);
    const limited = await report(reviewIds.at(-1)!, { reason: 'spam', text: 'Spam.' }, busyOwner, busy);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number((await k('review_reports').where({ vendor_id: busy }).count({ n: '*' }).first())?.n)).toBe(REVIEW_REPORT_LIMITS.perListingPerDay);
  });
});
