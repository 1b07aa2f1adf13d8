import type { Knex } from 'knex';
import type { DailyCount } from '../../../../domain/insights/counting.ts';
import type { EventKind } from '../../../../domain/insights/insights-api.ts';
import type { InquiryFacts, InsightsRepository, KindDayCount } from '../../../../application/ports/insights.ts';
import { dialectOf } from '../connection.ts';
import { allOf, date, dateOrNull, day, num, type Row } from '../rows.ts';

/** Rows per upsert statement: far below both drivers' limits on bound values (4 per row). */
const UPSERT_ROWS = 2000;
const IN_LIST = 1000;

/** An inquiry counts once it reached the vendor: delivered (or delivered and later deleted by the couple). */
const COUNTED_STATES = ['delivered', 'deleted'];

const inquiryFacts = (r: Row): InquiryFacts => ({
  deliveredAt: date(r.delivered_at),
  firstRepliedAt: dateOrNull(r.first_replied_at),
  booked: r.status === 'booked',
});

export class KnexInsightsRepository implements InsightsRepository {
  constructor(private readonly knex: Knex) {}

  async activeVendorIds(ids: readonly string[]): Promise<Set<string>> {
    const active = new Set<string>();
    const unique = [...new Set(ids)];
    for (let i = 0; i < unique.length; i += IN_LIST) {
      const found: string[] = await this.knex('vendors').whereIn('id', unique.slice(i, i + IN_LIST)).andWhere('is_active', true).pluck('id');
      for (const id of found) active.add(id);
    }
    return active;
  }

  /** The ids of every active listing (the beacons' check, kept in memory by CachedActiveListings). */
  async allActiveVendorIds(): Promise<Set<string>> {
    return new Set(await this.knex('vendors').where('is_active', true).pluck('id'));
  }

  async addCounts(counts: readonly DailyCount[]): Promise<void> {
    const rows = counts.filter((c) => c.count > 0).map((c) => ({ vendor_id: c.vendorId, day: c.day, kind: c.kind, count: c.count }));
    // The new count is added to the stored one in the same statement (no read, no race between processes).
    const added = dialectOf(this.knex) === 'mysql' ? this.knex.raw('?? + VALUES(??)', ['count', 'count']) : this.knex.raw('?? + excluded.??', ['vendor_daily_stats.count', 'count']);
    for (let i = 0; i < rows.length; i += UPSERT_ROWS) {
      await this.knex('vendor_daily_stats')
        .insert(rows.slice(i, i + UPSERT_ROWS))
        .onConflict(['vendor_id', 'day', 'kind'])
        .merge({ count: added });
    }
  }

  async vendorDailyCounts(vendorId: string, from: string, to: string): Promise<KindDayCount[]> {
    const counts = this.knex('vendor_daily_stats').where('vendor_id', vendorId).andWhereBetween('day', [from, to]).select('day', 'kind', 'count');
    return allOf(counts, (r) => ({ day: day(r.day), kind: r.kind as EventKind, count: num(r.count) }));
  }

  async vendorInquiries(vendorId: string, since: Date): Promise<InquiryFacts[]> {
    // first_replied_at is never before delivered_at: a reply in the range belongs to an inquiry delivered in it or before.
    const inquiries = this.knex('inquiries')
      .where('vendor_id', vendorId)
      .whereIn('state', COUNTED_STATES)
      .whereNotNull('delivered_at')
      .andWhere((q) => q.where('delivered_at', '>=', since).orWhere('first_replied_at', '>=', since))
      .select('delivered_at', 'first_replied_at', 'status');
    return allOf(inquiries, inquiryFacts);
  }

  async countsByCategory(kind: EventKind, from: string, to: string): Promise<Array<{ categoryId: string; day: string; count: number }>> {
    const sums = this.knex('vendor_daily_stats as s')
      .join('vendors as v', 'v.id', 's.vendor_id')
      .where('s.kind', kind)
      .andWhereBetween('s.day', [from, to])
      .groupBy('v.category_id', 's.day')
      .select('v.category_id', 's.day')
      .sum({ n: 's.count' });
    return allOf(sums, (r) => ({ categoryId: String(r.category_id), day: day(r.day), count: num(r.n) }));
  }

  async inquiriesByCategory(since: Date): Promise<Array<InquiryFacts & { categoryId: string }>> {
    const inquiries = this.knex('inquiries as i')
      .join('vendors as v', 'v.id', 'i.vendor_id')
      .whereIn('i.state', COUNTED_STATES)
      .andWhere('i.delivered_at', '>=', since)
      .select('v.category_id', 'i.delivered_at', 'i.first_replied_at', 'i.status');
    return allOf(inquiries, (r) => ({ ...inquiryFacts(r), categoryId: String(r.category_id) }));
  }
}
