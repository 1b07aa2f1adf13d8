import type { Knex } from 'knex';
import { searchQueryWords } from '../../../domain/listings/search-words.ts';
import { dialectOf } from './connection.ts';

/**
 * The search's full-text index, kept by the database's own engine (docs/adr/0038-search-on-the-database-engine.md).
 *
 * - MySQL/MariaDB: InnoDB FULLTEXT indexes on `vendors` (migration 038): `vendors_search_all` over the four
 *   searchable columns (what matches) and one per column (what is relevant). InnoDB keeps them on every
 *   write of those columns: nothing to do here. Two-letter words need `innodb_ft_min_token_size=2`.
 * - SQLite: the FTS5 table `vendor_search` (vendor_id, name, tags, tagline, description; unicode61 without
 *   diacritics), one row per ACTIVE vendor, written by syncVendorSearch in the transaction of every write that
 *   changes what is searchable (create, delete, (de)activation, name, tagline, description, tags) and
 *   rebuilt after bulk loads. A vendor's row is found by its id through the index itself (`vendor_id : "…"`).
 */
export const SEARCH_TABLE = 'vendor_search';

type Db = Knex | Knex.Transaction;

const sqlite = (db: Db) => dialectOf(db as Knex) !== 'mysql';
const INSERT = `INSERT INTO ${SEARCH_TABLE} (vendor_id, name, tags, tagline, description) SELECT id, name, tags_text, tagline, description_text FROM vendors WHERE is_active = 1`;

/** An FTS5 phrase: the text quoted, its quotes doubled. */
const ftsPhrase = (text: string): string => `"${text.replace(/"/g, '""')}"`;

/** Makes a vendor's search row what its vendor row says now (SQLite; MySQL's index is InnoDB's). */
export const syncVendorSearch = async (db: Db, vendorId: string): Promise<void> => {
  if (!sqlite(db)) return;
  await db.raw(`DELETE FROM ${SEARCH_TABLE} WHERE ${SEARCH_TABLE} MATCH ? AND vendor_id = ?`, [`vendor_id : ${ftsPhrase(vendorId)}`, vendorId]);
  await db.raw(`${INSERT} AND id = ?`, [vendorId]);
};

/** Indexes vendors just inserted (a bulk load's batch, in its transaction). */
export const indexNewVendors = async (db: Db, ids: readonly string[]): Promise<void> => {
  if (!sqlite(db)) return;
  for (let i = 0; i < ids.length; i += 400) {
    const chunk = ids.slice(i, i + 400);
    await db.raw(`${INSERT} AND id IN (${chunk.map(() => '?').join(', ')})`, chunk);
  }
};

/** Rebuilds the index from the vendors (bulk loads: the seed, the bench data; migration 038). */
export const rebuildVendorSearch = async (knex: Db): Promise<void> => {
  if (!sqlite(knex)) return;
  await knex.raw(`DELETE FROM ${SEARCH_TABLE}`);
  await knex.raw(INSERT);
};

/**
 * The searchable fields, most relevant first (ADR 38): a match's relevance is the first field that holds every
 * word; then come the matches whose words are spread over fields. Each field's column on MySQL (a FULLTEXT
 * index each) and in the FTS5 table.
 */
export const FIELDS = [
  { column: 'v.name', fts: 'name' },
  { column: 'v.tags_text', fts: 'tags' },
  { column: 'v.tagline', fts: 'tagline' },
  { column: 'v.description_text', fts: 'description' },
] as const;
export type Field = (typeof FIELDS)[number];
/** The columns of the FULLTEXT index vendors_search_all, in its order (MATCH names them exactly). */
const ALL_COLUMNS = 'v.name, v.tagline, v.description_text, v.tags_text';

/**
 * How one engine matches a search's words on the vendors `v`: every word (each as a prefix) in `fields` (all
 * four when null). `find`: the engine's index finds the rows; `check`: each row read otherwise is checked;
 * `walk`: the rows are read in the rank index's order, each checked (MySQL; FTS5 finds them all and sorts).
 */
interface Engine {
  /**
   * Whether reading rows in the rank index's order, each checked, pays (MySQL: InnoDB reads a match's row by
   * two lookups); FTS5 finds and sorts every match faster than SQLite would walk, so one statement does it all.
   */
  walks: boolean;
  /** The vendors `v`, with what the match needs joined. */
  from(): Knex.QueryBuilder;
  has(fields: Field | null, how: 'find' | 'check' | 'walk'): Knex.Raw;
}

export const engineOf = (knex: Knex, words: string[]): Engine => {
  if (dialectOf(knex) === 'mysql') {
    // BOOLEAN MODE: every word required (+), each a prefix (*). Words are letters and digits only.
    const query = words.map((w) => `+${w}*`).join(' ');
    return {
      walks: true,
      from: () => knex('vendors as v'),
      has: (fields, how) => {
        // A MATCH the optimizer reads the FULLTEXT index by; within an expression, a check of each row read.
        const match = `MATCH(${fields?.column ?? ALL_COLUMNS}) AGAINST (? IN BOOLEAN MODE)`;
        return knex.raw(how === 'find' ? match : `(${match}) + 0 > 0`, [query]);
      },
    };
  }
  const all = words.map((w) => `${ftsPhrase(w)}*`).join(' AND ');
  const inFields = (fields: Field | null) => `{${fields ? fields.fts : FIELDS.map((f) => f.fts).join(' ')}} : (${all})`;
  return {
    walks: false,
    from: () => knex(SEARCH_TABLE).join('vendors as v', 'v.id', `${SEARCH_TABLE}.vendor_id`),
    has: (fields, how) =>
      how === 'check'
        ? knex.raw(`${SEARCH_TABLE}.rowid IN (SELECT rowid FROM ${SEARCH_TABLE} WHERE ${SEARCH_TABLE} MATCH ?)`, [inFields(fields)])
        : knex.raw(`${SEARCH_TABLE} MATCH ?`, [inFields(fields)]),
  };
};

/** Whether `v` has every word of a search (the Featured block of a search, a list read). */
export const whereSearchMatches = (knex: Knex, q: Knex.QueryBuilder, search: string): void => {
  const words = searchQueryWords(search);
  const engine = engineOf(knex, words);
  if (!words.length) q.whereRaw('1 = 0');
  else if (dialectOf(knex) === 'mysql') q.where(engine.has(null, 'find'));
  else q.whereIn('v.id', engine.from().select(`${SEARCH_TABLE}.vendor_id`).where(engine.has(null, 'find')));
};
