import type { Knex } from 'knex';
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
export const ftsPhrase = (text: string): string => `"${text.replace(/"/g, '""')}"`;

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
