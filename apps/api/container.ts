import 'reflect-metadata';
import { Container } from 'inversify';
import type { Knex } from 'knex';
import type { CategoryRepository } from '../../application/ports/category-repository.ts';
import { randomBytes } from 'node:crypto';
import type { Clock } from '../../application/ports/clock.ts';
import { MAX_PHOTO_BYTES } from '../../domain/listings/photos.ts';
import type { FileStorage } from '../../application/ports/file-storage.ts';
import type { HealthProbe } from '../../application/ports/health-probe.ts';
import type { JobQueue } from '../../application/ports/job-queue.ts';
import type { Logger } from '../../application/ports/logger.ts';
import type { Mailer } from '../../application/ports/mailer.ts';
import type { FilterRepository } from '../../application/ports/filter-repository.ts';
import type { VendorRepository } from '../../application/ports/vendor-repository.ts';
import { GetCategory } from '../../application/categories/get-category.ts';
import { ListCategories } from '../../application/categories/list-categories.ts';
import { GetPublicFilter, ListCategoryFilters, ListFilterVendors, ListPublicFilters } from '../../application/filters/filter-queries.ts';
import { GetPublicVendor } from '../../application/listings/get-public-vendor.ts';
import { ListVendorCities } from '../../application/listings/list-vendor-cities.ts';
import { ListVendors } from '../../application/listings/list-vendors.ts';
import { ListVendorReviews } from '../../application/reviews/list-vendor-reviews.ts';
import { ListSitemapEntries, ListSitemapFiles, ListSitemapVendors } from '../../application/seo/list-sitemap-entries.ts';
import { MakeAdmin } from '../../application/identity/make-admin.ts';
import { GetAccount } from '../../application/identity/get-account.ts';
import { Authenticate, ExchangeAuthCode, Logout, VerifyLoginLink } from '../../application/identity/login-flow.ts';
import { IssueLoginLink, RequestLoginLink } from '../../application/identity/request-login-link.ts';
import { ProvisionVendorOwner } from '../../application/identity/provision-vendor-owner.ts';
import { PurgeExpiredRecords } from '../../application/maintenance/purge-expired-records.ts';
import { GetManagedVendor } from '../../application/vendors/vendor-access.ts';
import { UpdateVendorProfile } from '../../application/vendors/update-vendor-profile.ts';
import { SetVendorFilters } from '../../application/vendors/vendor-filters.ts';
import { CheckPendingUpload, ConfirmPhotoUpload, ManageVendorPhotos, RequestPhotoUpload } from '../../application/vendors/vendor-photos.ts';
import { ApplyUpgrade, CancelOwnPlan, CancelSubscription, CheckUpgradeEligibility, EndCancelledPlans, RequestUpgrade } from '../../application/subscriptions/upgrades.ts';
import { SendTrialReminders } from '../../application/subscriptions/send-trial-reminders.ts';
import { KnexMaintenanceRepository } from '../../adapters/persistence/knex/repositories/knex-maintenance-repository.ts';
import { DeliverEmail } from '../../application/mail/deliver-email.ts';
import { RelayOutbox } from '../../application/mail/relay-outbox.ts';
import type { AuthCodeRepository, LoginTokenRepository, SessionRepository } from '../../application/ports/auth-repositories.ts';
import type { EmailRenderer } from '../../application/ports/email-renderer.ts';
import type { MailDeliveryLog, OutboxStore } from '../../application/ports/outbox.ts';
import type { RateLimiter } from '../../application/ports/rate-limiter.ts';
import type { Secrets } from '../../application/ports/secrets.ts';
import type { UnitOfWork } from '../../application/ports/unit-of-work.ts';
import type { UserRepository } from '../../application/ports/user-repository.ts';
import { SubmitApplication } from '../../application/applications/submit-application.ts';
import { SubmitContactMessage } from '../../application/contact/submit-contact-message.ts';
import type { IdGenerator } from '../../application/ports/id-generator.ts';
import type { ReviewRepository } from '../../application/ports/review-repository.ts';
import type { ContactMessageRepository } from '../../application/ports/contact-message-repository.ts';
import { createHttpApp, type HttpApp } from '../../adapters/http/app.ts';
import { ResponseCache } from '../../adapters/http/response-cache.ts';
import { FileOutboxMailer } from '../../adapters/mail/outbox/file-outbox-mailer.ts';
import { SmtpMailer } from '../../adapters/mail/smtp/smtp-mailer.ts';
import { BullMqJobQueue } from '../../adapters/queue/bullmq/bullmq-job-queue.ts';
import { createKnex } from '../../adapters/persistence/knex/connection.ts';
import { KnexHealthProbe } from '../../adapters/persistence/knex/knex-health-probe.ts';
import { KnexCategoryRepository } from '../../adapters/persistence/knex/repositories/knex-category-repository.ts';
import { KnexFilterRepository } from '../../adapters/persistence/knex/repositories/knex-filter-repository.ts';
import { KnexVendorRepository } from '../../adapters/persistence/knex/repositories/knex-vendor-repository.ts';
import { KnexReviewRepository } from '../../adapters/persistence/knex/repositories/knex-review-repository.ts';
import { KnexContactMessageRepository } from '../../adapters/persistence/knex/repositories/knex-contact-message-repository.ts';
import { KnexUserRepository } from '../../adapters/persistence/knex/repositories/knex-user-repository.ts';
import { KnexAuthCodeRepository, KnexLoginTokenRepository, KnexSessionRepository } from '../../adapters/persistence/knex/repositories/knex-auth-repositories.ts';
import { KnexMailDeliveryLog, KnexOutboxStore } from '../../adapters/persistence/knex/repositories/knex-outbox.ts';
import { KnexUnitOfWork } from '../../adapters/persistence/knex/knex-unit-of-work.ts';
import { HtmlEmailRenderer } from '../../adapters/mail/templates/email-templates.ts';
import { InMemoryRateLimiter } from '../../adapters/system/in-memory-rate-limiter.ts';
import { NodeSecrets } from '../../adapters/system/node-secrets.ts';
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
import { bindAdmin } from './container-admin.ts';

export const REMOTES = ['public', 'vendor', 'admin'] as const;

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
  c.bind<Logger>(TOKENS.Logger).toConstantValue(overrides.logger ?? new PinoLogger({ level: config.logLevel }));
  c.bind<AppMetrics>(TOKENS.Metrics).toResolvedValue((logger: Logger) => new AppMetrics({ logger }), [TOKENS.Logger]);
  c.bind<Clock>(TOKENS.Clock).toConstantValue(overrides.clock ?? new SystemClock());
  c.bind<IdGenerator>(TOKENS.IdGenerator).toConstantValue(new UlidIdGenerator());
  c.bind<Secrets>(TOKENS.Secrets).toConstantValue(new NodeSecrets());
  // With Redis (production) the API processes share rate limits and cache invalidations through it.
  const redisUrl = config.queue.kind === 'bullmq' ? config.queue.url : null;
  /** What releaseResources closes: connections opened by the factories below, when they were made. */
  const closers: Array<() => unknown> = [];
  c.bind(TOKENS.Closers).toConstantValue(closers);
  c.bind<Redis | null>(TOKENS.RequestRedis).toDynamicValue((ctx) => {
    if (!redisUrl) return null;
    const redis = requestTimeRedis(redisUrl, 'uwd-requests');
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
        ? // In development the links of each email are printed to the console (plain text, not the JSON log, whose lines never hold tokens).
          new FileOutboxMailer(config.mail.dir, config.mail.from, logger, config.env === 'development' ? (line) => process.stdout.write(`${line}\n`) : undefined)
        : new SmtpMailer(config.mail.url, config.mail.from),
    [TOKENS.Logger],
  );
  c.bind<JobQueue>(TOKENS.JobQueue).toResolvedValue(
    (logger: Logger) => (config.queue.kind === 'in-process' ? new InProcessJobQueue(logger) : new BullMqJobQueue(config.queue.url, logger, { lockDurationMs: config.queue.lockSeconds * 1000 })),
    [TOKENS.Logger],
  );

  // Repositories
  c.bind<CategoryRepository>(TOKENS.CategoryRepository).toResolvedValue((knex: Knex) => new KnexCategoryRepository(knex), [TOKENS.Knex]);
  c.bind<VendorRepository>(TOKENS.VendorRepository).toResolvedValue((knex: Knex) => new KnexVendorRepository(knex), [TOKENS.Knex]);
  c.bind<FilterRepository>(TOKENS.FilterRepository).toResolvedValue((knex: Knex) => new KnexFilterRepository(knex), [TOKENS.Knex]);
  c.bind<UserRepository>(TOKENS.UserRepository).toResolvedValue((knex: Knex) => new KnexUserRepository(knex), [TOKENS.Knex]);
  c.bind<UnitOfWork>(TOKENS.UnitOfWork).toResolvedValue((knex: Knex, ids: IdGenerator) => new KnexUnitOfWork(knex, () => ids.next()), [TOKENS.Knex, TOKENS.IdGenerator]);
  c.bind<LoginTokenRepository>(TOKENS.LoginTokenRepository).toResolvedValue((knex: Knex) => new KnexLoginTokenRepository(knex), [TOKENS.Knex]);
  c.bind<AuthCodeRepository>(TOKENS.AuthCodeRepository).toResolvedValue((knex: Knex) => new KnexAuthCodeRepository(knex), [TOKENS.Knex]);
  c.bind<SessionRepository>(TOKENS.SessionRepository).toResolvedValue((knex: Knex) => new KnexSessionRepository(knex), [TOKENS.Knex]);
  c.bind<OutboxStore>(TOKENS.OutboxStore).toResolvedValue((knex: Knex) => new KnexOutboxStore(knex), [TOKENS.Knex]);
  c.bind<MailDeliveryLog>(TOKENS.MailDeliveryLog).toResolvedValue((knex: Knex) => new KnexMailDeliveryLog(knex), [TOKENS.Knex]);
  c.bind<ReviewRepository>(TOKENS.ReviewRepository).toResolvedValue((knex: Knex) => new KnexReviewRepository(knex), [TOKENS.Knex]);
  c.bind<ContactMessageRepository>(TOKENS.ContactMessageRepository).toResolvedValue(
    (knex: Knex) => new KnexContactMessageRepository(knex),
    [TOKENS.Knex],
  );

  // Use cases
  c.bind(TOKENS.ListCategories).toResolvedValue((r: CategoryRepository) => new ListCategories(r), [TOKENS.CategoryRepository]);
  c.bind(TOKENS.GetCategory).toResolvedValue((r: CategoryRepository) => new GetCategory(r), [TOKENS.CategoryRepository]);
  c.bind(TOKENS.ListVendors).toResolvedValue(
    (cats: CategoryRepository, vendors: VendorRepository) => new ListVendors(cats, vendors),
    [TOKENS.CategoryRepository, TOKENS.VendorRepository],
  );
  c.bind(TOKENS.GetPublicVendor).toResolvedValue((vendors: VendorRepository) => new GetPublicVendor(vendors), [TOKENS.VendorRepository]);
  c.bind(TOKENS.ListVendorCities).toResolvedValue(
    (cats: CategoryRepository, vendors: VendorRepository) => new ListVendorCities(cats, vendors),
    [TOKENS.CategoryRepository, TOKENS.VendorRepository],
  );
  c.bind(TOKENS.ListPublicFilters).toResolvedValue(
    (cats: CategoryRepository, filters: FilterRepository) => new ListPublicFilters(cats, filters),
    [TOKENS.CategoryRepository, TOKENS.FilterRepository],
  );
  c.bind(TOKENS.ListCategoryFilters).toResolvedValue(
    (cats: CategoryRepository, filters: FilterRepository) => new ListCategoryFilters(cats, filters),
    [TOKENS.CategoryRepository, TOKENS.FilterRepository],
  );
  c.bind(TOKENS.GetPublicFilter).toResolvedValue(
    (cats: CategoryRepository, filters: FilterRepository) => new GetPublicFilter(cats, filters),
    [TOKENS.CategoryRepository, TOKENS.FilterRepository],
  );
  c.bind(TOKENS.ListFilterVendors).toResolvedValue(
    (getFilter: GetPublicFilter, vendors: VendorRepository) => new ListFilterVendors(getFilter, vendors),
    [TOKENS.GetPublicFilter, TOKENS.VendorRepository],
  );

  c.bind(TOKENS.ListVendorReviews).toResolvedValue(
    (getVendor: GetPublicVendor, reviews: ReviewRepository) => new ListVendorReviews(getVendor, reviews),
    [TOKENS.GetPublicVendor, TOKENS.ReviewRepository],
  );
  c.bind(TOKENS.SubmitContactMessage).toDynamicValue(
    (ctx) =>
      new SubmitContactMessage(ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.RateLimiter), ctx.get(TOKENS.IdGenerator), ctx.get(TOKENS.Clock), {
        adminEmails: config.adminEmails,
      }),
  );
  c.bind(TOKENS.SubmitApplication).toDynamicValue(
    (ctx) =>
      new SubmitApplication(ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.CategoryRepository), ctx.get(TOKENS.RateLimiter), ctx.get(TOKENS.IdGenerator), ctx.get(TOKENS.Clock), {
        adminEmails: config.adminEmails,
      }),
  );

  c.bind(TOKENS.MakeAdmin).toResolvedValue(
    (users: UserRepository, ids: IdGenerator, clock: Clock) => new MakeAdmin(users, ids, clock),
    [TOKENS.UserRepository, TOKENS.IdGenerator, TOKENS.Clock],
  );
  // Identity and mail
  c.bind(TOKENS.RequestLoginLink).toDynamicValue(
    (ctx) => new RequestLoginLink(ctx.get(TOKENS.OutboxStore), ctx.get(TOKENS.RateLimiter), ctx.get(TOKENS.Secrets), ctx.get(TOKENS.IdGenerator), ctx.get(TOKENS.Clock)),
  );
  c.bind(TOKENS.IssueLoginLink).toDynamicValue(
    (ctx) =>
      new IssueLoginLink(ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.Secrets), ctx.get(TOKENS.IdGenerator), ctx.get(TOKENS.Clock), {
        publicBaseUrl: config.publicBaseUrl,
      }),
  );
  c.bind(TOKENS.VerifyLoginLink).toDynamicValue(
    (ctx) =>
      new VerifyLoginLink(
        ctx.get(TOKENS.LoginTokenRepository),
        ctx.get(TOKENS.UserRepository),
        ctx.get(TOKENS.AuthCodeRepository),
        ctx.get(TOKENS.RateLimiter),
        ctx.get(TOKENS.Secrets),
        ctx.get(TOKENS.IdGenerator),
        ctx.get(TOKENS.Clock),
      ),
  );
  c.bind(TOKENS.ExchangeAuthCode).toDynamicValue(
    (ctx) =>
      new ExchangeAuthCode(
        ctx.get(TOKENS.AuthCodeRepository),
        ctx.get(TOKENS.UserRepository),
        ctx.get(TOKENS.SessionRepository),
        ctx.get(TOKENS.RateLimiter),
        ctx.get(TOKENS.Secrets),
        ctx.get(TOKENS.IdGenerator),
        ctx.get(TOKENS.Clock),
      ),
  );
  c.bind(TOKENS.Authenticate).toDynamicValue(
    (ctx) => new Authenticate(ctx.get(TOKENS.SessionRepository), ctx.get(TOKENS.UserRepository), ctx.get(TOKENS.Secrets), ctx.get(TOKENS.Clock)),
  );
  c.bind(TOKENS.ProvisionVendorOwner).toDynamicValue(
    (ctx) => new ProvisionVendorOwner(ctx.get(TOKENS.Secrets), ctx.get(TOKENS.IdGenerator), ctx.get(TOKENS.Clock), { publicBaseUrl: config.publicBaseUrl }),
  );
  // Vendor self-service (issue 5).
  c.bind(TOKENS.GetManagedVendor).toDynamicValue((ctx) => new GetManagedVendor(ctx.get(TOKENS.VendorRepository)));
  c.bind(TOKENS.UpdateVendorProfile).toDynamicValue(
    (ctx) =>
      new UpdateVendorProfile(
        ctx.get(TOKENS.GetManagedVendor),
        ctx.get(TOKENS.VendorRepository),
        ctx.get(TOKENS.CategoryRepository),
        ctx.get(TOKENS.RichTextSanitizer),
        ctx.get(TOKENS.UnitOfWork),
        ctx.get(TOKENS.Clock),
      ),
  );
  c.bind(TOKENS.SetVendorFilters).toDynamicValue((ctx) => new SetVendorFilters(ctx.get(TOKENS.GetManagedVendor), ctx.get(TOKENS.UnitOfWork)));
  c.bind(TOKENS.RequestPhotoUpload).toDynamicValue(
    (ctx) => new RequestPhotoUpload(ctx.get(TOKENS.GetManagedVendor), ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.FileStorage), ctx.get(TOKENS.IdGenerator), ctx.get(TOKENS.Clock)),
  );
  c.bind(TOKENS.ConfirmPhotoUpload).toDynamicValue(
    (ctx) =>
      new ConfirmPhotoUpload(ctx.get(TOKENS.GetManagedVendor), ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.FileStorage), ctx.get(TOKENS.ImageProcessor), ctx.get(TOKENS.IdGenerator), ctx.get(TOKENS.Clock), ctx.get(TOKENS.Logger)),
  );
  c.bind(TOKENS.ManageVendorPhotos).toDynamicValue(
    (ctx) => new ManageVendorPhotos(ctx.get(TOKENS.GetManagedVendor), ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.FileStorage), ctx.get(TOKENS.Clock), ctx.get(TOKENS.Logger)),
  );
  c.bind(TOKENS.CheckUpgradeEligibility).toDynamicValue((ctx) => new CheckUpgradeEligibility(ctx.get(TOKENS.GetManagedVendor), ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.Clock)));
  c.bind(TOKENS.RequestUpgrade).toDynamicValue(
    (ctx) =>
      new RequestUpgrade(ctx.get(TOKENS.GetManagedVendor), ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.RateLimiter), ctx.get(TOKENS.IdGenerator), ctx.get(TOKENS.Clock), {
        adminEmails: config.adminEmails,
        requestsPerHour: config.upgradeRequestsPerHour,
      }),
  );
  c.bind(TOKENS.ApplyUpgrade).toDynamicValue((ctx) => new ApplyUpgrade(ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.IdGenerator), ctx.get(TOKENS.Clock)));
  c.bind(TOKENS.CancelOwnPlan).toDynamicValue(
    (ctx) => new CancelOwnPlan(ctx.get(TOKENS.GetManagedVendor), ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.IdGenerator), ctx.get(TOKENS.Clock), { adminEmails: config.adminEmails }),
  );
  c.bind(TOKENS.EndCancelledPlans).toDynamicValue((ctx) => new EndCancelledPlans(ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.IdGenerator), ctx.get(TOKENS.Clock)));
  c.bind(TOKENS.CancelSubscription).toDynamicValue((ctx) => new CancelSubscription(ctx.get(TOKENS.GetManagedVendor), ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.Clock)));
  c.bind(TOKENS.SendTrialReminders).toDynamicValue(
    (ctx) => new SendTrialReminders(ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.IdGenerator), ctx.get(TOKENS.Clock), ctx.get(TOKENS.Logger)),
  );
  c.bind(TOKENS.PurgeExpiredRecords).toDynamicValue(
    (ctx) => new PurgeExpiredRecords(new KnexMaintenanceRepository(ctx.get(TOKENS.Knex)), ctx.get(TOKENS.FileStorage), ctx.get(TOKENS.Clock), ctx.get(TOKENS.Logger)),
  );
  c.bind(TOKENS.Logout).toDynamicValue((ctx) => new Logout(ctx.get(TOKENS.SessionRepository), ctx.get(TOKENS.Clock)));
  c.bind(TOKENS.GetAccount).toDynamicValue((ctx) => new GetAccount(ctx.get(TOKENS.VendorRepository)));
  c.bind(TOKENS.RelayOutbox).toDynamicValue(
    (ctx) => new RelayOutbox(ctx.get(TOKENS.OutboxStore), ctx.get(TOKENS.JobQueue), ctx.get(TOKENS.Clock), ctx.get(TOKENS.Logger)),
  );
  c.bind(TOKENS.DeliverEmail).toDynamicValue(
    (ctx) => new DeliverEmail(ctx.get(TOKENS.MailDeliveryLog), ctx.get(TOKENS.Mailer), ctx.get(TOKENS.EmailRenderer), ctx.get(TOKENS.Clock)),
  );

  c.bind(TOKENS.ListSitemapEntries).toResolvedValue(
    (cats: CategoryRepository, filters: FilterRepository) => new ListSitemapEntries(cats, filters),
    [TOKENS.CategoryRepository, TOKENS.FilterRepository],
  );
  c.bind(TOKENS.ListSitemapFiles).toResolvedValue((vendors: VendorRepository) => new ListSitemapFiles(vendors), [TOKENS.VendorRepository]);
  c.bind(TOKENS.ListSitemapVendors).toResolvedValue((vendors: VendorRepository) => new ListSitemapVendors(vendors), [TOKENS.VendorRepository]);

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
    if (!redisUrl || config.publicApiCacheSeconds <= 0) return null;
    const broadcast = new RedisCacheBroadcast(ctx.get<Redis>(TOKENS.RequestRedis), subscriberRedis(redisUrl, 'uwd-cache-invalidations'), ctx.get<Logger>(TOKENS.Logger));
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

  bindAdmin(c);

  // The driving adapter: every route gets its use cases from here.
  c.bind<HttpApp>(TOKENS.HttpApp).toDynamicValue((ctx) => {
    const storage = ctx.get<FileStorage>(TOKENS.FileStorage);
    const mediaUrl = (key: string) => storage.publicUrl(key);
    return createHttpApp({
      logger: ctx.get<Logger>(TOKENS.Logger),
      metrics: ctx.get<AppMetrics>(TOKENS.Metrics),
      ...(config.metrics.token ? { metricsToken: config.metrics.token } : {}),
      probes: ctx.get<HealthProbe[]>(TOKENS.HealthProbes),
      categories: { listCategories: ctx.get(TOKENS.ListCategories), getCategory: ctx.get(TOKENS.GetCategory), mediaUrl },
      vendors: {
        listVendors: ctx.get(TOKENS.ListVendors),
        getPublicVendor: ctx.get(TOKENS.GetPublicVendor),
        listVendorCities: ctx.get(TOKENS.ListVendorCities),
        listFilterVendors: ctx.get(TOKENS.ListFilterVendors),
        listVendorReviews: ctx.get(TOKENS.ListVendorReviews),
        submitReview: ctx.get(TOKENS.SubmitReview),
        clock: ctx.get(TOKENS.Clock),
        trustProxy: config.trustProxy,
        mediaUrl,
      },
      filters: {
        listPublicFilters: ctx.get(TOKENS.ListPublicFilters),
        listCategoryFilters: ctx.get(TOKENS.ListCategoryFilters),
        getPublicFilter: ctx.get(TOKENS.GetPublicFilter),
        saveFilter: ctx.get(TOKENS.SaveFilter),
        moderateFilter: ctx.get(TOKENS.ModerateFilter),
        mediaUrl,
      },
      vendorSelfService: {
        vendors: ctx.get(TOKENS.VendorRepository),
        getManagedVendor: ctx.get(TOKENS.GetManagedVendor),
        updateVendorProfile: ctx.get(TOKENS.UpdateVendorProfile),
        setVendorFilters: ctx.get(TOKENS.SetVendorFilters),
        requestPhotoUpload: ctx.get(TOKENS.RequestPhotoUpload),
        confirmPhotoUpload: ctx.get(TOKENS.ConfirmPhotoUpload),
        manageVendorPhotos: ctx.get(TOKENS.ManageVendorPhotos),
        bulkApplyFilters: ctx.get(TOKENS.BulkApplyFilters),
        bulkClearFilters: ctx.get(TOKENS.BulkClearFilters),
        cancelOwnPlan: ctx.get(TOKENS.CancelOwnPlan),
        mediaUrl,
      },
      admin: {
        getAdminStats: ctx.get(TOKENS.GetAdminStats),
        listApplications: ctx.get(TOKENS.ListApplications),
        approveApplication: ctx.get(TOKENS.ApproveApplication),
        rejectApplication: ctx.get(TOKENS.RejectApplication),
        listAdminVendors: ctx.get(TOKENS.ListAdminVendors),
        getAdminVendor: ctx.get(TOKENS.GetAdminVendor),
        createVendor: ctx.get(TOKENS.CreateVendorAsAdmin),
        updateVendor: ctx.get(TOKENS.UpdateVendorAsAdmin),
        deleteVendor: ctx.get(TOKENS.DeleteVendor),
        toggleVendorFlag: ctx.get(TOKENS.ToggleVendorFlag),
        cancelSubscription: ctx.get(TOKENS.CancelSubscription),
        listAllFilters: ctx.get(TOKENS.ListAllFilters),
        listReviews: ctx.get(TOKENS.ListAdminReviews),
        toggleReviewPublished: ctx.get(TOKENS.ToggleReviewPublished),
        grantClaim: ctx.get(TOKENS.GrantClaim),
        listUpgradeRequests: ctx.get(TOKENS.ListUpgradeRequests),
        applyUpgrade: ctx.get(TOKENS.ApplyUpgrade),
        rejectUpgrade: ctx.get(TOKENS.RejectUpgrade),
        mediaUrl,
        publicBaseUrl: config.publicBaseUrl,
      },
      upgrades: { requestUpgrade: ctx.get(TOKENS.RequestUpgrade), checkUpgradeEligibility: ctx.get(TOKENS.CheckUpgradeEligibility), clock: ctx.get(TOKENS.Clock) },
      contact: {
        submitContactMessage: ctx.get(TOKENS.SubmitContactMessage),
        listContactMessages: ctx.get(TOKENS.ListContactMessages),
        updateContactStatus: ctx.get(TOKENS.UpdateContactStatus),
        trustProxy: config.trustProxy,
      },
      applications: { submitApplication: ctx.get(TOKENS.SubmitApplication), clock: ctx.get(TOKENS.Clock), trustProxy: config.trustProxy },
      authenticate: ctx.get(TOKENS.Authenticate),
      auth: {
        requestLoginLink: ctx.get(TOKENS.RequestLoginLink),
        verifyLoginLink: ctx.get(TOKENS.VerifyLoginLink),
        exchangeAuthCode: ctx.get(TOKENS.ExchangeAuthCode),
        getAccount: ctx.get(TOKENS.GetAccount),
        logout: ctx.get(TOKENS.Logout),
        logger: ctx.get<Logger>(TOKENS.Logger),
        trustProxy: config.trustProxy,
      },
      ...(config.mail.kind === 'outbox' && config.devMailbox ? { devMailbox: ctx.get<FileOutboxMailer>(TOKENS.Mailer) } : {}),
      seo: {
        baseUrl: config.publicBaseUrl,
        mediaUrl,
        getCategory: ctx.get(TOKENS.GetCategory),
        listVendors: ctx.get(TOKENS.ListVendors),
        getPublicVendor: ctx.get(TOKENS.GetPublicVendor),
        getPublicFilter: ctx.get(TOKENS.GetPublicFilter),
        listFilterVendors: ctx.get(TOKENS.ListFilterVendors),
        listSitemapEntries: ctx.get(TOKENS.ListSitemapEntries),
        listSitemapFiles: ctx.get(TOKENS.ListSitemapFiles),
        listSitemapVendors: ctx.get(TOKENS.ListSitemapVendors),
      },
      ...(config.storage.kind === 'local' ? { localMediaRoot: config.storage.root } : {}),
      ...(storage instanceof LocalFileStorage
        ? {
            localUploads: {
              storage,
              clock: () => ctx.get<Clock>(TOKENS.Clock).now(),
              maxBytes: MAX_PHOTO_BYTES,
              isPending: (key: string) => new CheckPendingUpload(ctx.get<UnitOfWork>(TOKENS.UnitOfWork)).execute(key),
            },
          }
        : {}),
      publicCache: ctx.get<ResponseCache>(TOKENS.PublicReadCache),
      // ADR 8: HSTS for an https site; photos in S3 are shown from and uploaded to origins of their own.
      security: {
        httpsSite: new URL(config.publicBaseUrl).protocol === 'https:',
        trustProxy: config.trustProxy,
        corsOrigins: config.corsOrigins,
        ...(storage instanceof S3FileStorage
          ? { imageOrigins: storage.browserOrigins().images, connectOrigins: storage.browserOrigins().uploads }
          : {}),
      },
      ...(overrides.serveWeb === false ? {} : { web: { webRoot: config.webDistDir, remotes: REMOTES } }),
    });
  });

  return c;
};

/**
 * Releases what the container opened — the queue and any Redis connections — but not the database pool,
 * which its owner destroys (the API and worker at shutdown, the test database in tests).
 */
export const releaseResources = async (c: Container): Promise<void> => {
  await c.get<JobQueue>(TOKENS.JobQueue).close();
  for (const close of c.get<Array<() => unknown>>(TOKENS.Closers).splice(0)) await close();
};
