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

export const startThrowawayMariaDb = async (): Promise<ThrowawayMariaDb> => {
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
        '--skip-log-bin',
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
