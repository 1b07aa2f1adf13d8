import type { Knex } from 'knex';
import type { AvailabilityRepository } from '../../../../application/ports/availability-repository.ts';
import { UNAVAILABLE_KINDS, type AvailabilityStatus, type UnavailableDay, type UnavailableKind } from '../../../../domain/availability/availability.ts';
import { daysFrom } from '../../../../domain/availability/calendar-days.ts';

type Row = Record<string, unknown>;

/** A DATE as 'YYYY-MM-DD': SQLite gives the stored string, mysql2 a Date at midnight UTC (timezone 'Z'). */
const dayOf = (v: unknown): string => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

const kindOf = (v: unknown): UnavailableKind => ((UNAVAILABLE_KINDS as readonly string[]).includes(String(v)) ? (String(v) as UnavailableKind) : 'unavailable');

/** vendor_unavailable_dates on SQLite and MySQL/MariaDB. */
export class KnexAvailabilityRepository implements AvailabilityRepository {
  constructor(private readonly knex: Knex) {}

  async setRange(vendorId: string, from: string, to: string, status: AvailabilityStatus): Promise<number> {
    const days = daysFrom(from, to);
    await this.knex.transaction(async (trx) => {
      await trx('vendor_unavailable_dates').where('vendor_id', vendorId).whereBetween('day', [from, to]).delete();
      if (status !== 'available' && days.length) {
        // A mark carries its vendor's category (migration 016: the dated list's total is counted from the
        // day's marks). Read under a shared lock, so a concurrent category change (which updates the vendor,
        // then its marks, in one transaction) either waits for these marks or is seen by them.
        const vendor = (await trx('vendors').where('id', vendorId).forShare().first('category_id')) as Row | undefined;
        const categoryId = vendor ? String(vendor.category_id) : null;
        await trx('vendor_unavailable_dates').insert(days.map((day) => ({ vendor_id: vendorId, day, kind: status, category_id: categoryId })));
      }
    });
    return days.length;
  }

  async marksBetween(vendorId: string, first: string, last: string): Promise<UnavailableDay[]> {
    const rows = (await this.knex('vendor_unavailable_dates').select('day', 'kind').where('vendor_id', vendorId).whereBetween('day', [first, last]).orderBy('day')) as Row[];
    return rows.map((r) => ({ day: dayOf(r.day), kind: kindOf(r.kind) }));
  }

  async isUnavailable(vendorId: string, day: string): Promise<boolean> {
    return Boolean(await this.knex('vendor_unavailable_dates').select('day').where({ vendor_id: vendorId, day }).first());
  }

  async purgeBefore(day: string): Promise<number> {
    return Number(await this.knex('vendor_unavailable_dates').where('day', '<', day).delete());
  }
}
