/**
 * What several API processes share through Redis (issue 7, production profile): rate limits — one
 * contract for the in-memory and the Redis limiter — and public-cache invalidations.
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Redis } from 'ioredis';
import { ResponseCache } from '../../adapters/http/response-cache.ts';
import { requestTimeRedis, subscriberRedis } from '../../adapters/redis/redis-connection.ts';
import { RedisCacheBroadcast } from '../../adapters/redis/redis-cache-broadcast.ts';
import { RedisRateLimiter } from '../../adapters/redis/redis-rate-limiter.ts';
import { InMemoryRateLimiter } from '../../adapters/system/in-memory-rate-limiter.ts';
import { SystemClock } from '../../adapters/system/system-clock.ts';
import { PinoLogger } from '../../adapters/system/pino-logger.ts';
import type { RateLimiter } from '../../application/ports/rate-limiter.ts';

const silent = new PinoLogger({ level: 'silent' });
const connections: Redis[] = [];
const redis = (kind: 'request' | 'subscriber' = 'request') => {
  const r = kind === 'request' ? requestTimeRedis(inject('redisUrl'), 'test') : subscriberRedis(inject('redisUrl'), 'test-sub');
  connections.push(r);
  return r;
};
afterAll(() => connections.forEach((r) => r.disconnect()));

let n = 0;
const limiters: Record<string, () => RateLimiter> = {
  'in memory': () => new InMemoryRateLimiter(new SystemClock()),
  Redis: () => new RedisRateLimiter(redis(), silent, `test:${process.pid}:${n++}:`),
};

describe.each(Object.keys(limiters))('RateLimiter contract: %s', (name) => {
  it('allows up to the limit in a window, then refuses with the time left', async () => {
    const limiter = limiters[name]!();
    for (let i = 0; i < 3; i++) expect((await limiter.hit('login:ann@example.com', 3, 60_000)).allowed).toBe(true);
    const refused = await limiter.hit('login:ann@example.com', 3, 60_000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(55_000);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
    expect((await limiter.hit('login:bob@example.com', 3, 60_000)).allowed).toBe(true);
  });

  it('opens a new window once the old one has passed', async () => {
    const limiter = limiters[name]!();
    expect((await limiter.hit('k', 1, 150)).allowed).toBe(true);
    expect((await limiter.hit('k', 1, 150)).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 250));
    expect((await limiter.hit('k', 1, 150)).allowed).toBe(true);
  });
});

describe('Redis shared state between API processes', () => {
  it('counts the hits of two processes together', async () => {
    const prefix = `test:${process.pid}:shared:`;
    const a = new RedisRateLimiter(redis(), silent, prefix);
    const b = new RedisRateLimiter(redis(), silent, prefix);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).hit('contact:ip:10.0.0.1', 6, 60_000)));
    expect(results.filter((r) => r.allowed)).toHaveLength(6);
  });

  it('keeps no email address in clear in Redis', async () => {
    const r = redis();
    await new RedisRateLimiter(r, silent, `test:${process.pid}:privacy:`).hit('login:secret.person@example.com', 5, 60_000);
    const keys = await r.keys(`test:${process.pid}:privacy:*`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain('secret');
  });

  it('lets requests through, and says so, while Redis is unreachable', async () => {
    const down = requestTimeRedis('redis://127.0.0.1:1', 'down');
    connections.push(down);
    down.on('error', () => {});
    const warnings: string[] = [];
    const logger = { ...silent, warn: (m: string) => warnings.push(m), info() {}, error() {}, debug() {} };
    const result = await new RedisRateLimiter(down, logger).hit('x', 1, 1000);
    expect(result.allowed).toBe(true);
    expect(warnings).toContain('Rate limiter unavailable; request allowed');
  });

  it("empties the other processes' public read caches when one of them is written through", async () => {
    const channel = `test:${process.pid}:cache`;
    const caches = [new ResponseCache({ ttlMs: 30_000 }), new ResponseCache({ ttlMs: 30_000 })];
    const broadcasts = caches.map((cache) => {
      const b = new RedisCacheBroadcast(redis(), redis('subscriber'), silent, channel);
      cache.onInvalidate = () => b.publish();
      return { b, cache };
    });
    let remoteInvalidations = 0;
    for (const { b, cache } of broadcasts) {
      await b.listen(() => {
        remoteInvalidations++;
        cache.invalidate({ remote: true });
      });
    }
    const before = caches.map((c) => c.stats.invalidations);
    caches[0]!.invalidate();
    for (let i = 0; i < 50 && remoteInvalidations === 0; i++) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 100));
    // The writer's cache was emptied by the write, the other's by the broadcast; nobody heard itself.
    expect(caches.map((c, i) => c.stats.invalidations - before[i]!)).toEqual([1, 1]);
    expect(remoteInvalidations).toBe(1);
    for (const { b } of broadcasts) await b.close();
  });
});
