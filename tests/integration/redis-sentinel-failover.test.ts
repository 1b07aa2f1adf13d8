/**
 * Redis without a single point of failure (issue 41 §3): the production profile's Redis behind Sentinel
 * (a primary, a replica, three sentinels from Debian's redis-server on loopback). The primary is killed
 * during a burst of inquiries; Sentinel promotes the replica and every connection follows it: no inquiry or
 * email is lost or sent twice, rate limits keep counting, cache broadcasts keep arriving. While no primary
 * answers at all, the rate limiter lets requests through (it fails open, docs/operations.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BullMqJobQueue } from '../../adapters/queue/bullmq/bullmq-job-queue.ts';
import { RedisCacheBroadcast } from '../../adapters/redis/redis-cache-broadcast.ts';
import { requestTimeRedis, subscriberRedis } from '../../adapters/redis/redis-connection.ts';
import { PinoLogger } from '../../adapters/system/pino-logger.ts';
import { RelayOutbox } from '../../application/mail/relay-outbox.ts';
import type { JobQueue } from '../../application/ports/job-queue.ts';
import type { OutboxStore } from '../../application/ports/outbox.ts';
import type { RateLimiter } from '../../application/ports/rate-limiter.ts';
import type { AppConfig } from '../../apps/api/config.ts';
import { TOKENS } from '../../apps/api/tokens.ts';
import { CapturingLogger } from '../support/fakes/capturing-logger.ts';
import { FixedClock } from '../support/fakes/fixed-clock.ts';
import { readJson } from '../support/http.ts';
import { startRedisSentinelGroup, type RedisSentinelGroup } from '../support/redis.ts';
import { insertCategory, insertUser, insertVendor } from '../support/rows.ts';
import { decodeMail, startSmtpServer } from '../support/smtp.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const INQUIRIES = 40;
/** The primary is killed once this many inquiries were accepted; the rest are sent during the failover. */
const KILL_AFTER = 12;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const silent = new PinoLogger({ level: 'silent' });

describe('Redis behind Sentinel: the primary killed during a burst of inquiries', () => {
  let group: RedisSentinelGroup;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  const broadcasts: RedisCacheBroadcast[] = [];
  const clock = new FixedClock(new Date('2026-12-03T12:00:00Z'));

  beforeAll(async () => {
    group = await startRedisSentinelGroup({ downAfterMs: 1000, failoverTimeoutMs: 3000 });
    smtp = await startSmtpServer();
    t = await createTestApp('sqlite', { clock, env: { ...group.env, SMTP_URL: smtp.url, TRUST_PROXY: 'true', QUEUE_LOCK_SECONDS: '5' } });
  }, 30_000);
  afterAll(async () => {
    for (const b of broadcasts) await b.close();
    await t?.close();
    await smtp?.stop();
    await group?.stop();
  });

  it('promotes the replica; every inquiry and its email arrive exactly once; limits and broadcasts carry on', { timeout: 80_000 }, async () => {
    const config = t.config.queue as Extract<AppConfig['queue'], { kind: 'bullmq' }>;
    expect(config.sentinel?.hosts).toHaveLength(3);
    const venues = await insertCategory(t.db.knex, 'venues', 'Venues', 1);
    const barn = await insertVendor(t.db.knex, venues, { name: 'Magnolia Barn' });
    await insertUser(t.db.knex, 'owner@barn.example', { vendorId: barn });
    const limiter = t.container.get<RateLimiter>(TOKENS.RateLimiter);
    const outbox = t.container.get<OutboxStore>(TOKENS.OutboxStore);

    // Two API processes' cache broadcasts on the sentinels, as the container makes them.
    const received: string[] = [];
    const [a, b] = ['a', 'b'].map((p) => {
      const publisher = requestTimeRedis(config, `test-${p}`);
      publisher.on('error', () => undefined);
      return new RedisCacheBroadcast(publisher, subscriberRedis(config, `test-${p}-sub`), silent);
    });
    broadcasts.push(a!, b!);
    await a!.listen(() => received.push('a'));
    await b!.listen(() => received.push('b'));

    // The worker's relay loop. The app's clock is fixed: a round that moved nothing while messages wait lets a
    // minute pass, so a hand-over that failed during the outage is retried after its backoff (at most 5 min).
    let relaying = true;
    const relayLoop = (async () => {
      const relay = t.use(RelayOutbox);
      while (relaying) {
        const round = await relay.drain().catch(() => ({ dispatched: 0, failed: 1 }));
        if (round.dispatched === 0 && (await outbox.countPending()) > 0) clock.advance(60_000);
        await sleep(100);
      }
    })();

    clock.advance(-30_000);
    const { formToken } = (await readJson(await t.app.request('/api/inquiries/form-token'))) as { formToken: string };
    clock.advance(30_000);
    const send = (i: number) =>
      t.app.request(`/api/vendors/${barn}/inquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.41.3.${i}` },
        body: JSON.stringify({
          name: `Couple ${i}`,
          email: `couple-${i}@example.com`,
          weddingDate: '2027-10-09',
          guestCount: 120,
          budget: '6000-10000',
          message: 'We would love to see the barn in the spring, if a Saturday is open.',
          website: '',
          formToken,
        }),
      });

    // A rate-limit window counted before the failover: two of three used.
    const limitKey = `failover-check:${Date.now()}`;
    for (let i = 0; i < 2; i++) expect((await limiter.hit(limitKey, 3, 60_000)).allowed).toBe(true);

    const statuses: number[] = [];
    let killedAt = 0;
    for (let i = 0; i < INQUIRIES; i += 4) {
      const wave = await Promise.all([i, i + 1, i + 2, i + 3].filter((n) => n < INQUIRIES).map(send));
      statuses.push(...wave.map((r) => r.status));
      if (!killedAt && statuses.length >= KILL_AFTER) {
        await group.primary.kill();
        killedAt = Date.now();
      }
    }

    // Sentinel names the replica the primary.
    await expect.poll(() => group.primaryPort(), { timeout: 20_000, interval: 200 }).toBe(group.replica.port);
    const failoverMs = Date.now() - killedAt;

    // Every email, once: wait for all, then for any duplicate a re-run job would send.
    const confirmations = () => smtp.received.filter((m) => decodeMail(m.raw).subject === 'Confirm your message to Magnolia Barn');
    await expect.poll(() => confirmations().length, { timeout: 40_000, interval: 250 }).toBeGreaterThanOrEqual(INQUIRIES);
    await sleep(1500);
    relaying = false;
    await relayLoop;

    const recipients = confirmations().flatMap((m) => m.to);
    const duplicates = recipients.length - new Set(recipients).size;
    process.stdout.write(
      `[redis sentinel failover] inquiries sent ${INQUIRIES}, accepted ${statuses.filter((s) => s === 201).length}, failed ${statuses.filter((s) => s !== 201).length}; ` +
        `primary killed after ${KILL_AFTER}, replica promoted in ${failoverMs} ms; emails sent ${recipients.length}, duplicates ${duplicates}\n`,
    );
    expect(statuses).toEqual(Array.from({ length: INQUIRIES }, () => 201));
    expect(await t.db.knex('inquiries').where({ vendor_id: barn }).count({ n: '*' }).first()).toMatchObject({ n: INQUIRIES });
    expect(await outbox.countPending()).toBe(0);
    expect(new Set(recipients)).toEqual(new Set(Array.from({ length: INQUIRIES }, (_, i) => `couple-${i}@example.com`)));
    expect(duplicates).toBe(0);

    // Rate limits on the new primary: the window counted before the failover goes on (the third hit is the
    // last allowed), and a new window counts from one.
    await expect.poll(async () => (await limiter.hit(`failover-probe:${Date.now()}`, 0, 60_000)).allowed, { timeout: 15_000, interval: 200 }).toBe(false);
    expect((await limiter.hit(limitKey, 3, 60_000)).allowed).toBe(true);
    expect((await limiter.hit(limitKey, 3, 60_000)).allowed).toBe(false);

    // Cache broadcasts: the subscribers followed the new primary.
    await expect
      .poll(
        () => {
          b!.publish();
          return received.includes('a');
        },
        { timeout: 15_000, interval: 250 },
      )
      .toBe(true);

    // No primary at all (the promoted replica killed too, nothing left to promote): the limiter fails open —
    // a refused-at-once rule lets the request through within a couple of seconds — and an inquiry is accepted.
    await group.replica.kill();
    const started = Date.now();
    expect((await limiter.hit(`outage:${Date.now()}`, 0, 60_000)).allowed).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await send(INQUIRIES)).status).toBe(201);
    // Back: the sentinels still name it the primary; the limiter counts and the queue answers again.
    await group.replica.restart();
    await expect.poll(async () => (await limiter.hit(`failover-probe:${Date.now()}`, 0, 60_000)).allowed, { timeout: 15_000, interval: 200 }).toBe(false);
    const queue = t.container.get<JobQueue>(TOKENS.JobQueue);
    await expect.poll(() => queue.counts().then(() => true, () => false), { timeout: 15_000, interval: 200 }).toBe(true);
  });

  it('with no replica left, the queue waits for one once, then works on without it and says so', { timeout: 20_000 }, async () => {
    // After the first test the promoted replica is the primary, alone: nothing can confirm a job.
    const logger = new CapturingLogger();
    const queue = new BullMqJobQueue(t.config.queue as Extract<AppConfig['queue'], { kind: 'bullmq' }>, logger, { queueName: 'no-replica', replicaWaitMs: 500 });
    try {
      const started = Date.now();
      await queue.add({ name: 'x', data: {}, jobId: 'one' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(450);
      await queue.add({ name: 'x', data: {}, jobId: 'two' });
      await queue.add({ name: 'x', data: {}, jobId: 'three' });
      expect((await queue.counts()).waiting).toBe(3);
      expect(logger.lines.filter((l) => l.includes('No Redis replica confirmed a queued job'))).toHaveLength(1);
    } finally {
      await queue.close();
    }
  });
});
