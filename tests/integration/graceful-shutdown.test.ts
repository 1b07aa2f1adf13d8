/**
 * The real processes, spawned as production runs them (`node --import tsx apps/…/main.ts`): on SIGTERM
 * the API stops taking requests, closes its connections and exits 0; so does the worker, which also serves
 * /health and /metrics on WORKER_METRICS_PORT while it runs. SQLite in a temp dir, so each start is quick.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../support/mariadb.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface Spawned {
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
  waitForLine(pattern: RegExp, ms?: number): Promise<string>;
}

const start = (script: string, env: Record<string, string>): Spawned => {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  // Whole lines only: a chunk may end inside a line (its rest comes with the next chunk).
  const collector = () => {
    let partial = '';
    return (chunk: Buffer) => {
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop()!;
      output.push(...lines.filter(Boolean));
    };
  };
  child.stdout!.on('data', collector());
  child.stderr!.on('data', collector());
  // 'close', not 'exit': the process may have exited before its last output is read ('close' comes after
  // its streams end), and the tests look at the last line it wrote.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return {
    child,
    output,
    exited,
    waitForLine: async (pattern, ms = 30_000) => {
      const until = Date.now() + ms;
      for (;;) {
        const line = output.find((l) => pattern.test(l));
        if (line) return line;
        if (child.exitCode !== null || Date.now() > until) throw new Error(`no line matching ${pattern}:\n${output.join('\n')}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
};

/** The JSON log lines of a process (the plain-text banner lines are left out). */
const logLines = (p: Spawned) =>
  p.output.flatMap((l) => {
    try {
      return [JSON.parse(l) as Record<string, unknown>];
    } catch {
      return [];
    }
  });

const stopWithin = async (p: Spawned, ms: number) => {
  const started = Date.now();
  p.child.kill('SIGTERM');
  const code = await Promise.race([p.exited, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), ms))]);
  return { code, ms: Date.now() - started };
};

describe('graceful shutdown of the spawned processes', () => {
  let dataDir: string;
  const running: Spawned[] = [];
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-shutdown-'));
  });
  afterAll(() => {
    for (const p of running) if (p.child.exitCode === null) p.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('the API answers a request, then on SIGTERM logs "Shutting down", closes and exits 0', async () => {
    const port = await freePort();
    const api = start('apps/api/main.ts', { NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'info' });
    running.push(api);
    await api.waitForLine(/Upstate Wedding Directory is up/);
    const res = await fetch(`http://127.0.0.1:${port}/api/categories`, { headers: { 'x-request-id': 'shutdown-test-1' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('shutdown-test-1');
    await api.waitForLine(/"requestId":"shutdown-test-1"/);

    // The keep-alive connection fetch left open must not hold the shutdown (the force timer exits 1 at 10 s).
    const { code, ms } = await stopWithin(api, 9_000);
    expect(code).toBe(0);
    expect(ms).toBeLessThan(9_000);
    const lines = logLines(api);
    expect(lines.find((l) => l.requestId === 'shutdown-test-1')).toMatchObject({ msg: 'request', level: 'info', method: 'GET', route: '/api/categories', status: 200 });
    expect(lines.find((l) => l.msg === 'Shutting down')).toMatchObject({ level: 'info', signal: 'SIGTERM' });
    expect(lines.at(-1)).toMatchObject({ msg: 'Stopped' });
  }, 60_000);

  it('the worker serves /health and /metrics on WORKER_METRICS_PORT, and on SIGTERM stops and exits 0', async () => {
    const opsPort = await freePort();
    // Its own Redis database, so its schedules never reach another suite's queue.
    const worker = start('apps/worker/main.ts', {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir, // migrated by the API above
      REDIS_URL: `${inject('redisUrl')}/9`,
      WORKER_METRICS_PORT: String(opsPort),
      METRICS_TOKEN: 'worker-scrape-token-123',
      LOG_LEVEL: 'info',
    });
    running.push(worker);
    await worker.waitForLine(/Worker started/);
    const health = await fetch(`http://127.0.0.1:${opsPort}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', checks: { database: { ok: true }, queue: { ok: true } } });
    expect((await fetch(`http://127.0.0.1:${opsPort}/metrics`)).status).toBe(401);
    const metrics = await (await fetch(`http://127.0.0.1:${opsPort}/metrics`, { headers: { authorization: 'Bearer worker-scrape-token-123' } })).text();
    expect(metrics).toMatch(/^job_queue_depth\{state="delayed"\} \d+$/m);
    expect(metrics).toMatch(/^outbox_pending 0$/m);

    const { code } = await stopWithin(worker, 20_000);
    expect(code).toBe(0);
    const lines = logLines(worker);
    expect(lines.find((l) => l.msg === 'Worker shutting down')).toMatchObject({ signal: 'SIGTERM' });
    expect(lines.at(-1)).toMatchObject({ msg: 'Worker stopped' });
  }, 60_000);
});
