import type { Knex } from 'knex';
import { dialectOf } from '../connection.ts';

/**
 * Column and table helpers shared by the migrations, so every table follows the same rules on SQLite and
 * MySQL/MariaDB:
 * - ids are ULID strings, `varchar(26)`;
 * - times are `datetime(3)` in UTC (SQLite ignores the precision);
 * - indexed strings are at most 191 characters (utf8mb4 index limits);
 * - long rich text is `mediumtext` on MySQL and `text` on SQLite;
 * - MySQL tables are InnoDB, utf8mb4 with `utf8mb4_unicode_ci` (a collation MySQL 8 and MariaDB both have),
 *   whatever the server's defaults are.
 */

export const ID_LENGTH = 26;
export const INDEXED_STRING_MAX = 191;

/** `createTable` with the MySQL table options set; the only dialect branch every table needs. */
export const createTable = (
  knex: Knex,
  name: string,
  build: (t: Knex.CreateTableBuilder) => void,
): Knex.SchemaBuilder =>
  knex.schema.createTable(name, (t) => {
    if (dialectOf(knex) === 'mysql') {
      t.engine('InnoDB');
      t.charset('utf8mb4');
      t.collate('utf8mb4_unicode_ci');
    }
    build(t);
  });

/** The ULID primary key. */
export const idColumn = (t: Knex.CreateTableBuilder, name = 'id'): Knex.ColumnBuilder =>
  t.string(name, ID_LENGTH).primary();

/** A ULID reference column (no constraint: add one with `.references()` or `t.foreign()`). */
export const refColumn = (t: Knex.CreateTableBuilder, name: string): Knex.ColumnBuilder => t.string(name, ID_LENGTH);

/** A UTC time with millisecond precision. */
export const timeColumn = (t: Knex.CreateTableBuilder, name: string): Knex.ColumnBuilder =>
  t.datetime(name, { precision: 3 });

/** created_at and updated_at, both required (the repositories set them; no database default). */
export const timestamps = (t: Knex.CreateTableBuilder): void => {
  timeColumn(t, 'created_at').notNullable();
  timeColumn(t, 'updated_at').notNullable();
};

/** Long rich text (HTML): mediumtext on MySQL (16 MB), text on SQLite. */
export const richTextColumn = (t: Knex.CreateTableBuilder, name: string): Knex.ColumnBuilder =>
  t.text(name, 'mediumtext');

/** Drops tables in the order given, if they exist. */
export const dropTables = async (knex: Knex, names: readonly string[]): Promise<void> => {
  for (const name of names) await knex.schema.dropTableIfExists(name);
};
