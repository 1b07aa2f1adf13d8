import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from '../../application/ports/logger.ts';
import type { RateLimiter, RateLimitResult } from '../../application/ports/rate-limiter.ts';

/** INCR, and on the window's first hit its expiry, atomically; returns [count, milliseconds left]. */
const FIXED_WINDOW = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl}
`;

/**
 * Fixed-window counters in Redis, so every API process counts the same hits (the production profile). Keys
 * are hashed: they contain email addresses and client addresses, which Redis need not hold in clear.
 * While Redis is unreachable the limiter lets requests through and logs it: an outage of the limiter must
 * not become an outage of sign-in and the contact form.
 */
export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly logger: Logger,
    private readonly prefix = 'uwd:rl:',
  ) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const redisKey = this.prefix + createHash('sha256').update(key).digest('base64url');
    try {
      const [count, ttl] = (await this.redis.eval(FIXED_WINDOW, 1, redisKey, String(windowMs))) as [number, number];
      return count <= limit ? { allowed: true, retryAfterMs: 0 } : { allowed: false, retryAfterMs: Math.max(0, ttl) };
    } catch (e) {
      this.logger.warn('Rate limiter unavailable; request allowed', { error: e instanceof Error ? e.message : String(e) });
      return { allowed: true, retryAfterMs: 0 };
    }
  }
}
