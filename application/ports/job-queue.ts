export interface Job<TName extends string = string, TData = unknown> {
  name: TName;
  data: TData;
  /** Stable id: adding a job with an id already queued does not add it twice. */
  jobId?: string;
}

export type JobHandler = (data: unknown) => Promise<void>;

export interface JobQueue {
  add(job: Job): Promise<void>;
  /** Registers the handler for a job name (the worker side). */
  process(name: string, handler: JobHandler): void;
  /**
   * Runs a job by this name every `everyMs` (BullMQ job scheduler in production, a timer embedded).
   * Scheduling the same name again replaces the schedule, so every process may call it at start.
   */
  schedule(name: string, everyMs: number): Promise<void>;
  close(): Promise<void>;
}
