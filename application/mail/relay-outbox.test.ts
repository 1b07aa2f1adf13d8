import { describe, expect, it } from 'vitest';
import { CapturingLogger } from '../../tests/support/fakes/capturing-logger.ts';
import { FixedClock } from '../../tests/support/fakes/fixed-clock.ts';
import type { Job, JobCounts, JobQueue } from '../ports/job-queue.ts';
import type { OutboxMessage, OutboxStore } from '../ports/outbox.ts';
import { RelayOutbox } from './relay-outbox.ts';

/** An outbox in memory: messages in the order they were added, dispatched or retried later. */
class MemoryOutbox implements OutboxStore {
  readonly messages: Array<{ m: OutboxMessage; dispatchedAt: Date | null }> = [];
  pendingReads = 0;
  async add(m: OutboxMessage): Promise<void> {
    this.messages.push({ m, dispatchedAt: null });
  }
  async eraseAbout(): Promise<number> {
    return 0;
  }
  async latestAbout(): Promise<null> {
    return null;
  }
  async replacePending(): Promise<boolean> {
    return false;
  }
  async pending(now: Date, limit: number): Promise<OutboxMessage[]> {
    this.pendingReads++;
    return this.messages.filter((x) => !x.dispatchedAt && x.m.availableAt <= now).slice(0, limit).map((x) => x.m);
  }
  async markDispatched(id: string, at: Date): Promise<void> {
    this.messages.find((x) => x.m.id === id)!.dispatchedAt = at;
  }
  async markFailed(id: string, _error: string, retryAt: Date): Promise<void> {
    const x = this.messages.find((y) => y.m.id === id)!;
    x.m = { ...x.m, attempts: x.m.attempts + 1, availableAt: retryAt };
  }
  async countPending(): Promise<number> {
    return this.messages.filter((x) => !x.dispatchedAt).length;
  }
}

/** A queue that keeps what it is given (nothing runs): `waiting` is every job added; `down` refuses jobs. */
class HoldingQueue implements JobQueue {
  readonly jobs: Job[] = [];
  down = false;
  async add(job: Job): Promise<void> {
    if (this.down) throw new Error('Connection is closed');
    this.jobs.push(job);
  }
  process(): void {}
  async schedule(): Promise<void> {}
  async counts(): Promise<JobCounts> {
    return { waiting: this.jobs.length, delayed: 0, active: 0 };
  }
  onFailure(): void {}
  async close(): Promise<void> {}
}

const clock = new FixedClock(new Date('2026-11-28T12:00:00Z'));

const withEmails = async (count: number) => {
  const outbox = new MemoryOutbox();
  for (let i = 0; i < count; i++) {
    await outbox.add({
      id: `m${String(i).padStart(5, '0')}`,
      topic: 'email.send',
      payload: { template: 'login-link', to: `couple${i}@example.com`, idempotencyKey: `k${i}`, data: { link: 'https://example.com/x', expiresInMinutes: 15 } },
      createdAt: clock.now(),
      availableAt: clock.now(),
      attempts: 0,
    } as OutboxMessage);
  }
  const queue = new HoldingQueue();
  return { outbox, queue, relay: new RelayOutbox(outbox, queue, clock, new CapturingLogger()) };
};

describe('RelayOutbox.drain (one round of the relay loop)', () => {
  it('hands a burst of emails to the queue in one round, batch after batch, not one batch a round', async () => {
    const { outbox, queue, relay } = await withEmails(230);
    expect(await relay.drain({ batch: 50 })).toEqual({ dispatched: 230, failed: 0 });
    expect(queue.jobs.map((j) => j.jobId)).toEqual(outbox.messages.map((x) => x.m.id));
    expect(await outbox.countPending()).toBe(0);
    // Four full batches, a fifth of 30 that says the outbox is empty: no read after it.
    expect(outbox.pendingReads).toBe(5);
  });

  it('stops for the round once the queue holds its bound of jobs not yet run, and leaves the rest in the outbox', async () => {
    const { outbox, queue, relay } = await withEmails(230);
    expect(await relay.drain({ batch: 50, queueBound: 100 })).toEqual({ dispatched: 100, failed: 0 });
    expect(queue.jobs).toHaveLength(100);
    expect(await outbox.countPending()).toBe(130);
  });

  it('moves at most maxBatches batches in one round', async () => {
    const { outbox, relay } = await withEmails(230);
    expect(await relay.drain({ batch: 50, maxBatches: 2 })).toEqual({ dispatched: 100, failed: 0 });
    expect(await outbox.countPending()).toBe(130);
  });

  it('stops after the batch it is moving once asked to (a worker shutting down), and leaves the rest in the outbox', async () => {
    const { outbox, queue, relay } = await withEmails(230);
    let stopping = false;
    const add = queue.add.bind(queue);
    queue.add = async (job) => {
      await add(job);
      // SIGTERM arrives while the second batch is being handed over.
      if (queue.jobs.length === 60) stopping = true;
    };
    expect(await relay.drain({ batch: 50, stopping: () => stopping })).toEqual({ dispatched: 100, failed: 0 });
    expect(outbox.pendingReads).toBe(2);
    expect(await outbox.countPending()).toBe(130);
  });

  it('stops at the first hand-over the queue refuses, keeps that email for a retry and tries no other', async () => {
    const { outbox, queue, relay } = await withEmails(120);
    queue.down = true;
    expect(await relay.drain({ batch: 50 })).toEqual({ dispatched: 0, failed: 1 });
    expect(outbox.pendingReads).toBe(1);
    expect(outbox.messages[0]!.m.attempts).toBe(1);
    expect(outbox.messages[0]!.m.availableAt.getTime()).toBeGreaterThan(clock.now().getTime());
    expect(await outbox.countPending()).toBe(120);
  });
});
