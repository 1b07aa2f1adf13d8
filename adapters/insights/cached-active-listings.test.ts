import { describe, expect, it } from 'vitest';
import { CapturingLogger } from '../../tests/support/fakes/capturing-logger.ts';
import { CachedActiveListings } from './cached-active-listings.ts';

/** The set of active listings a beacon is checked against, over a loader that counts its reads and a clock. */
const cached = (answers: Array<string[] | Error>) => {
  let now = 0;
  let reads = 0;
  const logger = new CapturingLogger();
  const listings = new CachedActiveListings(
    async () => {
      const answer = answers[Math.min(reads++, answers.length - 1)]!;
      if (answer instanceof Error) throw answer;
      return answer;
    },
    () => now,
    { refreshMs: 30_000, logger },
  );
  return { listings, logger, reads: () => reads, advance: (ms: number) => void (now += ms) };
};

describe('CachedActiveListings', () => {
  it('keeps the ids of active listings only, reading the database once per interval however many beacons ask', async () => {
    const c = cached([['barn', 'hall'], ['hall', 'petals']]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => c.listings.activeVendorIds(['barn', 'made-up', 'petals'])));
    expect(answers.every((a) => a.size === 1 && a.has('barn'))).toBe(true);
    expect(c.reads()).toBe(1);
    c.advance(29_999);
    expect(await c.listings.activeVendorIds(['barn'])).toEqual(new Set(['barn']));
    expect(c.reads()).toBe(1);
    // Past the interval: a listing closed since is dropped, one opened since is kept.
    c.advance(1);
    expect(await c.listings.activeVendorIds(['barn', 'petals'])).toEqual(new Set(['petals']));
    expect(c.reads()).toBe(2);
  });

  it('keeps the last set when a refresh fails (and says so), and fails a beacon only when it has none', async () => {
    const c = cached([new Error('database unavailable'), ['barn'], new Error('database unavailable'), ['hall']]);
    await expect(c.listings.activeVendorIds(['barn'])).rejects.toThrow('database unavailable');
    expect(await c.listings.activeVendorIds(['barn'])).toEqual(new Set(['barn']));
    c.advance(30_000);
    expect(await c.listings.activeVendorIds(['barn', 'hall'])).toEqual(new Set(['barn']));
    expect(c.logger.lines.filter((l) => l.includes('active listings not refreshed'))).toHaveLength(1);
    // Not read again until the next interval.
    expect(await c.listings.activeVendorIds(['hall'])).toEqual(new Set());
    c.advance(30_000);
    expect(await c.listings.activeVendorIds(['hall'])).toEqual(new Set(['hall']));
    expect(c.reads()).toBe(4);
  });
});
