import type { Knex } from 'knex';
import { dialectOf } from './connection.ts';

/**
 * A landing page's order held by an index (issue 19, docs/adr/0020-listing-counts.md): each link of a vendor
 * to an SEO filter carries a copy of what the lists order and filter by — whether the vendor is listed
 * (is_active), its rating, its number of reviews and the day's rotation key — so that
 * `vendor_filters_rank_idx (filter_id, is_active, review_average DESC, review_count DESC, rotation_key,
 * vendor_id)` gives a landing page's vendors in the published order and a page reads its own twelve links,
 * instead of reading every vendor of the filter and sorting them.
 *
 * The admin vendor table's order too (ADR 26, migration 023): the vendor's `created_at`, so that
 * `vendor_filters_admin_created_idx (filter_id, created_at, vendor_id, is_active)` gives a filter's vendors
 * newest first and a filtered page of that table reads its own twenty links.
 *
 * Kept in step with the vendor row: by the listing writes (withListingCounts: creation, activation, links),
 * the review stats' recomputation, the daily rotation (all links at once) and bulk loads (rebuildListingCounts).
 */
export const LINK_ORDER_COLUMNS = ['is_active', 'review_average', 'review_count', 'rotation_key', 'created_at'] as const;
type Copied = (typeof LINK_ORDER_COLUMNS)[number];

/**
 * Copies the vendor's ordering facts onto its filter links (one vendor, or every link). `columns`: only
 * these (a migration copies the columns that exist at its point of the schema).
 */
export const syncFilterLinkOrder = async (db: Knex | Knex.Transaction, vendorId?: string, columns: readonly Copied[] = LINK_ORDER_COLUMNS): Promise<void> => {
  if (vendorId === undefined && dialectOf(db as Knex) === 'mysql') {
    // Every link at once (the daily rotation, bulk loads): one joined UPDATE.
    await db.raw(`UPDATE vendor_filters vf JOIN vendors v ON v.id = vf.vendor_id SET ${columns.map((c) => `vf.${c} = v.${c}`).join(', ')}`);
    return;
  }
  const set = Object.fromEntries(columns.map((c) => [c, db.raw(`(SELECT v.${c} FROM vendors v WHERE v.id = vendor_filters.vendor_id)`)]));
  const q = db('vendor_filters');
  if (vendorId !== undefined) q.where('vendor_id', vendorId);
  await q.update(set);
};
