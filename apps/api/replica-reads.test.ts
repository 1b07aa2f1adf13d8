import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Hono } from 'hono';
import type { Knex } from 'knex';
import type { HttpApp } from '../../adapters/http/app.ts';
import { createKnex } from '../../adapters/persistence/knex/connection.ts';
import {
  FALLBACK_LOG_MS,
  PRIMARY_READS_WINDOW_MS,
  REPLICA_CHECK_MS,
  REPLICA_MAX_LAG_SECONDS,
  ReadReplicas,
  fallbackReason,
  replicaLag,
  statementGoesTo,
  statementOf,
} from '../../adapters/persistence/knex/read-replicas.ts';
import { PRIMARY_READS_COOKIE, readsFor, routeReads } from './replica-reads.ts';

/** A replica that answers only its status (SHOW REPLICA STATUS), with the rows `status` gives; records what it was sent. */
const fakeReplica = (status: () => Array<Record<string, unknown>>) => {
  const statements: string[] = [];
  const knex = {
    raw: async (sql: string) => {
      statements.push(sql);
      return [status()];
    },
    destroy: async () => undefined,
  };
  return { knex: knex as unknown as Knex, statements };
};

describe('the read-your-writes bound: a replica that serves reads is never further behind than the window', () => {
  it('derives the lag limit from the window and the check interval', () => {
    // Lag as last checked, plus what it may gain until the next check, plus Seconds_Behind_Master's whole second.
    expect(REPLICA_MAX_LAG_SECONDS * 1000 + REPLICA_CHECK_MS + 1000).toBeLessThanOrEqual(PRIMARY_READS_WINDOW_MS);
    expect(REPLICA_MAX_LAG_SECONDS * 1000 + REPLICA_CHECK_MS).toBeLessThan(PRIMARY_READS_WINDOW_MS);
    expect(REPLICA_MAX_LAG_SECONDS).toBeGreaterThanOrEqual(1);
  });

  it('checks each replica every REPLICA_CHECK_MS and leaves out one more than REPLICA_MAX_LAG_SECONDS behind, by default', async () => {
    vi.useFakeTimers();
    const primary = createKnex({ client: 'sqlite', filename: ':memory:' });
    let lag = REPLICA_MAX_LAG_SECONDS;
    const replica = fakeReplica(() => [{ Seconds_Behind_Master: lag }]);
    const events: string[] = [];
    const replicas = new ReadReplicas(primary, [{ name: 'replica-1', knex: replica.knex }], {
      down: (r, reason) => events.push(`down ${r}: ${reason}`),
      up: (r) => events.push(`up ${r}`),
      fallback: () => undefined,
      lagUnknown: () => undefined,
    });
    try {
      const checked = replicas.checked();
      await vi.advanceTimersByTimeAsync(0);
      await checked;
      expect(replica.statements).toHaveLength(1);
      expect(events).toEqual([]);
      lag = REPLICA_MAX_LAG_SECONDS + 1;
      await vi.advanceTimersByTimeAsync(REPLICA_CHECK_MS);
      expect(replica.statements).toHaveLength(2);
      expect(events).toEqual([`down replica-1: ${REPLICA_MAX_LAG_SECONDS + 1} s behind the primary`]);
    } finally {
      await replicas.destroy();
      await primary.destroy();
      vi.useRealTimers();
    }
  });
});

describe('readsFor: the database a request reads', () => {
  const at = 100_000;
  it('sends safe requests to the replicas and everything else to the primary', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) expect(readsFor({ method, cookie: null }, Number.NEGATIVE_INFINITY, at)).toBe('replica');
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(readsFor({ method, cookie: null }, Number.NEGATIVE_INFINITY, at)).toBe('primary');
  });

  it("keeps a writer's reads on the primary while the browser holds the cookie", () => {
    expect(readsFor({ method: 'GET', cookie: `theme=dark; ${PRIMARY_READS_COOKIE}=1` }, Number.NEGATIVE_INFINITY, at)).toBe('primary');
    expect(readsFor({ method: 'GET', cookie: `x${PRIMARY_READS_COOKIE}=1` }, Number.NEGATIVE_INFINITY, at)).toBe('replica');
  });

  it('keeps every read on the primary for the window after public data changed', () => {
    expect(readsFor({ method: 'GET', cookie: null }, at - 4999, at, 5000)).toBe('primary');
    expect(readsFor({ method: 'GET', cookie: null }, at - 5000, at, 5000)).toBe('replica');
  });
});

describe("replicaLag: a replica's lag from SHOW REPLICA STATUS (MariaDB 10.5+, MySQL 8.0.22+ and 8.4)", () => {
  it('reads Seconds_Behind_Master (MariaDB) or Seconds_Behind_Source (MySQL)', () => {
    expect(replicaLag([{ Seconds_Behind_Master: 2 }])).toBe(2);
    expect(replicaLag([{ Seconds_Behind_Master: '7' }])).toBe(7);
    expect(replicaLag([{ Seconds_Behind_Source: 4 }])).toBe(4);
    expect(replicaLag([{ Seconds_Behind_Source: '0' }])).toBe(0);
  });

  it('says replication stopped when the column is NULL, and nothing to fall behind without a status row', () => {
    expect(replicaLag([{ Seconds_Behind_Master: null }])).toBeNull();
    expect(replicaLag([{ Seconds_Behind_Source: null }])).toBeNull();
    expect(replicaLag([])).toBe(0);
  });

  it("asks SHOW REPLICA STATUS (SHOW SLAVE STATUS is gone in MySQL 8.4) and leaves out a MySQL replica that lags", async () => {
    const primary = createKnex({ client: 'sqlite', filename: ':memory:' });
    const replica = fakeReplica(() => [{ Seconds_Behind_Source: REPLICA_MAX_LAG_SECONDS + 2 }]);
    const events: string[] = [];
    const replicas = new ReadReplicas(primary, [{ name: 'mysql-8.4', knex: replica.knex }], {
      down: (r, reason) => events.push(`down ${r}: ${reason}`),
      up: () => undefined,
      fallback: () => undefined,
      lagUnknown: (r, error) => events.push(`lag unknown ${r}: ${error}`),
    });
    try {
      await replicas.checked();
      expect(replica.statements).toEqual(['SHOW REPLICA STATUS']);
      expect(events).toEqual([`down mysql-8.4: ${REPLICA_MAX_LAG_SECONDS + 2} s behind the primary`]);
    } finally {
      await replicas.destroy();
      await primary.destroy();
    }
  });
});

describe("fallbackReason: what makes two failed replica reads the same reason (one log line a minute)", () => {
  it("takes the server's message without the statement, else the error's code, else its message", () => {
    const denied = "SELECT command denied to user 'reader'@'localhost' for table `uwd`.`badges`";
    expect(fallbackReason(Object.assign(new Error(`select * from \`badges\` where \`id\` = 'a' - ${denied}`), { code: 'ER_TABLEACCESS_DENIED_ERROR', sqlMessage: denied }))).toBe(
      `ER_TABLEACCESS_DENIED_ERROR: ${denied}`,
    );
    expect(fallbackReason(Object.assign(new Error('select 1 - no such table: badges'), { code: 'SQLITE_ERROR' }))).toBe('SQLITE_ERROR');
    expect(fallbackReason(new Error('boom'))).toBe('boom');
    expect(fallbackReason('boom')).toBe('boom');
  });
});

describe('statementGoesTo: where one statement of a request goes', () => {
  const knex = createKnex({ client: 'sqlite', filename: ':memory:' });
  const open = { replica: true, wrote: false, open: true };

  it('sends plain selects of a replica request to the replica, and nothing else', async () => {
    expect(statementOf(knex('vendors').select('id') as never)).toBe('read');
    expect(statementOf(knex('vendors').first() as never)).toBe('read');
    expect(statementOf(knex('vendors').forUpdate() as never)).toBe('write');
    expect(statementOf(knex('vendors').insert({ id: 'a' }) as never)).toBe('write');
    expect(statementOf(knex('vendors').where({ id: 'a' }).update({ name: 'b' }) as never)).toBe('write');
    expect(statementOf(knex('vendors').where({ id: 'a' }).del() as never)).toBe('write');
    expect(statementOf(knex.raw('select 1') as never)).toBe('raw read');
    expect(statementOf(knex.raw('DELETE FROM vendors') as never)).toBe('write');
    expect(statementGoesTo(open, 'read')).toBe('replica');
    expect(statementGoesTo(open, 'raw read')).toBe('primary');
    expect(statementGoesTo({ ...open, replica: false }, 'read')).toBe('primary');
    expect(statementGoesTo({ ...open, open: false }, 'read')).toBe('primary');
    expect(statementGoesTo(undefined, 'read')).toBe('primary');
    await knex.destroy();
  });
});

describe('routeReads: a request through the router (two SQLite databases stand for the primary and a replica)', () => {
  let primary: Knex;
  let replica: Knex;
  let replicas: ReadReplicas;
  let now: number;
  let router: { publicDataChanged(): void };
  const events: string[] = [];
  let app: HttpApp;

  const seed = async (knex: Knex, tagline: string) => {
    await knex.schema.createTable('vendors', (t) => {
      t.string('id').primary();
      t.string('tagline');
    });
    await knex('vendors').insert({ id: 'v1', tagline });
  };

  beforeEach(async () => {
    primary = createKnex({ client: 'sqlite', filename: ':memory:' });
    replica = createKnex({ client: 'sqlite', filename: ':memory:' });
    await seed(primary, 'on the primary');
    await seed(replica, 'on the replica');
    events.length = 0;
    replicas = new ReadReplicas(primary, [{ name: 'replica-1', knex: replica }], {
      down: (r, e) => events.push(`down ${r}: ${e}`),
      up: (r) => events.push(`up ${r}`),
      fallback: (r) => events.push(`fallback ${r}`),
      // SQLite has no SHOW REPLICA STATUS: the stand-in replica is used unchecked.
      lagUnknown: () => undefined,
    });
    // Until a replica has been looked at once, its reads go to the primary (see the test at the end).
    await replicas.checked();
    // The repositories hold the primary's knex; the app below reads and writes through it, as they do.
    const hono = new Hono();
    const tagline = async () => ((await primary('vendors').where({ id: 'v1' }).first()) as { tagline: string }).tagline;
    hono.get('/tagline', async (c) => c.text(await tagline()));
    hono.get('/visit', async (c) => {
      await primary('vendors').where({ id: 'v1' }).update({ tagline: 'visited' });
      return c.text(await tagline());
    });
    // An insights beacon: a POST on every page view that counts in Redis and writes no row.
    hono.post('/beacon', (c) => c.body(null, 204));
    hono.put('/tagline', async (c) => {
      await primary.transaction(async (trx) => trx('vendors').where({ id: 'v1' }).update({ tagline: 'edited' }));
      return c.text(await tagline());
    });
    app = hono as unknown as HttpApp;
    now = 1_000_000;
    router = routeReads(app, replicas, { secureCookie: true, now: () => now, windowMs: 5000 });
  });
  afterEach(async () => {
    await replicas.destroy().catch(() => undefined);
    await primary.destroy();
  });

  it('reads a public request from the replica; outside a request, the primary', async () => {
    const res = await app.request('/tagline');
    expect(await res.text()).toBe('on the replica');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(((await primary('vendors').first()) as { tagline: string }).tagline).toBe('on the primary');
    expect(replicas.stats.replicaReads).toBe(1);
  });

  it('writes to the primary, reads its own write there and tells the browser to read the primary for a while', async () => {
    const res = await app.request('/tagline', { method: 'PUT' });
    expect(await res.text()).toBe('edited');
    expect(res.headers.get('set-cookie')).toBe(`${PRIMARY_READS_COOKIE}=1; Max-Age=5; Path=/; HttpOnly; SameSite=Lax; Secure`);
    expect(await (await app.request('/tagline', { headers: { cookie: `${PRIMARY_READS_COOKIE}=1` } })).text()).toBe('edited');
    expect(await (await app.request('/tagline')).text()).toBe('on the replica');
  });

  it('sends a GET that writes to the primary from its write on, with the cookie', async () => {
    const res = await app.request('/visit');
    expect(await res.text()).toBe('visited');
    expect(res.headers.get('set-cookie')).toContain(`${PRIMARY_READS_COOKIE}=1`);
  });

  it("leaves a visitor's reads on the replicas after a POST that wrote nothing (the page-view beacon)", async () => {
    const res = await app.request('/beacon', { method: 'POST' });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('reads the primary for the window after public data changed', async () => {
    router.publicDataChanged();
    now += 4000;
    expect(await (await app.request('/tagline')).text()).toBe('on the primary');
    now += 1000;
    expect(await (await app.request('/tagline')).text()).toBe('on the replica');
  });

  it('runs the read on the primary when the replica fails it', async () => {
    await replica.destroy();
    const res = await app.request('/tagline');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('on the primary');
    expect(replicas.stats.fallbacks).toBe(1);
    expect(events).toEqual(['fallback replica-1']);
  });

  it('logs one line per replica and reason a minute when its reads fail, counting the ones left out in the next', async () => {
    const fresh = createKnex({ client: 'sqlite', filename: ':memory:' });
    // The replica lacks the table (as when the reader may not SELECT a new one): every read fails there.
    const bare = createKnex({ client: 'sqlite', filename: ':memory:' });
    await seed(fresh, 'on the primary');
    let clock = 1_000_000;
    const lines: string[] = [];
    const flooded = new ReadReplicas(
      fresh,
      [{ name: 'replica-3', knex: bare }],
      { down: () => undefined, up: () => undefined, fallback: (r, _error, suppressed) => lines.push(`${r}, ${suppressed} left out`), lagUnknown: () => undefined },
      { now: () => clock },
    );
    const read = () => flooded.within(true, async () => ((await fresh('vendors').where({ id: 'v1' }).first()) as { tagline: string }).tagline);
    try {
      await flooded.checked();
      for (let i = 0; i < 5; i++) expect((await read()).result).toBe('on the primary');
      expect(flooded.stats.fallbacks).toBe(5);
      expect(lines).toEqual(['replica-3, 0 left out']);
      clock += FALLBACK_LOG_MS - 1;
      await read();
      expect(lines).toEqual(['replica-3, 0 left out']);
      clock += 1;
      await read();
      expect(lines).toEqual(['replica-3, 0 left out', 'replica-3, 5 left out']);
    } finally {
      await flooded.destroy();
      await fresh.destroy();
    }
  });

  it("reads the primary until the replica's first check: a replica far behind at start serves nothing, not even the first requests", async () => {
    const fresh = createKnex({ client: 'sqlite', filename: ':memory:' });
    const stale = createKnex({ client: 'sqlite', filename: ':memory:' });
    await seed(fresh, 'on the primary');
    await seed(stale, 'on the replica');
    const unchecked = new ReadReplicas(fresh, [{ name: 'replica-2', knex: stale }], { down: () => undefined, up: () => undefined, fallback: () => undefined, lagUnknown: () => undefined });
    const read = () => unchecked.within(true, async () => ((await fresh('vendors').where({ id: 'v1' }).first()) as { tagline: string }).tagline);
    try {
      // The first request starts the watch; it, and any before the first look ends, read the primary.
      expect((await read()).result).toBe('on the primary');
      await unchecked.checked();
      expect((await read()).result).toBe('on the replica');
    } finally {
      await unchecked.destroy();
      await fresh.destroy();
    }
  });
});
