export interface Job<TName extends string = string, TData = unknown> {
  name: TName;
  data: TData;
  /** Stable id: adding a job with an id already queued does not add it twice. */
  jobId?: string;
}

export type JobHandler = (data: unknown) => Promise<void>;

/** Jobs in the queue by state: waiting to start, waiting for a retry or a later time, running. */
export interface JobCounts {
  waiting: number;
  delayed: number;
  active: number;
}

/** One failed attempt of a job (its handler threw, or no handler was registered for it). */
export interface JobFailure {
  job: string;
  error: Error;
}

export interface JobQueue {
  add(job: Job): Promise<void>;
  /** Registers the handler for a job name (the worker side). */
  process(name: string, handler: JobHandler): void;
  /**
   * Runs a job by this name every `everyMs` (BullMQ job scheduler in production, a timer embedded).
   * Scheduling the same name again replaces the schedule, so every process may call it at start.
   */
  schedule(name: string, everyMs: number): Promise<void>;
  /** How many jobs are waiting, delayed and running (the queue depth metric). */
  counts(): Promise<JobCounts>;
  /** Calls `listener` after every failed attempt of a job this process ran (the job failure metric). */
  onFailure(listener: (failure: JobFailure) => void): void;
  close(): Promise<void>;
}
