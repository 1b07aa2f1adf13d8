import { replyBadgeHours } from '../../domain/inquiries/reply-time-badge.ts';
import { replyTimeWindowStart, type ReplyTimePair } from '../../domain/inquiries/timing.ts';
import { rotationDay } from '../../domain/listings/ranking.ts';
import type { Clock } from '../ports/clock.ts';
import type { Logger } from '../ports/logger.ts';
import type { RankingRepository, ReplyTimeChange } from '../ports/ranking-repository.ts';

/** How often the badges are refreshed and the day's rotation checked (the inquiry sweeps' pace). */
export const RANKING_SWEEP_EVERY_MS = 15 * 60 * 1000;

/**
 * Refreshes every vendor's reply-time badge (issue 18 §3): one read of the last 90 days' delivered
 * inquiries and one of the vendors carrying a badge, the rule of domain/inquiries/reply-time-badge.ts per
 * vendor, and batched writes of what changed only — a badge given, changed, or cleared for a vendor that
 * no longer qualifies (fewer inquiries, or slower than a day).
 */
export class RefreshReplyTimeBadges {
  static readonly inject = ['RankingRepository', 'Clock', 'Logger'] as const;
  constructor(
    private readonly ranking: RankingRepository,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<{ badged: number; changed: number }> {
    const now = this.clock.now();
    const [times, current] = await Promise.all([this.ranking.deliveredInquiryTimes(replyTimeWindowStart(now), now), this.ranking.replyTimeBadges()]);
    const byVendor = new Map<string, ReplyTimePair[]>();
    for (const t of times) {
      const list = byVendor.get(t.vendorId) ?? [];
      list.push({ receivedAt: t.receivedAt, firstRepliedAt: t.firstRepliedAt });
      byVendor.set(t.vendorId, list);
    }
    const next = new Map<string, number>();
    for (const [vendorId, pairs] of byVendor) {
      const hours = replyBadgeHours(pairs, now);
      if (hours !== null) next.set(vendorId, hours);
    }
    const changes: ReplyTimeChange[] = [];
    for (const [vendorId, hours] of next) if (current.get(vendorId) !== hours) changes.push({ vendorId, hours });
    for (const vendorId of current.keys()) if (!next.has(vendorId)) changes.push({ vendorId, hours: null });
    const changed = changes.length ? await this.ranking.setReplyTimes(changes) : 0;
    if (changed > 0) this.logger.info('Reply-time badges refreshed', { badged: next.size, changed });
    return { badged: next.size, changed };
  }
}

/**
 * Draws the day's rotation among tied vendors (issue 18 §6): when the day in Greenville changes, every
 * vendor gets the new day's key in one statement; on other runs only new vendors (without a key for the
 * day) get theirs, so the order changes exactly once a day.
 */
export class RotateListingOrder {
  static readonly inject = ['RankingRepository', 'Clock', 'Logger'] as const;
  constructor(
    private readonly ranking: RankingRepository,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<{ day: string; rotated: number }> {
    const day = rotationDay(this.clock.now());
    const rotated = await this.ranking.rotate(day);
    if (rotated > 0) this.logger.info('Listing rotation drawn', { day, rotated });
    return { day, rotated };
  }
}
