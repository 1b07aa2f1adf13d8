import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
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

export interface RedisSentinelGroup {
  /** The master name the sentinels monitor. */
  name: string;
  primary: ThrowawayRedis;
  replica: ThrowawayRedis;
  sentinelPorts: number[];
  /** The app's environment for this group: REDIS_SENTINELS, REDIS_SENTINEL_NAME and a REDIS_URL (its host unused). */
  env: { REDIS_URL: string; REDIS_SENTINELS: string; REDIS_SENTINEL_NAME: string };
  /** The primary's port as the sentinels name it (the first that answers); null when none does. */
  primaryPort(): Promise<number | null>;
  stop(): Promise<void>;
}

/** One command to a loopback Redis or sentinel, its answer; null when it does not answer (within a second). */
const ask = async (port: number, ...args: string[]): Promise<unknown> => {
  const client = new Redis({ host: '127.0.0.1', port, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 1000, commandTimeout: 1000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return await client.call(args[0]!, ...args.slice(1));
  } catch {
    return null;
  } finally {
    client.disconnect();
  }
};

/**
 * A Redis primary, one replica and three sentinels (quorum 2) from the local redis-server binary
 * (`redis-server <conf> --sentinel`), on free loopback ports, for failover tests (issue 41 §3). The
 * sentinels call the primary down after `downAfterMs` without an answer and promote the replica; the
 * group is returned once the replica is in sync and every sentinel knows the replica and the other two.
 */
export const startRedisSentinelGroup = async (opts: { name?: string; downAfterMs?: number; failoverTimeoutMs?: number } = {}): Promise<RedisSentinelGroup> => {
  const binary = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => fs.existsSync(p));
  if (!binary) throw new Error('redis-server not found. Install it (apt-get install redis-server).');
  const name = opts.name ?? 'mymaster';
  const primary = await startThrowawayRedis();
  const replica = await startThrowawayRedis();
  const children: ChildProcess[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-sentinel-'));
  const sentinelPorts: number[] = [];
  const stopAll = async () => {
    await Promise.all(
      children
        .filter((c) => c.exitCode === null && c.signalCode === null)
        .map((c) => new Promise<void>((resolve) => {
          c.once('exit', () => resolve());
          c.kill('SIGKILL');
        })),
    );
    await replica.stop();
    await primary.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const waitFor = async (what: string, check: () => Promise<boolean>, ms = 15_000) => {
    const deadline = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > deadline) {
        await stopAll();
        throw new Error(`Redis Sentinel group: ${what} within ${ms} ms`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  try {
    const ok = await ask(replica.port, 'REPLICAOF', '127.0.0.1', String(primary.port));
    if (ok !== 'OK') throw new Error(`REPLICAOF answered ${String(ok)}`);
    for (let i = 0; i < 3; i++) {
      const port = await freePort();
      const conf = path.join(dir, `sentinel-${port}.conf`);
      fs.writeFileSync(
        conf,
        [
          `port ${port}`,
          'bind 127.0.0.1',
          `dir ${dir}`,
          `sentinel monitor ${name} 127.0.0.1 ${primary.port} 2`,
          `sentinel down-after-milliseconds ${name} ${opts.downAfterMs ?? 1000}`,
          `sentinel failover-timeout ${name} ${opts.failoverTimeoutMs ?? 3000}`,
          `sentinel parallel-syncs ${name} 1`,
          '',
        ].join('\n'),
      );
      children.push(spawn(binary, [conf, '--sentinel'], { stdio: 'ignore' }));
      sentinelPorts.push(port);
    }
  } catch (e) {
    await stopAll();
    throw e;
  }
  await waitFor('the replica in sync', async () => String(await ask(replica.port, 'INFO', 'replication')).includes('master_link_status:up'));
  for (const port of sentinelPorts) {
    await waitFor(`sentinel ${port} knowing the replica and the other sentinels`, async () => {
      const replicas = JSON.stringify(await ask(port, 'SENTINEL', 'REPLICAS', name));
      const sentinels = JSON.stringify(await ask(port, 'SENTINEL', 'SENTINELS', name));
      return replicas.includes(`"${replica.port}"`) && sentinelPorts.filter((p) => p !== port).every((p) => sentinels.includes(`"${p}"`));
    });
  }
  return {
    name,
    primary,
    replica,
    sentinelPorts,
    env: { REDIS_URL: `redis://${name}`, REDIS_SENTINELS: sentinelPorts.map((p) => `127.0.0.1:${p}`).join(','), REDIS_SENTINEL_NAME: name },
    primaryPort: async () => {
      for (const port of sentinelPorts) {
        const answer = await ask(port, 'SENTINEL', 'GET-MASTER-ADDR-BY-NAME', name);
        if (Array.isArray(answer) && answer.length === 2) return Number(answer[1]);
      }
      return null;
    },
    stop: stopAll,
  };
};
