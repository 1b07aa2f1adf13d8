/**
 * The published ranking over HTTP (issue 18 §6, docs/adr/0018): GET /api/vendors follows the note on
 * /how-vendors-are-ordered — the Featured block capped at three, labelled, in the day's turn; everyone else
 * by rating, then number of reviews, then a rotation that changes with the day (a fixed clock moves it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RotateListingOrder } from '../../application/listings/ranking-sweeps.ts';
import type { ResponseCache } from '../../adapters/http/response-cache.ts';
import { TOKENS } from '../../apps/api/tokens.ts';
import { FEATURED_PER_PAGE } from '../../domain/listings/ranking.ts';
import { DIALECTS } from '../support/databases.ts';
import { FixedClock } from '../support/fakes/fixed-clock.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertVendor } from '../support/rows.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

interface Card {
  _id: string;
  name: string;
  isFeatured: boolean;
  reviewStats: { averageRating: number; totalReviews: number };
}

describe.each(DIALECTS)('the published ranking over HTTP [%s]', (dialect) => {
  let t: TestApp;
  const clock = new FixedClock(new Date('2026-11-25T15:00:00.000Z'));
  const list = async (query: string): Promise<{ vendors: Card[]; pagination: { totalVendors: number } }> => {
    const res = await t.app.request(`/api/vendors?category=venues&${query}`);
    expect(res.status).toBe(200);
    return (await readJson(res)) as { vendors: Card[]; pagination: { totalVendors: number } };
  };
  /** Moves the clock to `iso` and runs the daily rotation, as the sweep does. */
  const dayAt = async (iso: string) => {
    clock.set(new Date(iso));
    const drawn = await t.use(RotateListingOrder).execute();
    t.container.get<ResponseCache>(TOKENS.PublicReadCache).invalidate();
    return drawn;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock });
    const k = t.db.knex;
    const venues = await insertCategory(k, 'venues', 'Venues', 1);
    // Five featured (more than the cap), eight tied at 4.6 with 12 reviews, and the rest distinct.
    for (let i = 0; i < 5; i++) await insertVendor(k, venues, { id: `01FEATURED00000000000000${i}0`, name: `Featured ${i}`, is_featured: true, review_average: 4 + i / 10, review_count: 5 });
    for (let i = 0; i < 8; i++) await insertVendor(k, venues, { id: `01TIED000000000000000000${i}0`, name: `Tied ${i}`, review_average: 4.6, review_count: 12 });
    await insertVendor(k, venues, { id: '01BEST00000000000000000000', name: 'Best Rated', review_average: 4.9, review_count: 2 });
    await insertVendor(k, venues, { id: '01MOST00000000000000000000', name: 'Most Reviewed', review_average: 4.6, review_count: 80 });
    await insertVendor(k, venues, { id: '01NEW000000000000000000000', name: 'New Vendor' });
  });
  afterAll(async () => t?.close());

  it('caps the Featured block at three, all labelled featured, and lists the other featured vendors with everyone else', async () => {
    await dayAt('2026-11-25T15:00:00.000Z');
    const block = await list(`block=featured&limit=100`);
    expect(block.vendors).toHaveLength(FEATURED_PER_PAGE);
    expect(block.vendors.every((v) => v.isFeatured)).toBe(true);
    expect(block.pagination.totalVendors).toBe(3);
    const others = await list('block=others&limit=100');
    expect(others.pagination.totalVendors).toBe(13);
    const shown = new Set(block.vendors.map((v) => v._id));
    expect(others.vendors.some((v) => shown.has(v._id))).toBe(false);
    expect(others.vendors.filter((v) => v.isFeatured)).toHaveLength(2);
  });

  it('orders everyone else by rating, then number of reviews, then the day’s rotation', async () => {
    await dayAt('2026-11-25T15:00:00.000Z');
    const { vendors } = await list('block=others&limit=100');
    const pairs = vendors.map((v) => [v.reviewStats.averageRating, v.reviewStats.totalReviews] as const);
    for (let i = 1; i < pairs.length; i++) {
      const [r0, n0] = pairs[i - 1]!;
      const [r1, n1] = pairs[i]!;
      expect(r0 > r1 || (r0 === r1 && n0 >= n1), `${vendors[i - 1]!.name} before ${vendors[i]!.name}`).toBe(true);
    }
    expect(vendors[0]!.name).toBe('Best Rated');
    expect(vendors[1]!.name).toBe('Most Reviewed');
    expect(vendors.at(-1)!.name).toBe('New Vendor');
  });

  it('lets tied vendors, and the featured ones, take turns from one day to the next (midnight in Greenville)', async () => {
    const tiedOrder = async () => (await list('block=others&limit=100')).vendors.filter((v) => v.name.startsWith('Tied')).map((v) => v.name);
    const blockOrder = async () => (await list('block=featured')).vendors.map((v) => v.name);

    expect((await dayAt('2026-11-25T15:00:00.000Z')).day).toBe('2026-11-25');
    const tied1 = await tiedOrder();
    const block1 = await blockOrder();
    // Still the 25th in Greenville at 04:59 UTC on the 26th: nothing moves.
    expect(await dayAt('2026-11-26T04:59:00.000Z')).toEqual({ day: '2026-11-25', rotated: 0 });
    expect(await tiedOrder()).toEqual(tied1);

    expect((await dayAt('2026-11-26T05:00:00.000Z')).day).toBe('2026-11-26');
    const tied2 = await tiedOrder();
    expect(tied2).not.toEqual(tied1);
    expect([...tied2].sort()).toEqual([...tied1].sort());
    // The block's three change too (five featured vendors take turns).
    expect(await blockOrder()).not.toEqual(block1);
  });
});
