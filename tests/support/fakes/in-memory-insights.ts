import { mergeCounts, type DailyCount } from '../../../domain/insights/counting.ts';
import type { EventKind } from '../../../domain/insights/insights-api.ts';
import type { InquiryFacts, InsightsRepository, KindDayCount } from '../../../application/ports/insights.ts';

/** The daily counters and inquiry facts in memory: vendors by id with their category and whether active. */
export class InMemoryInsights implements InsightsRepository {
  counts: DailyCount[] = [];
  writes = 0;
  failNextWrite = false;
  readonly inquiries: Array<InquiryFacts & { vendorId: string }> = [];

  constructor(private readonly vendors: Map<string, { categoryId: string; active: boolean }>) {}

  async activeVendorIds(ids: readonly string[]): Promise<Set<string>> {
    return new Set(ids.filter((id) => this.vendors.get(id)?.active));
  }

  async addCounts(counts: readonly DailyCount[]): Promise<void> {
    if (this.failNextWrite) {
      this.failNextWrite = false;
      throw new Error('database unavailable');
    }
    this.writes += 1;
    this.counts = mergeCounts([...this.counts, ...counts]);
  }

  async vendorDailyCounts(vendorId: string, from: string, to: string): Promise<KindDayCount[]> {
    return this.counts.filter((c) => c.vendorId === vendorId && c.day >= from && c.day <= to).map(({ day, kind, count }) => ({ day, kind, count }));
  }

  async vendorInquiries(vendorId: string, since: Date): Promise<InquiryFacts[]> {
    return this.inquiries
      .filter((i) => i.vendorId === vendorId && (i.deliveredAt >= since || (i.firstRepliedAt !== null && i.firstRepliedAt >= since)))
      .map(({ deliveredAt, firstRepliedAt, booked }) => ({ deliveredAt, firstRepliedAt, booked }));
  }

  async countsByCategory(kind: EventKind, from: string, to: string) {
    const out = new Map<string, { categoryId: string; day: string; count: number }>();
    for (const c of this.counts) {
      if (c.kind !== kind || c.day < from || c.day > to) continue;
      const categoryId = this.vendors.get(c.vendorId)!.categoryId;
      const row = out.get(`${categoryId}|${c.day}`) ?? { categoryId, day: c.day, count: 0 };
      row.count += c.count;
      out.set(`${categoryId}|${c.day}`, row);
    }
    return [...out.values()];
  }

  async inquiriesByCategory(since: Date) {
    return this.inquiries.filter((i) => i.deliveredAt >= since).map((i) => ({ ...i, categoryId: this.vendors.get(i.vendorId)!.categoryId }));
  }
}
