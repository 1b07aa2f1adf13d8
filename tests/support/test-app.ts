import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Container } from 'inversify';
import type { HttpApp } from '../../adapters/http/app.ts';
import type { Clock } from '../../application/ports/clock.ts';
import type { Logger } from '../../application/ports/logger.ts';
import { RelayOutbox } from '../../application/mail/relay-outbox.ts';
import type { FileOutboxMailer } from '../../adapters/mail/outbox/file-outbox-mailer.ts';
import type { InProcessJobQueue } from '../../adapters/queue/in-process/in-process-job-queue.ts';
import { registerJobHandlers } from '../../apps/api/background.ts';
import { PinoLogger } from '../../adapters/system/pino-logger.ts';
import { loadConfig, type AppConfig } from '../../apps/api/config.ts';
import { buildContainer, releaseResources } from '../../apps/api/container.ts';
import { useCases } from '../../apps/api/modules/module.ts';
import type { UseCases } from '../../application/wiring.ts';
import { TOKENS } from '../../apps/api/tokens.ts';
import { checkAnswers, RouteRecordingLogger } from './answer-contract.ts';
import { createTestDatabase, type TestDialect, type TestDatabase } from './databases.ts';

export interface TestApp {
  app: HttpApp;
  db: TestDatabase;
  config: AppConfig;
  container: Container;
  /** Resolves a use case by its class, as the routes and jobs do. */
  use: UseCases;
  dataDir: string;
  /** Runs the outbox relay and the mail jobs to completion; returns every email written, newest first. */
  deliverMail(): Promise<Awaited<ReturnType<FileOutboxMailer['list']>>>;
  close(): Promise<void>;
}

/** The real composition root over a fresh database of the given dialect and a temp data dir. */
export const createTestApp = async (
  dialect: TestDialect,
  opts: { env?: Record<string, string>; serveWeb?: boolean; clock?: Clock; logger?: Logger } = {},
): Promise<TestApp> => {
  const db = await createTestDatabase(dialect);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-data-'));
  // Tests write rows straight into the database, which no production path does; the public read cache
  // (which only sees writes made through the API) is off unless a test turns it on.
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_API_CACHE_SECONDS: '0', ...opts.env });
  // Every JSON answer is checked against its route's schema (tests/support/answer-contract.ts).
  const logger = new RouteRecordingLogger(opts.logger ?? new PinoLogger({ level: 'silent' }));
  const container = buildContainer(
    { ...config, database: db.config },
    { knex: db.knex, logger, serveWeb: opts.serveWeb ?? false, ...(opts.clock ? { clock: opts.clock } : {}) },
  );
  registerJobHandlers(container);
  return {
    app: checkAnswers(container.get<HttpApp>(TOKENS.HttpApp), logger),
    db,
    config,
    container,
    use: useCases(container),
    dataDir,
    deliverMail: async () => {
      // A job may write more outbox messages (a login request becomes a link and its email): relay until quiet.
      for (let round = 0; round < 20; round++) {
        const { dispatched } = await useCases(container)(RelayOutbox).execute();
        await container.get<InProcessJobQueue>(TOKENS.JobQueue).drain();
        if (dispatched === 0) break;
      }
      return container.get<FileOutboxMailer>(TOKENS.Mailer).list();
    },
    close: async () => {
      await releaseResources(container);
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
