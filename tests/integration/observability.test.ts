/**
 * Observability through the real composition root: one JSON log line per request (route pattern, status,
 * duration, request id) with no secret in clear, Prometheus metrics at /metrics (request durations, job
 * failures, queue depth, outbox backlog) behind an optional bearer token, and the worker's ops server.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobQueue } from '../../application/ports/job-queue.ts';
import { FileOutboxMailer } from '../../adapters/mail/outbox/file-outbox-mailer.ts';
import { AppMetrics } from '../../adapters/observability/metrics.ts';
import { startOpsServer } from '../../adapters/observability/ops-server.ts';
import { PinoLogger } from '../../adapters/system/pino-logger.ts';
import { TOKENS } from '../../apps/api/tokens.ts';
import type { HttpApp } from '../../adapters/http/app.ts';
import { loadConfig } from '../../apps/api/config.ts';
import { buildContainer, releaseResources } from '../../apps/api/container.ts';
import { DIALECTS, createTestDatabase } from '../support/databases.ts';
import { readJson } from '../support/http.ts';
import { TEST_BROWSER_KEY } from '../support/sign-in.ts';
import { insertUser } from '../support/rows.ts';
import { startThrowawayRedis } from '../support/redis.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** A PinoLogger whose JSON lines are kept for the test to read. */
const capturingPino = (level: 'debug' | 'info' = 'debug') => {
  const raw: string[] = [];
  const logger = new PinoLogger({ level, destination: { write: (line: string) => void raw.push(line) } });
  return {
    logger,
    text: () => raw.join(''),
    lines: () => raw.join('').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>),
    clear: () => void raw.splice(0),
  };
};

const json = { 'content-type': 'application/json' };

/** The value of one sample line of the exposition text, e.g. sample(text, 'outbox_pending'). */
const sample = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

const waitFor = async (check: () => boolean | Promise<boolean>, ms = 5000) => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe.each(DIALECTS)('observability of the API [%s]', (dialect) => {
  let t: TestApp;
  const log = capturingPino('debug');
  const metricsText = async () => (await t.app.request('/metrics')).text();

  beforeAll(async () => {
    t = await createTestApp(dialect, { logger: log.logger, env: { PUBLIC_BASE_URL: 'https://upstateweddingdirectory.com' } });
  });
  afterAll(async () => t?.close());

  it('logs one line per request with the route pattern, status, duration and request id, and answers with that id', async () => {
    log.clear();
    const res = await t.app.request('/api/vendors/01JNOSUCHVENDOR0000000000');
    expect(res.status).toBe(404);
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const lines = log.lines().filter((l) => l.msg === 'request');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'info', requestId, method: 'GET', route: '/api/vendors/:slugOrId', status: 404 });
    expect(typeof lines[0]!.ms).toBe('number');
    expect(log.text()).not.toContain('01JNOSUCHVENDOR0000000000');
  });

  it('keeps a well-formed incoming X-Request-Id and replaces a malformed one', async () => {
    const kept = await t.app.request('/api/categories', { headers: { 'x-request-id': 'edge-7f3a_9=' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-7f3a_9=');
    const replaced = await t.app.request('/api/categories', { headers: { 'x-request-id': 'bad id"><script>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(log.text()).not.toContain('<script>');
  });

  it("never logs a login request's email, the login token, the one-time code or the session token in clear", async () => {
    const email = `jane.${dialect}@magnolia.example`;
    await insertUser(t.db.knex, email);
    log.clear();
    const login = await t.app.request('/api/auth/login', { method: 'POST', headers: json, body: JSON.stringify({ email, browserKey: TEST_BROWSER_KEY }) });
    expect(login.status).toBe(200);
    const mail = (await t.deliverMail()).find((m) => m.to === email);
    const token = /\/auth\/verify\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    const verify = await t.app.request(`/api/auth/verify/${token}`, { redirect: 'manual' });
    const code = new URL(verify.headers.get('location')!, 'http://x').searchParams.get('session_token');
    expect(code).toBeTruthy();
    const session = await readJson(await t.app.request('/api/auth/session', { method: 'POST', headers: json, body: JSON.stringify({ code, browserKey: TEST_BROWSER_KEY }) }));
    expect(session.token).toBeTruthy();
    expect((await t.app.request('/api/auth/me', { headers: { authorization: `Bearer ${session.token}` } })).status).toBe(200);

    const text = log.text();
    expect(log.lines().filter((l) => l.msg === 'request').map((l) => l.route)).toEqual([
      '/api/auth/login',
      '/api/auth/verify/:token',
      '/api/auth/session',
      '/api/auth/me',
    ]);
    // The mail log line names the recipient, masked.
    expect(text).toContain(`j***@magnolia.example`);
    for (const secret of [email, token!, code!, session.token as string]) expect(text).not.toContain(secret);
  });

  it('exposes request durations at /metrics by method, matched route pattern and status; unknown paths are "unmatched"', async () => {
    await t.app.request('/api/categories');
    await t.app.request('/api/vendors/some-barn');
    await t.app.request('/api/no-such-route/12345');
    const res = await t.app.request('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/categories",status="200"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/vendors/:slugOrId",status="404"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('some-barn');
    expect(text).not.toContain('12345');
    // Node's process metrics come along.
    expect(text).toContain('process_cpu_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('counts a job whose handler throws in job_failures_total, and reports queue depth and the outbox backlog', async () => {
    const queue = t.container.get<JobQueue>(TOKENS.JobQueue);
    let calls = 0;
    queue.process('test.explode', async () => {
      calls++;
      throw new Error('boom');
    });
    expect(sample(await metricsText(), 'job_failures_total{job="test.explode"}')).toBeUndefined();
    await queue.add({ name: 'test.explode', data: {} });
    await waitFor(() => calls >= 1);
    await waitFor(async () => (sample(await metricsText(), 'job_failures_total{job="test.explode"}') ?? 0) >= 1);
    const text = await metricsText();
    expect(log.lines().some((l) => l.msg === 'Job failed' && l.job === 'test.explode')).toBe(true);
    for (const state of ['waiting', 'delayed', 'active']) expect(sample(text, `job_queue_depth{state="${state}"}`)).toBeGreaterThanOrEqual(0);

    // A login request commits an email to the outbox; it is pending until the relay hands it over.
    await insertUser(t.db.knex, `backlog.${dialect}@magnolia.example`);
    await t.deliverMail();
    expect(sample(await metricsText(), 'outbox_pending')).toBe(0);
    await t.app.request('/api/auth/login', { method: 'POST', headers: json, body: JSON.stringify({ email: `backlog.${dialect}@magnolia.example` }) });
    expect(sample(await metricsText(), 'outbox_pending')).toBe(1);
    await t.deliverMail();
    expect(sample(await metricsText(), 'outbox_pending')).toBe(0);
  });
});

describe('GET /metrics with METRICS_TOKEN configured', () => {
  let t: TestApp;
  const token = 'scrape-token-0123456789abcdef';
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { METRICS_TOKEN: token } });
  });
  afterAll(async () => t?.close());

  it('answers 401 without the bearer token or with a wrong one, and the metrics with it', async () => {
    const none = await t.app.request('/metrics');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    expect((await readJson(none)).error.code).toBe('UNAUTHENTICATED');
    expect((await t.app.request('/metrics', { headers: { authorization: 'Bearer not-the-token-at-all' } })).status).toBe(401);
    expect((await t.app.request('/metrics', { headers: { authorization: token } })).status).toBe(401);
    const ok = await t.app.request('/metrics', { headers: { authorization: `Bearer ${token}` } });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('http_request_duration_seconds');
  });
});

describe('/api/ready in the production profile', () => {
  it('checks the database, Redis and storage, answers 503 naming Redis while it is down, and 200 once it is back', async () => {
    const redis = await startThrowawayRedis();
    const db = await createTestDatabase('sqlite');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-ready-'));
    // The API side of the production profile only: no job handlers, as in an API process. No read cache,
    // so no invalidation subscriber is still resubscribing after the restart when the test closes.
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', REDIS_URL: redis.url, PUBLIC_API_CACHE_SECONDS: '0' });
    const container = buildContainer({ ...config, database: db.config }, { knex: db.knex, logger: new PinoLogger({ level: 'silent' }), serveWeb: false });
    const app = container.get<HttpApp>(TOKENS.HttpApp);
    try {
      const ready = await app.request('/api/ready');
      expect(ready.status).toBe(200);
      expect(await readJson(ready)).toEqual({ status: 'ready', checks: { database: { ok: true }, redis: { ok: true }, storage: { ok: true } } });
      await redis.kill();
      const down = await app.request('/api/ready');
      expect(down.status).toBe(503);
      const body = await readJson(down);
      expect(body.checks.redis.ok).toBe(false);
      expect(body.checks.database.ok).toBe(true);
      await redis.restart();
      await waitFor(async () => (await app.request('/api/ready')).status === 200);
    } finally {
      await releaseResources(container);
      await db.destroy();
      await redis.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a public read answered from the cache', () => {
  it('still gets its own request id, log line and duration sample', async () => {
    const log = capturingPino('info');
    const t = await createTestApp('sqlite', { logger: log.logger, env: { PUBLIC_API_CACHE_SECONDS: '30' } });
    try {
      const first = await t.app.request('/api/categories');
      const second = await t.app.request('/api/categories');
      expect(second.headers.get('x-cache')).toBe('HIT');
      const ids = [first.headers.get('x-request-id'), second.headers.get('x-request-id')];
      expect(ids[1]).toMatch(/^[0-9a-f-]{36}$/);
      expect(ids[1]).not.toBe(ids[0]);
      expect(log.lines().filter((l) => l.msg === 'request').map((l) => [l.requestId, l.route])).toEqual(ids.map((id) => [id, '/api/categories']));
      const text = await (await t.app.request('/metrics')).text();
      expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/categories",status="200"}')).toBe(2);
    } finally {
      await t.close();
    }
  });
});

describe('an unhandled error', () => {
  it('is logged with its request id and route pattern, and the 500 body carries the same id', async () => {
    const log = capturingPino('info');
    const t = await createTestApp('sqlite', { logger: log.logger });
    try {
      await t.db.knex.destroy();
      const res = await t.app.request('/api/categories/01JNOSUCHCATEGORY000000000');
      expect(res.status).toBe(500);
      const body = await readJson(res);
      expect(body.error.requestId).toBe(res.headers.get('x-request-id'));
      const errorLine = log.lines().find((l) => l.msg === 'Unhandled error');
      expect(errorLine).toMatchObject({ level: 'error', requestId: body.error.requestId, method: 'GET', route: '/api/categories/:id' });
      expect(log.text()).not.toContain('01JNOSUCHCATEGORY000000000');
    } finally {
      await t.close().catch(() => undefined);
    }
  });
});

describe('a request body the client breaks (through a listening server)', () => {
  /** Writes a raw HTTP request over a socket; ends it (or hangs up after 150 ms) and returns what came back. */
  const sendRaw = (port: number, request: string, hangUp: boolean) =>
    new Promise<string>((resolve) => {
      let answer = '';
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(request);
        if (hangUp) setTimeout(() => socket.destroy(), 150);
      });
      socket.on('data', (d) => (answer += d));
      socket.on('close', () => resolve(answer));
      socket.on('error', () => resolve(answer));
    });
  const head = 'POST /api/contact/submit HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n';

  it.each([
    ['a malformed chunk', `${head}5\r\n{"a":\r\nZZZ-not-a-size\r\n`, false, /^HTTP\/1\.1 400 /],
    ['a client that hangs up mid-body', `${head}5\r\n{"a":\r\n`, true, /^$/],
  ])('answers %s with a 4xx and logs it at warn without a stack, not as an unhandled 500', async (_, request, hangUp, answer) => {
    const log = capturingPino('info');
    const t = await createTestApp('sqlite', { logger: log.logger });
    const server = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port: 0 });
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const port = (server.address() as net.AddressInfo).port;
      expect(await sendRaw(port, request, hangUp)).toMatch(answer);
      await waitFor(() => log.lines().some((l) => l.msg === 'request'));
      const lines = log.lines();
      expect(lines.find((l) => l.msg === 'Unhandled error')).toBeUndefined();
      const warning = lines.find((l) => l.msg === 'Request body could not be read');
      expect(warning).toMatchObject({ level: 'warn', method: 'POST' });
      expect(warning).not.toHaveProperty('stack');
      const requestLine = lines.find((l) => l.msg === 'request')!;
      expect(requestLine.requestId).toBe(warning!.requestId);
      expect(requestLine.status).toBe(400);
      expect(log.text()).not.toContain('"level":"error"');
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await t.close();
    }
  });
});

describe('the embedded mailer', () => {
  it('logs the recipient masked and no link, and prints no link to the console either (development)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-mail-log-'));
    try {
      const log = capturingPino('info');
      const printed: string[] = [];
      const mailer = new FileOutboxMailer(dir, 'Site <hello@upstateweddingdirectory.com>', log.logger, { print: (line) => printed.push(line), readAt: 'http://localhost:3000/dev/mailbox' });
      const link = 'http://localhost:3000/auth/verify/secret-login-token-123';
      await mailer.send({ to: 'ann@magnolia.example', subject: 'Your login link', html: `<a href="${link}">Log in</a>`, text: `Log in: ${link}`, idempotencyKey: 'k-1' });
      expect(log.lines()).toEqual([expect.objectContaining({ msg: 'Mail written to outbox', to: 'a***@magnolia.example', subject: 'Your login link' })]);
      expect(log.text()).not.toContain('secret-login-token-123');
      expect(printed).toEqual(['  Mail to a***@magnolia.example: "Your login link" — read it at http://localhost:3000/dev/mailbox']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the worker's ops server", () => {
  it('serves /health (503 naming a failed probe) and /metrics behind the bearer token, on a free port', async () => {
    const metrics = new AppMetrics({ defaultMetrics: false });
    metrics.jobFailures.inc({ job: 'email.send' });
    let queueUp = true;
    const ops = await startOpsServer({
      host: '127.0.0.1',
      port: 0,
      metrics,
      metricsToken: 'worker-token-0123456789',
      probes: [
        { name: 'database', check: async () => undefined },
        { name: 'queue', check: async () => { if (!queueUp) throw new Error('Connection is closed'); } },
      ],
    });
    try {
      const base = `http://127.0.0.1:${ops.port}`;
      const healthy = await fetch(`${base}/health`);
      expect(healthy.status).toBe(200);
      expect(await healthy.json()).toMatchObject({ status: 'ok', checks: { database: { ok: true }, queue: { ok: true } } });
      queueUp = false;
      const down = await fetch(`${base}/health`);
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({ status: 'unavailable', checks: { queue: { ok: false, error: 'Connection is closed' } } });

      expect((await fetch(`${base}/metrics`)).status).toBe(401);
      const scraped = await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer worker-token-0123456789' } });
      expect(scraped.status).toBe(200);
      expect(sample(await scraped.text(), 'job_failures_total{job="email.send"}')).toBe(1);
      expect((await fetch(`${base}/elsewhere`)).status).toBe(404);
    } finally {
      await ops.close();
    }
  });
});
