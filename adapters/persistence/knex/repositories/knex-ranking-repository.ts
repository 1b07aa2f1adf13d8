import type { Knex } from 'knex';
import type { DeliveredInquiryTimes, RankingRepository, ReplyTimeChange } from '../../../../application/ports/ranking-repository.ts';
import { dialectOf } from '../connection.ts';
import { syncFilterLinkOrder } from '../filter-link-order.ts';
import { allOf, date, dateOrNull, num, type Row } from '../rows.ts';

/** Badge changes per UPDATE … CASE statement. */
const WRITE_BATCH = 500;

/**
 * The sweeps' reads and writes over all vendors (docs/adr/0018-published-ranking.md).
 *
 * The rotation key of a vendor for a day is the first 32 bits of MD5(day || ':' || id): a good shuffle
 * (unlike CRC32, which is linear: a new day only XORs every key with one constant), the same on both
 * dialects (MySQL/MariaDB compute it with MD5 and CONV; SQLite with md5_32, a function registered on each
 * connection in connection.ts), so a day's order is reproducible whichever process draws it.
 */
export class KnexRankingRepository implements RankingRepository {
  constructor(private readonly knex: Knex) {}

  /** A range read of inquiries_reply_time_idx (delivered_at, vendor_id, first_replied_at): the index alone. */
  async deliveredInquiryTimes(from: Date, to: Date): Promise<DeliveredInquiryTimes[]> {
    const inquiries = this.knex('inquiries').whereNotNull('delivered_at').where('delivered_at', '>=', from).where('delivered_at', '<=', to);
    const times = (r: Row) => ({ vendorId: String(r.vendor_id), receivedAt: date(r.delivered_at), firstRepliedAt: dateOrNull(r.first_replied_at) });
    return allOf(inquiries.select('vendor_id', 'delivered_at', 'first_replied_at'), times);
  }

  async replyTimeBadges(): Promise<Map<string, number>> {
    const rows = (await this.knex('vendors').whereNotNull('reply_time_hours').select('id', 'reply_time_hours')) as Row[];
    return new Map(rows.map((r) => [String(r.id), num(r.reply_time_hours)]));
  }

  async setReplyTimes(changes: readonly ReplyTimeChange[]): Promise<number> {
    let changed = 0;
    for (let i = 0; i < changes.length; i += WRITE_BATCH) {
      const batch = changes.slice(i, i + WRITE_BATCH);
      const cases = batch.map(() => 'WHEN ? THEN ?').join(' ');
      const bindings = batch.flatMap((c) => [c.vendorId, c.hours]);
      const ids = batch.map((c) => c.vendorId);
      // Not updated_at: the badge is not an edit of the listing (the sitemap's lastmod stays the listing's).
      changed += num(await this.knex('vendors').whereIn('id', ids).update({ reply_time_hours: this.knex.raw(`CASE id ${cases} END`, bindings) }));
    }
    return changed;
  }

  async rotate(day: string): Promise<number> {
    const key = dialectOf(this.knex) === 'mysql' ? "CAST(CONV(LEFT(MD5(CONCAT(?, ':', id)), 8), 16, 10) AS UNSIGNED)" : "md5_32(? || ':' || id)";
    const drawn = num(
      await this.knex('vendors')
        .where((w) => w.whereNull('rotation_day').orWhere('rotation_day', '<>', day))
        .update({ rotation_key: this.knex.raw(key, [day]), rotation_day: day }),
    );
    // The filter links carry the day's keys too (landing pages' order, filter-link-order.ts).
    if (drawn > 0) await syncFilterLinkOrder(this.knex);
    return drawn;
  }
}
