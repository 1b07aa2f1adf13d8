// What InnoDB must hold in memory for the application (issue 19, docs/operations.md): data_length and
// index_length of the application's tables, from information_schema.TABLES after ANALYZE TABLE of every one
// (InnoDB's figures are its persistent statistics, which ANALYZE refreshes). The bench's own bench_answers
// table is left out. MySQL/MariaDB only.
import type { Knex } from 'knex';

export interface TableSize {
  table: string;
  rows: number;
  data: number;
  index: number;
}
export interface DatabaseSize {
  /** Bytes of clustered-index data and of secondary indexes, summed over the tables. */
  data: number;
  index: number;
  vendors: number;
  tables: TableSize[];
}

export const measureDatabaseSize = async (knex: Knex): Promise<DatabaseSize> => {
  const names = ((await knex.raw("SELECT table_name AS t FROM information_schema.TABLES WHERE table_schema = DATABASE() AND table_type = 'BASE TABLE' AND table_name <> 'bench_answers' ORDER BY table_name")) as [Array<{ t: string }>])[0].map((r) => r.t);
  if (names.length) await knex.raw(`ANALYZE TABLE ${names.map((t) => `\`${t}\``).join(', ')}`);
  const [rows] = (await knex.raw(
    "SELECT table_name AS t, table_rows AS r, data_length AS d, index_length AS i FROM information_schema.TABLES WHERE table_schema = DATABASE() AND table_type = 'BASE TABLE' AND table_name <> 'bench_answers' ORDER BY data_length + index_length DESC",
  )) as [Array<{ t: string; r: number | string | null; d: number | string | null; i: number | string | null }>];
  const tables = rows.map((x) => ({ table: x.t, rows: Number(x.r ?? 0), data: Number(x.d ?? 0), index: Number(x.i ?? 0) }));
  const vendors = Number(((await knex('vendors').count({ n: '*' }).first()) as { n: number | string }).n);
  return { data: tables.reduce((s, t) => s + t.data, 0), index: tables.reduce((s, t) => s + t.index, 0), vendors, tables };
};
