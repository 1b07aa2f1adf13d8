import { BEACON_RATE_LIMIT, isBot, mergeCounts, nyDay } from '../../domain/insights/counting.ts';
import { RATE_LIMITED_MESSAGE } from '../../domain/identity/auth-rules.ts';
import { RateLimitedError } from '../../domain/shared/domain-error.ts';
import type { Clock } from '../ports/clock.ts';
import type { ActiveListings, EventCounter, EventHit, InsightsRepository, VisitorKeys } from '../ports/insights.ts';
import type { RateLimiter } from '../ports/rate-limiter.ts';

export interface BeaconSender {
  /** The client's address (as the HTTP adapter trusts it). */
  ip: string;
  userAgent: string | undefined;
}

/**
 * A beacon from a public page (issue 18 §1): rate-limited per address (429), then — unless the sender is a
 * bot — the hits of active listings (unknown and inactive ids are dropped first, so they use none of the
 * address's budget: issue 35 §9) counted once per address, vendor, kind and New York day into the buffer,
 * within the address's own daily budget. The user agent only tells bots apart: a new one does not make a new
 * visitor (issue 35 §1). The active listings are a set in memory: no database read per beacon.
 */
export class CountEvents {
  static readonly inject = ['EventCounter', 'VisitorKeys', 'ActiveListings', 'RateLimiter', 'Clock'] as const;
  constructor(
    private readonly counter: EventCounter,
    private readonly visitorKeys: VisitorKeys,
    private readonly listings: ActiveListings,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  /** Returns how many counts were new (0 for a bot, a repeat, an unknown or inactive listing, or nothing). */
  async execute(sender: BeaconSender, hits: readonly EventHit[]): Promise<number> {
    const limit = await this.rateLimiter.hit(`insights:ip:${sender.ip}`, BEACON_RATE_LIMIT.limit, BEACON_RATE_LIMIT.windowMs);
    if (!limit.allowed) throw new RateLimitedError(RATE_LIMITED_MESSAGE, limit.retryAfterMs);
    if (isBot(sender.userAgent) || hits.length === 0) return 0;
    const active = await this.listings.activeVendorIds(hits.map((h) => h.vendorId));
    const counted = hits.filter((h) => active.has(h.vendorId));
    if (counted.length === 0) return 0;
    const day = nyDay(this.clock.now());
    const visitor = await this.visitorKeys.keyOf(day, sender.ip);
    return this.counter.record(day, visitor, counted);
  }
}

/**
 * Writes the buffer's pending counts to the daily counters: counts of listings deactivated since they were
 * counted are dropped, the rest added in one upsert statement. On a failed write the counts go back to the buffer for
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
