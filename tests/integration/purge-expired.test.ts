import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PurgeExpiredRecords } from '../../application/maintenance/purge-expired-records.ts';
import type { FileStorage } from '../../application/ports/file-storage.ts';
import { TOKENS } from '../../apps/api/tokens.ts';
import { FixedClock } from '../support/fakes/fixed-clock.ts';
import { DIALECTS } from '../support/databases.ts';
import { insertCategory, insertVendor } from '../support/rows.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(DIALECTS)('PurgeExpiredRecords [%s]', (dialect) => {
  let t: TestApp;
  const now = new Date('2026-11-21T12:00:00Z');
  const at = (days: number) => new Date(now.getTime() + days * DAY);

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: new FixedClock(now) });
  });
  afterAll(async () => t?.close());

  it('deletes what can never be used again and keeps the rest', async () => {
    const k = t.db.knex;
    await k('users').insert({ id: 'U'.padEnd(26, '0'), email: 'a@example.com', is_admin: false, is_active: true, created_at: now, updated_at: now });
    const token = (id: string, expires: Date) => ({ id: id.padEnd(26, '0'), email: 'a@example.com', token_hash: id.padEnd(64, '0'), purpose: 'login', created_at: at(-3), expires_at: expires });
    await k('login_tokens').insert([token('OLD', at(-2)), token('NEW', at(0.01))]);
    const session = (id: string, expires: Date, revoked: Date | null) => ({
      id: id.padEnd(26, '0'), user_id: 'U'.padEnd(26, '0'), token_hash: id.padEnd(64, '1'), created_at: at(-60), last_seen_at: at(-40), expires_at: expires, revoked_at: revoked,
    });
    await k('sessions').insert([session('EXPIRED', at(-31), null), session('REVOKED', at(10), at(-31)), session('LIVE', at(10), null), session('RECENT', at(-1), null)]);
    const outbox = (id: string, dispatched: Date | null) => ({ id: id.padEnd(26, '0'), topic: 'email.send', payload: '{}', created_at: at(-10), available_at: at(-10), dispatched_at: dispatched, attempts: 0 });
    await k('outbox').insert([outbox('SENTLONGAGO', at(-8)), outbox('SENTRECENTLY', at(-1)), outbox('WAITING', null)]);

    const counts = await t.use(PurgeExpiredRecords).execute();
    expect(counts).toEqual({ loginTokens: 1, authCodes: 0, sessions: 2, outbox: 1, claimLinks: 0, shortlistLinks: 0, reviewRequests: 0, photoUploads: 0 });
    expect((await k('login_tokens').select('id')).map((r) => r.id.replace(/0+$/, ''))).toEqual(['NEW']);
    expect((await k('sessions').select('id').orderBy('id')).map((r) => r.id.replace(/0+$/, ''))).toEqual(['LIVE', 'RECENT']);
    expect((await k('outbox').select('id').orderBy('id')).map((r) => r.id.replace(/0+$/, ''))).toEqual(['SENTRECENTLY', 'WAITING']);
  });

  it('the sweep deletes the stored files of expired pending uploads', async () => {
    const k = t.db.knex;
    const storage = t.container.get<FileStorage>(TOKENS.FileStorage);
    const venues = await insertCategory(k, 'venues', 'Venues', 1);
    const vendorId = await insertVendor(k, venues, { name: 'Magnolia Barn', slug: 'magnolia-barn' });
    const upload = (id: string, expires: Date, closed: Date | null = null) => ({
      id: id.padEnd(26, '0'), vendor_id: vendorId, storage_key: `vendors/${vendorId}/${id.padEnd(26, '0')}.png`, content_type: 'image/png', file_size: 3,
      alt_text: null, caption: null, expires_at: expires, created_at: at(-3), closed_at: closed,
    });
    // Never confirmed and long expired; confirmed, with what a late PUT left at its key; expired minutes ago; still valid.
    const rows = [upload('ABANDONED', at(-2)), upload('CONFIRMED', at(-1), at(-1.01)), upload('LIVE', at(0.005)), upload('RECENT', at(-0.01))];
    await k('photo_uploads').insert(rows);
    for (const r of rows) await storage.put(r.storage_key, new Uint8Array([1, 2, 3]), 'image/png');

    const counts = await t.use(PurgeExpiredRecords).execute();
    expect(counts.photoUploads).toBe(2);
    expect(await storage.exists(rows[0]!.storage_key)).toBe(false);
    expect(await storage.exists(rows[1]!.storage_key)).toBe(false);
    expect(await storage.exists(rows[2]!.storage_key)).toBe(true);
    expect(await storage.exists(rows[3]!.storage_key)).toBe(true);
    expect((await k('photo_uploads').select('id').orderBy('id')).map((r) => r.id.replace(/0+$/, ''))).toEqual(['LIVE', 'RECENT']);
  });

  it('deletes claim links a day past their expiry or a day after their use, and keeps the rest (issue 36)', async () => {
    const k = t.db.knex;
    const venues = await insertCategory(k, 'florists', 'Florists', 2);
    const vendorId = await insertVendor(k, venues, { name: 'Unclaimed Hall', slug: 'unclaimed-hall', email: 'hall@example.com' });
    const link = (id: string, expires: Date, consumed: Date | null = null) => ({
      id: id.padEnd(26, '0'), vendor_id: vendorId, email: 'hall@example.com', token_hash: id.padEnd(64, '2'), created_at: at(-20), expires_at: expires, consumed_at: consumed,
    });
    // Expired long ago; used two days ago (still before its expiry); expired an hour ago (within the grace); used an hour ago; live.
    await k('listing_claim_links').insert([
      link('EXPIREDLONGAGO', at(-2)),
      link('USEDLONGAGO', at(5), at(-2)),
      link('EXPIREDRECENTLY', at(-1 / 24)),
      link('USEDRECENTLY', at(5), at(-1 / 24)),
      link('LIVE', at(5)),
    ]);

    const counts = await t.use(PurgeExpiredRecords).execute();
    expect(counts.claimLinks).toBe(2);
    expect((await k('listing_claim_links').select('id').orderBy('id')).map((r) => r.id.replace(/0+$/, ''))).toEqual(['EXPIREDRECENTLY', 'LIVE', 'USEDRECENTLY']);
  });
  it('deletes shortlist links a day past their expiry or a day after they were stopped, and keeps the rest (issue 39)', async () => {
    const k = t.db.knex;
    const link = (id: string, expires: Date, stopped: Date | null = null) => ({
      id: id.padEnd(26, '0'), kind: 'share', vendor_ids: '[]', token_hash: id.padEnd(64, '3'), key_hash: id.padEnd(64, '4'), created_at: at(-200), expires_at: expires, stopped_at: stopped,
    });
    await k('shortlist_links').insert([
      link('EXPIREDLONGAGO', at(-2)),
      link('STOPPEDLONGAGO', at(100), at(-2)),
      link('EXPIREDRECENTLY', at(-1 / 24)),
      link('STOPPEDRECENTLY', at(100), at(-1 / 24)),
      link('LIVE', at(100)),
    ]);

    const counts = await t.use(PurgeExpiredRecords).execute();
    expect(counts.shortlistLinks).toBe(2);
    expect((await k('shortlist_links').select('id').orderBy('id')).map((r) => r.id.replace(/0+$/, ''))).toEqual(['EXPIREDRECENTLY', 'LIVE', 'STOPPEDRECENTLY']);
  });
  it('deletes review requests 120 days after they were sent, whatever their state, and keeps the unsubscribe list (issue 40)', async () => {
    const k = t.db.knex;
    const vendorId = ((await k('vendors').first('id')) as { id: string }).id;
    const request = (id: string, sent: Date, reviewed: Date | null = null) => ({
      id: id.padEnd(26, '0'), vendor_id: vendorId, client_name: 'Sam', email: 'sam@example.com', email_hash: 'e'.padEnd(64, '5'), token_hash: id.padEnd(64, '6'),
      created_at: sent, expires_at: new Date(sent.getTime() + 60 * DAY), reviewed_at: reviewed,
    });
    await k('review_requests').insert([request('OLD', at(-120.01)), request('OLDREVIEWED', at(-121), at(-100)), request('KEPT', at(-119.99)), request('NEW', at(-1))]);
    await k('review_request_unsubscribes').insert({ email_hash: 'e'.padEnd(64, '5'), created_at: at(-500) });

    const counts = await t.use(PurgeExpiredRecords).execute();
    expect(counts.reviewRequests).toBe(2);
    expect((await k('review_requests').select('id').orderBy('id')).map((r) => r.id.replace(/0+$/, ''))).toEqual(['KEPT', 'NEW']);
    expect(await k('review_request_unsubscribes').count({ n: '*' })).toEqual([{ n: 1 }]);
  });
});
