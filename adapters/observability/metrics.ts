import { createHash, timingSafeEqual } from 'node:crypto';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { JobQueue } from '../../application/ports/job-queue.ts';
import type { Logger } from '../../application/ports/logger.ts';

/** Seconds: from a cached read (a millisecond) to a slow admin export. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A gauge read on scrape must not hold the scrape while Redis or the database is down. */
const COLLECT_TIMEOUT_MS = 1000;

const withTimeout = <T>(p: Promise<T>): Promise<T> =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`timed out after ${COLLECT_TIMEOUT_MS} ms`)), COLLECT_TIMEOUT_MS).unref())]);

export interface MetricsOptions {
  /** Node's process metrics (CPU, memory, event loop lag, GC); default true. */
  defaultMetrics?: boolean;
  /** Told when a gauge could not be read on scrape (the gauge is then left out of that scrape). */
  logger?: Logger;
}

/**
 * The Prometheus metrics of one process, in a registry of its own (never prom-client's global one, so two
 * apps in one test process do not collide). Exposed at GET /metrics by the API and by the worker's ops server.
 *
 * - `http_request_duration_seconds{method,route,status}`: route is the matched route pattern
 *   (`/api/vendors/:slug`), or "unmatched", so ids never become labels.
 * - `job_queue_depth{state}`: jobs waiting, delayed and active, read from the queue on scrape.
 * - `job_failures_total{job}`: failed attempts of the jobs this process runs.
 * - `outbox_pending`: emails committed but not yet handed to the queue, read on scrape.
 * - `billing_drift{kind}`, `billing_reconciled_timestamp_seconds`: the last daily billing reconciliation.
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly httpRequestDuration: Histogram<'method' | 'route' | 'status'>;
  readonly jobFailures: Counter<'job'>;
  private readonly logger: Logger | undefined;
  private readonly watchedQueues = new Set<JobQueue>();
  private outboxGauge: Gauge | null = null;

  constructor(options: MetricsOptions = {}) {
    this.logger = options.logger;
    if (options.defaultMetrics !== false) collectDefaultMetrics({ register: this.registry });
    this.httpRequestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, matched route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: DURATION_BUCKETS,
      registers: [this.registry],
    });
    this.jobFailures = new Counter({
      name: 'job_failures_total',
      help: 'Failed attempts of background jobs run by this process (each retry counts)',
      labelNames: ['job'] as const,
      registers: [this.registry],
    });
  }

  /** Queue depth on scrape and a failure count for every failed attempt. Watching one queue twice is a no-op. */
  watchQueue(queue: JobQueue): void {
    if (this.watchedQueues.has(queue)) return;
    this.watchedQueues.add(queue);
    queue.onFailure(({ job }) => this.jobFailures.inc({ job }));
    const logger = this.logger;
    new Gauge({
      name: 'job_queue_depth',
      help: 'Background jobs by state (waiting, delayed, active), read from the queue on scrape',
      labelNames: ['state'] as const,
      registers: [this.registry],
      async collect() {
        try {
          const counts = await withTimeout(queue.counts());
          for (const [state, n] of Object.entries(counts)) this.set({ state }, n);
        } catch (e) {
          this.reset();
          logger?.debug('Queue depth unavailable for metrics', { error: (e as Error).message });
        }
      },
    });
  }

  /** The outbox backlog on scrape (one indexed COUNT). */
  watchOutbox(countPending: () => Promise<number>): void {
    if (this.outboxGauge) return;
    const logger = this.logger;
    this.outboxGauge = new Gauge({
      name: 'outbox_pending',
      help: 'Emails committed to the outbox and not yet handed to the queue',
      registers: [this.registry],
      async collect() {
        try {
          this.set(await withTimeout(countPending()));
        } catch (e) {
          this.set(Number.NaN);
          logger?.debug('Outbox count unavailable for metrics', { error: (e as Error).message });
        }
      },
    });
  }

  private billingDrift: Gauge<'kind'> | null = null;
  private billingReconciledAt: Gauge | null = null;

  /**
   * The last billing reconciliation (issue 37): `billing_drift{kind}` plans that differed from the
   * processor (each repaired), and `billing_reconciled_timestamp_seconds` when it ran (alert when stale).
   */
  recordBillingReconciliation(report: { checked: number; drift: Record<string, number> }, at: Date): void {
    this.billingDrift ??= new Gauge({
      name: 'billing_drift',
      help: 'Plans that differed from the payment processor at the last daily reconciliation, by kind',
      labelNames: ['kind'] as const,
      registers: [this.registry],
    });
    this.billingReconciledAt ??= new Gauge({
      name: 'billing_reconciled_timestamp_seconds',
      help: 'When the last billing reconciliation with the payment processor finished (Unix seconds)',
      registers: [this.registry],
    });
    for (const [kind, n] of Object.entries(report.drift)) this.billingDrift.set({ kind }, n);
    this.billingReconciledAt.set(Math.floor(at.getTime() / 1000));
  }

  /** The exposition text and its content type. */
  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Whether an Authorization header carries `Bearer <token>` (compared in constant time). With no token
 * configured every request may read the metrics (keep /metrics off the public network then).
 */
export const metricsAccessAllowed = (authorization: string | undefined | null, token: string | undefined): boolean => {
  if (!token) return true;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return !!m && timingSafeEqual(digest(m[1]!), digest(token));
};
