import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { SendReviewRequestReminders } from '../../application/reviews/review-requests.ts';
import { PurgeExpiredRecords } from '../../application/maintenance/purge-expired-records.ts';
import { REVIEW_REQUEST_MESSAGES, REVIEW_REQUEST_REMINDER_MS, REVIEW_REQUEST_TTL_MS, REVIEW_REQUESTS_PER_DAY } from '../../domain/reviews/review-request.ts';
import { DIALECTS } from '../support/databases.ts';
import { FixedClock } from '../support/fakes/fixed-clock.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertUser, insertVendor } from '../support/rows.ts';
import { signIn } from '../support/sign-in.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const DAY = 86_400_000;

/**
 * Issue 40 §1 over HTTP on both databases: 'Ask for a review' (Booked inquiries and typed clients), the
 * skipped ('Already asked', 'Unsubscribed'), the daily cap (429, Retry-After), the emailed link (opened,
 * the review through it stored with verifiedVia 'request', used once), expired and unknown links (a clear
 * message, nothing stored), the unsubscribe that holds for every listing, the reminder, and bad bodies.
 */
describe.each(DIALECTS)('review requests API [%s]', (dialect) => {
  let t: TestApp;
  // Noon in New York, so a test's day does not roll over under it.
  const clock = new FixedClock(new Date('2026-12-02T17:00:00.000Z'));
  const ids: Record<string, string> = {};
  let owner: Record<string, string>;
  let otherOwner: Record<string, string>;

  const call = async (method: string, path: string, opts: { body?: unknown; headers?: Record<string, string> } = {}) => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const res = await t.app.request(path, { method, headers, ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}) });
    return { status: res.status, headers: res.headers, body: await readJson(res) };
  };
  const send = (body: unknown, headers = owner, vendorId = ids.barn!) => call('POST', `/api/vendors/${vendorId}/review-requests`, { body, headers });
  const rows = () => t.db.knex('review_requests').select();
  const reviews = () => t.db.knex('reviews').select();
  const mailsTo = async (to: string) => (await t.deliverMail()).filter((m) => m.to === to);
  const linkIn = (text: string | undefined) => /\/reviews\/write\/([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1];
  const review = { rating: 5, title: 'Perfect day', text: 'They made our day easy.', weddingDate: '2026-09-12' };

  const insertInquiry = async (vendorId: string, o: Record<string, unknown>) => {
    const at = new Date('2026-09-01T10:00:00.000Z');
    const id = ulid();
    await t.db.knex('inquiries').insert({
      id,
      vendor_id: vendorId,
      couple_name: 'Sam & Alex',
      email: 'sam@example.com',
      guest_count: 100,
      budget: 'not-sure',
      state: 'delivered',
      status: 'booked',
      delivered_at: at,
      last_message_at: at,
      last_message_by: 'vendor',
      created_at: at,
      updated_at: at,
      ...o,
    });
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock });
    const k = t.db.knex;
    const venues = await insertCategory(k, 'venues', 'Venues', 1);
    ids.barn = await insertVendor(k, venues, { name: 'Magnolia Barn', slug: 'magnolia-barn' });
    ids.hall = await insertVendor(k, venues, { name: 'Wisteria Hall', slug: 'wisteria-hall' });
    ids.booked = await insertInquiry(ids.barn, {});
    ids.replied = await insertInquiry(ids.barn, { status: 'replied', email: 'replied@example.com' });
    ids.ofHall = await insertInquiry(ids.hall, { email: 'hall-couple@example.com' });
    await insertUser(k, 'owner@barn.example', { vendorId: ids.barn });
    await insertUser(k, 'owner@hall.example', { vendorId: ids.hall });
    owner = await signIn(t, 'owner@barn.example');
    otherOwner = await signIn(t, 'owner@hall.example');
  });
  afterAll(async () => t?.close());

  it('answers bad bodies with 400 and a message per field, storing and sending nothing', async () => {
    const many = Array.from({ length: 21 }, (_, i) => ({ name: `C ${i}`, email: `c${i}@example.com` }));
    for (const [body, fields] of [
      [{}, { clients: 'Pick a couple or add a client to ask' }],
      [{ clients: many }, { clients: 'Add at most 20 clients at a time' }],
      [{ clients: [{ name: '', email: 'nope' }] }, { 'clients.0.name': 'Name is required', 'clients.0.email': 'Please enter a valid email address' }],
      [{ inquiryIds: [ids.replied] }, { inquiryIds: REVIEW_REQUEST_MESSAGES.notBooked }],
      [{ inquiryIds: [ids.ofHall] }, { inquiryIds: REVIEW_REQUEST_MESSAGES.notBooked }],
      [{ inquiryIds: [ids.booked, 'made-up'] }, { inquiryIds: REVIEW_REQUEST_MESSAGES.notBooked }],
    ] as const) {
      const res = await send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: { code: 'VALIDATION_FAILED', fields } });
    }
    expect(await rows()).toEqual([]);
    expect(await t.db.knex('outbox').where('about', 'like', 'review-request:%').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it("refuses another listing's owner, an admin (the emails are the vendor's, as its inbox) and a visitor", async () => {
    await insertUser(t.db.knex, 'admin@example.com', { isAdmin: true });
    const admin = await signIn(t, 'admin@example.com');
    expect((await send({ clients: [{ name: 'Ana', email: 'ana@example.com' }] }, admin)).status).toBe(403);
    expect((await call('GET', `/api/vendors/${ids.barn}/review-requests`, { headers: admin })).status).toBe(403);
    expect((await send({ clients: [{ name: 'Ana', email: 'ana@example.com' }] }, otherOwner)).status).toBe(403);
    expect((await send({ clients: [{ name: 'Ana', email: 'ana@example.com' }] }, {})).status).toBe(401);
    expect((await call('GET', `/api/vendors/${ids.barn}/review-requests`, { headers: otherOwner })).status).toBe(403);
    expect(await rows()).toEqual([]);
  });

  it('asks a Booked couple and a typed client; the couple opens the link and reviews once, as a verified client', async () => {
    const res = await send({ inquiryIds: [ids.booked], clients: [{ name: 'Jordan Reyes', email: ' Jordan@Example.com ' }] });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toMatchObject({
      success: true,
      message: 'Review requests sent to 2 clients.',
      sent: [
        { name: 'Sam & Alex', email: 'sam@example.com', inquiryId: ids.booked },
        { name: 'Jordan Reyes', email: 'jordan@example.com', inquiryId: null },
      ],
      skipped: [],
      leftToday: REVIEW_REQUESTS_PER_DAY - 2,
    });
    const stored = await rows();
    expect(stored).toHaveLength(2);
    const [mail] = await mailsTo('sam@example.com');
    expect(mail?.subject).toBe('Magnolia Barn would love your review');
    const token = linkIn(mail?.text);
    expect(token).toBeTruthy();
    expect(mail?.text).toContain(`/reviews/unsubscribe/${token}`);
    expect(JSON.stringify(stored)).not.toContain(token!);

    const list = async () => (await call('GET', `/api/vendors/${ids.barn}/review-requests`, { headers: owner })).body.requests as Array<{ email: string; state: string; stateLabel: string }>;
    expect((await list()).find((q) => q.email === 'sam@example.com')).toMatchObject({ state: 'sent', stateLabel: 'Sent' });

    const opened = await call('GET', `/api/review-requests/${token}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toBe('no-store');
    expect(opened.body).toMatchObject({ success: true, vendor: { _id: ids.barn, name: 'Magnolia Barn', slug: 'magnolia-barn' }, clientName: 'Sam & Alex' });
    expect((await list()).find((q) => q.email === 'sam@example.com')).toMatchObject({ state: 'opened', stateLabel: 'Opened' });

    // A bad review: 400, the link still works.
    const bad = await call('POST', `/api/review-requests/${token}/review`, { body: { rating: 9, text: '' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ rating: 'Please choose a rating from 1 to 5', text: 'Please tell couples about your experience' });
    expect(await reviews()).toEqual([]);

    const written = await call('POST', `/api/review-requests/${token}/review`, { body: { ...review, name: 'Someone Else', email: 'else@example.com' } });
    expect(written.status).toBe(201);
    expect(written.body).toMatchObject({ success: true, message: REVIEW_REQUEST_MESSAGES.reviewSubmitted, vendor: { slug: 'magnolia-barn' } });
    const [stored1] = await reviews();
    expect(stored1).toMatchObject({ vendor_id: ids.barn, reviewer_name: 'Sam & Alex', reviewer_email: 'sam@example.com', rating: 5, title: 'Perfect day', verified_via: 'request' });
    expect(Boolean(stored1.is_published)).toBe(false);
    expect((await list()).find((q) => q.email === 'sam@example.com')).toMatchObject({ state: 'reviewed', stateLabel: 'Reviewed' });

    // Used: a clear 410 on the page and on a second write, nothing stored.
    expect(await call('GET', `/api/review-requests/${token}`)).toMatchObject({ status: 410, body: { success: false, error: { code: 'GONE', message: REVIEW_REQUEST_MESSAGES.used } } });
    expect(await call('POST', `/api/review-requests/${token}/review`, { body: review })).toMatchObject({ status: 410, body: { error: { message: REVIEW_REQUEST_MESSAGES.used } } });
    expect(await reviews()).toHaveLength(1);
  });

  it('skips an email asked within 90 days and an unsubscribed one, reporting them; the unsubscribe holds for every listing', async () => {
    const again = await send({ clients: [{ name: 'Jordan', email: 'jordan@example.com' }, { name: 'Riley', email: 'riley@example.com' }] });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({
      message: 'Review request sent to 1 client.',
      sent: [{ email: 'riley@example.com' }],
      skipped: [{ name: 'Jordan', email: 'jordan@example.com', reason: 'already_asked', reasonLabel: 'Already asked' }],
    });
    const token = linkIn((await mailsTo('riley@example.com'))[0]?.text);
    const status = await call('GET', `/api/review-requests/${token}/unsubscribe`);
    expect(status).toMatchObject({ status: 200, body: { vendor: { name: 'Magnolia Barn' }, unsubscribed: false } });
    expect(await call('POST', `/api/review-requests/${token}/unsubscribe`)).toMatchObject({ status: 200, body: { success: true, message: REVIEW_REQUEST_MESSAGES.unsubscribed } });
    expect(await call('POST', `/api/review-requests/${token}/unsubscribe`)).toMatchObject({ status: 200 });
    expect((await call('GET', `/api/review-requests/${token}/unsubscribe`)).body.unsubscribed).toBe(true);
    expect(JSON.stringify(await t.db.knex('review_request_unsubscribes').select())).not.toContain('riley');

    // Another listing cannot ask Riley either.
    const fromHall = await send({ clients: [{ name: 'Riley', email: 'RILEY@example.com' }] }, otherOwner, ids.hall);
    expect(fromHall.body).toMatchObject({ sent: [], skipped: [{ email: 'riley@example.com', reason: 'unsubscribed', reasonLabel: 'Unsubscribed' }] });
    // 90 days after it asked Jordan (the session would not last that long: the request is moved back), this listing may ask again.
    await t.db.knex('review_requests').where({ email: 'jordan@example.com' }).update({ created_at: new Date(clock.now().getTime() - 90 * DAY + 1) });
    expect((await send({ clients: [{ name: 'Jordan', email: 'jordan@example.com' }] })).body.skipped).toHaveLength(1);
    await t.db.knex('review_requests').where({ email: 'jordan@example.com' }).update({ created_at: new Date(clock.now().getTime() - 90 * DAY) });
    expect((await send({ clients: [{ name: 'Jordan', email: 'jordan@example.com' }] })).body.sent).toHaveLength(1);
  });

  it('says an expired link has expired and a made-up one is not valid, storing nothing', async () => {
    await send({ clients: [{ name: 'Casey', email: 'casey@example.com' }] });
    const token = linkIn((await mailsTo('casey@example.com'))[0]?.text);
    clock.advance(REVIEW_REQUEST_TTL_MS);
    try {
      expect(await call('GET', `/api/review-requests/${token}`)).toMatchObject({ status: 410, body: { error: { message: REVIEW_REQUEST_MESSAGES.expired } } });
      expect(await call('POST', `/api/review-requests/${token}/review`, { body: review })).toMatchObject({ status: 410 });
    } finally {
      clock.advance(-REVIEW_REQUEST_TTL_MS);
    }
    const made = 'made-up-token-0000000000000000000000000000';
    expect(await call('GET', `/api/review-requests/${made}`)).toMatchObject({ status: 404, body: { error: { message: REVIEW_REQUEST_MESSAGES.notValid } } });
    expect(await call('POST', `/api/review-requests/${made}/review`, { body: review })).toMatchObject({ status: 404 });
    expect(await call('POST', `/api/review-requests/${made}/unsubscribe`)).toMatchObject({ status: 404 });
    expect(await reviews()).toHaveLength(1);
  });

  it('reminds once, 7 days after, when the link was not opened; the reminder carries a working link', async () => {
    await send({ clients: [{ name: 'Drew', email: 'drew@example.com' }, { name: 'Elle', email: 'elle@example.com' }] });
    const elleToken = linkIn((await mailsTo('elle@example.com'))[0]?.text);
    await call('GET', `/api/review-requests/${elleToken}`);
    const sweep = t.use(SendReviewRequestReminders);
    clock.advance(REVIEW_REQUEST_REMINDER_MS - 60_000);
    try {
      await sweep.execute();
      expect(await mailsTo('drew@example.com')).toHaveLength(1);
      clock.advance(60_000);
      await sweep.execute();
      await sweep.execute();
      const drew = await mailsTo('drew@example.com');
      expect(drew).toHaveLength(2);
      expect(await mailsTo('elle@example.com')).toHaveLength(1);
      const reminder = drew.find((m) => m.text.includes('This is the only reminder we will send.'));
      expect(reminder?.subject).toBe('Magnolia Barn would love your review');
      const token = linkIn(reminder?.text);
      expect(token).not.toBe(linkIn(drew.find((m) => m !== reminder)?.text));
      expect(await call('GET', `/api/review-requests/${token}`)).toMatchObject({ status: 200, body: { clientName: 'Drew' } });
    } finally {
      clock.advance(-REVIEW_REQUEST_REMINDER_MS);
    }
  });

  it('caps 100 requests a day per listing: 429 with Retry-After until midnight in New York, nothing sent', async () => {
    const before = (await rows()).length;
    const left = (await call('GET', `/api/vendors/${ids.barn}/review-requests`, { headers: owner })).body.leftToday as number;
    const sentToday = REVIEW_REQUESTS_PER_DAY - left;
    expect(sentToday).toBeGreaterThan(0);
    let n = 0;
    while (n + sentToday < REVIEW_REQUESTS_PER_DAY) {
      const batch = Array.from({ length: Math.min(20, REVIEW_REQUESTS_PER_DAY - sentToday - n) }, (_, i) => ({ name: `Guest ${n + i}`, email: `cap${n + i}@example.com` }));
      expect((await send({ clients: batch })).status).toBe(201);
      n += batch.length;
    }
    const over = await send({ clients: [{ name: 'One More', email: 'one-more@example.com' }] });
    expect(over.status).toBe(429);
    expect(over.body.error.message).toBe(REVIEW_REQUEST_MESSAGES.dailyCap);
    // 17:00 UTC is noon in New York: 12 hours to midnight.
    expect(Number(over.headers.get('retry-after'))).toBe(12 * 60 * 60);
    expect((await rows()).length).toBe(before + n);
    // Skipped ones do not count: an email asked today is reported, not refused.
    expect((await send({ clients: [{ name: 'Guest 0', email: 'cap0@example.com' }] })).status).toBe(201);
    // Another listing has its own 100.
    expect((await send({ clients: [{ name: 'One More', email: 'one-more@example.com' }] }, otherOwner, ids.hall)).status).toBe(201);
  });

  it('the hourly purge deletes requests 120 days after they were sent', async () => {
    const before = (await rows()).length;
    clock.advance(120 * DAY + 1);
    try {
      await t.use(PurgeExpiredRecords).execute();
      expect((await rows()).length).toBeLessThan(before);
      expect(await rows()).toEqual([]);
    } finally {
      clock.advance(-(120 * DAY + 1));
    }
    // The unsubscribe list stays.
    expect(await t.db.knex('review_request_unsubscribes').count({ n: '*' })).toEqual([{ n: 1 }]);
  });
});
