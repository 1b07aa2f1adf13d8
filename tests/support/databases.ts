import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { inject } from 'vitest';
import { createKnex, type DatabaseConfig } from '../../adapters/persistence/knex/connection.ts';
import { migrateLatest } from '../../adapters/persistence/knex/migrator.ts';

export type TestDialect = 'sqlite' | 'mariadb';
export const DIALECTS: readonly TestDialect[] = ['sqlite', 'mariadb'];

export interface TestDatabase {
  dialect: TestDialect;
  config: DatabaseConfig;
  knex: Knex;
  destroy(): Promise<void>;
}

let counter = 0;
const uniqueName = () => `t_${process.pid}_${Date.now().toString(36)}_${counter++}`;

/** A fresh, empty, migrated database of the given dialect, private to the caller. */
export const createTestDatabase = async (dialect: TestDialect, opts: { migrate?: boolean } = {}): Promise<TestDatabase> => {
  let config: DatabaseConfig;
  let dropDatabase: () => Promise<void>;
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-sqlite-'));
    config = { client: 'sqlite', filename: path.join(dir, 'test.db') };
    dropDatabase = async () => fs.rmSync(dir, { recursive: true, force: true });
  } else {
    const serverUrl = inject('mysqlServerUrl');
    const name = uniqueName();
    const admin = knexFactory({ client: 'mysql2', connection: serverUrl, pool: { min: 0, max: 1 } });
    await admin.raw(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await admin.destroy();
    config = { client: 'mysql', url: `${serverUrl}${name}` };
    dropDatabase = async () => {
      const a = knexFactory({ client: 'mysql2', connection: serverUrl, pool: { min: 0, max: 1 } });
      await a.raw(`DROP DATABASE IF EXISTS \`${name}\``);
      await a.destroy();
    };
  }
  const knex = createKnex(config, { pool: { min: 0, max: 5 } });
  if (opts.migrate !== false) await migrateLatest(knex);
  return {
    dialect,
    config,
    knex,
    destroy: async () => {
      await knex.destroy();
      await dropDatabase();
    },
  };
};
