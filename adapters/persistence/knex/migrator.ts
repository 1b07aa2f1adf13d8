import type { Knex } from 'knex';
import { migrations } from './migrations/index.ts';

/**
 * Migrations are imported statically (not read from disk by file extension), so they run the same under
 * tsx, vitest and a bundled build. The knex migration lock makes two processes starting at once safe.
 */
class StaticMigrationSource implements Knex.MigrationSource<string> {
  async getMigrations(): Promise<string[]> {
    return Object.keys(migrations).sort();
  }
  getMigrationName(migration: string): string {
    return migration;
  }
  async getMigration(migration: string): Promise<Knex.Migration> {
    const m = migrations[migration];
    if (!m) throw new Error(`Unknown migration ${migration}`);
    return m;
  }
}

const migrationConfig: Knex.MigratorConfig = {
  migrationSource: new StaticMigrationSource(),
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
  // Creating knex's own tables raced with another process (never a migration of ours failing).
  return /knex_migrations/.test(message) && (err?.code === 'ER_TABLE_EXISTS_ERROR' || err?.code === 'ER_DUP_ENTRY' || /already exists|UNIQUE constraint/i.test(message));
};

/**
 * Applies pending migrations. Two processes starting at once (two API replicas, or `migrate` beside a
 * deploy) are safe: knex's lock lets one of them migrate; the other waits for the lock to be released,
 * then finds nothing left to apply. Gives up after `waitMs`.
 */
export const migrateLatest = async (knex: Knex, opts: { waitMs?: number } = {}): Promise<string[]> => {
  const until = Date.now() + (opts.waitMs ?? 120_000);
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

export const migrateRollbackAll = async (knex: Knex): Promise<void> => {
  await knex.migrate.rollback(migrationConfig, true);
};
