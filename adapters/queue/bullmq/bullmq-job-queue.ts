import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Job, JobCounts, JobFailure, JobHandler, JobQueue } from '../../../application/ports/job-queue.ts';
import type { Logger } from '../../../application/ports/logger.ts';
import { redisOptions, type RedisTarget } from '../../redis/redis-connection.ts';

export interface BullMqOptions {
  queueName?: string;
  /** How long add() waits for Redis before failing (BullMQ would otherwise wait forever while Redis is down). */
  addTimeoutMs?: number;
  attempts?: number;
  concurrency?: number;
  /**
   * How long a worker's claim on a running job lasts without renewal. A worker killed mid-job (SIGKILL,
   * a lost machine) leaves its job locked this long; then another worker takes the job again.
   */
  lockDurationMs?: number;
  /** With Sentinel: how long add() waits for a replica to confirm the job (see confirmReplicated). */
  replicaWaitMs?: number;
}

/**
 * The production queue: BullMQ on Redis. Jobs retry with exponential backoff; a job id already in the
 * queue is not added twice (the outbox relay relies on it).
 */
export class BullMqJobQueue implements JobQueue {
  private readonly queue: Queue;
  private worker: Worker | null = null;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly failureListeners: Array<(failure: JobFailure) => void> = [];
  private readonly opts: Required<BullMqOptions>;
  private unreplicatedUntil = 0;

  constructor(
    private readonly target: RedisTarget | string,
    private readonly logger: Logger,
    options: BullMqOptions = {},
  ) {
    this.opts = { queueName: 'uwd-jobs', addTimeoutMs: 3000, attempts: 8, concurrency: 5, lockDurationMs: 30_000, replicaWaitMs: 500, ...options };
    // Producers fail fast so the outbox keeps the message (redis-connection.ts, RedisRole).
    this.queue = new Queue(this.opts.queueName, { connection: redisOptions(target, 'queue-producer') });
    this.queue.on('error', (e) => this.logger.warn('Queue connection error', { error: e.message }));
  }

  async add(job: Job): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Queue unavailable: add timed out after ${this.opts.addTimeoutMs} ms`)), this.opts.addTimeoutMs);
    });
    try {
      await Promise.race([
        this.queue.add(job.name, job.data, {
          ...(job.jobId ? { jobId: job.jobId } : {}),
          attempts: this.opts.attempts,
          backoff: { type: 'exponential', delay: 1000 },
          removeOnComplete: { age: 24 * 3600, count: 10_000 },
          removeOnFail: { age: 7 * 24 * 3600 },
        }),
        timeout,
      ]);
      await Promise.race([this.confirmReplicated(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * With Sentinel, a job counts as added once a replica holds it too: Redis replicates asynchronously, and a
   * primary killed right after answering would take the job with it while the outbox believes it handed it
   * over. WAIT covers every earlier write of the queue's connection; if it fails (the primary went away),
   * add() fails and the outbox hands the message over again (same job id: never two jobs). When no replica
   * confirms in time (none is running), the job is kept and the next 10 s do not wait: mail keeps flowing
   * on the primary alone, without that guarantee, and the log says so.
   */
  private async confirmReplicated(): Promise<void> {
    if (typeof this.target === 'string' || !this.target.sentinel || Date.now() < this.unreplicatedUntil) return;
    // BullMQ's client forwards commands it does not wrap to the ioredis connection underneath.
    const client = (await this.queue.client) as unknown as Pick<Redis, 'wait'>;
    const replicas = await client.wait(1, this.opts.replicaWaitMs);
    if (replicas < 1) {
      this.unreplicatedUntil = Date.now() + 10_000;
      this.logger.warn('No Redis replica confirmed a queued job; queue writes are not replicated until one is back', { waitedMs: this.opts.replicaWaitMs });
    }
  }

  async schedule(name: string, everyMs: number): Promise<void> {
    await this.queue.upsertJobScheduler(name, { every: everyMs }, { name, data: {}, opts: { attempts: 3, removeOnComplete: true, removeOnFail: 100 } });
  }

  process(name: string, handler: JobHandler): void {
    this.handlers.set(name, handler);
    if (this.worker) return;
    this.worker = new Worker(
      this.opts.queueName,
      async (job) => {
        const h = this.handlers.get(job.name);
        if (!h) throw new Error(`No handler for job ${job.name}`);
        await h(job.data);
      },
      {
        connection: redisOptions(this.target, 'queue-worker'),
        concurrency: this.opts.concurrency,
        lockDuration: this.opts.lockDurationMs,
        stalledInterval: this.opts.lockDurationMs,
      },
    );
    this.worker.on('failed', (job, err) => {
      this.logger.warn('Job failed', { job: job?.name, id: job?.id, attempts: job?.attemptsMade, error: err.message });
      for (const listener of this.failureListeners) {
        try {
          listener({ job: job?.name ?? 'unknown', error: err });
        } catch {
          // A metrics listener never breaks the worker.
        }
      }
    });
    this.worker.on('error', (e) => this.logger.warn('Worker connection error', { error: e.message }));
  }

  /** Jobs by state, across every process on this queue; `delayed` includes the next run of each schedule. */
  async counts(): Promise<JobCounts> {
    const counts = await this.queue.getJobCounts('waiting', 'prioritized', 'delayed', 'active');
    return { waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0), delayed: counts.delayed ?? 0, active: counts.active ?? 0 };
  }

  /** Failed attempts of the jobs this process runs (the worker side); the API, which runs none, sees none. */
  onFailure(listener: (failure: JobFailure) => void): void {
    this.failureListeners.push(listener);
  }

  /** Readiness: Redis answers (a cheap read through the queue's own connection). */
  async ping(): Promise<void> {
    await this.queue.getJobCounts('waiting');
  }

  /**
   * Lets running jobs finish, then disconnects. BullMQ's close never returns while its connection is still
   * reconnecting after a Redis outage, so after `graceMs` the worker is closed by force: its unfinished
   * jobs stay locked and are taken again after the lock duration, like those of a killed worker.
   */
  async close(graceMs = 10_000): Promise<void> {
    const worker = this.worker;
    if (worker) {
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = await Promise.race([
        worker.close().then(() => false),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), graceMs))),
      ]);
      clearTimeout(timer);
      if (gaveUp) {
        this.logger.warn('Queue worker did not close in time; closing it by force', { graceMs });
        await Promise.race([worker.close(true).catch(() => undefined), new Promise((r) => setTimeout(r, 2_000))]);
      }
    }
    await Promise.race([this.queue.close().catch(() => undefined), new Promise((r) => setTimeout(r, 2_000))]);
  }
}
