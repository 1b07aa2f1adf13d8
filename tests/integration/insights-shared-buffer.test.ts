/**
 * Insights counting on the production profile (issue 18 §1, ADR 15): two API processes (two containers on one
 * MariaDB database and one Redis) share the dedupe keys, the day's salt and the pending counts; one flush at a
 * time writes them, and Redis never holds an address or a user agent.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Container } from 'inversify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { HttpApp } from '../../adapters/http/app.ts';
import { PinoLogger } from '../../adapters/system/pino-logger.ts';
import { FlushInsights } from '../../application/insights/count-events.ts';
import { loadConfig } from '../../apps/api/config.ts';
import { buildContainer, releaseResources } from '../../apps/api/container.ts';
import { useCases } from '../../apps/api/modules/module.ts';
import { TOKENS } from '../../apps/api/tokens.ts';
import { createTestDatabase, type TestDatabase } from '../support/databases.ts';
import { insertCategory, insertVendor } from '../support/rows.ts';

const FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:132.0) Gecko/20100101 Firefox/132.0';
/** A Redis database of its own, so no other suite's keys mix in. */
const REDIS_DB = 11;

describe('insights buffer shared by two API processes through Redis', () => {
  let db: TestDatabase;
  let dataDir: string;
  let processes: Container[];
  let redis: Redis;
  let barn: string;

  const app = (i: number) => processes[i]!.get<HttpApp>(TOKENS.HttpApp);
  const beacon = (i: number, address: string, kinds: string[]) =>
    app(i).request(`/api/vendors/${barn}/events`, { method: 'POST', headers: { 'content-type': 'text/plain', 'user-agent': FIREFOX, 'x-forwarded-for': address }, body: JSON.stringify({ kinds }) });
  const stored = async () => Object.fromEntries(((await db.knex('vendor_daily_stats').where('vendor_id', barn).select('kind', 'count')) as Array<{ kind: string; count: number }>).map((r) => [r.kind, Number(r.count)]));

  beforeAll(async () => {
    db = await createTestDatabase('mariadb');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-insights-'));
    redis = new Redis(`${inject('redisUrl')}/${REDIS_DB}`);
    await redis.flushdb();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_API_CACHE_SECONDS: '0', TRUST_PROXY: 'true', REDIS_URL: `${inject('redisUrl')}/${REDIS_DB}`, INSIGHTS_FLUSH_SECONDS: '300' });
    processes = [0, 1].map(() => buildContainer({ ...config, database: db.config }, { knex: db.knex, logger: new PinoLogger({ level: 'silent' }), serveWeb: false }));
    const venues = await insertCategory(db.knex, 'venues', 'Venues', 1);
    barn = await insertVendor(db.knex, venues, { name: 'Magnolia Barn' });
  });
  afterAll(async () => {
    for (const c of processes ?? []) await releaseResources(c);
    redis?.disconnect();
    await db?.destroy();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('counts a visitor once whichever process each beacon reaches, and writes the counts once', async () => {
    expect((await beacon(0, '203.0.113.9', ['profile_view', 'call_click'])).status).toBe(204);
    expect((await beacon(1, '203.0.113.9', ['profile_view'])).status).toBe(204); // the same person, another process
    expect((await beacon(1, '203.0.113.77', ['profile_view'])).status).toBe(204);
    const [first, second] = await Promise.all(processes.map((c) => useCases(c)(FlushInsights).execute()));
    // One of the two took the pending counts; the other found the flush taken for this interval.
    expect([first, second].sort()).toEqual([0, 2]);
    expect(await stored()).toEqual({ profile_view: 2, call_click: 1 });
  });

  it('keeps no address or user agent in Redis, and the day salt and dedupe keys expire', async () => {
    const keys = await redis.keys('uwd:insights:*');
    expect(keys.some((k) => k.startsWith('uwd:insights:salt:'))).toBe(true);
    expect(keys.some((k) => k.startsWith('uwd:insights:seen:'))).toBe(true);
    for (const k of keys) {
      expect(k).not.toMatch(/203\.0\.113|Firefox|Mozilla/);
      if (!k.endsWith('flush-lock')) expect(await redis.ttl(k), k).toBeGreaterThan(24 * 60 * 60);
    }
    const salt = await redis.get(keys.find((k) => k.startsWith('uwd:insights:salt:'))!);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(32);
  });

  it('writes what is still pending when a process stops', async () => {
    expect((await beacon(0, '203.0.113.200', ['email_click'])).status).toBe(204);
    await releaseResources(processes[0]!);
    expect((await stored()).email_click).toBe(1);
  });
});
