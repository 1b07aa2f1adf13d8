import { describe, expect, it } from 'vitest';
import { InMemoryRateLimiter } from './in-memory-rate-limiter.ts';

const clockAt = (start: number) => {
  let t = start;
  return { clock: { now: () => new Date(t) }, advance: (ms: number) => (t += ms) };
};

describe('InMemoryRateLimiter', () => {
  it('allows `limit` hits a window, then refuses with the time left, and starts afresh after it', async () => {
    const { clock, advance } = clockAt(1_000_000);
    const limiter = new InMemoryRateLimiter(clock);
    for (let i = 0; i < 3; i++) expect((await limiter.hit('k', 3, 60_000)).allowed).toBe(true);
    advance(15_000);
    expect(await limiter.hit('k', 3, 60_000)).toEqual({ allowed: false, retryAfterMs: 45_000 });
    advance(45_000);
    expect((await limiter.hit('k', 3, 60_000)).allowed).toBe(true);
  });

  it('sweeps expired counters once it holds many, at most once a second', async () => {
    const { clock, advance } = clockAt(1_000_000);
    const limiter = new InMemoryRateLimiter(clock);
    for (let i = 0; i <= 10_000; i++) await limiter.hit(`old:${i}`, 10, 1_000);
    advance(1_000); // every counter so far has expired
    await limiter.hit('new:0', 10, 60_000);
    expect(limiter.size).toBe(1);
    for (let i = 1; i <= 10_001; i++) await limiter.hit(`new:${i}`, 10, 500);
    advance(500);
    await limiter.hit('late', 10, 60_000);
    expect(limiter.size).toBeGreaterThan(10_000); // a sweep ran less than a second ago
    advance(500);
    await limiter.hit('later', 10, 60_000);
    expect(limiter.size).toBe(3); // new:0, late, later
  });
});
