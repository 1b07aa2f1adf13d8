import type { Knex } from 'knex';
import { offsetOf, type Page } from '../../../domain/shared/pagination.ts';

/** Normalising what the two drivers return (DESIGN.md §9: dialects differ; repositories hide it). */

/** A row as either driver returns it. */
export type Row = Record<string, unknown>;

/** SQLite gives 0/1, MySQL gives 0/1 or booleans. */
export const bool = (v: unknown): boolean => v === true || v === 1 || v === '1';

/** DECIMAL comes back as a string from mysql2. */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
export const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** A text column that may be NULL (or a LEFT JOIN that found nothing). */
export const strOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/** SQLite stores knex Dates as epoch milliseconds; mysql2 returns Dates. */
export const date = (v: unknown): Date => {
  if (v instanceof Date) return v;
  if (typeof v === 'number') return new Date(v);
  if (typeof v === 'string') return /^\d+$/.test(v) ? new Date(Number(v)) : new Date(v.includes('T') || v.endsWith('Z') ? v : `${v.replace(' ', 'T')}Z`);
  throw new Error(`Not a date: ${String(v)}`);
};
export const dateOrNull = (v: unknown): Date | null => (v === null || v === undefined ? null : date(v));

/** DATE columns as 'YYYY-MM-DD': a string or epoch milliseconds on SQLite, a Date at UTC midnight from mysql2. */
export const day = (v: unknown): string => (v instanceof Date || typeof v === 'number' ? new Date(v).toISOString() : String(v)).slice(0, 10);
export const dayOrNull = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : day(v));

/** JSON text columns; a value that is not JSON is returned as the plain string. */
export const json = <T>(v: unknown, fallback: T): T => {
  if (v === null || v === undefined || v === '') return fallback;
  if (typeof v !== 'string') return v as T;
  try {
    return JSON.parse(v) as T;
  } catch {
    return v as T;
  }
};

/** The query's first row as `map` reads it; null when it finds none. */
export const firstOf = async <T>(query: Knex.QueryBuilder, map: (r: Row) => T): Promise<T | null> => {
  const row = (await query.first()) as Row | undefined;
  return row ? map(row) : null;
};

/** The query's rows as `map` reads them. */
export const allOf = async <T>(query: Knex.QueryBuilder, map: (r: Row) => T): Promise<T[]> => ((await query) as Row[]).map(map);

/** How many rows the query finds. */
export const countOf = async (query: Knex.QueryBuilder): Promise<number> => num(((await query.count({ n: '*' }).first()) as Row | undefined)?.n);

/** A page of `rows` (the list's joins, filters and order) with the count of `counted` (its table, the same filters). */
export const pageOf = async <T>(counted: Knex.QueryBuilder, rows: Knex.QueryBuilder, map: (r: Row) => T, page: number, limit: number): Promise<Page<T>> => {
  const [total, found] = await Promise.all([countOf(counted), rows.limit(limit).offset(offsetOf(page, limit)) as Promise<Row[]>]);
  return { items: found.map(map), page, limit, total };
};

/** A list's order, newest or oldest first: by `time`, then by `id` (rows of the same moment keep one order across pages). */
export const newestFirst = (time: string, id: string): Array<{ column: string; order: 'desc' }> => [{ column: time, order: 'desc' }, { column: id, order: 'desc' }];
export const oldestFirst = (time: string, id: string): Array<{ column: string; order: 'asc' }> => [{ column: time, order: 'asc' }, { column: id, order: 'asc' }];

/** A record whose fields are its table's columns, camelCase for snake_case (createdAt: created_at), as a row to write. */
export const columnsOf = (record: object): Row =>
  Object.fromEntries(Object.entries(record).map(([field, value]) => [field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), value]));

/**
 * A write refused by a primary or unique key: MySQL's ER_DUP_ENTRY (1062), SQLite's key constraints. Read from
 * the driver's codes, not the message: knex's message quotes the row's values ('Unique Weddings').
 */
export const isDuplicateKey = (e: unknown): boolean => {
  const err = e as { errno?: number; code?: string } | null;
  return err?.errno === 1062 || err?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || err?.code === 'SQLITE_CONSTRAINT_UNIQUE';
};
