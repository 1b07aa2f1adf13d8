import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import type { Logger } from '../../application/ports/logger.ts';
import { releaseResources } from './container.ts';
import { stopInOrder } from './shutdown.ts';
import { TOKENS } from './tokens.ts';

const recordingLogger = () => {
  const lines: string[] = [];
  const logger: Logger = {
    info: (message) => lines.push(`info ${message}`),
    warn: (message) => lines.push(`warn ${message}`),
    error: (message, fields) => lines.push(`error ${message} ${JSON.stringify(fields)}`),
    debug: () => undefined,
  };
  return { logger, lines };
};

describe('stopInOrder: the shutdown of the API and the worker', () => {
  it('runs every step in order, and says all went well', async () => {
    const { logger, lines } = recordingLogger();
    const ran: string[] = [];
    const ok = await stopInOrder(logger, [
      { name: 'outbox relay', run: () => void ran.push('relay') },
      { name: 'database pool', run: async () => void ran.push('pool') },
    ]);
    expect(ok).toBe(true);
    expect(ran).toEqual(['relay', 'pool']);
    expect(lines).toEqual([]);
  });

  it('closes each resource even when one before it failed, logs each failure and says so', async () => {
    const { logger, lines } = recordingLogger();
    const ran: string[] = [];
    const ok = await stopInOrder(logger, [
      {
        name: 'outbox relay',
        run: async () => {
          throw new Error('relay stuck');
        },
      },
      {
        name: 'queue and Redis',
        run: () => {
          throw new Error('redis gone');
        },
      },
      { name: 'database pool', run: async () => void ran.push('pool') },
    ]);
    expect(ok).toBe(false);
    expect(ran).toEqual(['pool']);
    expect(lines).toEqual([
      'error Shutdown step failed {"step":"outbox relay","error":"relay stuck"}',
      'error Shutdown step failed {"step":"queue and Redis","error":"redis gone"}',
    ]);
  });
});

describe('releaseResources', () => {
  it('runs every closer even when the queue or one of them fails, then throws', async () => {
    const c = new Container();
    const closed: string[] = [];
    c.bind(TOKENS.JobQueue).toConstantValue({
      close: async () => {
        throw new Error('queue gone');
      },
    });
    c.bind(TOKENS.Closers).toConstantValue([
      () => {
        throw new Error('redis gone');
      },
      async () => void closed.push('replicas'),
    ]);
    await expect(releaseResources(c)).rejects.toThrow('queue gone; redis gone');
    expect(closed).toEqual(['replicas']);
  });
});
