import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import knexFactory, { type Knex } from 'knex';
import type { ReplicaPool } from './read-replicas.ts';

export type DatabaseConfig =
  | { client: 'sqlite'; filename: string }
  /**
   * poolMax: the most connections this process opens (DATABASE_POOL_MAX; default 10), to the primary and
   * to each replica. replicaUrls: read replicas of the primary (DATABASE_REPLICA_URLS, read-replicas.ts).
   */
  | { client: 'mysql'; url: string; poolMax?: number; replicaUrls?: string[] };

/** The pool's size when the configuration names none. */
export const DEFAULT_POOL_MAX = 10;

export const dialectOf = (knex: Knex): 'sqlite' | 'mysql' =>
  (knex.client.config.client as string) === 'mysql2' ? 'mysql' : 'sqlite';

/** Parses mysql://user:pass@host:port/db?… into mysql2 options, with UTC times and utf8mb4 always. */
const mysqlConnection = (url: string): Knex.MySql2ConnectionConfig => {
  const u = new URL(url);
  const database = decodeURIComponent(u.pathname.replace(/^\//, ''));
  if (!database) throw new Error('DATABASE_URL must name a database, e.g. mysql://user:pass@host:3306/wedding');
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : 3306,
    user: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
    database,
    timezone: 'Z',
    charset: 'utf8mb4',
    supportBigNumbers: true,
    dateStrings: false,
  };
};

/** How long a read waits for a replica's connection before it runs on the primary instead. */
const REPLICA_CONNECT_TIMEOUT_MS = 2000;

export const createKnex = (config: DatabaseConfig, options: { pool?: { min: number; max: number }; replica?: boolean } = {}): Knex => {
  if (config.client === 'mysql') {
    return knexFactory({
      client: 'mysql2',
      connection: { ...mysqlConnection(config.url), ...(options.replica ? { connectTimeout: REPLICA_CONNECT_TIMEOUT_MS } : {}) },
      pool: options.pool ?? { min: 0, max: config.poolMax ?? DEFAULT_POOL_MAX },
      // A replica's outage is logged once by the router (read-replicas.ts), not by knex for every connection.
      ...(options.replica ? { acquireConnectionTimeout: REPLICA_CONNECT_TIMEOUT_MS, log: { warn: () => undefined, error: () => undefined } } : {}),
    });
  }
  if (config.filename !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(config.filename)), { recursive: true });
  return knexFactory({
    client: 'better-sqlite3',
    connection: { filename: config.filename },
    useNullAsDefault: true,
    // One connection: SQLite has one writer; a pool only adds SQLITE_BUSY errors.
    pool: {
      min: 1,
      max: 1,
      afterCreate: (conn: Database.Database, done: (err: Error | null, conn: unknown) => void) => {
        // The first 32 bits of MD5, as MySQL computes them, for the daily rotation key (knex-ranking-repository.ts).
        conn.function('md5_32', { deterministic: true }, (value) => (value === null ? null : parseInt(createHash('md5').update(String(value)).digest('hex').slice(0, 8), 16)));
        conn.pragma('journal_mode = WAL');
        conn.pragma('foreign_keys = ON');
        conn.pragma('busy_timeout = 5000');
        conn.pragma('synchronous = NORMAL');
        done(null, conn);
      },
    },
  });
};

/** The replicas' pools of a MySQL configuration (none for SQLite or without DATABASE_REPLICA_URLS). */
export const createReplicaPools = (config: DatabaseConfig): ReplicaPool[] =>
  config.client === 'mysql'
    ? (config.replicaUrls ?? []).map((url) => {
        const u = new URL(url);
        return { name: `${u.hostname}:${u.port || 3306}`, knex: createKnex({ client: 'mysql', url, poolMax: config.poolMax }, { replica: true }) };
      })
    : [];
