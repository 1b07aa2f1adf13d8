import type { Logger } from '../../application/ports/logger.ts';

/** One thing a process closes when it stops (the relay, the queue and Redis, the database pool…). */
export interface ShutdownStep {
  name: string;
  run: () => unknown;
}

/** Runs every step in order, each even if one before it failed; resolves to the steps that failed, with their errors. */
export const runEach = async (steps: ShutdownStep[]): Promise<Array<{ name: string; error: unknown }>> => {
  const failures: Array<{ name: string; error: unknown }> = [];
  for (const step of steps) {
    try {
      await step.run();
    } catch (error) {
      failures.push({ name: step.name, error });
    }
  }
  return failures;
};

/**
 * The shutdown of the API and the worker (main.ts): a step that fails (the relay, Redis) must leave neither the
 * database pool open nor a rejection unhandled. Every step runs, each failure is logged; true when none failed.
 * Never rejects, so the caller goes on to exit.
 */
export const stopInOrder = async (logger: Logger, steps: ShutdownStep[]): Promise<boolean> => {
  const failures = await runEach(steps);
  for (const { name, error } of failures) logger.error('Shutdown step failed', { step: name, error: error instanceof Error ? error.message : String(error) });
  return failures.length === 0;
};
