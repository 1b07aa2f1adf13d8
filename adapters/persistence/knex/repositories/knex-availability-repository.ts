import type { Knex } from 'knex';
import type { AvailabilityRepository } from '../../../../application/ports/availability-repository.ts';
import { UNAVAILABLE_KINDS, type AvailabilityStatus, type UnavailableDay, type UnavailableKind } from '../../../../domain/availability/availability.ts';
import { daysFrom } from '../../../../domain/availability/calendar-days.ts';
import { dialectOf } from '../connection.ts';
import { applyScopeChange, DAY_SCOPES, dayScopes, MARK_COPIES, TABLE as LISTING_COUNTS } from '../listing-counts.ts';
import { retriedTransaction } from '../retried-transaction.ts';
import { allOf, bool, day as dayOf, type Row } from '../rows.ts';

const kindOf = (v: unknown): UnavailableKind => ((UNAVAILABLE_KINDS as readonly string[]).includes(String(v)) ? (String(v) as UnavailableKind) : 'unavailable');

/** vendor_unavailable_dates on SQLite and MySQL/MariaDB. */
export class KnexAvailabilityRepository implements AvailabilityRepository {
  constructor(private readonly knex: Knex) {}

  async setRange(vendorId: string, from: string, to: string, status: AvailabilityStatus): Promise<number> {
    const days = daysFrom(from, to);
    await retriedTransaction(this.knex, async (trx) => {
      // The vendor's row first, locked: the marks carry its category, status, price and capacity (MARK_COPIES,
      // migrations 016 and 050), and its category and status decide the kept day counts (listing_counts,
      // issue 18); a concurrent write of one of them, which locks the same row, waits for this write or is seen by it.
      const q = trx('vendors').where('id', vendorId).first(MARK_COPIES);
      if (dialectOf(this.knex) === 'mysql') q.forUpdate();
      const vendor = (await q) as Row | undefined;
      const before = (await trx('vendor_unavailable_dates').where('vendor_id', vendorId).whereBetween('day', [from, to]).select('day')) as Row[];
      await trx('vendor_unavailable_dates').where('vendor_id', vendorId).whereBetween('day', [from, to]).delete();
      const after = status !== 'available' ? days : [];
      if (after.length) await trx('vendor_unavailable_dates').insert(after.map((day) => ({ ...vendor, vendor_id: vendorId, day, kind: status })));
      // An active vendor's newly marked days count against the dated lists' totals; freed days no longer do.
      if (vendor && bool(vendor.is_active)) {
        const categoryId = String(vendor.category_id);
        await applyScopeChange(
          trx,
          before.flatMap((r) => dayScopes(dayOf(r.day), categoryId)),
          after.flatMap((day) => dayScopes(day, categoryId)),
        );
      }
    });
    return days.length;
  }

  async marksBetween(vendorId: string, first: string, last: string): Promise<UnavailableDay[]> {
    const marks = this.knex('vendor_unavailable_dates').where('vendor_id', vendorId).whereBetween('day', [first, last]);
    return allOf(marks.select('day', 'kind').orderBy('day'), (r) => ({ day: dayOf(r.day), kind: kindOf(r.kind) }));
  }

  async purgeBefore(day: string): Promise<number> {
    return retriedTransaction(this.knex, async (trx) => {
      const purged = Number(await trx('vendor_unavailable_dates').where('day', '<', day).delete());
      // The kept counts of the days gone with them (their keys start with the day).
      await trx(LISTING_COUNTS).whereIn('scope', DAY_SCOPES).andWhere('scope_key', '<', day).delete();
      return purged;
    });
  }
}
