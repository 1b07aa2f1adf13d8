import type { Knex } from 'knex';
import { dialectOf } from './connection.ts';
import { migrations } from './migrations/index.ts';

/**
 * Migrations are imported statically (not read from disk by file extension), so they run the same under
 * tsx, vitest and a bundled build. The knex migration lock makes two processes starting at once safe.
 */
const migrationConfig: Knex.MigratorConfig = {
  migrationSource: {
    getMigrations: async () => Object.keys(migrations).sort(),
    getMigrationName: (migration: string) => migration,
    getMigration: async (migration: string) => {
      const m = migrations[migration];
      if (!m) throw new Error(`Unknown migration ${migration}`);
      return m;
    },
  },
  tableName: 'knex_migrations',
};

/**
 * Another process holds the knex migration lock, or created the bookkeeping tables a moment before us:
 * both mean "someone else is migrating right now", not a failure.
 */
const isConcurrentMigration = (e: unknown) => {
  const err = e as { name?: string; message?: string; code?: string };
  const message = err?.message ?? '';
  if (err?.name === 'MigrationLocked' || /already locked/i.test(message)) return true;
  return /knex_migrations/.test(message) && (err?.code === 'ER_TABLE_EXISTS_ERROR' || err?.code === 'ER_DUP_ENTRY' || /already exists|UNIQUE constraint/i.test(message));
};

/** knex's migrate.latest, retried while another process holds knex's lock, until `until`. */
const latestWithRetry = async (knex: Knex, until: number): Promise<string[]> => {
  for (;;) {
    try {
      const [, applied] = (await knex.migrate.latest(migrationConfig)) as [number, string[]];
      return applied;
    } catch (e) {
      if (!isConcurrentMigration(e) || Date.now() > until) throw e;
      await new Promise((r) => setTimeout(r, 250 + Math.random() * 250));
    }
  }
};

/**
 * On MySQL/MariaDB the whole run, knex's bookkeeping tables included, holds a named lock for this database
 * (GET_LOCK on one pooled connection): otherwise two processes on an empty database can both insert
 * knex_migrations_lock's row, and with two rows every lock attempt reads "already locked" forever.
 * Extra rows left by that race are deleted under the same lock.
 */
const underMysqlNamedLock = async <T>(knex: Knex, until: number, work: () => Promise<T>): Promise<T> => {
  const conn = await knex.client.acquireConnection();
  try {
    const seconds = Math.max(1, Math.ceil((until - Date.now()) / 1000));
    const [rows] = (await knex.raw(`SELECT GET_LOCK(CONCAT('uwd_migrations:', DATABASE()), ?) AS got`, [seconds]).connection(conn)) as [Array<{ got: number | null }>];
    if (Number(rows[0]?.got) !== 1) throw new Error('Timed out waiting for another process to finish migrating');
    try {
      if (await knex.schema.hasTable('knex_migrations_lock')) {
        const locks = (await knex('knex_migrations_lock').orderBy('index').select('index')) as Array<{ index: number }>;
        if (locks.length > 1) await knex('knex_migrations_lock').where('index', '>', locks[0]!.index).delete();
      }
      return await work();
    } finally {
      await knex.raw(`SELECT RELEASE_LOCK(CONCAT('uwd_migrations:', DATABASE()))`).connection(conn);
    }
  } finally {
    await knex.client.releaseConnection(conn);
  }
};

/**
 * Applies pending migrations. Two processes starting at once (two API replicas, or `migrate` beside a
 * deploy) are safe: on MySQL/MariaDB the named lock lets one of them run and the other then finds nothing
 * left to apply; on SQLite (one writer) knex's lock does the same. Gives up after `waitMs`.
 */
export const migrateLatest = async (knex: Knex, opts: { waitMs?: number } = {}): Promise<string[]> => {
  const until = Date.now() + (opts.waitMs ?? 120_000);
  if (dialectOf(knex) === 'mysql') return underMysqlNamedLock(knex, until, () => latestWithRetry(knex, until));
  return latestWithRetry(knex, until);
};

export const migrateRollbackAll = (knex: Knex): Promise<void> => knex.migrate.rollback(migrationConfig, true);
