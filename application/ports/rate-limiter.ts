export interface RateLimitResult {
  allowed: boolean;
  /** When the caller may try again, if not allowed. */
  retryAfterMs: number;
}

/** Counts hits per key in a fixed window (in memory embedded, Redis in production so every API process agrees). */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
}
