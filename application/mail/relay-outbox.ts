import type { Clock } from '../ports/clock.ts';
import type { JobQueue } from '../ports/job-queue.ts';
import type { Logger } from '../ports/logger.ts';
import type { OutboxStore } from '../ports/outbox.ts';

/** Retry delay after a failed hand-over to the queue: 1 s, 2 s, 4 s … capped at 5 minutes. */
export const relayBackoffMs = (attempts: number) => Math.min(1000 * 2 ** attempts, 5 * 60 * 1000);

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

  async execute(batch = 50): Promise<{ dispatched: number; failed: number }> {
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
