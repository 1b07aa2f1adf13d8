import type { Knex } from 'knex';
import { dialectOf } from './connection.ts';

/**
 * A landing page's cards stored in its order (issue 19, docs/adr/0031-landing-cards.md): one row per link of
 * a listed (active) vendor to an SEO filter, keyed by the landing page's criteria and the published order —
 * `(filter_id, category_id, review_average DESC, review_count DESC, rotation_key, vendor_id)` — and carrying
 * the vendor's stored card in both forms (`card`, `card_answer`, ADR 23 and 28). The primary key is the
 * table's clustered index on MySQL: a landing page's twelve cards are twelve neighbouring rows of one range,
 * read in order, instead of twelve (page 2: twenty-four) links each joined to its vendor's row by key.
 *
 * A copy, kept in step in the same transaction as what it copies: every write that stores a vendor's cards
 * (vendor-cards.ts: writeCards, which the listing writes, the filters' writes, the reply-time sweep, bulk
 * loads and rebuilds all go through) syncs that vendor's rows here, and the daily rotation (a new
 * rotation_key for every vendor) syncs them all. A vendor or a filter deleted takes its rows with it
 * (foreign keys). `landingCardsDrift` compares the rows with what the vendors say (vendorCardsDrift runs it).
 */
export const LANDING_CARDS = 'landing_cards';

/**
 * What a row of a page's stored order copies from its vendor (here and in category_cards, ADR 34): the facts
 * of the key and the two stored cards.
 */
export const COPIED = ['category_id', 'review_average', 'review_count', 'rotation_key', 'card', 'card_answer'] as const;

type Db = Knex | Knex.Transaction;
type Row = Record<string, unknown>;

/** Links of listed vendors (those with a landing card), of these vendors or of all. */
const listedLinks = (db: Db, ids: readonly string[] | undefined) => {
  const q = db('vendor_filters as vf').join('vendors as v', 'v.id', 'vf.vendor_id').where('v.is_active', true);
  if (ids) q.whereIn('vf.vendor_id', [...ids]);
  return q;
};

/**
 * Brings the landing cards of these vendors (or of every vendor) in step with their rows and links, in the
 * caller's transaction: rows of links gone or of vendors no longer listed deleted, the others given the
 * vendor's facts and cards (a new rating or rotation key moves the row), links of listed vendors without a
 * row inserted. Three statements, whatever the number of vendors.
 */
export const syncLandingCards = async (db: Db, ids?: readonly string[]): Promise<void> => {
  if (ids && !ids.length) return;
  const list = ids ? [...ids] : undefined;
  const gone = db(LANDING_CARDS).whereNotExists(
    listedLinks(db, undefined)
      .select(db.raw('1'))
      .whereRaw(`vf.vendor_id = ${LANDING_CARDS}.vendor_id and vf.filter_id = ${LANDING_CARDS}.filter_id`),
  );
  if (list) gone.whereIn('vendor_id', list);
  await gone.delete();

  await copyVendorFacts(db, LANDING_CARDS, list);

  const added = listedLinks(db, list)
    .whereNotExists(db(`${LANDING_CARDS} as lc`).select(db.raw('1')).whereRaw('lc.vendor_id = vf.vendor_id and lc.filter_id = vf.filter_id'))
    .select('vf.filter_id', 'vf.vendor_id', ...COPIED.map((c) => `v.${c}`));
  const { sql, bindings } = added.toSQL();
  await db.raw(`INSERT INTO ${LANDING_CARDS} (filter_id, vendor_id, ${COPIED.join(', ')}) ${sql}`, bindings);
};

/**
 * Gives the rows of `table` (landing_cards, category_cards) of these vendors, or all, their vendor's copied
 * columns: one UPDATE joined to `vendors` (MySQL names the updated table's columns by its alias, SQLite may not).
 */
export const copyVendorFacts = async (db: Db, table: string, list: readonly string[] | undefined): Promise<void> => {
  const setFrom = (target: string) => COPIED.map((c) => `${target}${c} = v.${c}`).join(', ');
  const byIds = list ? ` and t.vendor_id in (${list.map(() => '?').join(', ')})` : '';
  if (dialectOf(db as Knex) === 'mysql') {
    await db.raw(`UPDATE ${table} t JOIN vendors v ON v.id = t.vendor_id SET ${setFrom('t.')} WHERE 1 = 1${byIds}`, list ?? []);
  } else {
    await db.raw(`UPDATE ${table} AS t SET ${setFrom('')} FROM vendors AS v WHERE v.id = t.vendor_id${byIds}`, list ?? []);
  }
};

/** The vendors whose landing cards differ from what their rows and links say (empty when all are in step). */
export const landingCardsDrift = async (db: Db, ids: readonly string[]): Promise<string[]> => {
  if (!ids.length) return [];
  const columns = ['filter_id', 'vendor_id', ...COPIED];
  const key = (r: Row) => columns.map((c) => (c === 'review_average' ? Number(r[c]).toFixed(2) : String(r[c]))).join('\u0000');
  const byVendor = (rows: Row[]) => {
    const m = new Map<string, string[]>();
    for (const r of rows) {
      const id = String(r.vendor_id);
      m.set(id, [...(m.get(id) ?? []), key(r)].sort());
    }
    return m;
  };
  const [wanted, stored] = await Promise.all([
    listedLinks(db, ids).select('vf.filter_id', 'vf.vendor_id', ...COPIED.map((c) => `v.${c}`)) as Promise<Row[]>,
    db(LANDING_CARDS).whereIn('vendor_id', [...ids]).select(columns) as Promise<Row[]>,
  ]);
  const w = byVendor(wanted);
  const s = byVendor(stored);
  return ids.filter((id) => JSON.stringify(w.get(id) ?? []) !== JSON.stringify(s.get(id) ?? []));
};
