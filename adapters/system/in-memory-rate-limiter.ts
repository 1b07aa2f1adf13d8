import type { Clock } from '../../application/ports/clock.ts';
import type { RateLimiter, RateLimitResult } from '../../application/ports/rate-limiter.ts';

/** Fixed-window counters in this process (the embedded profile: one process serves everything). */
export class InMemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly clock: Clock) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const now = this.clock.now().getTime();
    if (this.windows.size > 10_000) for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
    }
    w.count++;
    return w.count <= limit ? { allowed: true, retryAfterMs: 0 } : { allowed: false, retryAfterMs: w.resetAt - now };
  }
}
