import { afterAll, describe, expect, inject, it } from 'vitest';
import type { JobQueue } from '../../application/ports/job-queue.ts';
import { BullMqJobQueue } from '../../adapters/queue/bullmq/bullmq-job-queue.ts';
import { InProcessJobQueue } from '../../adapters/queue/in-process/in-process-job-queue.ts';
import { JsonConsoleLogger } from '../../adapters/system/console-logger.ts';

const silent = new JsonConsoleLogger('silent');
let n = 0;
const factories: Record<string, () => JobQueue> = {
  'in-process': () => new InProcessJobQueue(silent, { attempts: 3, backoffMs: 10 }),
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
});
