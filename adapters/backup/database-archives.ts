import { spawn } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, pipeline as streamPipeline } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import Database from 'better-sqlite3';
import type { Knex } from 'knex';
import type { DatabaseArchive } from '../../application/ports/site-backup.ts';

/** Tables whose rows mean "this site has content": a restore over them needs --force. */
export const CONTENT_TABLES = ['vendors', 'users', 'applications', 'inquiries', 'reviews'] as const;
const MIGRATIONS_TABLE = 'knex_migrations';

/** A client options file holding the password (never on the command line), in a private directory. */
const writeCredentials = async (url: URL): Promise<{ file: string; remove: () => Promise<void> }> => {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'uwd-dbcred-'));
  const file = path.join(dir, 'client.cnf');
  const lines = [
    '[client]',
    `host=${url.hostname}`,
    `port=${url.port || '3306'}`,
    `user=${decodeURIComponent(url.username)}`,
    ...(url.password ? [`password="${decodeURIComponent(url.password).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`] : []),
    'protocol=tcp',
    'default-character-set=utf8mb4',
  ];
  await fsp.writeFile(file, `${lines.join('\n')}\n`, { mode: 0o600 });
  return { file, remove: () => fsp.rm(dir, { recursive: true, force: true }) };
};

const run = (command: string, args: string[], stdin: 'ignore' | 'pipe') => {
  const child = spawn(command, args, { stdio: [stdin, 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr = (stderr + c.toString('utf8')).slice(-4000)));
  const exited = new Promise<void>((resolve, reject) => {
    child.on('error', (e) =>
      reject((e as NodeJS.ErrnoException).code === 'ENOENT' ? new Error(`${command} not found: install Debian's mariadb-client (apt-get install mariadb-client)`) : e),
    );
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (exit code ${code}): ${stderr.trim()}`))));
  });
  return { child, exited };
};

/**
 * MariaDB (or MySQL): dumped with mariadb-dump --single-transaction (a consistent snapshot without locking
 * the live site; routines and triggers included), gzipped; loaded with the mariadb client after every
 * table of the target database is dropped. Both tools come with Debian's mariadb-client.
 */
export class MariaDbDatabaseArchive implements DatabaseArchive {
  readonly engine = 'mariadb' as const;
  readonly dumpName = 'database.sql.gz';
  private readonly url: URL;
  private readonly database: string;

  constructor(
    url: string,
    private readonly knex: Knex,
    private readonly tools = { dump: 'mariadb-dump', client: 'mariadb' },
  ) {
    this.url = new URL(url);
    this.database = decodeURIComponent(this.url.pathname.replace(/^\//, ''));
    if (!this.database) throw new Error('DATABASE_URL must name a database');
  }

  async *dump(): AsyncIterable<Uint8Array> {
    const credentials = await writeCredentials(this.url);
    const args = ['--single-transaction', '--quick', '--routines', '--triggers', '--hex-blob', '--no-tablespaces', '--skip-lock-tables', this.database];
    const { child, exited } = run(this.tools.dump, [`--defaults-extra-file=${credentials.file}`, ...args], 'ignore');
    try {
      yield* child.stdout!.pipe(createGzip());
      await exited;
    } finally {
      if (child.exitCode === null) child.kill();
      await credentials.remove();
    }
  }

  async load(chunks: AsyncIterable<Uint8Array>): Promise<void> {
    const tables = await this.tableNames();
    const credentials = await writeCredentials(this.url);
    try {
      const { child, exited } = run(this.tools.client, [`--defaults-extra-file=${credentials.file}`, '--binary-mode', this.database], 'pipe');
      const drop = tables.length ? `SET FOREIGN_KEY_CHECKS=0;\nDROP TABLE IF EXISTS ${tables.map((t) => `\`${t}\``).join(', ')};\nSET FOREIGN_KEY_CHECKS=1;\n` : '';
      const read: { failed: boolean; error?: unknown } = { failed: false };
      const input = (async function* () {
        yield Buffer.from(drop);
        try {
          // pipeline(), not pipe(): a read that fails half-way (a cut-off download) ends the load with its error.
          yield* streamPipeline(Readable.from(chunks), createGunzip(), () => undefined);
        } catch (error) {
          Object.assign(read, { failed: true, error });
          throw error;
        }
      })();
      const [fed, done] = await Promise.allSettled([pipeline(Readable.from(input), child.stdin!), exited]);
      // A failed read is the cause of whatever the client then says; otherwise the client's own error says
      // more than the broken pipe it leaves behind.
      if (read.failed) throw read.error;
      if (done.status === 'rejected') throw done.reason;
      if (fed.status === 'rejected') throw fed.reason;
    } finally {
      await credentials.remove();
    }
  }

  private async tableNames(): Promise<string[]> {
    const rows = (await this.knex('information_schema.TABLES')
      .where({ TABLE_SCHEMA: this.database, TABLE_TYPE: 'BASE TABLE' })
      .orderBy('TABLE_NAME')
      .select({ name: 'TABLE_NAME' })) as Array<{ name: string }>;
    return rows.map((r) => r.name);
  }

  async countRows(): Promise<Record<string, number>> {
    const tables = await this.tableNames();
    // One transaction: every count from the same snapshot (REPEATABLE READ).
    return this.knex.transaction(async (trx) => {
      const counts: Record<string, number> = {};
      for (const t of tables) {
        const [row] = (await trx(t).count({ n: '*' })) as Array<{ n: number | string }>;
        counts[t] = Number(row!.n);
      }
      return counts;
    });
  }

  async schemaVersion(): Promise<string | null> {
    if (!(await this.knex.schema.hasTable(MIGRATIONS_TABLE))) return null;
    const row = (await this.knex(MIGRATIONS_TABLE).orderBy('id', 'desc').first('name')) as { name: string } | undefined;
    return row?.name ?? null;
  }

  async tablesWithContent(): Promise<string[]> {
    const present = new Set(await this.tableNames());
    const found: string[] = [];
    for (const t of CONTENT_TABLES) if (present.has(t) && (await this.knex(t).first(this.knex.raw('1 AS x')))) found.push(t);
    return found;
  }
}

/**
 * SQLite (the embedded profile): copied with SQLite's online backup API (better-sqlite3's backup(), safe
 * while the site writes), and restored with the same API from the copy onto the database file, after
 * the copy passed an integrity check. Stop the API and the worker before a restore.
 */
export class SqliteDatabaseArchive implements DatabaseArchive {
  readonly engine = 'sqlite' as const;
  readonly dumpName = 'database.sqlite';

  constructor(private readonly filename: string) {}

  /** The database file, or an empty in-memory one when there is no file yet (nothing to count). */
  private open<T>(work: (db: Database.Database) => T): T {
    const db = fs.existsSync(this.filename) ? new Database(this.filename, { fileMustExist: true }) : new Database(':memory:');
    try {
      return work(db);
    } finally {
      db.close();
    }
  }

  async *dump(): AsyncIterable<Uint8Array> {
    const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'uwd-sqlite-backup-'));
    try {
      const copy = path.join(dir, this.dumpName);
      const db = new Database(this.filename, { fileMustExist: true });
      try {
        await db.backup(copy);
      } finally {
        db.close();
      }
      yield* fs.createReadStream(copy);
    } finally {
      await fsp.rm(dir, { recursive: true, force: true });
    }
  }

  async load(chunks: AsyncIterable<Uint8Array>): Promise<void> {
    const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'uwd-sqlite-restore-'));
    try {
      const copy = path.join(dir, this.dumpName);
      await pipeline(Readable.from(chunks), fs.createWriteStream(copy));
      const source = new Database(copy, { readonly: true, fileMustExist: true });
      try {
        const check = source.pragma('quick_check', { simple: true });
        if (check !== 'ok') throw new Error(`The SQLite copy fails its integrity check: ${String(check)}`);
        await fsp.mkdir(path.dirname(path.resolve(this.filename)), { recursive: true });
        await source.backup(this.filename);
      } finally {
        source.close();
      }
    } finally {
      await fsp.rm(dir, { recursive: true, force: true });
    }
  }

  private tables(db: Database.Database): string[] {
    const rows = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as Array<{ name: string }>;
    return rows.map((r) => r.name);
  }

  async countRows(): Promise<Record<string, number>> {
    return this.open((db) => Object.fromEntries(this.tables(db).map((t) => [t, (db.prepare(`SELECT COUNT(*) AS n FROM "${t}"`).get() as { n: number }).n])));
  }

  async schemaVersion(): Promise<string | null> {
    return this.open((db) => {
      if (!this.tables(db).includes(MIGRATIONS_TABLE)) return null;
      return (db.prepare(`SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY id DESC LIMIT 1`).get() as { name: string } | undefined)?.name ?? null;
    });
  }

  async tablesWithContent(): Promise<string[]> {
    return this.open((db) => {
      const present = new Set(this.tables(db));
      return CONTENT_TABLES.filter((t) => present.has(t) && db.prepare(`SELECT 1 FROM "${t}" LIMIT 1`).get() !== undefined);
    });
  }
}
