import { serve } from '@hono/node-server';
import type { Knex } from 'knex';
import type { Logger } from '../../application/ports/logger.ts';
import type { HttpApp } from '../../adapters/http/app.ts';
import { startEmbeddedBackground } from './background.ts';
import { prepareDatabase } from './bootstrap.ts';
import { ConfigError, listeningUrl, loadConfig, type AppConfig } from './config.ts';
import { buildContainer, releaseResources } from './container.ts';
import { TOKENS } from './tokens.ts';

const main = async () => {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`${e.message}\n`);
      process.exit(1);
    }
    throw e;
  }

  const container = buildContainer(config);
  const logger = container.get<Logger>(TOKENS.Logger);
  await prepareDatabase(container, { migrate: config.migrateOnStart, seed: config.seedDemo ? 'if-empty' : 'never' });

  // Embedded profile: this process is also the worker (in-process queue, outbox relay on a timer).
  const relay = startEmbeddedBackground(container, config.queue.kind);

  const app = container.get<HttpApp>(TOKENS.HttpApp);
  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
    // The same address the emails link to when PUBLIC_BASE_URL is unset (config.ts).
    const local = listeningUrl(config.host, info.port);
    logger.info('Upstate Wedding Directory is up', {
      url: local,
      database: config.database.client,
      queue: config.queue.kind,
      storage: config.storage.kind,
      mail: config.mail.kind,
    });
    if (process.stdout.isTTY || config.env !== 'production') {
      process.stdout.write(
        `\n  Upstate Wedding Directory is running at ${local}\n` +
          `  Admin account: ${config.adminEmails.join(', ')} — sign in at ${local}/login;` +
          // No link is printed (it holds a login token, ADR 14): each email is announced, masked, with where to read it.
          (config.mail.kind !== 'outbox'
            ? ' the login link is sent through SMTP.\n\n'
            : config.devMailbox
              ? ` the login link is in the dev mailbox at ${local}/dev/mailbox, with every email the site sends.\n\n`
              : ` the login link is in the email saved in ${config.mail.dir}.\n\n`),
      );
    }
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('Shutting down', { signal });
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await relay?.stop();
    await releaseResources(container);
    await container.get<Knex>(TOKENS.Knex).destroy();
    clearTimeout(force);
    logger.info('Stopped', { signal });
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
};

main().catch((e: unknown) => {
  process.stderr.write(`Failed to start: ${(e as Error).stack ?? String(e)}\n`);
  process.exit(1);
});
