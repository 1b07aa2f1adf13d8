import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../../../tests/support/databases.ts';
import { insertCategory, insertReview, insertVendor } from '../../../../tests/support/rows.ts';
import { KnexAdminReadRepository } from './knex-admin-read-repository.ts';
import { KnexReviewRepository, KnexReviewWriteRepository } from './knex-review-repository.ts';

/** Issue 18 §5: a review's one reply, stored on its row (migration 014), on SQLite and MariaDB. */
describe.each(DIALECTS)('KnexReviewRepository: review replies [%s]', (dialect) => {
  let db: TestDatabase;
  let reads: KnexReviewRepository;
  let writes: KnexReviewWriteRepository;
  let vendorId: string;

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    reads = new KnexReviewRepository(db.knex);
    writes = new KnexReviewWriteRepository(db.knex);
    const venues = await insertCategory(db.knex, 'venues', 'Venues', 1);
    vendorId = await insertVendor(db.knex, venues);
  });
  afterAll(async () => db?.destroy());

  const at = (iso: string) => new Date(iso);

  it('a review starts without a reply and without a notice sent', async () => {
    const id = await insertReview(db.knex, vendorId);
    expect(await writes.find(id)).toMatchObject({ id, reply: null, replyNotifiedAt: null });
  });

  it('stores a reply with its line breaks and times (milliseconds kept), and an edit replaces it', async () => {
    const id = await insertReview(db.knex, vendorId);
    const body = 'Thank you, Jen!\nIt was a joy.\n\n<b>not bold</b> — “quotes” 💐';
    await writes.saveReply(id, { body, repliedAt: at('2026-11-01T10:00:00.123Z'), updatedAt: at('2026-11-01T10:00:00.123Z') });
    expect((await writes.find(id))?.reply).toEqual({ body, repliedAt: at('2026-11-01T10:00:00.123Z'), updatedAt: at('2026-11-01T10:00:00.123Z') });

    await writes.saveReply(id, { body: 'Edited.', repliedAt: at('2026-11-01T10:00:00.123Z'), updatedAt: at('2026-11-02T09:30:00.000Z') });
    expect((await writes.find(id))?.reply).toEqual({ body: 'Edited.', repliedAt: at('2026-11-01T10:00:00.123Z'), updatedAt: at('2026-11-02T09:30:00.000Z') });
  });

  it('holds a reply of 1000 characters', async () => {
    const id = await insertReview(db.knex, vendorId);
    const body = 'é'.repeat(1000);
    await writes.saveReply(id, { body, repliedAt: at('2026-11-01T10:00:00Z'), updatedAt: at('2026-11-01T10:00:00Z') });
    expect((await writes.find(id))?.reply?.body).toBe(body);
  });

  it('removes a reply but keeps the notice time; removing again answers false', async () => {
    const id = await insertReview(db.knex, vendorId);
    await writes.saveReply(id, { body: 'Thanks!', repliedAt: at('2026-11-01T10:00:00Z'), updatedAt: at('2026-11-01T10:00:00Z') });
    await writes.markReplyNotified(id, at('2026-11-01T10:00:01Z'));
    expect(await writes.removeReply(id, at('2026-11-03T10:00:00Z'))).toBe(true);
    expect(await writes.find(id)).toMatchObject({ reply: null, replyNotifiedAt: at('2026-11-01T10:00:01Z') });
    expect(await writes.removeReply(id, at('2026-11-03T10:00:00Z'))).toBe(false);
  });

  it('the public list and the admin list carry each review’s reply', async () => {
    const venues2 = await insertCategory(db.knex, 'florists', 'Florists', 6);
    const v = await insertVendor(db.knex, venues2);
    const old = await insertReview(db.knex, v, { created_at: at('2026-10-01T10:00:00Z') });
    const recent = await insertReview(db.knex, v, { created_at: at('2026-10-05T10:00:00Z') });
    await insertReview(db.knex, v, { is_published: false, published_at: null });
    await writes.saveReply(old, { body: 'We loved your day.', repliedAt: at('2026-11-01T10:00:00Z'), updatedAt: at('2026-11-01T10:00:00Z') });

    const page = await reads.listPublished(v, 1, 10);
    expect(page.total).toBe(2);
    expect(page.items.map((r) => [r.id, r.reply?.body ?? null])).toEqual([
      [recent, null],
      [old, 'We loved your day.'],
    ]);

    const admin = new KnexAdminReadRepository(db.knex);
    expect((await admin.findReview(old))?.reply).toMatchObject({ body: 'We loved your day.' });
    expect((await admin.findReview(recent))?.reply).toBeNull();
  });
});

/** Issue 40 §2: the public list's three orders and the count of verified clients' reviews, on SQLite and MariaDB. */
describe.each(DIALECTS)('KnexReviewRepository: sorting and verified counts [%s]', (dialect) => {
  let db: TestDatabase;
  let reads: KnexReviewRepository;
  let vendorId: string;
  const at = (iso: string) => new Date(iso);

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    reads = new KnexReviewRepository(db.knex);
    const venues = await insertCategory(db.knex, 'venues', 'Venues', 1);
    vendorId = await insertVendor(db.knex, venues);
    const other = await insertVendor(db.knex, venues);
    // Two reviews share a time (the id decides), one is unpublished, one is another vendor's.
    await insertReview(db.knex, vendorId, { id: 'r_a', rating: 4, created_at: at('2026-10-01T10:00:00Z') });
    await insertReview(db.knex, vendorId, { id: 'r_b', rating: 5, created_at: at('2026-10-03T10:00:00Z'), verified_via: 'booking' });
    await insertReview(db.knex, vendorId, { id: 'r_c', rating: 3, created_at: at('2026-10-05T10:00:00Z') });
    await insertReview(db.knex, vendorId, { id: 'r_d', rating: 5, created_at: at('2026-10-05T10:00:00Z') });
    await insertReview(db.knex, vendorId, { id: 'r_e', rating: 2, created_at: at('2026-09-01T10:00:00Z'), verified_via: 'request' });
    await insertReview(db.knex, vendorId, { id: 'r_hidden', rating: 5, created_at: at('2026-10-09T10:00:00Z'), verified_via: 'booking', is_published: false, published_at: null });
    await insertReview(db.knex, other, { id: 'r_other', rating: 5, verified_via: 'booking' });
  });
  afterAll(async () => db?.destroy());

  const ids = async (sort?: 'recent' | 'rating' | 'verified', page = 1, limit = 10) => (await reads.listPublished(vendorId, page, limit, sort)).items.map((r) => r.id);

  it("'Most recent' (the default): newest first, then the greater id", async () => {
    expect(await ids()).toEqual(['r_d', 'r_c', 'r_b', 'r_a', 'r_e']);
    expect(await ids('recent')).toEqual(['r_d', 'r_c', 'r_b', 'r_a', 'r_e']);
  });

  it("'Highest rated': the most stars first, ties to the newest, then the greater id", async () => {
    expect(await ids('rating')).toEqual(['r_d', 'r_b', 'r_a', 'r_c', 'r_e']);
  });

  it("'Verified first': verified clients' reviews first, each group newest first; pages follow the order", async () => {
    expect(await ids('verified')).toEqual(['r_b', 'r_e', 'r_d', 'r_c', 'r_a']);
    expect(await ids('verified', 2, 2)).toEqual(['r_d', 'r_c']);
  });

  it("counts the published reviews of verified clients in the stats, this vendor's only", async () => {
    expect(await reads.publishedStats(vendorId)).toMatchObject({ totalReviews: 5, verifiedReviews: 2 });
  });
});

/** Issue 40 §6: the publication emails go once per review, ever (migration 049), on SQLite and MariaDB. */
describe.each(DIALECTS)('KnexReviewWriteRepository: the publication notice [%s]', (dialect) => {
  let db: TestDatabase;
  let writes: KnexReviewWriteRepository;
  let vendorId: string;

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    writes = new KnexReviewWriteRepository(db.knex);
    vendorId = await insertVendor(db.knex, await insertCategory(db.knex, 'venues', 'Venues', 1));
  });
  afterAll(async () => db?.destroy());

  it('records the notice for the first caller only, and unpublishing does not clear it', async () => {
    const id = await insertReview(db.knex, vendorId, { is_published: false, published_at: null });
    const other = await insertReview(db.knex, vendorId, { is_published: false, published_at: null });
    const first = new Date('2026-11-25T15:00:00.123Z');
    expect(await writes.markPublishNotified(id, first)).toBe(true);
    expect(await writes.markPublishNotified(id, new Date('2026-11-25T16:00:00Z'))).toBe(false);
    await writes.setPublished(id, false, new Date('2026-11-26T10:00:00Z'));
    await writes.setPublished(id, true, new Date('2026-11-27T10:00:00Z'));
    expect(await writes.markPublishNotified(id, new Date('2026-11-27T10:00:00Z'))).toBe(false);
    const row = (await db.knex('reviews').where({ id }).first()) as { publish_notified_at: Date | string };
    expect(new Date(row.publish_notified_at).getTime()).toBe(first.getTime());
    expect(await writes.markPublishNotified(other, first)).toBe(true);
    expect(await writes.markPublishNotified('missing', first)).toBe(false);
  });
});
