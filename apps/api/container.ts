import 'reflect-metadata';
import { Container } from 'inversify';
import type { Knex } from 'knex';
import type { CategoryRepository } from '../../application/ports/category-repository.ts';
import type { Clock } from '../../application/ports/clock.ts';
import type { FileStorage } from '../../application/ports/file-storage.ts';
import type { HealthProbe } from '../../application/ports/health-probe.ts';
import type { JobQueue } from '../../application/ports/job-queue.ts';
import type { Logger } from '../../application/ports/logger.ts';
import type { Mailer } from '../../application/ports/mailer.ts';
import { GetCategory } from '../../application/categories/get-category.ts';
import { ListCategories } from '../../application/categories/list-categories.ts';
import { createHttpApp, type HttpApp } from '../../adapters/http/app.ts';
import { FileOutboxMailer } from '../../adapters/mail/outbox/file-outbox-mailer.ts';
import { createKnex } from '../../adapters/persistence/knex/connection.ts';
import { KnexHealthProbe } from '../../adapters/persistence/knex/knex-health-probe.ts';
import { KnexCategoryRepository } from '../../adapters/persistence/knex/repositories/knex-category-repository.ts';
import { InProcessJobQueue } from '../../adapters/queue/in-process/in-process-job-queue.ts';
import { LocalFileStorage } from '../../adapters/storage/local/local-file-storage.ts';
import { JsonConsoleLogger } from '../../adapters/system/console-logger.ts';
import { SystemClock } from '../../adapters/system/system-clock.ts';
import type { AppConfig } from './config.ts';
import { TOKENS } from './tokens.ts';

export const REMOTES = ['public', 'vendor', 'admin'] as const;

/** Production adapters not wired yet fail at start with a clear message rather than at first use. */
const notYetWired = (variable: string, what: string): never => {
  throw new Error(`${variable} is set, but the ${what} adapter is not available in this build yet. Unset ${variable} to use the embedded default.`);
};

export interface ContainerOverrides {
  logger?: Logger;
  knex?: Knex;
  clock?: Clock;
  /** Serve the built micro-frontends (default true). */
  serveWeb?: boolean;
}

/** The composition root: the only place that creates adapters and hands them to use cases. */
export const buildContainer = (config: AppConfig, overrides: ContainerOverrides = {}): Container => {
  const c = new Container({ defaultScope: 'Singleton' });

  c.bind<AppConfig>(TOKENS.Config).toConstantValue(config);
  c.bind<Logger>(TOKENS.Logger).toConstantValue(overrides.logger ?? new JsonConsoleLogger(config.logLevel));
  c.bind<Clock>(TOKENS.Clock).toConstantValue(overrides.clock ?? new SystemClock());
  c.bind<Knex>(TOKENS.Knex).toConstantValue(overrides.knex ?? createKnex(config.database));

  c.bind<FileStorage>(TOKENS.FileStorage).toDynamicValue(() =>
    config.storage.kind === 'local' ? new LocalFileStorage(config.storage.root, '/media') : notYetWired('S3_BUCKET', 'S3 storage'),
  );
  c.bind<Mailer>(TOKENS.Mailer).toResolvedValue(
    (logger: Logger) =>
      config.mail.kind === 'outbox' ? new FileOutboxMailer(config.mail.dir, config.mail.from, logger) : notYetWired('SMTP_URL', 'SMTP mail'),
    [TOKENS.Logger],
  );
  c.bind<JobQueue>(TOKENS.JobQueue).toResolvedValue(
    (logger: Logger) => (config.queue.kind === 'in-process' ? new InProcessJobQueue(logger) : notYetWired('REDIS_URL', 'BullMQ queue')),
    [TOKENS.Logger],
  );

  c.bind<CategoryRepository>(TOKENS.CategoryRepository).toResolvedValue((knex: Knex) => new KnexCategoryRepository(knex), [TOKENS.Knex]);
  c.bind<ListCategories>(TOKENS.ListCategories).toResolvedValue((repo: CategoryRepository) => new ListCategories(repo), [TOKENS.CategoryRepository]);
  c.bind<GetCategory>(TOKENS.GetCategory).toResolvedValue((repo: CategoryRepository) => new GetCategory(repo), [TOKENS.CategoryRepository]);

  c.bind<HealthProbe[]>(TOKENS.HealthProbes).toResolvedValue(
    (knex: Knex, storage: FileStorage): HealthProbe[] => [new KnexHealthProbe(knex), { name: 'storage', check: () => storage.ping() }],
    [TOKENS.Knex, TOKENS.FileStorage],
  );

  c.bind<HttpApp>(TOKENS.HttpApp).toResolvedValue(
    (logger: Logger, probes: HealthProbe[], storage: FileStorage, listCategories: ListCategories, getCategory: GetCategory) =>
      createHttpApp({
        logger,
        probes,
        categories: { listCategories, getCategory, mediaUrl: (key) => storage.publicUrl(key) },
        ...(config.storage.kind === 'local' ? { localMediaRoot: config.storage.root } : {}),
        ...(overrides.serveWeb === false ? {} : { web: { webRoot: config.webDistDir, remotes: REMOTES } }),
      }),
    [TOKENS.Logger, TOKENS.HealthProbes, TOKENS.FileStorage, TOKENS.ListCategories, TOKENS.GetCategory],
  );

  return c;
};
