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
