import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { DrawCouplesChoiceAwards } from '../../../../application/reviews/award-sweeps.ts';
import { COUPLES_CHOICE } from '../../../../domain/reviews/awards.ts';
import { seedCouplesChoiceFacts } from '../../../../tests/support/awards.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../../../tests/support/databases.ts';
import { CapturingLogger } from '../../../../tests/support/fakes/capturing-logger.ts';
import { FixedClock } from '../../../../tests/support/fakes/fixed-clock.ts';
import { insertCategory, insertVendor } from '../../../../tests/support/rows.ts';
import { KnexAwardRepository } from './knex-award-repository.ts';
import { KnexRankingRepository } from './knex-ranking-repository.ts';

describe.each(DIALECTS)("'Couples' Choice' drawn in the database [%s]", (dialect) => {
  let db: TestDatabase;
  let awards: KnexAwardRepository;
  const clock = new FixedClock(new Date('2027-01-01T05:10:00Z'));
  const sweep = () => new DrawCouplesChoiceAwards(awards, new KnexRankingRepository(db.knex), clock, new CapturingLogger());
  const vendors: Record<string, string> = {};

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    awards = new KnexAwardRepository(db.knex);
    const venues = await insertCategory(db.knex, 'venues', 'Venues', 1);
    for (const name of ['meets', 'fewer', 'lower', 'slower', 'last-year']) vendors[name] = await insertVendor(db.knex, venues, { name });
    await seedCouplesChoiceFacts(db.knex, vendors.meets!, 2027);
    await seedCouplesChoiceFacts(db.knex, vendors.fewer!, 2027, 'verified-reviews');
    await seedCouplesChoiceFacts(db.knex, vendors.lower!, 2027, 'average');
    await seedCouplesChoiceFacts(db.knex, vendors.slower!, 2027, 'reply-time');
    await seedCouplesChoiceFacts(db.knex, vendors['last-year']!, 2026);
  });
  afterAll(async () => db?.destroy());

  it('reads the verified, published reviews published in [from, to)', async () => {
    const window = { from: new Date('2026-01-01T05:00:00Z'), to: new Date('2027-01-01T05:00:00Z') };
    const rows = await awards.verifiedReviewsPublished(window.from, window.to);
    expect(rows.filter((r) => r.vendorId === vendors.meets).map((r) => r.rating)).toEqual(expect.arrayContaining([5, 5, 5, 4, 4]));
    expect(rows.filter((r) => r.vendorId === vendors.fewer)).toHaveLength(4);
    expect(rows.some((r) => r.vendorId === vendors['last-year'])).toBe(false);
    // An unpublished one is left out.
    await db.knex('reviews').insert({ id: ulid(), vendor_id: vendors.fewer, reviewer_name: 'A', reviewer_email: 'a@example.com', rating: 5, body: 'x', is_published: false, published_at: null, verified_via: 'request', created_at: new Date(), updated_at: new Date() });
    expect(await awards.verifiedReviewsPublished(window.from, window.to)).toHaveLength(rows.length);
    // A removed one too.
    const removed = rows.find((r) => r.vendorId === vendors.fewer)!;
    await db.knex('reviews').where({ vendor_id: vendors.fewer, published_at: removed.publishedAt }).update({ removed_at: new Date(), removal_reason: 'Not about this vendor.' });
    expect(await awards.verifiedReviewsPublished(window.from, window.to)).toHaveLength(rows.length - 1);
  });

  it('draws the year’s round once, for the vendor that meets every criterion only', async () => {
    expect(await awards.roundDrawn(COUPLES_CHOICE, 2027)).toBe(false);
    expect(await sweep().execute()).toEqual({ year: 2027, drawn: true, awarded: 1 });
    expect(await db.knex('vendor_awards').select('vendor_id', 'kind', 'year')).toEqual([{ vendor_id: vendors.meets, kind: 'couples-choice', year: 2027 }]);
    expect(await awards.roundDrawn(COUPLES_CHOICE, 2027)).toBe(true);
    expect(await sweep().execute()).toEqual({ year: 2027, drawn: false, awarded: 0 });
    expect(await db.knex('vendor_awards').count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('of two processes drawing the same round at once, one stores it and the other nothing', async () => {
    clock.set(new Date('2028-01-01T05:00:00Z'));
    await seedCouplesChoiceFacts(db.knex, vendors.slower!, 2028);
    const results = await Promise.all([sweep().execute(), sweep().execute()]);
    expect(results.filter((r) => r.drawn)).toEqual([{ year: 2028, drawn: true, awarded: 1 }]);
    expect(await db.knex('vendor_awards').where('year', 2028).select('vendor_id')).toEqual([{ vendor_id: vendors.slower }]);
    expect(await db.knex('vendor_award_rounds').where('year', 2028).select('awarded')).toEqual([{ awarded: 1 }]);
    expect(await awards.recordRound({ kind: COUPLES_CHOICE, year: 2028, drawnAt: clock.now(), vendorIds: [vendors.meets!] })).toBe(false);
    expect(await db.knex('vendor_awards').where('year', 2028).count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('draws nothing at 23:59 on Dec 31 in New York (still the drawn year), the next year at 00:00', async () => {
    clock.set(new Date('2029-01-01T04:59:00Z'));
    expect(await sweep().execute()).toMatchObject({ year: 2028, drawn: false });
    clock.set(new Date('2029-01-01T05:00:00Z'));
    expect(await sweep().execute()).toEqual({ year: 2029, drawn: true, awarded: 0 });
  });
});
