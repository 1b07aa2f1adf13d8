import { BEACON_RATE_LIMIT, isBot, mergeCounts, nyDay } from '../../domain/insights/counting.ts';
import { RATE_LIMITED_MESSAGE } from '../../domain/identity/auth-rules.ts';
import { RateLimitedError } from '../../domain/shared/domain-error.ts';
import type { Clock } from '../ports/clock.ts';
import type { EventCounter, EventHit, InsightsRepository, VisitorKeys } from '../ports/insights.ts';
import type { RateLimiter } from '../ports/rate-limiter.ts';

export interface BeaconSender {
  /** The client's address (as the HTTP adapter trusts it). */
  ip: string;
  userAgent: string | undefined;
}

/**
 * A beacon from a public page (issue 18 §1): rate-limited per address (429), then — unless the sender is a
 * bot — each (vendor, kind) counted once per visitor and New York day into the buffer. Nothing is read
 * from the database here: unknown and inactive vendors are dropped when the buffer is flushed.
 */
export class CountEvents {
  static readonly inject = ['EventCounter', 'VisitorKeys', 'RateLimiter', 'Clock'] as const;
  constructor(
    private readonly counter: EventCounter,
    private readonly visitorKeys: VisitorKeys,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  /** Returns how many counts were new (0 for a bot, a repeat, or nothing). */
  async execute(sender: BeaconSender, hits: readonly EventHit[]): Promise<number> {
    const limit = await this.rateLimiter.hit(`insights:ip:${sender.ip}`, BEACON_RATE_LIMIT.limit, BEACON_RATE_LIMIT.windowMs);
    if (!limit.allowed) throw new RateLimitedError(RATE_LIMITED_MESSAGE, limit.retryAfterMs);
    if (isBot(sender.userAgent) || hits.length === 0) return 0;
    const day = nyDay(this.clock.now());
    const visitor = await this.visitorKeys.keyOf(day, sender.ip, sender.userAgent ?? '');
    return this.counter.record(day, visitor, hits);
  }
}

/**
 * Writes the buffer's pending counts to the daily counters: counts of unknown or inactive listings are
 * dropped, the rest added in one upsert statement. On a failed write the counts go back to the buffer for
 * the next flush. Called by a timer (every few seconds) and at shutdown (`force`).
 */
export class FlushInsights {
  static readonly inject = ['EventCounter', 'InsightsRepository'] as const;
  constructor(
    private readonly counter: EventCounter,
    private readonly insights: InsightsRepository,
  ) {}

  /** Returns the number of counter rows written. */
  async execute(opts: { force?: boolean } = {}): Promise<number> {
    const taken = await this.counter.takePending(opts);
    if (taken.length === 0) return 0;
    let rows = taken;
    try {
      const active = await this.insights.activeVendorIds(taken.map((c) => c.vendorId));
      rows = mergeCounts(taken.filter((c) => active.has(c.vendorId)));
      if (rows.length > 0) await this.insights.addCounts(rows);
      return rows.length;
    } catch (e) {
      await this.counter.putBack(rows);
      throw e;
    }
  }
}
