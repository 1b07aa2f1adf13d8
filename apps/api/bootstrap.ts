import { useCases } from './modules/module.ts';
import type { Container } from 'inversify';
import type { Knex } from 'knex';
import type { FileStorage } from '../../application/ports/file-storage.ts';
import type { Logger } from '../../application/ports/logger.ts';
import { MakeAdmin } from '../../application/identity/make-admin.ts';
import { BillDemoPlans } from '../../application/billing/bill-demo-plans.ts';
import type { BillingProcessor } from '../../application/ports/billing-processor.ts';
import { migrateLatest } from '../../adapters/persistence/knex/migrator.ts';
import { seedDemo } from '../../adapters/persistence/knex/seeds/demo-seed.ts';
import type { AppConfig } from './config.ts';
import { TOKENS } from './tokens.ts';

/**
 * - `if-empty` (start-up with SEED_DEMO): seed a directory that has no categories yet, so a fresh clone
 *   shows a real-looking site, while vendors an admin deleted later do not come back on the next start.
 * - `always` (`npm run seed`): the idempotent seed restores whatever demo rows are missing.
 */
export type SeedMode = 'never' | 'if-empty' | 'always';

/** Runs migrations, the demo seed as asked, and makes sure every configured admin email is an admin. */
export const prepareDatabase = async (container: Container, opts: { migrate: boolean; seed: SeedMode }) => {
  const knex = container.get<Knex>(TOKENS.Knex);
  const logger = container.get<Logger>(TOKENS.Logger);
  const config = container.get<AppConfig>(TOKENS.Config);
  if (opts.migrate) {
    const applied = await migrateLatest(knex);
    if (applied.length) logger.info('Migrations applied', { count: applied.length, migrations: applied });
  }
  const empty = async () => Number(((await knex('categories').count({ n: '*' }).first()) as { n: number | string } | undefined)?.n ?? 0) === 0;
  if (opts.seed === 'always' || (opts.seed === 'if-empty' && (await empty()))) {
    logger.info('Seeding the demo directory (categories, SEO filters, vendors, reviews, photos)…');
    const report = await seedDemo(knex, container.get<FileStorage>(TOKENS.FileStorage), {
      adminEmails: config.adminEmails,
      log: (line: string) => logger.info(line),
    });
    logger.info('Demo seed done', { seconds: report.seconds, inserted: report.inserted });
    // The demo's paid listings billed by the local test processor (never by a real one).
    if (container.get<BillingProcessor>(TOKENS.BillingProcessor).mode === 'local') {
      const { billed } = await useCases(container)(BillDemoPlans).execute();
      if (billed) logger.info('Demo plans billed by the local test processor', { billed });
    }
  }
  const makeAdmin = useCases(container)(MakeAdmin);
  for (const email of config.adminEmails) {
    const outcome = await makeAdmin.execute(email);
    if (outcome !== 'unchanged') logger.info('Admin account ready', { email, outcome });
  }
};
