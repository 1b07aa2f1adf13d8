import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, isLoopbackHost, listeningUrl, loadConfig } from './config.ts';

/** A production environment that passes the schema; tests change one thing at a time. */
const STRIPE = {
  BILLING_PROCESSOR: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_PRICE_FEATURED_INTRO: 'price_f29',
  STRIPE_PRICE_FEATURED_REGULAR: 'price_f39',
  STRIPE_PRICE_PREMIER_INTRO: 'price_p129',
  STRIPE_PRICE_PREMIER_REGULAR: 'price_p189',
  STRIPE_FREE_MONTH_COUPON: 'coupon_free',
};
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_BASE_URL: 'https://upstateweddingdirectory.com',
  METRICS_TOKEN: 'a-long-enough-metrics-token',
  FORM_TOKEN_SECRET: 'a-long-enough-form-secret',
  SMTP_URL: 'smtp://relay.example.com:587',
  ...STRIPE,
};

describe('loadConfig', () => {
  it('defaults to the embedded profile: SQLite in data/app.db, in-process queue, local disk, mail files', () => {
    const config = loadConfig({});
    expect(config.database).toEqual({ client: 'sqlite', filename: path.resolve('data', 'app.db') });
    expect(config.queue).toEqual({ kind: 'in-process' });
    expect(config.storage).toEqual({ kind: 'local', root: path.resolve('data', 'uploads') });
    expect(config.mail.kind).toBe('outbox');
    expect(config.port).toBe(3000);
    expect(config.publicBaseUrl).toBe('http://127.0.0.1:3000');
  });

  it('chooses MySQL, BullMQ, S3 and SMTP from their variables', () => {
    const config = loadConfig({
      DATABASE_URL: 'mysql://u:p@db:3306/wedding',
      REDIS_URL: 'redis://redis:6379',
      S3_BUCKET: 'photos',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      SMTP_URL: 'smtp://mail:1025',
    });
    expect(config.database).toEqual({ client: 'mysql', url: 'mysql://u:p@db:3306/wedding', poolMax: 10 });
    expect(config.queue).toEqual({ kind: 'bullmq', url: 'redis://redis:6379', lockSeconds: 30 });
    expect(config.storage.kind).toBe('s3');
    expect(config.mail.kind).toBe('smtp');
  });

  it('sizes the MySQL connection pool per process from DATABASE_POOL_MAX (10 by default), and refuses a pool of none', () => {
    const mysql = { DATABASE_URL: 'mysql://u:p@db:3306/wedding' };
    expect(loadConfig(mysql).database).toMatchObject({ client: 'mysql', poolMax: 10 });
    expect(loadConfig({ ...mysql, DATABASE_POOL_MAX: '25' }).database).toMatchObject({ client: 'mysql', poolMax: 25 });
    expect(() => loadConfig({ ...mysql, DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/);
    expect(() => loadConfig({ ...mysql, DATABASE_POOL_MAX: 'many' })).toThrow(/DATABASE_POOL_MAX/);
    // SQLite keeps its single connection whatever the variable says.
    expect(loadConfig({ DATABASE_POOL_MAX: '25' }).database).toEqual({ client: 'sqlite', filename: path.resolve('data', 'app.db') });
  });

  it('names the variable when a value is invalid', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x/y' })).toThrow(/DATABASE_URL: must be a URL starting with mysql:/);
    expect(() => loadConfig({ ADMIN_EMAILS: 'not-an-email' })).toThrow(/ADMIN_EMAILS/);
  });

  it('reports every problem at once as a ConfigError', () => {
    try {
      loadConfig({ PORT: '-1', REDIS_URL: 'http://nope' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      expect((e as ConfigError).problems.map((p) => p.split(':')[0])).toEqual(['PORT', 'REDIS_URL']);
    }
  });

  it('requires S3 credentials with a bucket, and a public base URL in production', () => {
    expect(() => loadConfig({ S3_BUCKET: 'photos' })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_BASE_URL/);
  });

  it('requires METRICS_TOKEN in production', () => {
    expect(loadConfig(PRODUCTION).metrics.token).toBe('a-long-enough-metrics-token');
    expect(() => loadConfig({ ...PRODUCTION, METRICS_TOKEN: '' })).toThrow(/METRICS_TOKEN: required in production/);
  });

  it('requires FORM_TOKEN_SECRET in production, so every API process accepts the form tokens of the others', () => {
    expect(loadConfig(PRODUCTION).formTokenSecret).toBe('a-long-enough-form-secret');
    expect(() => loadConfig({ ...PRODUCTION, FORM_TOKEN_SECRET: '' })).toThrow(/FORM_TOKEN_SECRET: required in production/);
  });

  it('requires SMTP_URL in production: without it every email would go to files on the server, to nobody', () => {
    expect(loadConfig(PRODUCTION).mail).toMatchObject({ kind: 'smtp', url: 'smtp://relay.example.com:587' });
    try {
      loadConfig({ ...PRODUCTION, SMTP_URL: '' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      expect((e as ConfigError).problems).toEqual([expect.stringMatching(/^SMTP_URL: required in production \(the mail relay that sends login links/)]);
    }
    // Outside production mail goes to files (the dev mailbox) without it.
    expect(loadConfig({}).mail.kind).toBe('outbox');
  });

  it("refuses the example file's 'change-me' placeholders in production, naming each variable", () => {
    try {
      loadConfig({
        ...PRODUCTION,
        METRICS_TOKEN: 'change-me-to-a-long-random-token',
        DATABASE_URL: 'mysql://wedding:change-me@mysql:3306/wedding',
        S3_BUCKET: 'photos',
        S3_ACCESS_KEY_ID: 'uwd-minio',
        S3_SECRET_ACCESS_KEY: 'CHANGE-ME-please',
        MYSQL_ROOT_PASSWORD: 'change-me-too',
      });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      const problems = (e as ConfigError).problems;
      expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['DATABASE_URL', 'METRICS_TOKEN', 'MYSQL_ROOT_PASSWORD', 'S3_SECRET_ACCESS_KEY']);
      expect(problems[0]).toContain('placeholder of deploy/production.env.example');
    }
    // Outside production the placeholders are only values.
    expect(loadConfig({ METRICS_TOKEN: 'change-me-to-a-long-random-token' }).metrics.token).toBe('change-me-to-a-long-random-token');
  });

  it('shows the dev mailbox only on a loopback HOST or with DEV_MAILBOX=true, with mail files, never in production', () => {
    expect(loadConfig({}).devMailbox).toBe(true); // HOST defaults to 127.0.0.1
    expect(loadConfig({ HOST: 'localhost' }).devMailbox).toBe(true);
    expect(loadConfig({ HOST: '::1' }).devMailbox).toBe(true);
    expect(loadConfig({ HOST: '0.0.0.0' }).devMailbox).toBe(false);
    expect(loadConfig({ HOST: '::' }).devMailbox).toBe(false);
    expect(loadConfig({ HOST: '192.168.1.20' }).devMailbox).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0', DEV_MAILBOX: 'true' }).devMailbox).toBe(true);
    expect(loadConfig({ HOST: '127.0.0.1', DEV_MAILBOX: 'false' }).devMailbox).toBe(false);
    expect(loadConfig({ HOST: '127.0.0.1', SMTP_URL: 'smtp://mail:1025' }).devMailbox).toBe(false);
    expect(loadConfig({ ...PRODUCTION, HOST: '127.0.0.1' }).devMailbox).toBe(false);
    expect(() => loadConfig({ ...PRODUCTION, DEV_MAILBOX: 'true' })).toThrow(/DEV_MAILBOX: not allowed in production/);
    expect(() => loadConfig({ DEV_MAILBOX: 'maybe' })).toThrow(/DEV_MAILBOX/);
  });

  it('knows the loopback addresses', () => {
    for (const h of ['127.0.0.1', '127.8.9.10', 'localhost', '::1', '[::1]', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1']) expect(isLoopbackHost(h), h).toBe(true);
    for (const h of ['0.0.0.0', '::', '10.0.0.1', '128.0.0.1', 'example.com', '::ffff:10.0.0.1']) expect(isLoopbackHost(h), h).toBe(false);
  });

  it('leaves /metrics without a token by default, on worker port 9464, and refuses a short METRICS_TOKEN', () => {
    expect(loadConfig({}).metrics).toEqual({ workerPort: 9464 });
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-metrics-token', WORKER_METRICS_PORT: '9100' }).metrics).toEqual({ token: 'a-long-enough-metrics-token', workerPort: 9100 });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
  });

  it('closes the port at once on SIGTERM by default (nginx), or after SHUTDOWN_DRAIN_SECONDS for a balancer that polls /api/ready', () => {
    expect(loadConfig({}).shutdownDrainSeconds).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '5' }).shutdownDrainSeconds).toBe(5);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: '-1' })).toThrow(/SHUTDOWN_DRAIN_SECONDS/);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: '600' })).toThrow(/SHUTDOWN_DRAIN_SECONDS/);
  });

  it('links emails to the address the server prints: HOST and PORT, localhost when HOST is every interface', () => {
    expect(loadConfig({}).publicBaseUrl).toBe('http://127.0.0.1:3000');
    expect(loadConfig({}).publicBaseUrl).toBe(listeningUrl(loadConfig({}).host, 3000));
    expect(loadConfig({ PORT: '4100' }).publicBaseUrl).toBe('http://127.0.0.1:4100');
    expect(loadConfig({ HOST: 'localhost' }).publicBaseUrl).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '192.168.1.20' }).publicBaseUrl).toBe('http://192.168.1.20:3000');
    expect(loadConfig({ HOST: '::1' }).publicBaseUrl).toBe('http://[::1]:3000');
    for (const every of ['0.0.0.0', '::', '[::]']) expect(loadConfig({ HOST: every }).publicBaseUrl, every).toBe('http://localhost:3000');
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://upstateweddingdirectory.com/' }).publicBaseUrl).toBe('https://upstateweddingdirectory.com');
    // main.ts prints listeningUrl: the printed address and the emailed links are one and the same.
    expect(listeningUrl('0.0.0.0', 3000)).toBe('http://localhost:3000');
    expect(listeningUrl('fe80::1', 8080)).toBe('http://[fe80::1]:8080');
  });

  it('splits and lowercases admin emails', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' Ann@Example.com, bob@example.com ' }).adminEmails).toEqual(['ann@example.com', 'bob@example.com']);
  });

  it('answers for the host of PUBLIC_BASE_URL and the host names of ALLOWED_HOSTS, refusing anything but host names there', () => {
    expect(loadConfig({}).allowedHosts).toEqual(['localhost']);
    expect(loadConfig({ ...PRODUCTION, ALLOWED_HOSTS: ' WWW.UpstateWeddingDirectory.com., 203.0.113.7 , [2001:DB8::1]' }).allowedHosts).toEqual([
      'upstateweddingdirectory.com',
      'www.upstateweddingdirectory.com',
      '203.0.113.7',
      '[2001:db8::1]',
    ]);
    // The address the server listens on, as main.ts prints it, unless it is every interface.
    expect(loadConfig({ HOST: '192.168.1.20' }).allowedHosts).toEqual(['localhost', '192.168.1.20']);
    expect(loadConfig({ HOST: 'fe80::1' }).allowedHosts).toEqual(['localhost', '[fe80::1]']);
    expect(loadConfig({ HOST: '0.0.0.0' }).allowedHosts).toEqual(['localhost']);
    expect(loadConfig({ HOST: '::' }).allowedHosts).toEqual(['localhost']);
    for (const bad of ['https://www.example.com', 'www.example.com:443', 'www.example.com/path', '*', 'exa mple.com', '-bad-.example.com']) {
      expect(() => loadConfig({ ALLOWED_HOSTS: bad }), bad).toThrow(/ALLOWED_HOSTS: must be a comma-separated list of host names/);
    }
  });

  it('allows no CORS origin by default, splits CORS_ORIGINS and refuses anything but bare origins', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: ' https://partner.example.com/, http://localhost:5173 ' }).corsOrigins).toEqual(['https://partner.example.com', 'http://localhost:5173']);
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://partner.example.com/app' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: 'partner.example.com' })).toThrow(/CORS_ORIGINS/);
  });
});

describe('the payment processor (issue 37)', () => {
  it('runs the local test processor by default, away from production', () => {
    expect(loadConfig({}).billing).toMatchObject({ kind: 'local' });
  });

  it('refuses the local test processor in production', () => {
    const { BILLING_PROCESSOR: _, ...withoutChoice } = PRODUCTION;
    expect(() => loadConfig(withoutChoice)).toThrow(/BILLING_PROCESSOR: the local test processor is not allowed in production/);
    expect(() => loadConfig({ ...PRODUCTION, BILLING_PROCESSOR: 'local' })).toThrow(/BILLING_PROCESSOR/);
  });

  it('names every Stripe setting that is missing', () => {
    const error = (() => {
      try {
        loadConfig({ BILLING_PROCESSOR: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' });
      } catch (e) {
        return String(e);
      }
      return '';
    })();
    for (const key of Object.keys(STRIPE).filter((k) => k !== 'BILLING_PROCESSOR' && k !== 'STRIPE_SECRET_KEY')) expect(error).toContain(`${key}: required when BILLING_PROCESSOR=stripe`);
  });

  it('points the Stripe SDK at STRIPE_API_URL when it is set', () => {
    expect(loadConfig({ ...STRIPE, STRIPE_API_URL: 'http://127.0.0.1:12111' }).billing).toMatchObject({ kind: 'stripe', api: { host: '127.0.0.1', port: 12111, protocol: 'http' } });
    expect(loadConfig(STRIPE).billing).not.toHaveProperty('api');
  });
});
