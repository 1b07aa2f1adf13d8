import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort, type ThrowawayServer } from './mariadb.ts';

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.write('PING\r\n');
    });
    socket.once('data', (d) => {
      socket.destroy();
      resolve(d.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });

export interface ThrowawayRedis extends ThrowawayServer {
  port: number;
  /** Kills the server (SIGKILL) but keeps its port and folder, for restart(). */
  kill(): Promise<void>;
  /** Starts it again on the same port. */
  restart(): Promise<void>;
}

/**
 * A throwaway redis-server from the local binary (DESIGN.md §9), no persistence, on a free port (or the
 * given one). Throws — never skips — when the binary is missing.
 */
export const startThrowawayRedis = async (fixedPort?: number): Promise<ThrowawayRedis> => {
  const binary = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => fs.existsSync(p));
  if (!binary) throw new Error('redis-server not found. Install it (apt-get install redis-server) or set REDIS_URL.');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-redis-'));
  const port = fixedPort ?? (await freePort());
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
    for (let i = 0; i < 100; i++) {
      if (await answers(port)) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`redis-server did not answer on port ${port}`);
  };
  const stop = async () => {
    const c = child;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      c.once('exit', () => resolve());
      c.kill('SIGKILL');
    });
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill: stop,
    restart: start,
    stop: async () => {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};
