import type { Redis } from 'ioredis';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { EventCounter } from '../../application/ports/insights.ts';
import { requestTimeRedis } from '../redis/redis-connection.ts';
import { RedisDailySalts, RedisEventCounter } from '../redis/redis-insights.ts';
import { CapturingLogger } from '../../tests/support/fakes/capturing-logger.ts';
import { HmacVisitorKeys, InMemoryDailySalts, type DailySalts } from './hmac-visitor-keys.ts';
import { InMemoryEventCounter } from './in-memory-event-counter.ts';

/** The buffer's contract, on the embedded profile's memory and on a real Redis (the production profile). */
const opened: Redis[] = [];
const redis = () => {
  const r = requestTimeRedis(inject('redisUrl'), 'test-insights');
  opened.push(r);
  return r;
};
afterAll(() => {
  for (const r of opened) r.disconnect();
});

let n = 0;
const prefix = () => `test:insights:${process.pid}:${n++}:`;
const silent = new CapturingLogger();

/** Two handles on one buffer (two API processes in production; the same object in memory), on a clock. */
const ADAPTERS: Record<string, (opts?: { maxKeysPerVisitor?: number }) => { a: EventCounter; b: EventCounter; advance(ms: number): void }> = {
  memory: (opts = {}) => {
    let now = 1_000_000;
    const counter = new InMemoryEventCounter(() => now, silent, { minIntervalMs: 1000, ...opts });
    return { a: counter, b: counter, advance: (ms) => void (now += ms) };
  },
  redis: (opts = {}) => {
    const p = prefix();
    return { a: new RedisEventCounter(redis(), silent, { prefix: p, minIntervalMs: 300, ...opts }), b: new RedisEventCounter(redis(), silent, { prefix: p, minIntervalMs: 300, ...opts }), advance: () => undefined };
  },
};
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const sorted = <T extends { vendorId: string; kind: string }>(xs: T[]) => [...xs].sort((x, y) => (x.vendorId + x.kind).localeCompare(y.vendorId + y.kind));

describe.each(Object.keys(ADAPTERS))('EventCounter [%s]', (name) => {
  const make = ADAPTERS[name]!;
  const settle = async (h: { advance(ms: number): void }) => {
    h.advance(2000);
    if (name === 'redis') await wait(350);
  };

  it('counts a visitor once per vendor, kind and day, across processes', async () => {
    const h = make();
    expect(await h.a.record('2026-11-25', 'ann', [{ vendorId: 'A', kind: 'profile_view' }, { vendorId: 'A', kind: 'call_click' }])).toBe(2);
    expect(await h.b.record('2026-11-25', 'ann', [{ vendorId: 'A', kind: 'profile_view' }])).toBe(0);
    expect(await h.a.record('2026-11-25', 'bob', [{ vendorId: 'A', kind: 'profile_view' }, { vendorId: 'B', kind: 'profile_view' }])).toBe(2);
    expect(await h.b.record('2026-11-26', 'ann', [{ vendorId: 'A', kind: 'profile_view' }])).toBe(1); // a new day
    expect(sorted(await h.b.takePending())).toEqual(
      sorted([
        { vendorId: 'A', day: '2026-11-25', kind: 'profile_view', count: 2 },
        { vendorId: 'A', day: '2026-11-25', kind: 'call_click', count: 1 },
        { vendorId: 'B', day: '2026-11-25', kind: 'profile_view', count: 1 },
        { vendorId: 'A', day: '2026-11-26', kind: 'profile_view', count: 1 },
      ]),
    );
    // Taken once: the other process finds nothing, and the dedupe still holds after the flush.
    await settle(h);
    expect(await h.a.takePending()).toEqual([]);
    expect(await h.a.record('2026-11-25', 'ann', [{ vendorId: 'A', kind: 'profile_view' }])).toBe(0);
  });

  it('lets one flush through per interval, however many processes ask (unless forced, at shutdown)', async () => {
    const h = make();
    await h.a.record('2026-11-25', 'ann', [{ vendorId: 'A', kind: 'share' }]);
    expect(await h.a.takePending()).toHaveLength(1);
    await h.a.record('2026-11-25', 'bob', [{ vendorId: 'A', kind: 'share' }]);
    expect(await h.a.takePending()).toEqual([]);
    expect(await h.b.takePending()).toEqual([]);
    expect(await h.b.takePending({ force: true })).toEqual([{ vendorId: 'A', day: '2026-11-25', kind: 'share', count: 1 }]);
    await h.a.record('2026-11-25', 'cy', [{ vendorId: 'A', kind: 'share' }]);
    await settle(h);
    expect(await h.b.takePending()).toEqual([{ vendorId: 'A', day: '2026-11-25', kind: 'share', count: 1 }]);
  });

  it("gives each visitor (one address) a daily budget of its own: spending it stops no other address's counts", async () => {
    const h = make({ maxKeysPerVisitor: 3 });
    const five = ['A', 'B', 'C', 'D', 'E'].map((vendorId) => ({ vendorId, kind: 'list_appearance' as const }));
    expect(await h.a.record('2026-11-25', 'flooder', five)).toBe(3);
    expect(await h.b.record('2026-11-25', 'flooder', [{ vendorId: 'F', kind: 'profile_view' }])).toBe(0); // spent, in every process
    expect(await h.a.record('2026-11-25', 'flooder', [{ vendorId: 'A', kind: 'list_appearance' }])).toBe(0); // a repeat, as before
    expect(await h.b.record('2026-11-25', 'ann', five)).toBe(3);
    expect(await h.a.record('2026-11-25', 'bob', [{ vendorId: 'E', kind: 'list_appearance' }, { vendorId: 'F', kind: 'profile_view' }])).toBe(2);
    expect(await h.a.record('2026-11-26', 'flooder', [{ vendorId: 'F', kind: 'profile_view' }])).toBe(1); // a new day, a new budget
    expect(sorted(await h.b.takePending({ force: true }))).toEqual(
      sorted([
        { vendorId: 'A', day: '2026-11-25', kind: 'list_appearance', count: 2 },
        { vendorId: 'B', day: '2026-11-25', kind: 'list_appearance', count: 2 },
        { vendorId: 'C', day: '2026-11-25', kind: 'list_appearance', count: 2 },
        { vendorId: 'E', day: '2026-11-25', kind: 'list_appearance', count: 1 },
        { vendorId: 'F', day: '2026-11-25', kind: 'profile_view', count: 1 },
        { vendorId: 'F', day: '2026-11-26', kind: 'profile_view', count: 1 },
      ]),
    );
  });

  it('takes back counts whose write failed, adding them to the next flush', async () => {
    const h = make();
    await h.a.record('2026-11-25', 'ann', [{ vendorId: 'A', kind: 'website_click' }]);
    const taken = await h.a.takePending({ force: true });
    await h.a.record('2026-11-25', 'bob', [{ vendorId: 'A', kind: 'website_click' }]);
    await h.a.putBack(taken);
    expect(await h.a.takePending({ force: true })).toEqual([{ vendorId: 'A', day: '2026-11-25', kind: 'website_click', count: 2 }]);
  });
});

describe('the visitor key', () => {
  const SALTS: Record<string, () => [DailySalts, DailySalts]> = {
    memory: () => {
      const s = new InMemoryDailySalts();
      return [s, s];
    },
    redis: () => {
      const p = prefix();
      return [new RedisDailySalts(redis(), p), new RedisDailySalts(redis(), p)];
    },
  };

  it.each(Object.keys(SALTS))('is the same for one address all day, in every process, and another the next day [%s]', async (name) => {
    const [one, two] = SALTS[name]!();
    const a = new HmacVisitorKeys(one);
    const b = new HmacVisitorKeys(two);
    const key = await a.keyOf('2026-11-25', '203.0.113.9');
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await b.keyOf('2026-11-25', '203.0.113.9')).toBe(key);
    expect(await a.keyOf('2026-11-25', '203.0.113.10')).not.toBe(key);
    expect(await a.keyOf('2026-11-26', '203.0.113.9')).not.toBe(key);
    expect(key).not.toContain('203');
  });

  it('keeps the day salt in Redis with an expiry, never without one', async () => {
    const r = redis();
    const p = prefix();
    await new RedisDailySalts(r, p).saltFor('2026-11-25');
    const ttl = await r.ttl(`${p}2026-11-25`);
    expect(ttl).toBeGreaterThan(24 * 60 * 60);
    expect(ttl).toBeLessThanOrEqual(2 * 24 * 60 * 60);
  });
});

describe('the in-memory buffer', () => {
  it("stops taking new keys past its memory guard for the day (many addresses' worth), and says so once", async () => {
    const logger = new CapturingLogger();
    const counter = new InMemoryEventCounter(() => 0, logger, { maxKeysPerDay: 3 });
    expect(await counter.record('2026-11-25', 'ann', ['A', 'B'].map((vendorId) => ({ vendorId, kind: 'list_appearance' as const })))).toBe(2);
    expect(await counter.record('2026-11-25', 'bob', ['A', 'B'].map((vendorId) => ({ vendorId, kind: 'list_appearance' as const })))).toBe(1);
    expect(await counter.record('2026-11-25', 'cy', [{ vendorId: 'A', kind: 'list_appearance' }])).toBe(0);
    expect(logger.lines.filter((l) => l.includes('too many visitors'))).toHaveLength(1);
    // A new day starts afresh.
    expect(await counter.record('2026-11-26', 'cy', [{ vendorId: 'A', kind: 'list_appearance' }])).toBe(1);
  });
});
