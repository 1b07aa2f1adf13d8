import type { Knex } from 'knex';
import { dialectOf } from './connection.ts';
import { syncFilterLinkOrder } from './filter-link-order.ts';
import { syncVendorSearch } from './search-index.ts';
import { retriedTransaction } from './retried-transaction.ts';
import { bool, day as dayOf, type Row } from './rows.ts';

/**
 * Totals kept on write (issue 19, docs/adr/0020-listing-counts.md): how many ACTIVE vendors each public
 * scope lists, so that a list page, a category, a landing page or a town shows its total by a primary-key
 * read instead of counting its vendors on every request (vendor-criteria-sql.ts reads them).
 *
 * Scopes, each a row of `listing_counts` (scope, scope_key, vendor_count):
 * - 'all' ('')                        every active vendor (the list of every category)
 * - 'category' (category id)          active vendors of the category
 * - 'city' (city)                     active vendors in the town
 * - 'category_city' (category|city)   active vendors of the category in the town
 * - 'filter' (filter id)              active vendors linked to the filter AND of the filter's category
 *                                     (the landing page's criteria: category and filter)
 * - 'day' (YYYY-MM-DD),               active vendors who marked the day booked or unavailable, of all and of a
 *   'day_category' (YYYY-MM-DD|id)    category (issue 18: a list on a wedding date shows the kept total less
 *                                     these); kept also by the availability writes, purged with past days
 *
 * Every write that can change a vendor's scopes (creating, deleting, (de)activating, changing its category
 * or town, linking or unlinking filters) reads the vendor's scopes before and after under the vendor's row
 * lock and applies the difference as increments, in the same transaction, counter rows in one fixed order
 * (no deadlock between two writers). Bulk loads (seed, bench data) and the daily sweep rebuild them all.
 */
export type ListingScope = 'all' | 'category' | 'city' | 'category_city' | 'filter' | 'day' | 'day_category';
export interface ScopeKey {
  scope: ListingScope;
  key: string;
}

export const TABLE = 'listing_counts';
const keyOf = (s: ScopeKey) => `${s.scope}\u0000${s.key}`;
export const categoryCityKey = (categoryId: string, city: string) => `${categoryId}|${city}`;
/** The kept count of a day's marks of active vendors: of a category, or of all (undefined). */
export const dayScopeOf = (day: string, categoryId: string | undefined): ScopeKey => (categoryId ? { scope: 'day_category', key: `${day}|${categoryId}` } : { scope: 'day', key: day });
/** The scopes an active vendor of the category counts in for a day it marked booked or unavailable. */
export const dayScopes = (day: string, categoryId: string): ScopeKey[] => [dayScopeOf(day, undefined), dayScopeOf(day, categoryId)];
/** The scopes of marked days: their keys start with the day ('YYYY-MM-DD', 'YYYY-MM-DD|…'), so a past day's sort before today. */
export const DAY_SCOPES: readonly ListingScope[] = ['day', 'day_category'];

/**
 * The vendor's columns its marked days carry (migrations 016 and 050), so that the dated lists' totals read
 * the day's marks alone. Copied in the transaction of every write of one of them, after the vendor's row,
 * whose lock KnexAvailabilityRepository.setRange takes before it writes marks: the two take turns.
 */
export const MARK_COPIES = ['category_id', 'is_active', 'starting_price', 'capacity'];

/** Copies the vendor's MARK_COPIES onto every day it marked; with no vendor named, every vendor's (a rebuild). */
export const copyToMarks = async (db: Knex | Knex.Transaction, vendorId?: string): Promise<void> => {
  if (vendorId === undefined) {
    const set = Object.fromEntries(MARK_COPIES.map((c) => [c, db.raw(`(SELECT v.${c} FROM vendors v WHERE v.id = vendor_unavailable_dates.vendor_id)`)]));
    await db('vendor_unavailable_dates').update(set);
    return;
  }
  const vendor = (await db('vendors').where({ id: vendorId }).first(MARK_COPIES)) as Row | undefined;
  if (vendor) await db('vendor_unavailable_dates').where({ vendor_id: vendorId }).update(vendor);
};

/** The scopes a vendor counts in right now (none when it is inactive or gone). */
const scopesOfVendor = async (db: Knex | Knex.Transaction, vendorId: string, { lock = false } = {}): Promise<ScopeKey[]> => {
  const q = db('vendors').where({ id: vendorId }).first('is_active', 'category_id', 'city');
  if (lock && dialectOf(db as Knex) === 'mysql') q.forUpdate();
  const v = (await q) as { is_active: unknown; category_id: string; city: string } | undefined;
  if (!v || !bool(v.is_active)) return [];
  const filters = (await db('vendor_filters as vf')
    .join('seo_filters as f', 'f.id', 'vf.filter_id')
    .where('vf.vendor_id', vendorId)
    .andWhere('f.category_id', v.category_id)
    .select('vf.filter_id')) as Array<{ filter_id: string }>;
  const marks = (await db('vendor_unavailable_dates').where('vendor_id', vendorId).select('day')) as Array<{ day: unknown }>;
  return [
    { scope: 'all', key: '' },
    { scope: 'category', key: String(v.category_id) },
    { scope: 'city', key: String(v.city) },
    { scope: 'category_city', key: categoryCityKey(String(v.category_id), String(v.city)) },
    ...filters.map((f) => ({ scope: 'filter' as const, key: String(f.filter_id) })),
    ...marks.flatMap((m) => dayScopes(dayOf(m.day), String(v.category_id))),
  ];
};

/**
 * The difference between a vendor's scopes before and after a write, applied to the counts as increments,
 * in key order (two writers lock counter rows in the same order).
 */
export const applyScopeChange = async (db: Knex | Knex.Transaction, before: readonly ScopeKey[], after: readonly ScopeKey[]): Promise<void> => {
  const deltas = new Map<string, { s: ScopeKey; d: number }>();
  for (const s of before) deltas.set(keyOf(s), { s, d: (deltas.get(keyOf(s))?.d ?? 0) - 1 });
  for (const s of after) deltas.set(keyOf(s), { s, d: (deltas.get(keyOf(s))?.d ?? 0) + 1 });
  const rows = [...deltas.entries()].filter(([, v]) => v.d !== 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [, { s, d }] of rows) {
    await db(TABLE)
      .insert({ scope: s.scope, scope_key: s.key, vendor_count: Math.max(0, d) })
      .onConflict(['scope', 'scope_key'])
      .merge({ vendor_count: db.raw(`${TABLE}.vendor_count + ?`, [d]) });
  }
};

/**
 * Runs `write` on one vendor inside a transaction (a savepoint when already in one) and keeps the counts in
 * step: the vendor's scopes are read before (under its row lock on MySQL) and after the write.
 */
export const withListingCounts = async <T>(knex: Knex, vendorId: string, write: (trx: Knex.Transaction) => Promise<T>): Promise<T> =>
  retriedTransaction(knex, async (trx) => {
    const before = await scopesOfVendor(trx, vendorId, { lock: true });
    const result = await write(trx);
    await applyScopeChange(trx, before, await scopesOfVendor(trx, vendorId));
    // Its filter links carry its ordering facts (landing pages' order, filter-link-order.ts).
    await syncFilterLinkOrder(trx, vendorId);
    // And its search index row (SQLite's FTS5 table, search-index.ts, ADR 38).
    await syncVendorSearch(trx, vendorId);
    return result;
  });

/** A scope's counts as the vendors say they are: listing_counts rows (scope, scope_key, vendor_count) of the active vendors. */
const counted = (knex: Knex | Knex.Transaction, scope: ListingScope, key: string) =>
  knex('vendors as v').where('v.is_active', true).select(knex.raw(`'${scope}' as scope`), knex.raw(`${key} as scope_key`), knex.raw('COUNT(*) as vendor_count'));

/** Each filter's count: its active vendors of the filter's category (the landing page's criteria). */
const countedFilters = (knex: Knex | Knex.Transaction) =>
  counted(knex, 'filter', 'vf.filter_id')
    .join('vendor_filters as vf', 'vf.vendor_id', 'v.id')
    .join('seo_filters as f', (j) => j.on('f.id', '=', 'vf.filter_id').andOn('f.category_id', '=', 'v.category_id'))
    .groupBy('vf.filter_id');

/** Every scope's counts, computed from the vendors themselves (what a rebuild writes). */
const countedScopes = (knex: Knex | Knex.Transaction) => {
  const mysql = dialectOf(knex as Knex) === 'mysql';
  const joined = (a: string, b: string) => (mysql ? `CONCAT(${a}, '|', ${b})` : `${a} || '|' || ${b}`);
  const day = mysql ? "DATE_FORMAT(ud.day, '%Y-%m-%d')" : 'ud.day';
  const marks = (scope: ListingScope, key: string) => counted(knex, scope, key).join('vendor_unavailable_dates as ud', 'ud.vendor_id', 'v.id');
  return [
    counted(knex, 'all', "''"),
    counted(knex, 'category', 'v.category_id').groupBy('v.category_id'),
    counted(knex, 'city', 'v.city').groupBy('v.city'),
    counted(knex, 'category_city', joined('v.category_id', 'v.city')).groupBy('v.category_id', 'v.city'),
    countedFilters(knex),
    marks('day', day).groupBy('ud.day'),
    marks('day_category', joined(day, 'v.category_id')).groupBy('ud.day', 'v.category_id'),
  ];
};

/** Rebuilds every count from the vendors, in the caller's transaction (migration 017 uses this alone). */
export const rebuildCounts = async (trx: Knex | Knex.Transaction): Promise<void> => {
  await trx(TABLE).delete();
  for (const q of countedScopes(trx)) {
    const { sql, bindings } = q.toSQL();
    await trx.raw(`INSERT INTO ${TABLE} (scope, scope_key, vendor_count) ${sql}`, bindings);
  }
};

/**
 * Rebuilds every count from the vendors, and the filter links' and marks' copies of their vendor's facts
 * (after bulk loads: the seed, the bench data; or a write around the repositories), in one transaction.
 */
export const rebuildListingCounts = async (knex: Knex): Promise<void> => {
  await retriedTransaction(knex, async (trx) => {
    await syncFilterLinkOrder(trx);
    await copyToMarks(trx);
    await rebuildCounts(trx);
  });
};

/** Counts one filter's scope again (its category changed, or it is gone: its row goes). */
export const recountFilter = async (db: Knex | Knex.Transaction, filterId: string): Promise<void> => {
  await db(TABLE).where({ scope: 'filter', scope_key: filterId }).delete();
  const row = (await countedFilters(db).where('vf.filter_id', filterId).first()) as Row | undefined;
  if (row) await db(TABLE).insert(row);
};
