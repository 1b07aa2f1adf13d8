import type { Knex } from 'knex';
import { vendorSearchWords } from '../../../domain/listings/search-words.ts';
import { dialectOf } from './connection.ts';
import { num } from './rows.ts';

/**
 * The search's term index (issue 19, docs/adr/0024-search-term-index.md), kept on write.
 *
 * - `vendor_search_terms` (term, vendor_id): one row per word of each ACTIVE vendor (domain/listings/
 *   search-words.ts: its name, tags, tagline and description), with the word's weight and a copy of what a
 *   search orders and narrows by (category, rating, reviews). The index `vendor_search_terms_rank_idx (term,
 *   weight DESC, review_average DESC, review_count DESC, vendor_id)` holds a word's vendors in the search's
 *   order, `…_category_rank_idx` the same per category: a one-word search is a range read of it, LIMIT the
 *   page. The primary key (term, vendor_id) answers "does this vendor have this word" by one point, a
 *   word's points on the same few pages; `…_vendor_idx (vendor_id, term)` holds a vendor's words.
 *   No rotation key: the day's rotation would rewrite every row of the index each day (ADR 24).
 * - `vendor_search_words` (term): every word and how many active vendors have it: a search word's
 *   expansions (the words starting with it), which of a search's words is the rarest, a one-word total;
 *   `vendor_search_word_categories` (term, category_id) the same per category (a one-word total in one).
 *
 * Kept in step by one function, syncVendorSearchTerms, in the transaction of every write that changes what
 * is searchable or how matches are ordered (create, delete, (de)activation, category: withListingCounts;
 * name, tagline, description, review stats: their writes under withVendorCard's lock); bulk loads rebuild
 * (rebuildVendorSearchTerms).
 */
export const TERMS = 'vendor_search_terms';
export const WORDS = 'vendor_search_words';
/** Every word's number of active vendors in each category (a one-word search in a category: its total). */
export const WORD_CATEGORIES = 'vendor_search_word_categories';

/** The facts copied from the vendor row onto each of its terms. */
const COPIED = ['category_id', 'review_average', 'review_count'] as const;
const VENDOR_COLUMNS = ['id', 'name', 'tagline', 'description_text', 'tags_text', 'is_active', ...COPIED] as const;

type Row = Record<string, unknown>;
type Db = Knex | Knex.Transaction;

const isActive = (v: unknown) => v === true || Number(v) === 1;

/** The term rows a vendor row should have (none when it is inactive). */
const termRowsOf = (v: Row): Row[] => {
  if (!isActive(v.is_active)) return [];
  const words = vendorSearchWords({
    name: (v.name as string | null) ?? null,
    tagline: (v.tagline as string | null) ?? null,
    descriptionText: (v.description_text as string | null) ?? null,
    tagsText: (v.tags_text as string | null) ?? null,
  });
  const facts = { category_id: v.category_id, review_average: num(v.review_average), review_count: num(v.review_count) };
  return [...words].map(([term, weight]) => ({ vendor_id: v.id, term, weight, ...facts }));
};

const chunkOf = (db: Db) => (dialectOf(db as Knex) === 'mysql' ? 1000 : 150);

const insertChunked = async (db: Db, table: string, rows: Row[]) => {
  const size = chunkOf(db);
  for (let i = 0; i < rows.length; i += size) await db(table).insert(rows.slice(i, i + size));
};

const byTerm = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

const upsertCount = (db: Db, table: string, conflict: string[]) => {
  const add = `${table}.vendor_count + ${dialectOf(db as Knex) === 'mysql' ? 'VALUES(vendor_count)' : 'excluded.vendor_count'}`;
  return (rows: Row[]) => db(table).insert(rows).onConflict(conflict).merge({ vendor_count: db.raw(add) });
};

/**
 * Moves the words' vendor counts (all, and per category) from the term rows `before` to the rows `after`
 * (term, category_id), counter rows in key order so that two writers lock them in the same order.
 */
const countWords = async (db: Db, before: Row[], after: Row[]) => {
  const words = new Map<string, number>();
  const perCategory = new Map<string, number>();
  const move = (rows: Row[], d: number) => {
    for (const r of rows) {
      const term = String(r.term);
      words.set(term, (words.get(term) ?? 0) + d);
      const key = `${term}\u0000${String(r.category_id)}`;
      perCategory.set(key, (perCategory.get(key) ?? 0) + d);
    }
  };
  move(before, -1);
  move(after, 1);
  const changed = (m: Map<string, number>) => [...m].filter(([, d]) => d !== 0).sort(byTerm);
  const w = changed(words);
  if (w.length) await upsertCount(db, WORDS, ['term'])(w.map(([term, vendor_count]) => ({ term, vendor_count })));
  const c = changed(perCategory);
  if (c.length) {
    const rows = c.map(([key, vendor_count]) => {
      const [term, category_id] = key.split('\u0000');
      return { term, category_id, vendor_count };
    });
    const size = chunkOf(db);
    for (let i = 0; i < rows.length; i += size) await upsertCount(db, WORD_CATEGORIES, ['term', 'category_id'])(rows.slice(i, i + size));
  }
};

const sameFacts = (a: Row, b: Row) => String(a.category_id) === String(b.category_id) && num(a.review_average) === num(b.review_average) && num(a.review_count) === num(b.review_count);

/**
 * Makes a vendor's terms what its row says now (in the caller's transaction, the vendor row locked by it):
 * words it lost deleted, new words inserted, changed weights or facts updated (a new rating: one UPDATE of
 * its rows), the words' vendor counts moved by the difference. Nothing is written when nothing changed.
 */
export const syncVendorSearchTerms = async (db: Db, vendorId: string): Promise<void> => {
  const v = (await db('vendors').where({ id: vendorId }).first(VENDOR_COLUMNS)) as Row | undefined;
  const stored = new Map(((await db(TERMS).where({ vendor_id: vendorId }).select('term', 'weight', ...COPIED)) as Row[]).map((r) => [String(r.term), r]));
  const wanted = new Map((v ? termRowsOf(v) : []).map((r) => [String(r.term), r]));
  const gone = [...stored.keys()].filter((t) => !wanted.has(t)).sort();
  const added = [...wanted.values()].filter((r) => !stored.has(String(r.term)));
  const kept = [...wanted.values()].filter((r) => stored.has(String(r.term)));
  if (gone.length) await db(TERMS).where({ vendor_id: vendorId }).whereIn('term', gone).delete();
  const facts = kept[0];
  if (facts && kept.some((r) => !sameFacts(r, stored.get(String(r.term))!))) {
    await db(TERMS).where({ vendor_id: vendorId }).update({ category_id: facts.category_id, review_average: facts.review_average, review_count: facts.review_count });
  }
  for (const r of kept) if (num(r.weight) !== num(stored.get(String(r.term))!.weight)) await db(TERMS).where({ vendor_id: vendorId, term: r.term }).update({ weight: r.weight });
  await insertChunked(db, TERMS, added);
  // A new word is inserted with its count; a word whose count falls to zero stays (an empty expansion, which
  // the search skips). A new category moves every kept word's count from the old category to the new one.
  await countWords(db, [...stored.entries()].map(([term, r]) => ({ term, category_id: r.category_id })), [...wanted.values()]);
};

/**
 * Indexes vendors that have no term rows yet (a bulk load's batch of new vendors, in its transaction): their
 * rows inserted, the words' counts moved. Cheaper than a rebuild when a load only adds vendors.
 */
export const indexNewVendors = async (db: Db, ids: readonly string[]): Promise<void> => {
  if (!ids.length) return;
  const rows = ((await db('vendors').whereIn('id', [...ids]).select(VENDOR_COLUMNS)) as Row[]).flatMap(termRowsOf);
  await insertChunked(db, TERMS, rows);
  await countWords(db, [], rows);
};

/** The term rows and word counts as the vendors say they are now (rebuilds write them, tests compare). */
export const computeSearchTerms = async (db: Db, each: (rows: Row[]) => Promise<void>): Promise<{ words: Map<string, number>; categories: Map<string, number> }> => {
  const words = new Map<string, number>();
  const categories = new Map<string, number>();
  for (let after = ''; ; ) {
    const vendors = (await db('vendors').where('id', '>', after).orderBy('id').limit(1000).select(VENDOR_COLUMNS)) as Row[];
    if (!vendors.length) break;
    const rows = vendors.flatMap(termRowsOf);
    for (const r of rows) {
      words.set(String(r.term), (words.get(String(r.term)) ?? 0) + 1);
      const key = `${String(r.term)}|${String(r.category_id)}`;
      categories.set(key, (categories.get(key) ?? 0) + 1);
    }
    await each(rows);
    after = String(vendors[vendors.length - 1]!.id);
  }
  return { words, categories };
};

/** Rebuilds the term index from the vendors (bulk loads: the seed, the bench data; migration 022). */
export const rebuildVendorSearchTerms = async (knex: Knex): Promise<void> => {
  await knex(TERMS).delete();
  await knex(WORDS).delete();
  await knex(WORD_CATEGORIES).delete();
  const { words, categories } = await computeSearchTerms(knex, (rows) => insertChunked(knex, TERMS, rows));
  await insertChunked(
    knex,
    WORDS,
    [...words].sort(byTerm).map(([term, vendor_count]) => ({ term, vendor_count })),
  );
  await insertChunked(
    knex,
    WORD_CATEGORIES,
    [...categories].sort(byTerm).map(([key, vendor_count]) => {
      const i = key.lastIndexOf('|');
      return { term: key.slice(0, i), category_id: key.slice(i + 1), vendor_count };
    }),
  );
};
