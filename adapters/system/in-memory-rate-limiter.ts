import type { Clock } from '../../application/ports/clock.ts';
import type { RateLimiter, RateLimitResult } from '../../application/ports/rate-limiter.ts';

/** Above this many counters, expired ones are swept out… */
const SWEEP_ABOVE = 10_000;
/** …at most this often, so a flood of distinct keys costs one pass a second, not one a request. */
const SWEEP_EVERY_MS = 1_000;

/** Fixed-window counters in this process (the embedded profile: one process serves everything). */
export class InMemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private nextSweepAt = 0;

  constructor(private readonly clock: Clock) {}

  /** Counters held now (expired ones included until the next sweep). */
  get size(): number {
    return this.windows.size;
  }

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const now = this.clock.now().getTime();
    if (this.windows.size > SWEEP_ABOVE && now >= this.nextSweepAt) {
      this.nextSweepAt = now + SWEEP_EVERY_MS;
      for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
    }
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
    }
    w.count++;
    return w.count <= limit ? { allowed: true, retryAfterMs: 0 } : { allowed: false, retryAfterMs: w.resetAt - now };
  }
}
