import type { ReplyTimePair } from '../../domain/inquiries/timing.ts';
import { awardYearAt, COUPLES_CHOICE, couplesChoice, couplesChoiceWindow, type AwardReview } from '../../domain/reviews/awards.ts';
import type { AwardRepository } from '../ports/award-repository.ts';
import type { Clock } from '../ports/clock.ts';
import type { Logger } from '../ports/logger.ts';
import type { RankingRepository } from '../ports/ranking-repository.ts';

/** How often the sweep looks whether this year's award is drawn (a cheap read by key when it is). */
export const AWARD_SWEEP_EVERY_MS = 15 * 60 * 1000;

/**
 * Draws 'Couples' Choice {year}' (issue 40 §5) once a year: when the current year in New York has no round
 * yet, reads the verified reviews published and the inquiries delivered in the year's window (two reads for
 * the whole directory), applies domain/reviews/awards.ts to every vendor with verified reviews, and stores
 * the round with its vendors at once. Idempotent: a drawn round is never drawn again, and of two processes
 * drawing at the same moment one stores it (the round's key) and the other stores nothing.
 */
export class DrawCouplesChoiceAwards {
  static readonly inject = ['AwardRepository', 'RankingRepository', 'Clock', 'Logger'] as const;
  constructor(
    private readonly awards: AwardRepository,
    private readonly ranking: RankingRepository,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<{ year: number; drawn: boolean; awarded: number }> {
    const now = this.clock.now();
    const year = awardYearAt(now);
    if (await this.awards.roundDrawn(COUPLES_CHOICE, year)) return { year, drawn: false, awarded: 0 };
    const window = couplesChoiceWindow(year);
    const [reviews, times] = await Promise.all([this.awards.verifiedReviewsPublished(window.from, window.to), this.ranking.deliveredInquiryTimes(window.from, window.to)]);
    const reviewsOf = new Map<string, AwardReview[]>();
    for (const r of reviews) reviewsOf.set(r.vendorId, [...(reviewsOf.get(r.vendorId) ?? []), { rating: r.rating, verified: true, publishedAt: r.publishedAt }]);
    const inquiriesOf = new Map<string, ReplyTimePair[]>();
    for (const t of times) {
      if (!reviewsOf.has(t.vendorId)) continue;
      const list = inquiriesOf.get(t.vendorId) ?? [];
      list.push({ receivedAt: t.receivedAt, firstRepliedAt: t.firstRepliedAt });
      inquiriesOf.set(t.vendorId, list);
    }
    const vendorIds = [...reviewsOf].filter(([vendorId, rs]) => couplesChoice({ reviews: rs, inquiries: inquiriesOf.get(vendorId) ?? [] }, year).awarded).map(([vendorId]) => vendorId);
    vendorIds.sort();
    const drawn = await this.awards.recordRound({ kind: COUPLES_CHOICE, year, drawnAt: now, vendorIds });
    if (!drawn) return { year, drawn: false, awarded: 0 };
    this.logger.info("Couples' Choice drawn", { year, awarded: vendorIds.length });
    return { year, drawn: true, awarded: vendorIds.length };
  }
}
