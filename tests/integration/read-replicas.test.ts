import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Container } from 'inversify';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpApp } from '../../adapters/http/app.ts';
import type { FileOutboxMailer } from '../../adapters/mail/outbox/file-outbox-mailer.ts';
import { createKnex } from '../../adapters/persistence/knex/connection.ts';
import { migrateLatest } from '../../adapters/persistence/knex/migrator.ts';
import { REPLICA_MAX_LAG_SECONDS } from '../../adapters/persistence/knex/read-replicas.ts';
import type { InProcessJobQueue } from '../../adapters/queue/in-process/in-process-job-queue.ts';
import { RelayOutbox } from '../../application/mail/relay-outbox.ts';
import type { Logger } from '../../application/ports/logger.ts';
import { registerJobHandlers } from '../../apps/api/background.ts';
import { loadConfig } from '../../apps/api/config.ts';
import { buildContainer, releaseResources } from '../../apps/api/container.ts';
import { useCases } from '../../apps/api/modules/module.ts';
import { PRIMARY_READS_COOKIE } from '../../apps/api/replica-reads.ts';
import { TOKENS } from '../../apps/api/tokens.ts';
import { mariaDbSql, startThrowawayMariaDb, startThrowawayReplica, waitForReplica, type ThrowawayMariaDb } from '../support/mariadb.ts';
import { insertCategory, insertUser, insertVendor } from '../support/rows.ts';
import { signIn } from '../support/sign-in.ts';
import type { TestApp } from '../support/test-app.ts';

/**
 * Issue 41, reads from replicas: a real MariaDB primary and a replica (Debian's packages, loopback, GTID
 * replication) behind two API processes (two containers, as two processes have, sharing no memory).
 */

/** A browser: keeps the cookies the site sets (until their Max-Age), and a signed-in user's token. */
class Browser {
  private readonly cookies = new Map<string, { value: string; until: number }>();
  auth: Record<string, string> = {};

  async request(app: HttpApp, url: string, init: RequestInit = {}): Promise<Response> {
    const now = Date.now();
    const cookie = [...this.cookies].filter(([, c]) => c.until > now).map(([name, c]) => `${name}=${c.value}`).join('; ');
    const headers = { 'content-type': 'application/json', ...this.auth, ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) };
    const res = await app.request(url, { ...init, headers });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, value] = pair!.split('=') as [string, string];
      const maxAge = attributes.map((a) => /^\s*max-age=(\d+)/i.exec(a)?.[1]).find(Boolean);
      this.cookies.set(name.trim(), { value, until: maxAge ? now + Number(maxAge) * 1000 : Number.POSITIVE_INFINITY });
    }
    return res;
  }

  hasCookie(name: string): boolean {
    return (this.cookies.get(name)?.until ?? 0) > Date.now();
  }

  /** As if the cookie's seconds had passed. */
  forget(name: string): void {
    this.cookies.delete(name);
  }
}

class RecordingLogger implements Logger {
  readonly warnings: string[] = [];
  readonly infos: string[] = [];
  info(message: string): void {
    this.infos.push(message);
  }
  debug(): void {}
  error(): void {}
  warn(message: string): void {
    this.warnings.push(message);
  }
}

interface ApiProcess {
  app: HttpApp;
  container: Container;
  logger: RecordingLogger;
  /** The test-app shape signIn() needs: requests through `browser`, mail relayed and delivered here. */
  as(browser: Browser): TestApp;
  close(): Promise<void>;
}

const DB = 'uwd_replicas';
/**
 * The replica's lag (MASTER_DELAY), at the router's limit (3 s, derived from the 5 s window): a replica this far
 * behind still serves reads. Binlog times are whole seconds, so a change shows on the replica between LAG_S − 1
 * and LAG_S seconds after it was made.
 */
const LAG_S = REPLICA_MAX_LAG_SECONDS;

describe('reads from a MariaDB replica (DATABASE_REPLICA_URLS)', () => {
  let primary: ThrowawayMariaDb;
  let replica: ThrowawayMariaDb;
  let knex: Knex;
  let a: ApiProcess;
  let b: ApiProcess;
  const ann = new Browser(); // owns Magnolia Barn
  const couple = new Browser();
  const admin = new Browser();
  const vendorId: { barn?: string } = {};
  const dataDirs: string[] = [];

  const status = (server: ThrowawayMariaDb, name: string) => Number(mariaDbSql(server, `SHOW GLOBAL STATUS LIKE '${name}'`).split('\t')[1]);
  /** SELECTs the replica ran for clients (replication applies row events, which count as none). */
  const replicaSelects = () => status(replica, 'Com_select');

  const startApi = (): ApiProcess => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-replicas-'));
    dataDirs.push(dataDir);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      PUBLIC_API_CACHE_SECONDS: '0',
      ADMIN_EMAILS: 'admin@uwd.example',
      DATABASE_URL: `${primary.url}${DB}`,
      // As docs/operations.md advises: the replicas are read with an account that may only read.
      DATABASE_REPLICA_URLS: `${replica.url.replace('root@', 'reader:read-only@')}${DB}`,
    });
    const logger = new RecordingLogger();
    const container = buildContainer(config, { logger, serveWeb: false });
    registerJobHandlers(container);
    const app = container.get<HttpApp>(TOKENS.HttpApp);
    const deliverMail = async () => {
      for (let round = 0; round < 20; round++) {
        const { dispatched } = await useCases(container)(RelayOutbox).execute();
        await container.get<InProcessJobQueue>(TOKENS.JobQueue).drain();
        if (dispatched === 0) break;
      }
      return container.get<FileOutboxMailer>(TOKENS.Mailer).list();
    };
    return {
      app,
      container,
      logger,
      as: (browser) => ({ app: { request: (url: string, init?: RequestInit) => browser.request(app, url, init) }, deliverMail }) as unknown as TestApp,
      close: async () => {
        await releaseResources(container);
        await container.get<Knex>(TOKENS.Knex).destroy();
      },
    };
  };

  const tagline = async (api: ApiProcess, browser: Browser) => {
    const res = await browser.request(api.app, '/api/vendors/magnolia-barn');
    expect(res.status).toBe(200);
    return ((await res.json()) as { vendor: { tagline: string | null } }).vendor.tagline;
  };

  /** A replica serves no read before the router has looked at it once: the first request starts that look. */
  const untilReadsReplica = async (api: ApiProcess) => {
    const started = Date.now();
    for (;;) {
      const selects = replicaSelects();
      expect((await new Browser().request(api.app, '/api/vendors')).status).toBe(200);
      if (replicaSelects() > selects) return;
      if (Date.now() - started > 10_000) throw new Error('no read went to the replica within 10 s');
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  beforeAll(async () => {
    const started = Date.now();
    primary = await startThrowawayMariaDb({ serverId: 1, logBin: true });
    replica = await startThrowawayReplica(primary);
    const serversUp = Date.now();
    mariaDbSql(primary, `CREATE DATABASE ${DB} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    // Replicated like everything else: a write sent to the replica would be refused (and logged), not applied.
    // SLAVE MONITOR: the router reads the replica's lag.
    for (const host of ['localhost', '127.0.0.1']) {
      mariaDbSql(primary, `CREATE USER 'reader'@'${host}' IDENTIFIED BY 'read-only'; GRANT SELECT ON ${DB}.* TO 'reader'@'${host}'; GRANT SLAVE MONITOR ON *.* TO 'reader'@'${host}'`);
    }
    knex = createKnex({ client: 'mysql', url: `${primary.url}${DB}` }, { pool: { min: 0, max: 2 } });
    await migrateLatest(knex);
    const migrated = Date.now();
    const venues = await insertCategory(knex, 'venues', 'Venues', 1);
    vendorId.barn = await insertVendor(knex, venues, { name: 'Magnolia Barn', slug: 'magnolia-barn' });
    await insertUser(knex, 'ann@magnolia.example', { vendorId: vendorId.barn });
    await insertUser(knex, 'admin@uwd.example', { isAdmin: true });
    a = startApi();
    b = startApi();
    ann.auth = await signIn(a.as(ann), 'ann@magnolia.example');
    admin.auth = await signIn(a.as(admin), 'admin@uwd.example');
    waitForReplica(primary, replica);
    await untilReadsReplica(a);
    await untilReadsReplica(b);
    // From now on the replica applies each transaction LAG_S s after the primary committed it: a lag every read sees.
    mariaDbSql(replica, `STOP SLAVE; CHANGE MASTER TO MASTER_DELAY=${LAG_S}; START SLAVE`);
    process.stdout.write(
      `[read replicas] primary and replica up in ${serversUp - started} ms, migrated in ${migrated - serversUp} ms, signed in and replicated in ${Date.now() - migrated} ms\n`,
    );
  }, 80_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await knex?.destroy();
    await replica?.stop();
    await primary?.stop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  let editedAt = 0;

  it('a vendor edits the profile and sees it at once, on either API process, while the replica is behind', async () => {
    editedAt = Date.now();
    const edit = await ann.request(a.app, `/api/vendors/${vendorId.barn}`, { method: 'PUT', body: JSON.stringify({ tagline: 'Sunsets over the foothills' }) });
    expect(edit.status).toBe(200);
    expect(ann.hasCookie(PRIMARY_READS_COOKIE)).toBe(true);
    expect(await tagline(b, ann)).toBe('Sunsets over the foothills');
    expect(await tagline(a, ann)).toBe('Sunsets over the foothills');
    // A couple's read is the replica's: the old listing, for the replica's lag.
    const selects = replicaSelects();
    expect(await tagline(b, couple)).toBeNull();
    expect(replicaSelects()).toBeGreaterThan(selects);
  });

  it('a couple sees the edit within the replica lag, and the admin reads the replica too', async () => {
    let seen: string | null = null;
    while (Date.now() - editedAt < 10_000 && seen === null) {
      seen = await tagline(b, couple);
      if (seen === null) await new Promise((r) => setTimeout(r, 50));
    }
    const after = Date.now() - editedAt;
    process.stdout.write(`[read replicas] the couple saw the edit ${after} ms after it was made (replica lag ${LAG_S} s)\n`);
    expect(seen).toBe('Sunsets over the foothills');
    expect(after).toBeGreaterThanOrEqual((LAG_S - 1) * 1000);

    admin.forget(PRIMARY_READS_COOKIE);
    const selects = replicaSelects();
    const table = await admin.request(b.app, '/api/admin/vendors');
    expect(table.status).toBe(200);
    expect(((await table.json()) as { vendors: Array<{ name: string }> }).vendors.map((v) => v.name)).toEqual(['Magnolia Barn']);
    expect(replicaSelects()).toBeGreaterThan(selects);
    // Every write went to the primary: the replica's read-only account refused none, and no read failed there.
    expect([...a.logger.warnings, ...b.logger.warnings]).toEqual([]);
  }, 30_000);

  /** Waits (at most 10 s: the router looks every second) until `logged` holds `message`. */
  const until = async (logged: string[], message: string) => {
    const started = Date.now();
    while (!logged.includes(message) && Date.now() - started < 10_000) await new Promise((r) => setTimeout(r, 100));
    expect(logged).toContain(message);
  };

  it('a replica whose replication stopped is left out, and serves again once it runs', async () => {
    mariaDbSql(replica, 'STOP SLAVE SQL_THREAD');
    await until(b.logger.warnings, 'Database replica left out: its reads go to the primary');
    ann.forget(PRIMARY_READS_COOKIE);
    expect((await ann.request(a.app, `/api/vendors/${vendorId.barn}`, { method: 'PUT', body: JSON.stringify({ tagline: 'Booking 2027' }) })).status).toBe(200);
    const selects = replicaSelects();
    expect(await tagline(b, couple)).toBe('Booking 2027');
    expect(replicaSelects()).toBe(selects);
    mariaDbSql(replica, 'START SLAVE SQL_THREAD');
    await until(b.logger.infos, 'Database replica answers again: reads go to it');
    // Seconds_Behind_Master is small as soon as the SQL thread runs again: the edit shows within the lag.
    const started = Date.now();
    let seen = await tagline(b, couple);
    while (seen !== 'Booking 2027' && Date.now() - started < 10_000) {
      await new Promise((r) => setTimeout(r, 100));
      seen = await tagline(b, couple);
    }
    expect(seen).toBe('Booking 2027');
  }, 40_000);

  it('stopping the replica changes nothing a user sees: reads fall back to the primary, and a log line says so', async () => {
    const warned = b.logger.warnings.length;
    await replica.shutdown();
    const answers: number[] = [];
    const record = async (res: Promise<Response>) => {
      const r = await res;
      answers.push(r.status);
      return r;
    };
    for (let i = 0; i < 5; i++) {
      await record(couple.request(b.app, '/api/vendors'));
      await record(couple.request(a.app, '/api/vendors/magnolia-barn'));
    }
    expect(await tagline(b, couple)).toBe('Booking 2027');
    ann.forget(PRIMARY_READS_COOKIE);
    expect((await record(ann.request(a.app, `/api/vendors/${vendorId.barn}`, { method: 'PUT', body: JSON.stringify({ tagline: 'Open all winter' }) }))).status).toBe(200);
    expect(await tagline(b, ann)).toBe('Open all winter');
    expect(await tagline(b, couple)).toBe('Open all winter');
    admin.forget(PRIMARY_READS_COOKIE);
    await record(admin.request(b.app, '/api/admin/vendors'));
    process.stdout.write(`[read replicas] replica stopped: ${answers.length} requests, ${answers.filter((s) => s >= 500).length} failed\n`);
    expect(answers.every((s) => s === 200)).toBe(true);
    expect(b.logger.warnings.slice(warned)).toContain('Database replica left out: its reads go to the primary');

    // Back up: the router tries it again by itself, and the couple's reads go to it.
    await replica.start();
    const started = Date.now();
    let served = false;
    while (!served && Date.now() - started < 15_000) {
      const selects = replicaSelects();
      // Up to the lag, the replica may still show the listing as it was.
      const seen = await tagline(b, couple);
      expect(['Open all winter', 'Booking 2027']).toContain(seen);
      served = replicaSelects() > selects && seen === 'Open all winter';
      if (!served) await new Promise((r) => setTimeout(r, 200));
    }
    expect(served).toBe(true);
  }, 60_000);
});
