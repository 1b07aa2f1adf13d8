import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { reviewRequestExpiresAt, type ReviewRequest } from '../../../../domain/reviews/review-request.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../../../tests/support/databases.ts';
import { insertCategory, insertVendor } from '../../../../tests/support/rows.ts';
import { KnexReviewRequestRepository } from './knex-review-request-repository.ts';

const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const at = new Date('2026-12-03T10:00:00.123Z');
const plus = (ms: number) => new Date(at.getTime() + ms);
const DAY = 86_400_000;

describe.each(DIALECTS)('KnexReviewRequestRepository [%s]', (dialect) => {
  let db: TestDatabase;
  let repo: KnexReviewRequestRepository;
  let vendorA: string;
  let vendorB: string;
  let n = 0;
  const aRequest = (o: Partial<ReviewRequest> = {}): ReviewRequest => {
    n += 1;
    const email = o.email ?? `client${n}@example.com`;
    return {
      id: `01JREVIEWREQUEST0000000${String(n).padStart(3, '0')}`,
      vendorId: vendorA,
      clientName: `Client ${n}`,
      email,
      emailHash: sha(email),
      inquiryId: null,
      tokenHash: sha(`token-${n}`),
      createdAt: at,
      expiresAt: reviewRequestExpiresAt(at),
      openedAt: null,
      reviewedAt: null,
      reviewId: null,
      reminderSentAt: null,
      reminderTokenHash: null,
      ...o,
    };
  };

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    repo = new KnexReviewRequestRepository(db.knex);
    const venues = await insertCategory(db.knex, 'venues', 'Venues', 1);
    vendorA = await insertVendor(db.knex, venues, { name: 'Magnolia Barn', slug: 'magnolia-barn' });
    vendorB = await insertVendor(db.knex, venues, { name: 'Willow Hall', slug: 'willow-hall' });
  });
  afterAll(async () => db?.destroy());

  it('stores a request and finds it by the hash of its token', async () => {
    const q = aRequest({ inquiryId: '01JINQUIRY0000000000000001', clientName: 'Sam & Alex' });
    await repo.create(q);
    expect(await repo.findByTokenHash(q.tokenHash)).toEqual(q);
    expect(await repo.findByTokenHash(sha('nobody'))).toBeNull();
  });

  it('refuses a second request with the same token hash', async () => {
    const first = aRequest();
    await repo.create(first);
    await expect(repo.create(aRequest({ tokenHash: first.tokenHash }))).rejects.toThrow();
  });

  it('opens, uses and reminds a request once each', async () => {
    const q = aRequest();
    await repo.create(q);
    expect(await repo.markOpened(q.id, plus(1000))).toBe(true);
    expect(await repo.markOpened(q.id, plus(2000))).toBe(false);
    expect(await repo.markReviewed(q.id, '01JREVIEW00000000000000001', plus(3000))).toBe(true);
    expect(await repo.markReviewed(q.id, '01JREVIEW00000000000000002', plus(4000))).toBe(false);
    expect(await repo.markReminderSent(q.id, plus(5000), sha('reminder-token'))).toBe(true);
    expect(await repo.markReminderSent(q.id, plus(6000), sha('another-token'))).toBe(false);
    const after = { ...q, openedAt: plus(1000), reviewedAt: plus(3000), reviewId: '01JREVIEW00000000000000001', reminderSentAt: plus(5000), reminderTokenHash: sha('reminder-token') };
    expect(await repo.findByTokenHash(q.tokenHash)).toEqual(after);
    // The reminder's link opens the same request.
    expect(await repo.findByTokenHash(sha('reminder-token'))).toEqual(after);
    expect(await repo.findByTokenHash(sha('another-token'))).toBeNull();
  });

  it("lists a listing's requests newest first and counts those sent since a time", async () => {
    const older = aRequest({ vendorId: vendorB, createdAt: plus(-DAY) });
    const newer = aRequest({ vendorId: vendorB, createdAt: plus(DAY) });
    const middle = aRequest({ vendorId: vendorB });
    for (const q of [older, newer, middle]) await repo.create(q);
    expect((await repo.listForVendor(vendorB, 10)).map((q) => q.id)).toEqual([newer.id, middle.id, older.id]);
    expect((await repo.listForVendor(vendorB, 2)).map((q) => q.id)).toEqual([newer.id, middle.id]);
    expect(await repo.countSentSince(vendorB, at)).toBe(2);
    expect(await repo.countSentSince(vendorB, plus(1))).toBe(1);
  });

  it('tells when the listing last asked each email since a time, per listing', async () => {
    const email = 'repeat@example.com';
    await repo.create(aRequest({ email, createdAt: plus(-40 * DAY) }));
    await repo.create(aRequest({ email, createdAt: plus(-10 * DAY) }));
    await repo.create(aRequest({ email, vendorId: vendorB, createdAt: plus(-1 * DAY) }));
    const last = await repo.lastAskedSince(vendorA, [sha(email), sha('never@example.com')], plus(-90 * DAY));
    expect(last).toEqual(new Map([[sha(email), plus(-10 * DAY)]]));
    expect(await repo.lastAskedSince(vendorA, [sha(email)], plus(-5 * DAY))).toEqual(new Map());
    expect(await repo.lastAskedSince(vendorA, [], plus(-90 * DAY))).toEqual(new Map());
  });

  it('finds the reminders due: sent long enough ago, never opened, reviewed or reminded, link still working', async () => {
    const sent = plus(-30 * DAY);
    const due = aRequest({ vendorId: vendorB, createdAt: sent, expiresAt: plus(30 * DAY) });
    const opened = aRequest({ vendorId: vendorB, createdAt: sent, openedAt: plus(-29 * DAY) });
    const reminded = aRequest({ vendorId: vendorB, createdAt: sent, reminderSentAt: plus(-20 * DAY) });
    const expired = aRequest({ vendorId: vendorB, createdAt: plus(-61 * DAY), expiresAt: plus(-DAY) });
    const recent = aRequest({ vendorId: vendorB, createdAt: plus(-DAY) });
    for (const q of [due, opened, reminded, expired, recent]) await repo.create(q);
    const found = (await repo.dueReminders(plus(-7 * DAY), at, 50)).map((q) => q.id);
    expect(found).toContain(due.id);
    for (const q of [opened, reminded, expired, recent]) expect(found).not.toContain(q.id);
  });

  it('keeps an unsubscribe list of email hashes, once each', async () => {
    await repo.unsubscribe(sha('gone@example.com'), at);
    await repo.unsubscribe(sha('gone@example.com'), plus(1000));
    expect(await repo.unsubscribed([sha('gone@example.com'), sha('here@example.com')])).toEqual(new Set([sha('gone@example.com')]));
    expect(await repo.unsubscribed([])).toEqual(new Set());
    expect(await db.knex('review_request_unsubscribes').count({ n: '*' })).toEqual([{ n: 1 }]);
  });
});
