import type { Knex } from 'knex';
import { dialectOf } from './connection.ts';

/**
 * A landing page's order held by an index (issue 19, docs/adr/0020-listing-counts.md): each link of a vendor
 * to an SEO filter carries a copy of what the lists order and filter by — whether the vendor is listed
 * (is_active), its rating, its number of reviews and the day's rotation key — so that
 * `vendor_filters_rank_idx (filter_id, is_active, review_average DESC, review_count DESC, rotation_key,
 * vendor_id)` gives a landing page's vendors in the published order and a page reads its own twelve links,
 * instead of reading every vendor of the filter and sorting them (1 600 at 100 000 vendors).
 *
 * Kept in step with the vendor row: by the listing writes (withListingCounts: activation, links), the review
 * stats' recomputation, the daily rotation (all links at once) and bulk loads (rebuildListingCounts).
 */
const COPIED = ['is_active', 'review_average', 'review_count', 'rotation_key'] as const;

/** Copies the vendor's ordering facts onto its filter links (one vendor, or every link). */
export const syncFilterLinkOrder = async (db: Knex | Knex.Transaction, vendorId?: string): Promise<void> => {
  if (vendorId === undefined && dialectOf(db as Knex) === 'mysql') {
    // Every link at once (the daily rotation, bulk loads): one joined UPDATE.
    await db.raw(`UPDATE vendor_filters vf JOIN vendors v ON v.id = vf.vendor_id SET ${COPIED.map((c) => `vf.${c} = v.${c}`).join(', ')}`);
    return;
  }
  const set = Object.fromEntries(COPIED.map((c) => [c, db.raw(`(SELECT v.${c} FROM vendors v WHERE v.id = vendor_filters.vendor_id)`)]));
  const q = db('vendor_filters');
  if (vendorId !== undefined) q.where('vendor_id', vendorId);
  await q.update(set);
};
