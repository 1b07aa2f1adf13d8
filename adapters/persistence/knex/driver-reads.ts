import type { Knex } from 'knex';
import { dialectOf } from './connection.ts';

type Row = Record<string, unknown>;

/**
 * The reads that every visitor and crawler makes (a list page, a landing page, a vendor page; a signed-in
 * request's session) as prepared statements run by the driver itself on a connection of knex's pool
 * (ADR 28): their SQL is
 * written once, not built per request, and skips knex's runner. On MySQL a prepared statement (mysql2's
 * `execute`, the binary protocol; each connection keeps its statements) also spares the server parsing the
 * text each time; on SQLite, better-sqlite3's statements are kept per connection.
 *
 * Only for reads of a fixed shape whose values are all bindings; every other statement goes through knex.
 */
export interface DriverReads {
  all(sql: string, bindings: readonly unknown[]): Promise<Row[]>;
}

/** knex's connection pool (tarn): taken from directly, without the client's per-connection bookkeeping and debug logging. */
interface Pool {
  acquire(): { promise: Promise<unknown> };
  release(connection: unknown): boolean;
}

interface MysqlConnection {
  execute(sql: string, values: unknown[], callback: (error: Error | null, rows: unknown) => void): void;
}

interface SqliteConnection {
  prepare(sql: string): { all(...values: unknown[]): unknown[] };
}

/** SQLite takes numbers, strings, null and buffers: a boolean binding as 1 or 0, as knex sends it. */
const sqliteValue = (v: unknown): unknown => (v === true ? 1 : v === false ? 0 : v);

export const driverReads = (knex: Knex): DriverReads => {
  // In a transaction, its own connection through knex: the read sees the transaction's writes.
  if ((knex as Knex.Transaction).isTransaction) {
    const mysql = dialectOf(knex) === 'mysql';
    return {
      all: async (sql, bindings) => {
        const result = (await knex.raw(sql, bindings as readonly Knex.RawBinding[])) as unknown;
        return (mysql ? (result as [Row[]])[0] : result) as Row[];
      },
    };
  }
  const client = knex.client as unknown as { pool?: Pool };
  const withConnection = async <T>(sql: string, bindings: readonly unknown[], use: (connection: unknown) => Promise<T> | T): Promise<T> => {
    // Whoever listens to knex's statements (the query-plan tests, a debugging session) hears these too.
    if (knex.listenerCount('query') > 0) knex.emit('query', { sql, bindings: [...bindings], method: 'select' });
    const pool = client.pool;
    if (!pool) throw new Error('Unable to acquire a connection: the database is closed');
    const connection = await pool.acquire().promise;
    try {
      return await use(connection);
    } finally {
      pool.release(connection);
    }
  };
  if (dialectOf(knex) === 'mysql') {
    return {
      all: (sql, bindings) =>
        withConnection(
          sql,
          bindings,
          (c) => new Promise<Row[]>((resolve, reject) => (c as MysqlConnection).execute(sql, [...bindings], (error, rows) => (error ? reject(error) : resolve(rows as Row[])))),
        ),
    };
  }
  const statements = new WeakMap<object, Map<string, ReturnType<SqliteConnection['prepare']>>>();
  return {
    all: (sql, bindings) =>
      withConnection(sql, bindings, (c) => {
        const connection = c as SqliteConnection;
        let prepared = statements.get(connection);
        if (!prepared) statements.set(connection, (prepared = new Map()));
        let statement = prepared.get(sql);
        if (!statement) prepared.set(sql, (statement = connection.prepare(sql)));
        return statement.all(...bindings.map(sqliteValue)) as Row[];
      }),
  };
};

const readers = new WeakMap<Knex, DriverReads>();

/**
 * A statement built by knex (a read whose shape varies with its criteria: the admin table's pages) run as
 * a prepared statement by the driver: knex writes the SQL, the driver runs it without knex's runner. Its
 * values are bindings, so each shape is one prepared statement per connection.
 */
export const driverRows = (knex: Knex, query: Knex.QueryBuilder): Promise<Row[]> => {
  let reads = readers.get(knex);
  if (!reads) readers.set(knex, (reads = driverReads(knex)));
  const { sql, bindings } = query.toSQL();
  return reads.all(sql, bindings);
};
