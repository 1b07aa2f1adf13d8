/**
 * Issue 41 §4, rolling deploys lose nothing: on the production profile (tests/support/production-profile.ts:
 * MariaDB, Redis, S3, SMTP, two API processes behind a balancer that retries as deploy/nginx.conf's upstream
 * does, one worker), each API process is restarted in turn (SIGTERM, then a new one on its port) under a
 * bounded load, and no request fails; then the worker is stopped with SIGTERM while it sends a batch of emails
 * and a new one started, and every email arrives exactly once.
 */
import http from 'node:http';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KnexOutboxStore } from '../../adapters/persistence/knex/repositories/knex-outbox.ts';
import type { OutboxMessage } from '../../application/ports/outbox.ts';
import { startProductionProfile, type ProductionProfile } from '../support/production-profile.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A contact message POSTed straight to one API process, its body sent in two halves `gapMs` apart: a request
 * in flight for that long. Resolves with the status, or the error if the connection was cut.
 */
const slowContactMessage = (origin: string, gapMs: number) =>
  new Promise<number | string>((resolve) => {
    const body = JSON.stringify({
      type: 'GENERAL_INQUIRY',
      name: 'Avery Rolling',
      email: 'avery.rolling@example.com',
      phone: '864-555-0199',
      subject: 'Availability in June',
      message: 'Hello! We are planning a June wedding for about 120 guests and would love to know your availability.',
    });
    const req = http.request(`${origin}/api/contact/submit`, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', (e) => resolve(e.message));
    req.write(body.slice(0, 40));
    setTimeout(() => req.end(body.slice(40)), gapMs);
  });

describe('a rolling deploy on the production profile', () => {
  let profile: ProductionProfile;

  beforeAll(async () => {
    profile = await startProductionProfile({ queueLockSeconds: 5 });
  }, 240_000);
  afterAll(async () => {
    await profile?.stop();
  }, 60_000);

  it('restarts each API process in turn under load with no failed request', async () => {
    const vendors = (await profile.knex('vendors').where({ is_active: true }).orderBy('id').limit(4).select('id', 'slug')) as Array<{ id: string; slug: string }>;
    expect(vendors.length).toBeGreaterThan(1);
    // Reads as a visitor makes them: a page, the list, vendor pages, the city list.
    const reads = ['/', '/api/vendors', ...vendors.map((v) => `/api/vendors/${v.slug}`), '/api/vendors/locations', '/api/health'];
    const statuses = new Map<number, number>();
    let stopLoad = () => {};
    const finished = new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        { url: profile.baseUrl, connections: 10, overallRate: 300, duration: 90, requests: reads.map((path) => ({ method: 'GET' as const, path })) },
        (err, r) => (err ? reject(err) : resolve(r)),
      );
      instance.on('response', (_client, status) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
      stopLoad = () => instance.stop();
    });

    // Writes beside the reads: a profile-view beacon (a POST, which nginx never sends twice) every 600 ms,
    // under the beacon limit of 120 a minute for the one address the balancer forwards.
    const writes = { sent: 0, failed: [] as string[] };
    let writing = true;
    const writer = (async () => {
      for (let seq = 0; writing; seq++) {
        writes.sent++;
        try {
          const res = await fetch(`${profile.baseUrl}/api/vendors/${vendors[seq % vendors.length]!.id}/events`, {
            method: 'POST',
            headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36' },
            body: '{"kinds":["profile_view"]}',
          });
          if (res.status !== 204) writes.failed.push(`HTTP ${res.status}`);
        } catch (e) {
          writes.failed.push((e as Error).message);
        }
        await sleep(600);
      }
    })();

    await sleep(2_000);
    const stops: Array<{ code: number | null; output: string[] }> = [];
    let inFlight: Promise<number | string> = Promise.resolve(0);
    for (const i of [0, 1]) {
      // The first process gets SIGTERM while a request it took is still arriving: it answers it before it stops.
      if (i === 0) {
        inFlight = slowContactMessage(profile.apiUrls[0]!, 1_500);
        await sleep(300);
      }
      stops.push(await profile.restartApi(i));
      // The new process takes its share through the balancer before the next one stops.
      const before = profile.answeredBy()[i]!;
      await expect.poll(() => profile.answeredBy()[i]! - before, { timeout: 20_000, interval: 100 }).toBeGreaterThan(50);
    }
    await sleep(1_000);
    writing = false;
    await writer;
    stopLoad();
    const result = await finished;

    const slowAnswer = await inFlight;
    const { retried, badGateway } = profile.balancerCounts();
    console.log(
      `[rolling deploy] ${result.requests.total} GETs in ${Math.round(result.duration)} s (${Math.round(result.requests.average)}/s over 10 connections, at most 300/s), ` +
        `${result.non2xx} non-2xx, ${result.errors} socket errors, ${result.timeouts} timeouts; ${writes.sent} beacon POSTs, ${writes.failed.length} failed; ` +
        `a POST in flight at SIGTERM answered ${slowAnswer}; ` +
        `balancer: ${retried} sent to the other process after a refused connection, ${badGateway} × 502; answered by process: ${profile.answeredBy().join(' / ')}; ` +
        `statuses: ${[...statuses].map(([s, n]) => `${n} × ${s}`).join(', ')}`,
    );
    expect(result.requests.total).toBeGreaterThan(500);
    expect({ non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts, badGateway, writesFailed: writes.failed, slowAnswer }).toEqual({
      non2xx: 0,
      errors: 0,
      timeouts: 0,
      badGateway: 0,
      writesFailed: [],
      slowAnswer: 201,
    });
    // Each old process stopped by itself, after its requests (no forced exit, no cut connection).
    for (const stop of stops) {
      expect(stop.code).toBe(0);
      expect(stop.output.join('\n')).toContain('Stopped');
      expect(stop.output.join('\n')).not.toContain('were cut');
    }
  }, 120_000);

  it('stops the worker with SIGTERM in the middle of a batch of emails and sends each exactly once', async () => {
    const COUNT = 60;
    const store = new KnexOutboxStore(profile.knex);
    const now = new Date();
    const key = (i: number) => `rolling-deploy-${String(i).padStart(3, '0')}`;
    // A slow mail server: the worker is inside SMTP transactions when the signal comes.
    profile.smtp.setHoldMs(200);
    const abandonedBefore = profile.smtp.abandoned.length;
    const ours = () => profile.smtp.received.filter((m) => m.to.some((t) => t.startsWith('rolling.guest')));
    for (let i = 0; i < COUNT; i++) {
      await store.add({
        id: key(i),
        topic: 'email.send',
        payload: { template: 'login-link', to: `rolling.guest${i}@example.com`, idempotencyKey: key(i), data: { link: `${profile.baseUrl}/login`, expiresInMinutes: 15 } },
        createdAt: now,
        availableAt: now,
        attempts: 0,
      } as OutboxMessage);
    }
    await expect.poll(() => ours().length, { timeout: 30_000, interval: 50 }).toBeGreaterThanOrEqual(10);
    await expect.poll(() => profile.smtp.holding(), { timeout: 5_000, interval: 10 }).toBeGreaterThan(0);
    const old = profile.worker();
    old.child.kill('SIGTERM');
    const code = await old.exited;
    const sentByOld = ours().length;
    expect(code).toBe(0);
    expect(old.output.join('\n')).toContain('Worker stopped');
    // The worker let the messages it was sending be accepted before it went: none abandoned mid-send.
    expect(profile.smtp.abandoned.length).toBe(abandonedBefore);

    await profile.startWorker();
    await expect.poll(() => ours().length, { timeout: 60_000, interval: 100 }).toBeGreaterThanOrEqual(COUNT);
    // Nothing more arrives while the queue settles past the old worker's lock time (QUEUE_LOCK_SECONDS=5).
    await sleep(6_000);
    profile.smtp.setHoldMs(0);
    const ids = ours().map((m) => /^Message-ID: <([^@>]+)@/im.exec(m.raw)?.[1] ?? '');
    const recipients = ours().flatMap((m) => m.to);
    const duplicates = ids.length - new Set(ids).size;
    console.log(`[rolling deploy] worker restart: ${COUNT} emails queued, ${sentByOld} sent before the old worker stopped, ${ids.length} received in all, ${duplicates} duplicates, ${profile.smtp.abandoned.length - abandonedBefore} abandoned`);
    expect(new Set(ids)).toEqual(new Set(Array.from({ length: COUNT }, (_, i) => key(i))));
    expect(duplicates).toBe(0);
    expect(new Set(recipients).size).toBe(COUNT);
    expect(recipients).toHaveLength(COUNT);
    const pending = (await profile.knex('outbox').whereNull('dispatched_at').count({ n: '*' }).first()) as { n: number } | undefined;
    expect(Number(pending?.n)).toBe(0);
  }, 120_000);
});
