import type { Knex } from 'knex';
import type { Logger } from '../../application/ports/logger.ts';
import type { JobQueue } from '../../application/ports/job-queue.ts';
import type { AppMetrics } from '../../adapters/observability/metrics.ts';
import { startOpsServer } from '../../adapters/observability/ops-server.ts';
import { KnexHealthProbe } from '../../adapters/persistence/knex/knex-health-probe.ts';
import { BullMqJobQueue } from '../../adapters/queue/bullmq/bullmq-job-queue.ts';
import { registerJobHandlers, registerSchedules, startOutboxRelay } from '../api/background.ts';
import { ConfigError, loadConfig } from '../api/config.ts';
import { buildContainer, releaseResources } from '../api/container.ts';
import { stopInOrder } from '../api/shutdown.ts';
import { TOKENS } from '../api/tokens.ts';

/**
 * The worker (production profile): runs the jobs (mail) from BullMQ and the outbox relay, as its own
 * process beside one or more API processes. Serves GET /metrics and GET /health (database and queue) on
 * WORKER_METRICS_PORT. Stops gracefully on SIGTERM: running jobs finish first.
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
  const knex = container.get<Knex>(TOKENS.Knex);
  const queue = container.get<JobQueue>(TOKENS.JobQueue);
  const ops = await startOpsServer({
    host: config.host,
    port: config.metrics.workerPort,
    metrics: container.get<AppMetrics>(TOKENS.Metrics),
    probes: [new KnexHealthProbe(knex), ...(queue instanceof BullMqJobQueue ? [{ name: 'queue', check: () => queue.ping() }] : [])],
    ...(config.metrics.token ? { metricsToken: config.metrics.token } : {}),
  });
  logger.info('Worker started', { queue: 'bullmq', database: config.database.client, mail: config.mail.kind, opsPort: ops.port });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('Worker shutting down', { signal });
    const force = setTimeout(() => process.exit(1), 30_000).unref();
    // Each step runs even if one before it failed; any failure is logged, and the process exits with 1.
    const ok = await stopInOrder(logger, [
      { name: 'ops server', run: () => ops.close() },
      { name: 'outbox relay', run: () => relay.stop() },
      { name: 'queue and Redis', run: () => releaseResources(container) },
      { name: 'database pool', run: () => knex.destroy() },
    ]);
    clearTimeout(force);
    logger.info('Worker stopped', ok ? {} : { failed: true });
    process.exit(ok ? 0 : 1);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
};

main().catch((e: unknown) => {
  process.stderr.write(e instanceof ConfigError ? `${e.message}\n` : `Worker failed: ${(e as Error).stack ?? String(e)}\n`);
  process.exit(1);
});
