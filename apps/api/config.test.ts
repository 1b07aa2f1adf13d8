import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to the embedded profile: SQLite in data/app.db, in-process queue, local disk, mail files', () => {
    const config = loadConfig({});
    expect(config.database).toEqual({ client: 'sqlite', filename: path.resolve('data', 'app.db') });
    expect(config.queue).toEqual({ kind: 'in-process' });
    expect(config.storage).toEqual({ kind: 'local', root: path.resolve('data', 'uploads') });
    expect(config.mail.kind).toBe('outbox');
    expect(config.port).toBe(3000);
    expect(config.publicBaseUrl).toBe('http://localhost:3000');
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
    expect(config.database).toEqual({ client: 'mysql', url: 'mysql://u:p@db:3306/wedding' });
    expect(config.queue).toEqual({ kind: 'bullmq', url: 'redis://redis:6379', lockSeconds: 30 });
    expect(config.storage.kind).toBe('s3');
    expect(config.mail.kind).toBe('smtp');
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

  it('leaves /metrics without a token by default, on worker port 9464, and refuses a short METRICS_TOKEN', () => {
    expect(loadConfig({}).metrics).toEqual({ workerPort: 9464 });
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-metrics-token', WORKER_METRICS_PORT: '9100' }).metrics).toEqual({ token: 'a-long-enough-metrics-token', workerPort: 9100 });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
  });

  it('splits and lowercases admin emails', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' Ann@Example.com, bob@example.com ' }).adminEmails).toEqual(['ann@example.com', 'bob@example.com']);
  });

  it('allows no CORS origin by default, splits CORS_ORIGINS and refuses anything but bare origins', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: ' https://partner.example.com/, http://localhost:5173 ' }).corsOrigins).toEqual(['https://partner.example.com', 'http://localhost:5173']);
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://partner.example.com/app' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: 'partner.example.com' })).toThrow(/CORS_ORIGINS/);
  });
});
