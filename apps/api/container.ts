import 'reflect-metadata';
import { Container } from 'inversify';
import type { Knex } from 'knex';
import { randomBytes } from 'node:crypto';
import type { Clock } from '../../application/ports/clock.ts';
import { MAX_PHOTO_BYTES } from '../../domain/listings/photos.ts';
import type { FileStorage } from '../../application/ports/file-storage.ts';
import type { HealthProbe } from '../../application/ports/health-probe.ts';
import type { JobQueue } from '../../application/ports/job-queue.ts';
import type { Logger } from '../../application/ports/logger.ts';
import type { Mailer } from '../../application/ports/mailer.ts';
import type { EmailRenderer } from '../../application/ports/email-renderer.ts';
import type { RateLimiter } from '../../application/ports/rate-limiter.ts';
import type { Secrets } from '../../application/ports/secrets.ts';
import type { FormTokens } from '../../application/ports/form-tokens.ts';
import type { UnitOfWork } from '../../application/ports/unit-of-work.ts';
import type { IdGenerator } from '../../application/ports/id-generator.ts';
import { createHttpApp, type HttpApp } from '../../adapters/http/app.ts';
import { ResponseCache } from '../../adapters/http/response-cache.ts';
import { stripeCardPages } from '../../adapters/http/security-headers.ts';
import { FileOutboxMailer } from '../../adapters/mail/outbox/file-outbox-mailer.ts';
import { SmtpMailer } from '../../adapters/mail/smtp/smtp-mailer.ts';
import { BullMqJobQueue } from '../../adapters/queue/bullmq/bullmq-job-queue.ts';
import { createKnex, createReplicaPools } from '../../adapters/persistence/knex/connection.ts';
import { ReadReplicas, type ReplicaEvents } from '../../adapters/persistence/knex/read-replicas.ts';
import { routeReads } from './replica-reads.ts';
import { runEach } from './shutdown.ts';
import { KnexHealthProbe } from '../../adapters/persistence/knex/knex-health-probe.ts';
import { KnexUnitOfWork } from '../../adapters/persistence/knex/knex-unit-of-work.ts';
import { HtmlEmailRenderer } from '../../adapters/mail/templates/email-templates.ts';
import { InMemoryRateLimiter } from '../../adapters/system/in-memory-rate-limiter.ts';
import { NodeSecrets } from '../../adapters/system/node-secrets.ts';
import { HmacFormTokens } from '../../adapters/system/hmac-form-tokens.ts';
import { UlidIdGenerator } from '../../adapters/system/ulid-id-generator.ts';
import { InProcessJobQueue } from '../../adapters/queue/in-process/in-process-job-queue.ts';
import { LocalFileStorage } from '../../adapters/storage/local/local-file-storage.ts';
import { S3FileStorage } from '../../adapters/storage/s3/s3-file-storage.ts';
import { SharpImageProcessor } from '../../adapters/images/sharp-image-processor.ts';
import { DomPurifyRichTextSanitizer } from '../../adapters/sanitizer/dompurify-rich-text-sanitizer.ts';
import type { ImageProcessor } from '../../application/ports/image-processor.ts';
import type { RichTextSanitizer } from '../../application/ports/rich-text-sanitizer.ts';
import { PinoLogger } from '../../adapters/system/pino-logger.ts';
import { AppMetrics } from '../../adapters/observability/metrics.ts';
import { SystemClock } from '../../adapters/system/system-clock.ts';
import type { AppConfig } from './config.ts';
import { TOKENS } from './tokens.ts';
import type { Redis } from 'ioredis';
import { requestTimeRedis, subscriberRedis } from '../../adapters/redis/redis-connection.ts';
import { RedisRateLimiter } from '../../adapters/redis/redis-rate-limiter.ts';
import { RedisCacheBroadcast } from '../../adapters/redis/redis-cache-broadcast.ts';
import { Authenticate } from '../../application/identity/login-flow.ts';
import { CheckPendingUpload } from '../../application/vendors/vendor-photos.ts';
import { MODULES } from './modules/index.ts';
import { useCases } from './modules/module.ts';
import type { UseCaseSettings } from '../../application/wiring.ts';
import { seoRouteDeps } from './modules/seo.ts';

export const REMOTES = ['public', 'vendor', 'admin'] as const;

export interface ContainerOverrides {
  logger?: Logger;
  knex?: Knex;
  clock?: Clock;
  /** Serve the built micro-frontends (default true). */
  serveWeb?: boolean;
}

/** Process-wide adapters: config, logging, time, ids, secrets, Redis-backed rate limits, the database. */
const bindPlatform = (c: Container, config: AppConfig, overrides: ContainerOverrides, closers: Array<() => unknown>): void => {
  c.bind<AppConfig>(TOKENS.Config).toConstantValue(config);
  c.bind<UseCaseSettings>(TOKENS.Settings).toConstantValue({
    adminEmails: config.adminEmails,
    publicBaseUrl: config.publicBaseUrl,
    requestsPerHour: config.upgradeRequestsPerHour,
  });
  c.bind<Logger>(TOKENS.Logger).toConstantValue(overrides.logger ?? new PinoLogger({ level: config.logLevel }));
  c.bind<AppMetrics>(TOKENS.Metrics).toResolvedValue((logger: Logger) => new AppMetrics({ logger }), [TOKENS.Logger]);
  c.bind<Clock>(TOKENS.Clock).toConstantValue(overrides.clock ?? new SystemClock());
  c.bind<IdGenerator>(TOKENS.IdGenerator).toConstantValue(new UlidIdGenerator());
  c.bind<Secrets>(TOKENS.Secrets).toConstantValue(new NodeSecrets());
  // FORM_TOKEN_SECRET, shared by every API process; unset (one process), a random one that ends with the process.
  c.bind<FormTokens>(TOKENS.FormTokens).toConstantValue(new HmacFormTokens(config.formTokenSecret ?? randomBytes(32).toString('hex')));
  // With Redis (production) the API processes share rate limits and cache invalidations through it; one
  // server or Sentinel's primary, as the config says (redis-connection.ts makes every connection).
  const redisTarget = config.queue.kind === 'bullmq' ? config.queue : null;
  c.bind(TOKENS.Closers).toConstantValue(closers);
  c.bind<Redis | null>(TOKENS.RequestRedis).toDynamicValue((ctx) => {
    if (!redisTarget) return null;
    const redis = requestTimeRedis(redisTarget, 'uwd-requests');
    // ioredis reports every failed reconnect; the health check (/api/ready) is where an outage shows.
    redis.on('error', (e: Error) => ctx.get<Logger>(TOKENS.Logger).debug('Redis (requests) connection error', { error: e.message }));
    closers.push(() => redis.disconnect());
    return redis;
  });
  c.bind<RateLimiter>(TOKENS.RateLimiter).toDynamicValue((ctx) => {
    const redis = ctx.get<Redis | null>(TOKENS.RequestRedis);
    return redis ? new RedisRateLimiter(redis, ctx.get<Logger>(TOKENS.Logger)) : new InMemoryRateLimiter(ctx.get<Clock>(TOKENS.Clock));
  });
  c.bind<EmailRenderer>(TOKENS.EmailRenderer).toConstantValue(new HtmlEmailRenderer(config.publicBaseUrl));
  c.bind<Knex>(TOKENS.Knex).toConstantValue(overrides.knex ?? createKnex(config.database));
};

/** Storage, mail, the queue, the unit of work, images, rich text, the health probes and the public read cache. */
const bindInfrastructure = (c: Container, config: AppConfig, closers: Array<() => unknown>): void => {
  const redisTarget = config.queue.kind === 'bullmq' ? config.queue : null;
  c.bind<FileStorage>(TOKENS.FileStorage).toDynamicValue((ctx) =>
    config.storage.kind === 'local'
      ? new LocalFileStorage(config.storage.root, '/media', {
          signingSecret: config.storage.signingSecret ?? randomBytes(32).toString('hex'),
          now: () => ctx.get<Clock>(TOKENS.Clock).now(),
        })
      : new S3FileStorage(config.storage),
  );
  c.bind<Mailer>(TOKENS.Mailer).toResolvedValue(
    (logger: Logger) =>
      config.mail.kind === 'outbox'
        ? // In development each email is announced on the console, masked and without its links: read it in the dev mailbox.
          new FileOutboxMailer(
            config.mail.dir,
            config.mail.from,
            logger,
            config.env === 'development' ? { print: (line) => process.stdout.write(`${line}\n`), readAt: config.devMailbox ? `${config.publicBaseUrl}/dev/mailbox` : config.mail.dir } : undefined,
          )
        : new SmtpMailer(config.mail.url, config.mail.from),
    [TOKENS.Logger],
  );
  c.bind<JobQueue>(TOKENS.JobQueue).toResolvedValue(
    (logger: Logger) => (config.queue.kind === 'in-process' ? new InProcessJobQueue(logger) : new BullMqJobQueue(config.queue, logger, { lockDurationMs: config.queue.lockSeconds * 1000 })),
    [TOKENS.Logger],
  );

  c.bind<UnitOfWork>(TOKENS.UnitOfWork).toResolvedValue((knex: Knex, ids: IdGenerator) => new KnexUnitOfWork(knex, () => ids.next()), [TOKENS.Knex, TOKENS.IdGenerator]);

  // /api/ready: the database, storage and (production) the Redis this process uses for rate limits and cache.
  c.bind<HealthProbe[]>(TOKENS.HealthProbes).toResolvedValue(
    (knex: Knex, storage: FileStorage, redis: Redis | null): HealthProbe[] => [
      new KnexHealthProbe(knex),
      { name: 'storage', check: () => storage.ping() },
      ...(redis ? [{ name: 'redis', check: async () => void (await redis.ping()) }] : []),
    ],
    [TOKENS.Knex, TOKENS.FileStorage, TOKENS.RequestRedis],
  );

  c.bind<ImageProcessor>(TOKENS.ImageProcessor).toConstantValue(new SharpImageProcessor());
  c.bind<RichTextSanitizer>(TOKENS.RichTextSanitizer).toConstantValue(new DomPurifyRichTextSanitizer());
  c.bind<RedisCacheBroadcast | null>(TOKENS.CacheBroadcast).toDynamicValue((ctx) => {
    // Also with the TTL cache off: the sitemap files are kept until a write anywhere empties them (ADR 19).
    if (!redisTarget) return null;
    const broadcast = new RedisCacheBroadcast(ctx.get<Redis>(TOKENS.RequestRedis), subscriberRedis(redisTarget, 'uwd-cache-invalidations'), ctx.get<Logger>(TOKENS.Logger));
    closers.push(() => broadcast.close());
    return broadcast;
  });
  c.bind<ResponseCache>(TOKENS.PublicReadCache).toDynamicValue((ctx) => {
    const cache = new ResponseCache({ ttlMs: config.publicApiCacheSeconds * 1000 });
    const broadcast = ctx.get<RedisCacheBroadcast | null>(TOKENS.CacheBroadcast);
    if (broadcast) {
      cache.onInvalidate = () => broadcast.publish();
      broadcast.listen(() => cache.invalidate({ remote: true })).catch((e: unknown) => ctx.get<Logger>(TOKENS.Logger).warn('Cache invalidation channel unavailable', { error: String(e) }));
    }
    return cache;
  });

};

/**
 * DATABASE_REPLICA_URLS: the replicas that take the plain reads of read requests off the primary (TOKENS.Knex,
 * which every repository holds and which the router takes over; read-replicas.ts). Null without replicas.
 */
const readReplicasOf = (c: Container, config: AppConfig, closers: Array<() => unknown>): ReadReplicas | null => {
  const pools = createReplicaPools(config.database);
  if (!pools.length) return null;
  const logger = c.get<Logger>(TOKENS.Logger);
  const events: ReplicaEvents = {
    down: (replica, reason) => logger.warn('Database replica left out: its reads go to the primary', { replica, reason }),
    up: (replica) => logger.info('Database replica answers again: reads go to it', { replica }),
    // At most one line per replica and reason a minute; `suppressed`: the same failures since the last line.
    fallback: (replica, error, suppressed) => logger.warn('A read failed on a database replica and ran on the primary', { replica, error, ...(suppressed ? { suppressed } : {}) }),
    lagUnknown: (replica, error) =>
      logger.warn("Database replica's lag cannot be read (grant SLAVE MONITOR or REPLICA MONITOR on MariaDB, REPLICATION CLIENT on MySQL): it serves reads unchecked", {
        replica,
        error,
      }),
  };
  // Checked every REPLICA_CHECK_MS and left out past REPLICA_MAX_LAG_SECONDS, both derived from the window a
  // writer's reads stay on the primary (PRIMARY_READS_WINDOW_MS): a replica that serves reads is never further behind.
  const replicas = new ReadReplicas(c.get<Knex>(TOKENS.Knex), pools, events);
  closers.push(() => replicas.destroy());
  return replicas;
};

/** The driving adapter: the Hono app, with every module's routes mounted under /api. */
const bindHttp = (c: Container, config: AppConfig, overrides: ContainerOverrides, replicas: ReadReplicas | null): void => {
  c.bind<HttpApp>(TOKENS.HttpApp).toDynamicValue((ctx) => {
    const storage = ctx.get<FileStorage>(TOKENS.FileStorage);
    const use = useCases(c);
    // With replicas, each request's reads are routed once, around the app (replica-reads.ts); a write that
    // empties the public read cache, here or in another process, keeps every read on the primary for a while.
    const routed = (app: HttpApp): HttpApp => {
      if (!replicas) return app;
      const router = routeReads(app, replicas, { secureCookie: new URL(config.publicBaseUrl).protocol === 'https:' });
      ctx.get<ResponseCache>(TOKENS.PublicReadCache).follow(() => router.publicDataChanged());
      return app;
    };
    return routed(createHttpApp({
      logger: ctx.get<Logger>(TOKENS.Logger),
      metrics: ctx.get<AppMetrics>(TOKENS.Metrics),
      ...(config.metrics.token ? { metricsToken: config.metrics.token } : {}),
      probes: ctx.get<HealthProbe[]>(TOKENS.HealthProbes),
      authenticate: use(Authenticate),
      routes: MODULES.flatMap((m) => m.routes?.(c, config, use) ?? []),
      ...(config.mail.kind === 'outbox' && config.devMailbox ? { devMailbox: ctx.get<FileOutboxMailer>(TOKENS.Mailer) } : {}),
      seo: seoRouteDeps(c, config, use),
      ...(config.storage.kind === 'local' ? { localMediaRoot: config.storage.root } : {}),
      ...(storage instanceof LocalFileStorage
        ? {
            localUploads: {
              storage,
              clock: () => ctx.get<Clock>(TOKENS.Clock).now(),
              maxBytes: MAX_PHOTO_BYTES,
              isPending: (key: string) => use(CheckPendingUpload).execute(key),
            },
          }
        : {}),
      publicCache: ctx.get<ResponseCache>(TOKENS.PublicReadCache),
      allowedHosts: config.allowedHosts,
      // ADR 8: HSTS for an https site; photos in S3 are shown from and uploaded to origins of their own.
      security: {
        httpsSite: new URL(config.publicBaseUrl).protocol === 'https:',
        trustProxy: config.trustProxy,
        corsOrigins: config.corsOrigins,
        ...(config.billing.kind === 'stripe'
          ? { cardPages: stripeCardPages({ ...(config.billing.jsUrl ? { jsUrl: config.billing.jsUrl } : {}), ...(config.billing.api ? { apiOrigin: `${config.billing.api.protocol}://${config.billing.api.host}:${config.billing.api.port}` } : {}) }) }
          : {}),
        ...(storage instanceof S3FileStorage ? { imageOrigins: storage.browserOrigins().images, connectOrigins: storage.browserOrigins().uploads } : {}),
      },
      ...(overrides.serveWeb === false ? {} : { web: { webRoot: config.webDistDir, remotes: REMOTES } }),
    }));
  });
};

/**
 * The composition root: the only place that creates adapters and hands them to use cases. Each bounded
 * context's module (apps/api/modules) binds its repositories and use cases and contributes its routes (ADR 12).
 */
export const buildContainer = (config: AppConfig, overrides: ContainerOverrides = {}): Container => {
  const c = new Container({ defaultScope: 'Singleton' });
  /** What releaseResources closes: connections opened by the factories, when they were made. */
  const closers: Array<() => unknown> = [];
  bindPlatform(c, config, overrides, closers);
  bindInfrastructure(c, config, closers);
  const replicas = readReplicasOf(c, config, closers);
  for (const m of MODULES) m.bind(c, config);
  bindHttp(c, config, overrides, replicas);
  return c;
};

/**
 * Releases what the container opened — the queue and any Redis connections — but not the database pool,
 * which its owner destroys (the API and worker at shutdown, the test database in tests).
 */
export const releaseResources = async (c: Container): Promise<void> => {
  // Each is closed even if one before it failed; the failures are thrown together at the end.
  const failures = await runEach([
    { name: 'queue', run: () => c.get<JobQueue>(TOKENS.JobQueue).close() },
    ...c.get<Array<() => unknown>>(TOKENS.Closers).splice(0).map((close, i) => ({ name: `closer ${i + 1}`, run: close })),
  ]);
  if (failures.length) {
    throw new AggregateError(
      failures.map((f) => f.error),
      failures.map((f) => (f.error instanceof Error ? f.error.message : String(f.error))).join('; '),
    );
  }
};
