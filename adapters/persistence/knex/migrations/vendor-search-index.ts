import type { Knex } from 'knex';
import { dialectOf } from '../connection.ts';

/**
 * DROPPED by migration 024: search reads the term index kept on write (migration 022, ADR 24). These
 * functions stay for migrations 001 and 005, which created and rebuilt it, and for 024's down; a new
 * migration that rebuilds the vendors table on SQLite need not re-create anything here.
 *
 * Full-text search over vendors(name, tagline, description_text, tags_text): the one place the dialects
 * differ. `description_text` is the plain text of the rich-text description (migration 005; before it the
 * index covered the HTML itself, so markup words matched searches).
 *
 * - MySQL / MariaDB: an InnoDB FULLTEXT index `vendors_fulltext`; query with
 *   `MATCH(name, tagline, description_text, tags_text) AGAINST (? IN BOOLEAN MODE)`.
 * - SQLite: an FTS5 external-content table `vendors_fts` whose rows are keyed by the implicit `rowid` of
 *   `vendors` (vendors has a text primary key, but every ordinary SQLite table still has a rowid), kept in
 *   sync by AFTER INSERT / UPDATE / DELETE triggers on vendors; query with
 *   `SELECT v.* FROM vendors_fts f JOIN vendors v ON v.rowid = f.rowid WHERE vendors_fts MATCH ?`.
 *
 * SQLite caveats, for whoever alters `vendors` later:
 * - knex rebuilds a SQLite table (copy, drop, rename) for some alterations (dropColumn, alter(), adding a
 *   foreign key…). That drops these triggers and may renumber rowids. After such a migration call
 *   `dropVendorSearchIndex` before and `createVendorSearchIndex` after (it re-creates the triggers and
 *   rebuilds the index). Plain `addColumn` does not rebuild the table.
 * - `VACUUM` may renumber implicit rowids too; run `rebuildVendorSearchIndex` after a VACUUM.
 */

/** The indexed columns, in index order. */
export const SEARCH_COLUMNS = ['name', 'tagline', 'description_text', 'tags_text'] as const;
/** What migration 001 indexed (kept so that migration stays what it was). */
export const SEARCH_COLUMNS_001 = ['name', 'tagline', 'description', 'tags_text'] as const;

export const createVendorSearchIndex = async (knex: Knex, columns: readonly string[] = SEARCH_COLUMNS): Promise<void> => {
  const list = columns.join(', ');
  if (dialectOf(knex) === 'mysql') {
    await knex.raw(`ALTER TABLE vendors ADD FULLTEXT INDEX vendors_fulltext (${list})`);
    return;
  }
  const of = (row: 'new' | 'old') => columns.map((col) => `${row}.${col}`).join(', ');
  await knex.raw(
    `CREATE VIRTUAL TABLE vendors_fts USING fts5(${list}, content='vendors', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2')`,
  );
  await knex.raw(`CREATE TRIGGER vendors_fts_after_insert AFTER INSERT ON vendors BEGIN
  INSERT INTO vendors_fts(rowid, ${list}) VALUES (new.rowid, ${of('new')});
END`);
  await knex.raw(`CREATE TRIGGER vendors_fts_after_delete AFTER DELETE ON vendors BEGIN
  INSERT INTO vendors_fts(vendors_fts, rowid, ${list}) VALUES ('delete', old.rowid, ${of('old')});
END`);
  // Only the indexed columns: review stats and flags change often and need no re-indexing.
  await knex.raw(`CREATE TRIGGER vendors_fts_after_update AFTER UPDATE OF ${list} ON vendors BEGIN
  INSERT INTO vendors_fts(vendors_fts, rowid, ${list}) VALUES ('delete', old.rowid, ${of('old')});
  INSERT INTO vendors_fts(rowid, ${list}) VALUES (new.rowid, ${of('new')});
END`);
  await rebuildVendorSearchIndex(knex);
};

export const dropVendorSearchIndex = async (knex: Knex): Promise<void> => {
  if (dialectOf(knex) === 'mysql') {
    const [rows] = (await knex.raw(
      "SELECT COUNT(*) AS n FROM information_schema.statistics WHERE table_schema = DATABASE() AND table_name = 'vendors' AND index_name = 'vendors_fulltext'",
    )) as [Array<{ n: number | string }>];
    if (Number(rows[0]?.n ?? 0) > 0) await knex.raw('ALTER TABLE vendors DROP INDEX vendors_fulltext');
    return;
  }
  await knex.raw('DROP TRIGGER IF EXISTS vendors_fts_after_insert');
  await knex.raw('DROP TRIGGER IF EXISTS vendors_fts_after_delete');
  await knex.raw('DROP TRIGGER IF EXISTS vendors_fts_after_update');
  await knex.raw('DROP TABLE IF EXISTS vendors_fts');
};

/** Re-reads every vendor into the SQLite FTS index (a no-op on MySQL, whose index needs no help). */
export const rebuildVendorSearchIndex = async (knex: Knex): Promise<void> => {
  if (dialectOf(knex) === 'mysql') return;
  await knex.raw("INSERT INTO vendors_fts(vendors_fts) VALUES ('rebuild')");
};
