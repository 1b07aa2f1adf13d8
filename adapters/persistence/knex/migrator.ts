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

export const migrateLatest = async (knex: Knex): Promise<string[]> => {
  const [, applied] = (await knex.migrate.latest(migrationConfig)) as [number, string[]];
  return applied;
};

export const migrateRollbackAll = async (knex: Knex): Promise<void> => {
  await knex.migrate.rollback(migrationConfig, true);
};
