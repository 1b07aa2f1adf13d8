import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { Knex } from 'knex';
import type { HealthProbe } from '../../application/ports/health-probe.ts';
import type { Logger } from '../../application/ports/logger.ts';
import type { HttpApp } from '../../adapters/http/app.ts';
import { startEmbeddedBackground } from './background.ts';
import { prepareDatabase } from './bootstrap.ts';
import { ConfigError, listeningUrl, loadConfig, type AppConfig } from './config.ts';
import { buildContainer, releaseResources } from './container.ts';
import { httpDrain } from './http-drain.ts';
import { stopInOrder } from './shutdown.ts';
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

  // /api/ready answers 503 from the moment a shutdown starts (the probes array is the one the route asks).
  const probes = container.get<HealthProbe[]>(TOKENS.HealthProbes);
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

  const drain = httpDrain(server as Server);
  probes.push(drain.probe);

  // A rolling deploy loses nothing (issue 41 §4): /api/ready says 503; the port closes after
  // SHUTDOWN_DRAIN_SECONDS (at once by default: nginx sends the next request to another process); the
  // requests in flight finish and idle keep-alive connections are closed; the outbox relay (embedded profile)
  // stops after its batch; the insights buffer is flushed (the first closer); then the queue, Redis and the
  // database pool close.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('Shutting down', { signal, drainSeconds: config.shutdownDrainSeconds });
    const force = setTimeout(() => process.exit(1), config.shutdownDrainSeconds * 1000 + 20_000).unref();
    // Each step runs even if one before it failed (the database pool is closed whatever the relay did); any
    // failure is logged, and the process exits with 1.
    const ok = await stopInOrder(logger, [
      {
        name: 'HTTP server',
        run: async () => {
          const { cut } = await drain.drain({ delayMs: config.shutdownDrainSeconds * 1000, graceMs: 10_000 });
          if (cut > 0) logger.warn('Requests still running after the grace period were cut', { connections: cut });
        },
      },
      { name: 'outbox relay', run: () => relay?.stop() },
      { name: 'queue and Redis', run: () => releaseResources(container) },
      { name: 'database pool', run: () => container.get<Knex>(TOKENS.Knex).destroy() },
    ]);
    clearTimeout(force);
    logger.info('Stopped', { signal, ...(ok ? {} : { failed: true }) });
    process.exit(ok ? 0 : 1);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
};

main().catch((e: unknown) => {
  process.stderr.write(`Failed to start: ${(e as Error).stack ?? String(e)}\n`);
  process.exit(1);
});
