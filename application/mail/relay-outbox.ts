import type { Clock } from '../ports/clock.ts';
import type { JobQueue } from '../ports/job-queue.ts';
import type { Logger } from '../ports/logger.ts';
import type { OutboxStore } from '../ports/outbox.ts';

/** Retry delay after a failed hand-over to the queue: 1 s, 2 s, 4 s … capped at 5 minutes. */
export const relayBackoffMs = (attempts: number) => Math.min(1000 * 2 ** attempts, 5 * 60 * 1000);

/** Messages read from the outbox at a time. */
export const RELAY_BATCH = 50;
/** Batches one round of the relay loop moves at most (a round never holds the loop for long). */
export const RELAY_MAX_BATCHES = 40;
/** Jobs waiting or running in the queue past which a round stops handing over more. */
export const RELAY_QUEUE_BOUND = 500;

/**
 * Moves committed outbox messages onto the job queue. A message is marked dispatched only after the
 * queue accepted it, under its own id as job id, so a relay that runs twice (or two relays at once)
 * cannot make two jobs of one message; while the queue is down, messages wait here.
 */
export class RelayOutbox {
  static readonly inject = ['OutboxStore', 'JobQueue', 'Clock', 'Logger'] as const;
  constructor(
    private readonly outbox: OutboxStore,
    private readonly queue: JobQueue,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /**
   * One round of the relay loop: batch after batch while each comes back full (more may be waiting), so a
   * burst of emails (a thousand inquiries in a minute, a reminder sweep) goes out at the pace the queue runs
   * them, not one batch a round (50 a second). It stops at a batch that was not full, at a failed hand-over
   * (the queue is probably down: a later round retries), once the queue holds `queueBound` jobs waiting or
   * running (it is behind: the rest waits here, where a crash loses nothing), after `maxBatches`, or once
   * `stopping()` says the process is shutting down (after the batch it is moving: the next process takes the rest).
   */
  async drain({
    batch = RELAY_BATCH,
    maxBatches = RELAY_MAX_BATCHES,
    queueBound = RELAY_QUEUE_BOUND,
    stopping = () => false,
  }: { batch?: number; maxBatches?: number; queueBound?: number; stopping?: () => boolean } = {}): Promise<{ dispatched: number; failed: number }> {
    let dispatched = 0;
    let failed = 0;
    for (let round = 0; round < maxBatches; round++) {
      const r = await this.execute(batch);
      dispatched += r.dispatched;
      failed += r.failed;
      if (r.failed > 0 || r.dispatched < batch || stopping()) break;
      const { waiting, active } = await this.queue.counts();
      if (waiting + active >= queueBound) break;
    }
    return { dispatched, failed };
  }

  async execute(batch = RELAY_BATCH): Promise<{ dispatched: number; failed: number }> {
    const messages = await this.outbox.pending(this.clock.now(), batch);
    let dispatched = 0;
    let failed = 0;
    for (const m of messages) {
      try {
        await this.queue.add({ name: m.topic, data: m.payload, jobId: m.id });
        await this.outbox.markDispatched(m.id, this.clock.now());
        dispatched++;
      } catch (e) {
        failed++;
        const retryAt = new Date(this.clock.now().getTime() + relayBackoffMs(m.attempts));
        await this.outbox.markFailed(m.id, (e as Error).message, retryAt);
        this.logger.warn('Outbox message not handed to the queue; will retry', { id: m.id, attempts: m.attempts + 1, error: (e as Error).message });
        // The queue is probably down: stop this round rather than fail every message.
        break;
      }
    }
    return { dispatched, failed };
  }
}
