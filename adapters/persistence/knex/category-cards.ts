import type { Knex } from 'knex';
import { COPIED, copyVendorFacts } from './landing-cards.ts';

/**
 * A category list's cards stored in its order (issue 19, docs/adr/0034-category-cards.md): one row per listed
 * (active) vendor, keyed by its category and the published order —
 * `(category_id, review_average DESC, review_count DESC, rotation_key, vendor_id)` — carrying the vendor's
 * stored card in both forms (`card`, `card_answer`, ADR 23 and 28). On MySQL the primary key is the clustered
 * index: a category's page is one range of neighbouring rows read in order, where the listing index gave the
 * page's ids and each row (and each row the offset skips) was looked up in `vendors` by key. As
 * `landing_cards` is for a landing page (ADR 31), and kept in step the same way: by every write that stores
 * a vendor's cards (vendor-cards.ts: writeCards) and by the daily rotation, in the same transaction; a vendor
 * deleted takes its row with it (foreign key). `categoryCardsDrift` compares the rows with the vendors.
 */
export const CATEGORY_CARDS = 'category_cards';

type Db = Knex | Knex.Transaction;
type Row = Record<string, unknown>;

/** Listed vendors (those with a category card), of these ids or all. */
const listed = (db: Db, ids: readonly string[] | undefined) => {
  const q = db('vendors as v').where('v.is_active', true);
  if (ids) q.whereIn('v.id', [...ids]);
  return q;
};

/**
 * Brings the category cards of these vendors (or of every vendor) in step with their rows, in the caller's
 * transaction: rows of vendors no longer listed deleted, the others given the vendor's facts and cards (a
 * new rating, category or rotation key moves the row), listed vendors without a row inserted. Three
 * statements, whatever the number of vendors.
 */
export const syncCategoryCards = async (db: Db, ids?: readonly string[]): Promise<void> => {
  if (ids && !ids.length) return;
  const list = ids ? [...ids] : undefined;
  const gone = db(CATEGORY_CARDS).whereNotExists(listed(db, undefined).select(db.raw('1')).whereRaw(`v.id = ${CATEGORY_CARDS}.vendor_id`));
  if (list) gone.whereIn('vendor_id', list);
  await gone.delete();

  await copyVendorFacts(db, CATEGORY_CARDS, list);

  const added = listed(db, list)
    .whereNotExists(db(`${CATEGORY_CARDS} as cc`).select(db.raw('1')).whereRaw('cc.vendor_id = v.id'))
    .select('v.id', ...COPIED.map((c) => `v.${c}`));
  const { sql, bindings } = added.toSQL();
  await db.raw(`INSERT INTO ${CATEGORY_CARDS} (vendor_id, ${COPIED.join(', ')}) ${sql}`, bindings);
};

/** The vendors whose category card differs from what their row says (empty when all are in step). */
export const categoryCardsDrift = async (db: Db, ids: readonly string[]): Promise<string[]> => {
  if (!ids.length) return [];
  const key = (r: Row) => COPIED.map((c) => (c === 'review_average' ? Number(r[c]).toFixed(2) : String(r[c]))).join('\u0000');
  const [wanted, stored] = await Promise.all([
    listed(db, ids).select('v.id as vendor_id', ...COPIED.map((c) => `v.${c}`)) as Promise<Row[]>,
    db(CATEGORY_CARDS).whereIn('vendor_id', [...ids]).select('vendor_id', ...COPIED) as Promise<Row[]>,
  ]);
  const w = new Map(wanted.map((r) => [String(r.vendor_id), key(r)]));
  const s = new Map<string, string[]>();
  for (const r of stored) s.set(String(r.vendor_id), [...(s.get(String(r.vendor_id)) ?? []), key(r)]);
  return ids.filter((id) => JSON.stringify(w.has(id) ? [w.get(id)] : []) !== JSON.stringify(s.get(id) ?? []));
};
