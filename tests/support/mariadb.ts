import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A free TCP port on 127.0.0.1. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

const which = (names: string[]): string | null => {
  const dirs = [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/bin', '/usr/local/sbin', '/usr/local/bin'];
  for (const name of names) for (const dir of dirs) {
    const p = path.join(dir, name);
    if (fs.existsSync(p)) return p;
  }
  return null;
};

export interface ThrowawayServer {
  url: string;
  stop(): Promise<void>;
}

const waitFor = async (probe: () => boolean, timeoutMs: number, what: string) => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (probe()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not become ready within ${timeoutMs} ms`);
};

/**
 * A throwaway MariaDB from the local binaries (Debian's mariadb-server), in a temp dir, on a free port
 * (DESIGN.md §9). About a second to start. Throws — never skips — when the binaries are missing.
 */
export interface ThrowawayMariaDb extends ThrowawayServer {
  port: number;
  /** Stops the server (SIGTERM, like a restart does) and keeps its data, for start(). */
  shutdown(): Promise<void>;
  /** Starts it again on the same port with the same data. */
  start(): Promise<void>;
}

/**
 * serverId and logBin make a server of a replication pair (startThrowawayReplica): the primary writes a binary
 * log from its start, so a replica started next replays everything from an empty server.
 */
export interface MariaDbOptions {
  serverId?: number;
  logBin?: boolean;
}

export const startThrowawayMariaDb = async (opts: MariaDbOptions = {}): Promise<ThrowawayMariaDb> => {
  const installDb = which(['mariadb-install-db', 'mysql_install_db']);
  const mariadbd = which(['mariadbd', 'mysqld']);
  const admin = which(['mariadb-admin', 'mysqladmin']);
  if (!installDb || !mariadbd || !admin) {
    throw new Error(
      'MariaDB binaries not found (mariadb-install-db, mariadbd, mariadb-admin). Install them (apt-get install mariadb-server) or set MYSQL_URL=mysql://user:pass@host:port/ to a server the tests may create databases on.',
    );
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-mariadb-'));
  const datadir = path.join(dir, 'data');
  execFileSync(installDb, ['--no-defaults', '--user=root', `--datadir=${datadir}`, '--auth-root-authentication-method=normal', '--skip-test-db'], {
    stdio: 'ignore',
  });
  const port = await freePort();
  let child: ChildProcess;
  let exited = false;
  const launch = async () => {
    exited = false;
    child = spawn(
      mariadbd,
      [
        '--no-defaults',
        '--user=root',
        `--datadir=${datadir}`,
        `--socket=${path.join(dir, 'sock')}`,
        `--port=${port}`,
        '--bind-address=127.0.0.1',
        ...(opts.logBin ? [`--log-bin=${path.join(dir, 'binlog')}`, '--binlog-format=ROW'] : ['--skip-log-bin']),
        ...(opts.serverId ? [`--server-id=${opts.serverId}`, `--relay-log=${path.join(dir, 'relay')}`] : []),
        '--innodb-buffer-pool-size=256M',
        // Two-letter words ('dj') are words of the FULLTEXT index, as in production (docs/operations.md, ADR 38).
        '--innodb-ft-min-token-size=2',
        '--innodb-flush-log-at-trx-commit=0',
        '--max-connections=500',
        `--log-error=${path.join(dir, 'error.log')}`,
      ],
      { stdio: 'ignore' },
    );
    child.on('exit', () => (exited = true));
    await waitFor(
      () => {
        if (exited) throw new Error(`mariadbd exited at start; see ${path.join(dir, 'error.log')}`);
        try {
          execFileSync(admin, ['--no-defaults', '--protocol=tcp', '-h127.0.0.1', `-P${port}`, '-uroot', 'ping'], { stdio: 'ignore' });
          return true;
        } catch {
          return false;
        }
      },
      30_000,
      'Throwaway MariaDB',
    );
  };
  const shutdown = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    await waitFor(() => exited, 15_000, 'MariaDB shutdown').catch(() => child.kill('SIGKILL'));
  };
  await launch();
  return {
    url: `mysql://root@127.0.0.1:${port}/`,
    port,
    shutdown,
    start: launch,
    stop: async () => {
      await shutdown();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};

/** Runs SQL on a throwaway server with the `mariadb` client; returns its tab-separated output. */
export const mariaDbSql = (server: { port: number }, sql: string): string => {
  const client = which(['mariadb', 'mysql']);
  if (!client) throw new Error('The mariadb client was not found (apt-get install mariadb-client).');
  return execFileSync(client, ['--no-defaults', '--protocol=tcp', '-h127.0.0.1', `-P${server.port}`, '-uroot', '--batch', '--skip-column-names', '-e', sql], { encoding: 'utf8' });
};

/**
 * A replica of `primary` (started with logBin and a serverId): its own throwaway server, replicating by GTID
 * from the primary's first binary log (MASTER_USE_GTID=slave_pos), as root over loopback. Its shutdown() and
 * start() stop and restart the server; replication resumes by itself.
 */
export const startThrowawayReplica = async (primary: ThrowawayMariaDb, serverId = 2): Promise<ThrowawayMariaDb> => {
  const replica = await startThrowawayMariaDb({ serverId });
  mariaDbSql(
    replica,
    `CHANGE MASTER TO MASTER_HOST='127.0.0.1', MASTER_PORT=${primary.port}, MASTER_USER='root', MASTER_PASSWORD='', MASTER_CONNECT_RETRY=1, MASTER_USE_GTID=slave_pos; START SLAVE;`,
  );
  return replica;
};

/** Waits until `replica` has applied every transaction the primary has logged so far (at most timeoutS). */
export const waitForReplica = (primary: { port: number }, replica: { port: number }, timeoutS = 20): void => {
  const position = mariaDbSql(primary, 'SELECT @@gtid_binlog_pos').trim();
  const waited = mariaDbSql(replica, `SELECT MASTER_GTID_WAIT('${position}', ${timeoutS})`).trim();
  if (waited !== '0') throw new Error(`The replica did not reach the primary's position ${position} within ${timeoutS} s`);
};
