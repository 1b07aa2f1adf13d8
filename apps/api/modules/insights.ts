import type { Knex } from 'knex';
import type { Redis } from 'ioredis';
import { FlushInsights } from '../../../application/insights/count-events.ts';
import type { ActiveListings, EventCounter, InsightsRepository, VisitorKeys } from '../../../application/ports/insights.ts';
import type { Logger } from '../../../application/ports/logger.ts';
import { CachedActiveListings } from '../../../adapters/insights/cached-active-listings.ts';
import { HmacVisitorKeys, InMemoryDailySalts } from '../../../adapters/insights/hmac-visitor-keys.ts';
import { InMemoryEventCounter } from '../../../adapters/insights/in-memory-event-counter.ts';
import { KnexInsightsRepository } from '../../../adapters/persistence/knex/repositories/knex-insights-repository.ts';
import { RedisDailySalts, RedisEventCounter } from '../../../adapters/redis/redis-insights.ts';
import { insightRoutes } from '../../../adapters/http/routes/insights.ts';
import { MIN_FLUSH_INTERVAL_MS } from '../../../domain/insights/counting.ts';
import { TOKENS } from '../tokens.ts';
import type { AppModule } from './module.ts';

/** A flush at most this often, whatever the timers of the processes do (a little under the interval, for their jitter). */
const minIntervalOf = (flushMs: number) => Math.max(MIN_FLUSH_INTERVAL_MS, Math.floor(flushMs * 0.9));

/**
 * Vendor insights (issue 18 §1, §2, §7): the counting buffer — in memory on the embedded profile, in Redis
 * (shared by every API process) in production —, the daily salts of the visitor keys, the set of active
 * listings the beacons are checked against, the daily counters.
 * The process that receives beacons flushes the buffer every INSIGHTS_FLUSH_SECONDS and at shutdown (a
 * closer, run before the database pool is destroyed).
 */
export const insightsModule: AppModule = {
  bind(c, config) {
    c.bind<InsightsRepository>(TOKENS.InsightsRepository).toResolvedValue((knex: Knex) => new KnexInsightsRepository(knex), [TOKENS.Knex]);
    // The beacons' check of their vendor ids: the active listings' ids in memory, read again every 30 s.
    c.bind<ActiveListings>(TOKENS.ActiveListings).toResolvedValue(
      (knex: Knex, logger: Logger) => {
        const repo = new KnexInsightsRepository(knex);
        return new CachedActiveListings(() => repo.allActiveVendorIds(), Date.now, { logger });
      },
      [TOKENS.Knex, TOKENS.Logger],
    );
    c.bind<EventCounter>(TOKENS.EventCounter).toResolvedValue(
      (redis: Redis | null, logger: Logger) =>
        redis
          ? new RedisEventCounter(redis, logger, { minIntervalMs: minIntervalOf(config.insightsFlushMs) })
          : new InMemoryEventCounter(Date.now, logger, { minIntervalMs: minIntervalOf(config.insightsFlushMs) }),
      [TOKENS.RequestRedis, TOKENS.Logger],
    );
    c.bind<VisitorKeys>(TOKENS.VisitorKeys).toResolvedValue(
      (redis: Redis | null) => new HmacVisitorKeys(redis ? new RedisDailySalts(redis) : new InMemoryDailySalts()),
      [TOKENS.RequestRedis],
    );
  },

  routes(c, config, use) {
    const flush = use(FlushInsights);
    const logger = c.get<Logger>(TOKENS.Logger);
    let running: Promise<unknown> | null = null;
    const tick = (force = false) => {
      running ??= flush
        .execute({ force })
        .catch((e: unknown) => logger.error('Insights flush failed', { error: e instanceof Error ? e.message : String(e) }))
        .finally(() => {
          running = null;
        });
      return running;
    };
    const timer = setInterval(() => void tick(), config.insightsFlushMs);
    timer.unref();
    // First of the closers: the last flush needs Redis (production) and runs before its connection closes.
    c.get<Array<() => unknown>>(TOKENS.Closers).unshift(async () => {
      clearInterval(timer);
      await running;
      await tick(true);
    });
    return [{ path: '/', routes: insightRoutes(use, { trustProxy: config.trustProxy, corsOrigins: config.corsOrigins }) }];
  },
};
