import type { Job, JobCounts, JobFailure, JobHandler, JobQueue } from '../../../application/ports/job-queue.ts';
import type { Logger } from '../../../application/ports/logger.ts';

/**
 * The embedded queue: jobs run in this process, soon after they are added, with retries and backoff.
 * Same port as BullMQ, so use cases cannot tell the difference. A job id already pending is not added twice.
 */
export class InProcessJobQueue implements JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly pending = new Set<string>();
  private readonly running = new Set<Promise<void>>();
  private closed = false;
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly state: JobCounts = { waiting: 0, delayed: 0, active: 0 };
  private readonly failureListeners: Array<(failure: JobFailure) => void> = [];

  constructor(
    private readonly logger: Logger,
    private readonly options: { attempts: number; backoffMs: number } = { attempts: 5, backoffMs: 500 },
  ) {}

  process(name: string, handler: JobHandler): void {
    this.handlers.set(name, handler);
  }

  async schedule(name: string, everyMs: number): Promise<void> {
    clearInterval(this.timers.get(name));
    const timer = setInterval(() => {
      if (!this.closed) void this.add({ name, data: {}, jobId: `${name}:scheduled` });
    }, everyMs);
    timer.unref();
    this.timers.set(name, timer);
  }

  async add(job: Job): Promise<void> {
    if (this.closed) throw new Error('Queue is closed');
    if (job.jobId) {
      if (this.pending.has(job.jobId)) return;
      this.pending.add(job.jobId);
    }
    const run = this.run(job).finally(() => {
      this.running.delete(run);
      if (job.jobId) this.pending.delete(job.jobId);
    });
    this.running.add(run);
  }

  private async run(job: Job): Promise<void> {
    this.state.waiting++;
    await new Promise((r) => setImmediate(r));
    this.state.waiting--;
    for (let attempt = 1; attempt <= this.options.attempts; attempt++) {
      const handler = this.handlers.get(job.name);
      if (!handler) {
        this.logger.warn('No handler for job', { job: job.name });
        this.failed(job.name, new Error(`No handler for job ${job.name}`));
        return;
      }
      this.state.active++;
      try {
        await handler(job.data);
        return;
      } catch (e) {
        this.logger.warn('Job failed', { job: job.name, attempt, error: (e as Error).message });
        this.failed(job.name, e instanceof Error ? e : new Error(String(e)));
        if (attempt === this.options.attempts || this.closed) return;
      } finally {
        this.state.active--;
      }
      this.state.delayed++;
      await new Promise((r) => setTimeout(r, this.options.backoffMs * 2 ** (attempt - 1)));
      this.state.delayed--;
    }
  }

  private failed(job: string, error: Error): void {
    for (const listener of this.failureListeners) {
      try {
        listener({ job, error });
      } catch {
        // A metrics listener never breaks the job loop.
      }
    }
  }

  async counts(): Promise<JobCounts> {
    return { ...this.state };
  }

  onFailure(listener: (failure: JobFailure) => void): void {
    this.failureListeners.push(listener);
  }

  /** Resolves when every job added so far has finished (tests, shutdown). */
  async drain(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.timers.values()) clearInterval(t);
    await this.drain();
  }
}
