import type { Knex } from 'knex';
import type { Logger } from '../../application/ports/logger.ts';
import { registerJobHandlers, registerSchedules, startOutboxRelay } from '../api/background.ts';
import { ConfigError, loadConfig } from '../api/config.ts';
import { buildContainer, releaseResources } from '../api/container.ts';
import { TOKENS } from '../api/tokens.ts';

/**
 * The worker (production profile): runs the jobs (mail) from BullMQ and the outbox relay, as its own
 * process beside one or more API processes. Stops gracefully on SIGTERM: running jobs finish first.
 */
const main = async () => {
  const config = loadConfig();
  if (config.queue.kind !== 'bullmq') {
    process.stderr.write('The worker runs with REDIS_URL set (production profile). The embedded profile runs jobs inside `npm start`.\n');
    process.exit(1);
  }
  const container = buildContainer(config, { serveWeb: false });
  const logger = container.get<Logger>(TOKENS.Logger);
  registerJobHandlers(container);
  await registerSchedules(container);
  const relay = startOutboxRelay(container, 1000);
  logger.info('Worker started', { queue: 'bullmq', database: config.database.client, mail: config.mail.kind });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('Worker shutting down', { signal });
    const force = setTimeout(() => process.exit(1), 30_000).unref();
    await relay.stop();
    await releaseResources(container);
    await container.get<Knex>(TOKENS.Knex).destroy();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
};

main().catch((e: unknown) => {
  process.stderr.write(e instanceof ConfigError ? `${e.message}\n` : `Worker failed: ${(e as Error).stack ?? String(e)}\n`);
  process.exit(1);
});
