import { afterAll, describe, expect, inject, it } from 'vitest';
import type { JobQueue } from '../../application/ports/job-queue.ts';
import { BullMqJobQueue } from '../../adapters/queue/bullmq/bullmq-job-queue.ts';
import { InProcessJobQueue } from '../../adapters/queue/in-process/in-process-job-queue.ts';
import { PinoLogger } from '../../adapters/system/pino-logger.ts';
import { startThrowawayRedis } from '../support/redis.ts';

const silent = new PinoLogger({ level: 'silent' });
let n = 0;
const factories: Record<string, () => JobQueue> = {
  'in-process': () => new InProcessJobQueue(silent, { attempts: 3, backoffMs: 200 }),
  'BullMQ on Redis': () => new BullMqJobQueue(inject('redisUrl'), silent, { queueName: `test-${process.pid}-${n++}`, attempts: 3 }),
};

const waitFor = async (check: () => boolean, ms = 10_000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe.each(Object.keys(factories))('JobQueue contract: %s', (name) => {
  const queues: JobQueue[] = [];
  const make = () => {
    const q = factories[name]!();
    queues.push(q);
    return q;
  };
  afterAll(async () => {
    for (const q of queues) await q.close();
  });

  it('runs an added job with its data', async () => {
    const q = make();
    const seen: unknown[] = [];
    q.process('email.send', async (data) => {
      seen.push(data);
    });
    await q.add({ name: 'email.send', data: { to: 'ann@example.com' } });
    await waitFor(() => seen.length === 1);
    expect(seen).toEqual([{ to: 'ann@example.com' }]);
  });

  it('retries a failing job until it succeeds', async () => {
    const q = make();
    let calls = 0;
    q.process('flaky', async () => {
      calls++;
      if (calls < 2) throw new Error('try again');
    });
    await q.add({ name: 'flaky', data: {} });
    await waitFor(() => calls === 2, 15_000);
    expect(calls).toBe(2);
  });

  it('adds a job id once, however often it is added', async () => {
    const q = make();
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    q.process('once', async () => {
      calls++;
      await gate;
    });
    await q.add({ name: 'once', data: {}, jobId: 'outbox-1' });
    await q.add({ name: 'once', data: {}, jobId: 'outbox-1' });
    await q.add({ name: 'once', data: {}, jobId: 'outbox-1' });
    await waitFor(() => calls >= 1);
    release();
    await new Promise((r) => setTimeout(r, 300));
    expect(calls).toBe(1);
  });

  it('tells its failure listeners about every failed attempt, with the job name and the error', async () => {
    const q = make();
    const failures: Array<{ job: string; message: string }> = [];
    q.onFailure(({ job, error }) => failures.push({ job, message: error.message }));
    let calls = 0;
    q.process('fails-twice', async () => {
      calls++;
      if (calls <= 2) throw new Error(`attempt ${calls} broke`);
    });
    await q.add({ name: 'fails-twice', data: {} });
    await waitFor(() => calls === 3, 15_000);
    await waitFor(() => failures.length === 2);
    expect(failures).toEqual([
      { job: 'fails-twice', message: 'attempt 1 broke' },
      { job: 'fails-twice', message: 'attempt 2 broke' },
    ]);
  });

  it('counts running jobs as active, and nothing once they are done', async () => {
    const q = make();
    let started = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    q.process('held', async () => {
      started++;
      await gate;
    });
    expect(await q.counts()).toEqual({ waiting: 0, delayed: 0, active: 0 });
    await q.add({ name: 'held', data: { n: 1 } });
    await q.add({ name: 'held', data: { n: 2 } });
    await waitFor(() => started === 2);
    expect(await q.counts()).toEqual({ waiting: 0, delayed: 0, active: 2 });
    release();
    const until = Date.now() + 5000;
    let counts = await q.counts();
    while (counts.active > 0 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 25));
      counts = await q.counts();
    }
    expect(counts).toEqual({ waiting: 0, delayed: 0, active: 0 });
  });

  it('counts a job waiting for its retry as delayed', async () => {
    const q = make();
    let calls = 0;
    q.process('retry-later', async () => {
      calls++;
      if (calls === 1) throw new Error('not yet');
    });
    await q.add({ name: 'retry-later', data: {} });
    await waitFor(() => calls === 1);
    const until = Date.now() + 2000;
    let counts = await q.counts();
    while (counts.delayed === 0 && calls === 1 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 5));
      counts = await q.counts();
    }
    expect(counts.delayed).toBe(1);
    await waitFor(() => calls === 2, 15_000);
  });
});

describe.each(Object.keys(factories))('JobQueue schedules: %s', (name) => {
  it('runs a scheduled job again and again, and a second schedule of the same name replaces the first', async () => {
    const q = factories[name]!();
    let runs = 0;
    q.process('sweep', async () => {
      runs++;
    });
    await q.schedule('sweep', 150);
    await q.schedule('sweep', 150);
    await waitFor(() => runs >= 3, 10_000);
    await q.close();
    const after = runs;
    await new Promise((r) => setTimeout(r, 400));
    expect(runs).toBe(after);
  });
});

describe('BullMqJobQueue while Redis is down', () => {
  it('fails add() within its timeout instead of waiting forever', async () => {
    const q = new BullMqJobQueue('redis://127.0.0.1:1', silent, { queueName: 'down', addTimeoutMs: 500 });
    const started = Date.now();
    await expect(q.add({ name: 'x', data: {} })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(3000);
    await q.close().catch(() => undefined);
  });

  it('closes a worker within its grace period while its connection is reconnecting after Redis went away', async () => {
    const redis = await startThrowawayRedis();
    try {
      const q = new BullMqJobQueue(redis.url, silent, { queueName: 'gone-worker' });
      q.process('x', async () => undefined);
      await q.add({ name: 'x', data: {} });
      await expect.poll(async () => (await q.counts()).waiting, { timeout: 10_000 }).toBe(0);
      await redis.kill();
      await new Promise((r) => setTimeout(r, 500));
      const started = Date.now();
      await q.close(500);
      expect(Date.now() - started).toBeLessThan(6_000);
    } finally {
      await redis.stop();
    }
  });
});
