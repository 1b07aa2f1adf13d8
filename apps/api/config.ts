import path from 'node:path';
import { z } from 'zod';
import { hostNameOf, isLoopbackHost } from '../../adapters/http/host-names.ts';
import { DEFAULT_POOL_MAX, type DatabaseConfig } from '../../adapters/persistence/knex/connection.ts';
import type { RedisTarget } from '../../adapters/redis/redis-connection.ts';

export { isLoopbackHost };

/**
 * The one configuration schema. The runtime profile (embedded or production) is chosen here, by
 * environment variables alone: no DATABASE_URL → SQLite in DATA_DIR; no REDIS_URL → in-process queue;
 * no S3_BUCKET → local disk; no SMTP_URL → mail written to files.
 */
const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = (protocols: string[], example: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((v) => {
        try {
          return protocols.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      }, `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')} (e.g. ${example})`)
      .optional(),
  );
/** `host:port` or `[v6]:port` → the address; null when it is not one. */
const sentinelAddress = (v: string): { host: string; port: number } | null => {
  const m = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._-]+):(\d{1,5})$/.exec(v);
  if (!m) return null;
  const port = Number(m[2]);
  if (port < 1 || port > 65535) return null;
  return { host: m[1]!.replace(/^\[|\]$/g, ''), port };
};
const isOrigin = (v: string) => {
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.origin === v;
  } catch {
    return false;
  }
};
const booleanFlag = (fallback: boolean) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? fallback : v),
    z.union([z.boolean(), z.enum(['true', 'false', '1', '0', 'yes', 'no'])]).transform((v) => v === true || v === 'true' || v === '1' || v === 'yes'),
  );

export const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'test', 'production']).default('development')),
  HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  PUBLIC_BASE_URL: optionalUrl(['http:', 'https:'], 'https://upstateweddingdirectory.com'),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('data')),
  DATABASE_URL: optionalUrl(['mysql:', 'mariadb:', 'sqlite:', 'file:'], 'mysql://wedding:secret@127.0.0.1:3306/wedding'),
  /**
   * MySQL/MariaDB connections per process (the knex pool's max; SQLite always has one). The server's
   * max_connections must cover every API replica's and the worker's pool (docs/operations.md).
   */
  DATABASE_POOL_MAX: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(200).default(DEFAULT_POOL_MAX)),
  /**
   * Read replicas of DATABASE_URL's MySQL/MariaDB primary, comma-separated: public reads and the admin's read
   * screens go to them, writes and a writer's next reads to the primary (docs/operations.md, 'Read replicas').
   */
  DATABASE_REPLICA_URLS: z.preprocess(
    (v) => (typeof v === 'string' ? v : ''),
    z
      .string()
      .transform((v) => v.split(',').map((u) => u.trim()).filter(Boolean))
      .refine(
        (urls) => urls.every((u) => URL.canParse(u) && ['mysql:', 'mariadb:'].includes(new URL(u).protocol) && new URL(u).pathname.length > 1),
        'must be a comma-separated list of MySQL/MariaDB URLs naming the database, e.g. mysql://wedding:secret@10.0.0.12:3306/wedding',
      ),
  ),
  REDIS_URL: optionalUrl(['redis:', 'rediss:'], 'redis://127.0.0.1:6379'),
  /**
   * Redis behind Sentinel (docs/operations.md, 'Redis with Sentinel'): the sentinels' host:port list. Every
   * Redis connection then asks them for the current primary; REDIS_URL still gives the password and database.
   */
  REDIS_SENTINELS: z.preprocess(
    (v) => (typeof v === 'string' ? v : ''),
    z
      .string()
      .transform((v) => v.split(',').map((a) => a.trim()).filter(Boolean))
      .refine(
        (addresses) => addresses.every((a) => sentinelAddress(a) !== null),
        'must be a comma-separated list of sentinel addresses as host:port (e.g. sentinel-1:26379,sentinel-2:26379,sentinel-3:26379)',
      )
      .transform((addresses) => addresses.map((a) => sentinelAddress(a)!)),
  ),
  /** The name the sentinels monitor the primary under (their `sentinel monitor <name> …` line). */
  REDIS_SENTINEL_NAME: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9._-]+$/, 'must be the master name the sentinels monitor (letters, digits, . _ -), e.g. mymaster')
      .default('mymaster'),
  ),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:'], 'smtp://user:pass@mail.example.com:587'),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Upstate Wedding Directory <hello@upstateweddingdirectory.com>')),
  S3_BUCKET: optionalString,
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
  S3_ENDPOINT: optionalUrl(['http:', 'https:'], 'http://127.0.0.1:9000'),
  S3_PUBLIC_URL: optionalUrl(['http:', 'https:'], 'https://photos.upstateweddingdirectory.com'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Signs the local profile's upload URLs; a random one per process when unset (links live minutes). */
  UPLOAD_SIGNING_SECRET: optionalString,
  /**
   * Signs the form tokens the inquiry form gets when it opens (the spam rules' minimum time, ADR 14); a
   * random one per process when unset. Set it when several API processes serve the site.
   */
  FORM_TOKEN_SECRET: z.preprocess(emptyToUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
  ADMIN_EMAILS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('admin@upstateweddingdirectory.com')
      .transform((v) => v.split(',').map((e) => e.trim().toLowerCase()).filter(Boolean))
      .pipe(z.array(z.email('must be a comma-separated list of email addresses')).min(1, 'must name at least one admin email')),
  ),
  /** Other sites whose pages may call the API (CORS); the site's own pages need none. */
  CORS_ORIGINS: z.preprocess(
    (v) => (typeof v === 'string' ? v : ''),
    z
      .string()
      .transform((v) => v.split(',').map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean))
      .pipe(z.array(z.string().refine(isOrigin, 'must be a comma-separated list of origins such as https://partner.example.com (scheme, host and port only)'))),
  ),
  /**
   * Host names the site answers for besides PUBLIC_BASE_URL's (another name of the site, an address a
   * proxy sends); the loopback names are always answered. Any other Host gets a 421 (ADR 8: DNS rebinding).
   */
  ALLOWED_HOSTS: z.preprocess(
    (v) => (typeof v === 'string' ? v : ''),
    z
      .string()
      .transform((v) => v.split(',').map((h) => h.trim().toLowerCase().replace(/\.$/, '')).filter(Boolean))
      .refine((hosts) => hosts.every((h) => hostNameOf(h) === h), 'must be a comma-separated list of host names such as www.example.com (no scheme, port or path)'),
  ),
  SEED_DEMO: booleanFlag(true),
  TRUST_PROXY: booleanFlag(false),
  MIGRATE_ON_START: booleanFlag(true),
  WEB_DIST_DIR: z.preprocess(emptyToUndefined, z.string().default('microfrontends')),
  PUBLIC_API_CACHE_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(3600).default(30)),
  /** Upgrade requests one account may send per hour (each emails the account and the admins). */
  UPGRADE_REQUESTS_PER_HOUR: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(5)),
  QUEUE_LOCK_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(600).default(30)),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(['silent', 'error', 'warn', 'info', 'debug']).default('info')),
  /** When set, GET /metrics (API and worker) needs `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
  /**
   * The dev mailbox page (/dev/mailbox: every email, login links included). Unset: only when HOST is a
   * loopback address; true: also on other addresses (a trusted network only); never in production.
   */
  DEV_MAILBOX: z.preprocess(emptyToUndefined, z.enum(['true', 'false', '1', '0', 'yes', 'no']).optional()),
  /**
   * The payment processor (issue 37, ADR 36): `local`, the offline test processor (the default; refused in
   * production), or `stripe` with the STRIPE_* settings below (docs/operations.md, 'Billing: going live').
   */
  BILLING_PROCESSOR: z.preprocess(emptyToUndefined, z.enum(['local', 'stripe']).default('local')),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_FEATURED_INTRO: optionalString,
  STRIPE_PRICE_FEATURED_REGULAR: optionalString,
  STRIPE_PRICE_PREMIER_INTRO: optionalString,
  STRIPE_PRICE_PREMIER_REGULAR: optionalString,
  /** A 100%-off coupon at Stripe: the free months an admin gives. */
  STRIPE_FREE_MONTH_COUPON: optionalString,
  /** Where the Stripe SDK sends its calls (a test's loopback emulator); unset: api.stripe.com. */
  STRIPE_API_URL: optionalUrl(['http:', 'https:'], 'http://127.0.0.1:12111'),
  /** Where the card pages load Stripe.js from (a test's loopback stand-in); unset: https://js.stripe.com/endive/stripe.js. */
  STRIPE_JS_URL: optionalUrl(['http:', 'https:'], 'https://js.stripe.com/endive/stripe.js'),
  /** Signs the local test processor's webhooks; a random one per process when unset. */
  LOCAL_BILLING_WEBHOOK_SECRET: optionalString,
  /** The worker's /metrics and /health port (on HOST). */
  WORKER_METRICS_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(9464)),
  /** How often the counted insights events are written to the database (at least 1 s: one write per second per vendor at most). */
  INSIGHTS_FLUSH_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().min(1).max(300).default(5)),
  /**
   * On SIGTERM the API answers /api/ready with 503 at once and closes its port after this many seconds: 0 for
   * nginx (a closed port sends it to the next process), the poll interval times the failures it needs for a
   * balancer that polls /api/ready (docs/operations.md, 'Roll a deploy').
   */
  SHUTDOWN_DRAIN_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().min(0).max(120).default(0)),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  publicBaseUrl: string;
  dataDir: string;
  database: DatabaseConfig;
  /** lockSeconds: how soon a job of a killed worker is taken again (QUEUE_LOCK_SECONDS, default 30). */
  queue: { kind: 'in-process' } | ({ kind: 'bullmq'; lockSeconds: number } & RedisTarget);
  storage:
    | { kind: 'local'; root: string; signingSecret?: string }
    | { kind: 's3'; bucket: string; region: string; endpoint?: string; publicUrl?: string; accessKeyId: string; secretAccessKey: string };
  mail: { kind: 'outbox'; dir: string; from: string } | { kind: 'smtp'; url: string; from: string };
  /** FORM_TOKEN_SECRET: signs form tokens; unset, each process makes a random one. */
  formTokenSecret?: string;
  adminEmails: string[];
  /** UPGRADE_REQUESTS_PER_HOUR: the per-account limit on POST /api/upgrades (default 5). */
  upgradeRequestsPerHour: number;
  seedDemo: boolean;
  /** Read the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  /** Origins allowed to call /api/* cross-origin (CORS_ORIGINS); empty by default. */
  corsOrigins: string[];
  /** Host names the site answers for: PUBLIC_BASE_URL's, HOST's (a given address) and ALLOWED_HOSTS (the loopback names always, ADR 8). */
  allowedHosts: string[];
  migrateOnStart: boolean;
  webDistDir: string;
  logLevel: Env['LOG_LEVEL'];
  /** Prometheus: the bearer token /metrics asks for (none: open, keep it off the public network) and the worker's port. */
  metrics: { token?: string; workerPort: number };
  /** How long public API reads are cached in process; 0 turns the cache off. */
  publicApiCacheSeconds: number;
  /** Mount /dev/mailbox: mail goes to files, not production, and HOST is loopback or DEV_MAILBOX=true. */
  devMailbox: boolean;
  /** INSIGHTS_FLUSH_SECONDS: how often counted events are written (default 5 s, at least 1 s). */
  insightsFlushMs: number;
  /** SHUTDOWN_DRAIN_SECONDS: how long after SIGTERM the API keeps its port open while /api/ready says 503 (default 0). */
  shutdownDrainSeconds: number;
  billing: BillingConfig;
}

export type BillingConfig =
  | { kind: 'local'; webhookSecret?: string }
  | {
      kind: 'stripe';
      secretKey: string;
      publishableKey: string;
      webhookSecret: string;
      prices: { featured: { intro: string; regular: string }; premier: { intro: string; regular: string } };
      freeMonthCouponId: string;
      /** The SDK's host, port and protocol when STRIPE_API_URL points elsewhere (the tests' emulator). */
      api?: { host: string; port: number; protocol: 'http' | 'https' };
      /** Where browsers load Stripe.js from, when STRIPE_JS_URL says (the tests' stand-in); Stripe's otherwise. */
      jsUrl?: string;
    };

const STRIPE_SETTINGS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_FEATURED_INTRO',
  'STRIPE_PRICE_FEATURED_REGULAR',
  'STRIPE_PRICE_PREMIER_INTRO',
  'STRIPE_PRICE_PREMIER_REGULAR',
  'STRIPE_FREE_MONTH_COUPON',
] as const;

const billingFrom = (env: Env): BillingConfig => {
  if (env.BILLING_PROCESSOR === 'local') return { kind: 'local', ...(env.LOCAL_BILLING_WEBHOOK_SECRET ? { webhookSecret: env.LOCAL_BILLING_WEBHOOK_SECRET } : {}) };
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
  return {
    kind: 'stripe',
    secretKey: env.STRIPE_SECRET_KEY!,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY!,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
    prices: {
      featured: { intro: env.STRIPE_PRICE_FEATURED_INTRO!, regular: env.STRIPE_PRICE_FEATURED_REGULAR! },
      premier: { intro: env.STRIPE_PRICE_PREMIER_INTRO!, regular: env.STRIPE_PRICE_PREMIER_REGULAR! },
    },
    freeMonthCouponId: env.STRIPE_FREE_MONTH_COUPON!,
    ...(env.STRIPE_JS_URL ? { jsUrl: env.STRIPE_JS_URL } : {}),
    ...(api
      ? { api: { host: api.hostname, port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)), protocol: api.protocol === 'https:' ? ('https' as const) : ('http' as const) } }
      : {}),
  };
};

/**
 * HOST as a host name the site answers for: the address main.ts prints (`[fe80::1]` for fe80::1); null for
 * every interface (0.0.0.0, ::) and for loopback addresses, which are always answered.
 */
const listeningHostName = (host: string): string | null => {
  const h = host.trim();
  if (h === '0.0.0.0' || h === '::' || h === '[::]' || isLoopbackHost(h)) return null;
  return hostNameOf(h.includes(':') && !h.startsWith('[') ? `[${h}]` : h);
};

/**
 * The address the server prints as it starts (main.ts) and, without PUBLIC_BASE_URL, the one its emails
 * link to: HOST as given (`http://127.0.0.1:3000`, `http://[::1]:3000`), `localhost` for every interface. A
 * login link then opens on the very origin the browser that asked for it uses (ADR 10).
 */
export const listeningUrl = (host: string, port: number): string => {
  const h = host.trim();
  const name = h === '0.0.0.0' || h === '::' || h === '[::]' ? 'localhost' : h.includes(':') && !h.startsWith('[') ? `[${h}]` : h;
  return `http://${name}:${port}`;
};

/** The placeholders of deploy/production.env.example: a production start refuses them. */
const PLACEHOLDER = /change-me/i;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const databaseFrom = (url: string | undefined, dataDir: string, poolMax: number, replicaUrls: string[]): DatabaseConfig => {
  if (!url) return { client: 'sqlite', filename: path.join(dataDir, 'app.db') };
  const u = new URL(url);
  if (u.protocol === 'mysql:' || u.protocol === 'mariadb:') {
    const replicas = replicaUrls.map((r) => r.replace(/^mariadb:/, 'mysql:'));
    return { client: 'mysql', url: url.replace(/^mariadb:/, 'mysql:'), poolMax, ...(replicas.length ? { replicaUrls: replicas } : {}) };
  }
  // sqlite:relative/path.db, sqlite:///abs/path.db, file:…
  const filename = decodeURIComponent(url.replace(/^(sqlite|file):(\/\/)?/, ''));
  return { client: 'sqlite', filename: filename || path.join(dataDir, 'app.db') };
};

/** Validates the environment and derives the runtime profile. Throws ConfigError naming each bad variable. */
export const loadConfig = (source: Record<string, string | undefined> = process.env): AppConfig => {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || '(environment)'}: ${i.message}`));
  }
  const env = parsed.data;
  const problems: string[] = [];
  if (env.S3_BUCKET && (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set');
  }
  if (env.REDIS_SENTINELS.length > 0 && !env.REDIS_URL) {
    problems.push('REDIS_URL: required when REDIS_SENTINELS is set (it gives the password and database; its host is not used), e.g. redis://:password@mymaster/0');
  }
  if (env.NODE_ENV === 'production' && !env.PUBLIC_BASE_URL) {
    problems.push('PUBLIC_BASE_URL: required in production (absolute links and SEO tags use it)');
  }
  if (env.NODE_ENV === 'production') {
    if (!env.METRICS_TOKEN) problems.push('METRICS_TOKEN: required in production (at least 16 characters, e.g. `openssl rand -hex 24`)');
    // Several API processes behind a balancer: a form opened on one is sent to another.
    if (!env.FORM_TOKEN_SECRET) problems.push('FORM_TOKEN_SECRET: required in production (at least 16 characters, the same in every API process)');
    // Without it every email would be written to files on the server: no login link would reach anyone.
    if (!env.SMTP_URL) problems.push('SMTP_URL: required in production (the mail relay that sends login links, inquiries and receipts, e.g. smtp://user:pass@smtp.example.com:587; docs/operations.md, "Mail")');
    // Every variable, not only the schema's: compose's env_file also hands the app MYSQL_ROOT_PASSWORD.
    for (const [key, raw] of Object.entries(source)) {
      if (typeof raw === 'string' && PLACEHOLDER.test(raw)) {
        problems.push(`${key}: still holds a placeholder of deploy/production.env.example ('change-me…'); set a real value`);
      }
    }
  }
  const devMailboxFlag = env.DEV_MAILBOX === undefined ? undefined : ['true', '1', 'yes'].includes(env.DEV_MAILBOX);
  if (env.NODE_ENV === 'production' && devMailboxFlag) {
    problems.push('DEV_MAILBOX: not allowed in production (the page shows every login link)');
  }
  if (env.NODE_ENV === 'production' && env.BILLING_PROCESSOR === 'local') {
    problems.push('BILLING_PROCESSOR: the local test processor is not allowed in production (it charges nobody); set BILLING_PROCESSOR=stripe and the STRIPE_* settings (docs/operations.md)');
  }
  if (env.DATABASE_REPLICA_URLS.length && !/^(mysql|mariadb):/.test(env.DATABASE_URL ?? '')) {
    problems.push('DATABASE_REPLICA_URLS: replicas need a MySQL/MariaDB primary; set DATABASE_URL to it (mysql://…)');
  }
  if (env.BILLING_PROCESSOR === 'stripe') {
    for (const key of STRIPE_SETTINGS) if (!env[key]) problems.push(`${key}: required when BILLING_PROCESSOR=stripe`);
  }
  if (problems.length) throw new ConfigError(problems);

  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicBaseUrl: (env.PUBLIC_BASE_URL ?? listeningUrl(env.HOST, env.PORT)).replace(/\/+$/, ''),
    dataDir,
    database: databaseFrom(env.DATABASE_URL, dataDir, env.DATABASE_POOL_MAX, env.DATABASE_REPLICA_URLS),
    queue: env.REDIS_URL
      ? {
          kind: 'bullmq',
          url: env.REDIS_URL,
          lockSeconds: env.QUEUE_LOCK_SECONDS,
          ...(env.REDIS_SENTINELS.length > 0 ? { sentinel: { name: env.REDIS_SENTINEL_NAME, hosts: env.REDIS_SENTINELS } } : {}),
        }
      : { kind: 'in-process' },
    storage: env.S3_BUCKET
      ? {
          kind: 's3',
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
          ...(env.S3_PUBLIC_URL ? { publicUrl: env.S3_PUBLIC_URL } : {}),
          accessKeyId: env.S3_ACCESS_KEY_ID!,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
        }
      : { kind: 'local', root: path.join(dataDir, 'uploads'), ...(env.UPLOAD_SIGNING_SECRET ? { signingSecret: env.UPLOAD_SIGNING_SECRET } : {}) },
    mail: env.SMTP_URL
      ? { kind: 'smtp', url: env.SMTP_URL, from: env.MAIL_FROM }
      : { kind: 'outbox', dir: path.join(dataDir, 'mail'), from: env.MAIL_FROM },
    ...(env.FORM_TOKEN_SECRET ? { formTokenSecret: env.FORM_TOKEN_SECRET } : {}),
    adminEmails: env.ADMIN_EMAILS,
    upgradeRequestsPerHour: env.UPGRADE_REQUESTS_PER_HOUR,
    seedDemo: env.SEED_DEMO,
    trustProxy: env.TRUST_PROXY,
    corsOrigins: env.CORS_ORIGINS,
    allowedHosts: [
      ...new Set([hostNameOf(new URL(env.PUBLIC_BASE_URL ?? 'http://localhost').host)!, ...[listeningHostName(env.HOST)].filter((h): h is string => h !== null), ...env.ALLOWED_HOSTS]),
    ],
    migrateOnStart: env.MIGRATE_ON_START,
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    logLevel: env.LOG_LEVEL,
    metrics: { ...(env.METRICS_TOKEN ? { token: env.METRICS_TOKEN } : {}), workerPort: env.WORKER_METRICS_PORT },
    publicApiCacheSeconds: env.PUBLIC_API_CACHE_SECONDS,
    devMailbox: !env.SMTP_URL && env.NODE_ENV !== 'production' && (devMailboxFlag ?? isLoopbackHost(env.HOST)),
    insightsFlushMs: env.INSIGHTS_FLUSH_SECONDS * 1000,
    shutdownDrainSeconds: env.SHUTDOWN_DRAIN_SECONDS,
    billing: billingFrom(env),
  };
};
