import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { ulid } from 'ulid';
import type { VendorListCriteria } from '../../../../domain/listings/vendor-list-query.ts';
import { comparePublishedRank, publishedOrder } from '../../../../domain/listings/ranking.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../../../tests/support/databases.ts';
import { insertCategory, insertFilter, insertVendor } from '../../../../tests/support/rows.ts';
import { KnexListingWriteRepository } from './knex-listing-write-repository.ts';
import { KnexRankingRepository } from './knex-ranking-repository.ts';
import { KnexVendorRepository } from './knex-vendor-repository.ts';

const criteria = (c: Partial<VendorListCriteria> = {}): VendorListCriteria => ({ page: 1, limit: 50, sortBy: 'reviews', ...c });
const HOUR = 60 * 60 * 1000;

const insertInquiry = async (knex: Knex, vendorId: string, deliveredAt: Date | null, firstRepliedAt: Date | null, state = 'delivered') => {
  const t = new Date();
  await knex('inquiries').insert({
    id: ulid(),
    vendor_id: vendorId,
    couple_name: 'Avery',
    email: 'avery@example.com',
    guest_count: 100,
    budget: 'not-sure',
    state,
    delivered_at: deliveredAt,
    first_replied_at: firstRepliedAt,
    last_message_at: t,
    last_message_by: 'couple',
    created_at: t,
    updated_at: t,
  });
};

describe.each(DIALECTS)('the published ranking and the reply-time badge in the database [%s]', (dialect) => {
  let db: TestDatabase;
  let ranking: KnexRankingRepository;
  let vendors: KnexVendorRepository;
  let venues: string;
  /** The facts the published rules look at, read back from the database. */
  const facts = async () =>
    ((await db.knex('vendors').where('category_id', venues).select('id', 'review_average', 'review_count', 'rotation_key', 'is_featured')) as Array<Record<string, unknown>>).map((r) => ({
      id: String(r.id),
      averageRating: Number(r.review_average),
      totalReviews: Number(r.review_count),
      rotationKey: Number(r.rotation_key),
      isFeatured: Boolean(Number(r.is_featured)),
    }));

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    ranking = new KnexRankingRepository(db.knex);
    vendors = new KnexVendorRepository(db.knex);
    venues = await insertCategory(db.knex, 'venues', 'Venues', 1);
    // Six vendors tied at 4.5 with 10 reviews, one better rated, one with more reviews, one unrated; five featured.
    // Fixed ids: the two days' orders are then the same on every run (no chance of two equal shuffles).
    for (let i = 0; i < 6; i++) await insertVendor(db.knex, venues, { id: `01TIED000000000000000000${i}0`, name: `Tied ${i}`, review_average: 4.5, review_count: 10, is_featured: i < 2 });
    await insertVendor(db.knex, venues, { name: 'Best', review_average: 4.9, review_count: 3 });
    await insertVendor(db.knex, venues, { name: 'Many Reviews', review_average: 4.5, review_count: 40, is_featured: true });
    await insertVendor(db.knex, venues, { name: 'New', is_featured: true });
    await insertVendor(db.knex, venues, { name: 'Also New', is_featured: true });
  });
  afterAll(async () => db?.destroy());

  it('draws every vendor’s rotation key once a day, in one statement, the same on every dialect', async () => {
    expect(await ranking.rotate('2026-11-25')).toBe(10);
    expect(await ranking.rotate('2026-11-25')).toBe(0);
    const tied = await db.knex('vendors').where('name', 'Tied 0').first('id', 'rotation_key', 'rotation_day');
    const md5 = createHash('md5').update(`2026-11-25:${tied.id}`).digest('hex');
    expect(Number(tied.rotation_key)).toBe(parseInt(md5.slice(0, 8), 16));
    expect(tied.rotation_day).toBe('2026-11-25');
  });

  it('lists by rating, then number of reviews, then the day’s rotation, as published, and ties take turns the next day', async () => {
    await ranking.rotate('2026-11-25');
    const day1 = (await vendors.listPublic(criteria({ categoryId: venues }))).items.map((v) => v.id);
    expect(day1).toEqual((await facts()).sort(comparePublishedRank).map((v) => v.id));
    expect(await ranking.rotate('2026-11-26')).toBe(10);
    const day2 = (await vendors.listPublic(criteria({ categoryId: venues }))).items.map((v) => v.id);
    expect(day2).toEqual((await facts()).sort(comparePublishedRank).map((v) => v.id));
    // The best rated and the most reviewed lead on both days; the six tied ones come in another order.
    expect(day1.slice(0, 2)).toEqual(day2.slice(0, 2));
    expect(day2.slice(2, 8)).not.toEqual(day1.slice(2, 8));
    expect([...day2.slice(2, 8)].sort()).toEqual([...day1.slice(2, 8)].sort());
  });

  it('moves the landing cards to the day’s turn with the rotation: a landing page lists in the published order every day', async () => {
    const barn = await insertFilter(db.knex, venues, { slug: 'barn-venues', filter_value: 'barn' });
    const writes = new KnexListingWriteRepository(db.knex);
    const all = (await facts()).map((v) => v.id);
    for (const id of all) await writes.addFilters(id, [barn]);
    for (const day of ['2026-12-01', '2026-12-02']) {
      expect(await ranking.rotate(day)).toBe(10);
      const landing = await vendors.listPublic(criteria({ categoryId: venues, filterId: barn }));
      expect(landing.items.map((v) => v.id)).toEqual((await facts()).sort(comparePublishedRank).map((v) => v.id));
      expect(landing.total).toBe(10);
    }
    for (const id of all) await writes.removeFilters(id, ['venue_type']);
  });

  it('caps the Featured block at three in the day’s turn and lists everyone else without them', async () => {
    for (const day of ['2026-11-25', '2026-11-26']) {
      await ranking.rotate(day);
      const expected = publishedOrder(await facts());
      const block = await vendors.listPublic(criteria({ categoryId: venues, block: 'featured', limit: 3 }));
      const others = await vendors.listPublic(criteria({ categoryId: venues, block: 'others' }));
      expect(block.items.map((v) => v.id)).toEqual(expected.featuredBlock.map((v) => v.id));
      expect(block.items.every((v) => v.isFeatured)).toBe(true);
      expect(others.items.map((v) => v.id)).toEqual(expected.others.map((v) => v.id));
      expect(others.total).toBe(7);
      // Two featured vendors are not in the block: they keep their place among the others, labelled.
      expect(others.items.filter((v) => v.isFeatured)).toHaveLength(2);
    }
  });

  it('reads the delivered inquiries of a window, and writes and clears badges in batches', async () => {
    const [a, b] = (await facts()).map((v) => v.id);
    const now = new Date('2026-11-25T15:00:00.000Z');
    const at = (h: number) => new Date(now.getTime() - h * HOUR);
    await insertInquiry(db.knex, a!, at(10), at(9));
    await insertInquiry(db.knex, a!, at(5), null);
    await insertInquiry(db.knex, b!, at(3 * 24), at(70));
    await insertInquiry(db.knex, b!, null, null, 'held');
    await insertInquiry(db.knex, b!, at(100 * 24), at(99 * 24));
    const rows = await ranking.deliveredInquiryTimes(at(90 * 24), now);
    expect(rows.map((r) => [r.vendorId, r.receivedAt.toISOString(), r.firstRepliedAt?.toISOString() ?? null]).sort()).toEqual(
      [
        [a, at(10).toISOString(), at(9).toISOString()],
        [a, at(5).toISOString(), null],
        [b, at(72).toISOString(), at(70).toISOString()],
      ].sort(),
    );

    expect(await ranking.setReplyTimes([{ vendorId: a!, hours: 3 }, { vendorId: b!, hours: 24 }])).toBe(2);
    expect(await ranking.replyTimeBadges()).toEqual(new Map([[a, 3], [b, 24]]));
    const card = (await vendors.listPublic(criteria({ categoryId: venues }))).items.find((v) => v.id === a);
    expect(card?.replyTimeHours).toBe(3);
    expect((await vendors.findBySlugOrId(b!))?.replyTimeHours).toBe(24);
    expect(await ranking.setReplyTimes([{ vendorId: a!, hours: null }])).toBe(1);
    expect(await ranking.replyTimeBadges()).toEqual(new Map([[b, 24]]));
  });
});
