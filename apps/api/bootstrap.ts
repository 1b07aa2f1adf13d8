import type { Container } from 'inversify';
import type { Knex } from 'knex';
import type { FileStorage } from '../../application/ports/file-storage.ts';
import type { Logger } from '../../application/ports/logger.ts';
import { migrateLatest } from '../../adapters/persistence/knex/migrator.ts';
import { seedDemo } from '../../adapters/persistence/knex/seeds/demo-seed.ts';
import type { AppConfig } from './config.ts';
import { TOKENS } from './tokens.ts';

/** Runs migrations and (when configured) the idempotent demo seed. */
export const prepareDatabase = async (container: Container, opts: { migrate: boolean; seed: boolean }) => {
  const knex = container.get<Knex>(TOKENS.Knex);
  const logger = container.get<Logger>(TOKENS.Logger);
  const config = container.get<AppConfig>(TOKENS.Config);
  if (opts.migrate) {
    const applied = await migrateLatest(knex);
    logger.info('Migrations applied', { count: applied.length, migrations: applied });
  }
  if (opts.seed) {
    const started = performance.now();
    const report = await seedDemo(knex, container.get<FileStorage>(TOKENS.FileStorage), {
      adminEmails: config.adminEmails,
      log: (line) => logger.info(line),
    });
    logger.info('Demo seed done', { ms: Math.round(performance.now() - started), inserted: report });
  }
};
