// npm run bench — the server's public reads and the contact form under load, against the floor of the
// same SQL and, for every read, the limit (the API's own answer stored in the bench database and read back
// by primary key in a bare server: scripts/bench/limit-server.ts, scripts/bench/bench-answers.ts), on
// MariaDB at BENCH_VENDORS vendors (default 100 000) and on SQLite at BENCH_SQLITE_VENDORS (default 10 000),
// plus how each cost grows from 1 000 to 10 000 to BENCH_VENDORS vendors on MariaDB.
// Writes its section of docs/performance.md (between the `npm run bench` markers) and docs/perf-growth.svg.
//
//   BENCH_VENDORS=100000     vendors in MariaDB for the main run (the growth runs use 1 000 and 10 000 on the way)
//   BENCH_SECONDS=10         measured seconds per row, after a warm-up of half that
//   BENCH_GROWTH=off         skip the growth runs; BENCH_GROWTH_SECONDS=5 their length
//   BENCH_SQLITE_VENDORS=0   skip SQLite (default 10000)
//   MYSQL_URL=mysql://…/     an existing server to create the bench database on (else a throwaway MariaDB)
//   BENCH_DATABASE=bench_x   with MYSQL_URL: use this database (created if missing) and keep it, so that a
//                            rerun finds its vendors there and only generates what is missing (the first
//                            run at 100 000 vendors spends minutes generating them; the server must be
//                            configured as the throwaway one is: the buffer pool of docker-compose.yml, 5 120 MiB;
//                            innodb_ft_min_token_size=2)
//   BENCH_DOCS=off           print the report instead of writing docs/ (trial runs)
//   BENCH_ONLY=contact       only the scenarios whose name contains this (a trial run: implies BENCH_DOCS=off;
//                            BENCH_ONLY=inquir: the inquiry form and the inbox list;
//                            BENCH_ONLY=events: the insights beacon and, to compare, the cached list read;
//                            BENCH_ONLY=admin: the admin vendor table and, to compare, the public list;
//                            several, separated by '|': BENCH_ONLY='list by category (|landing|vendor detail')
//   BENCH_CPU_PROF=/tmp/prof  the API processes write V8 CPU profiles there (open in Chrome DevTools)
//
// Every row is autocannon with 50 connections against one server process; MariaDB, the servers and
// autocannon share the machine, so run it on a quiet one. To see the SQL a route issues (to keep
// floor-server.ts in step), listen to knex's 'query' event around `app.request(…)` as
// tests/integration/explain-plans.test.ts does.
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import knexFactory, { type Knex } from 'knex';
import { createKnex, type DatabaseConfig } from '../../adapters/persistence/knex/connection.ts';
import { migrateLatest } from '../../adapters/persistence/knex/migrator.ts';
import { seedDemo } from '../../adapters/persistence/knex/seeds/demo-seed.ts';
import { LocalFileStorage } from '../../adapters/storage/local/local-file-storage.ts';
import { HmacFormTokens } from '../../adapters/system/hmac-form-tokens.ts';
import { INQUIRY_FORM } from '../../application/inquiries/submit-inquiry.ts';
import { DEMO_TOWNS } from '../../adapters/persistence/knex/seeds/demo-data/locations.ts';
import { VENDORS_PER_SITEMAP } from '../../application/seo/list-sitemap-entries.ts';
import { freePort, startThrowawayMariaDb } from '../../tests/support/mariadb.ts';
import { budgetRangesFor } from '../../domain/inquiries/inquiry-options.ts';
import type { CategorySlug } from '../../domain/categories/category.ts';
import { benchOwnerSession, BUSY_INQUIRIES, generateInquiries } from './inquiry-generator.ts';
import { analyzeTables, BENCH_WORDS, generateVendors } from './vendor-generator.ts';
import { benchAdminSession, storeBenchAnswers } from './bench-answers.ts';
import { measureDatabaseSize, type DatabaseSize } from './database-size.ts';
import { BENCH_BUFFER_POOL_BYTES } from './bare-mysql.ts';
import { benchWeddingDate, generateAvailability } from './availability-generator.ts';
import { STRIPE_TEST_ENV } from '../../tests/support/stripe-test-env.ts';

const env = process.env;
const VENDORS = Number(env.BENCH_VENDORS ?? 100_000);
const SECONDS = Number(env.BENCH_SECONDS ?? 10);
const GROWTH = env.BENCH_GROWTH !== 'off';
const GROWTH_SECONDS = Number(env.BENCH_GROWTH_SECONDS ?? 5);
const SQLITE_VENDORS = Number(env.BENCH_SQLITE_VENDORS ?? 10_000);
const ONLY = env.BENCH_ONLY ? env.BENCH_ONLY.toLowerCase().split('|').filter(Boolean) : undefined;
const WRITE_DOCS = env.BENCH_DOCS !== 'off' && !ONLY;
const CONNECTIONS = 50;
const GROWTH_SIZES = [...new Set([1_000, 10_000].filter((n) => n < VENDORS))];
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const started = Date.now();

/** The command that reproduces this run, with the knobs it was given. */
const command = [
  ...['BENCH_VENDORS', 'BENCH_SECONDS', 'BENCH_GROWTH', 'BENCH_GROWTH_SECONDS', 'BENCH_SQLITE_VENDORS'].filter((k) => env[k] !== undefined).map((k) => `${k}=${env[k]}`),
  'npm run bench',
].join(' ');

// ─── output helpers ───────────────────────────────────────────────────────────────────────────────────

const bar = (done: number, total: number, label: string) => {
  const width = 30;
  const filled = Math.round((done / total) * width);
  process.stdout.write(`\r  ${label} [${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')}`);
  if (done >= total) process.stdout.write('\n');
};
const n = (x: number) => x.toLocaleString('en-US');
const mib = (bytes: number) => n(Math.round(bytes / 2 ** 20));
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;

// ─── load ─────────────────────────────────────────────────────────────────────────────────────────────

interface Req {
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}
interface Result {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

/** One autocannon run: `next()` gives each request; percentiles over every response of the run. */
const load = (origin: string, next: () => Req, seconds: number) =>
  new Promise<Result>((resolve, reject) => {
    const times: number[] = [];
    // Non-2xx answers by status, printed when a run has any (a 401 and a 500 call for different fixes).
    const statuses = new Map<number, number>();
    const instance = autocannon(
      {
        url: origin,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            setupRequest: (req) => {
              const r = next();
              return { ...req, path: r.path, method: r.method ?? 'GET', headers: { ...req.headers, ...r.headers }, ...(r.body ? { body: r.body } : {}) };
            },
          },
        ],
      },
      (err, r) => {
        if (err) return reject(err);
        times.sort((a, b) => a - b);
        if (statuses.size || r.errors || r.timeouts) console.log(`  errors: ${[...statuses].map(([s, k]) => `${k} × ${s}`).concat(r.errors ? [`${r.errors} socket errors`] : [], r.timeouts ? [`${r.timeouts} timeouts`] : []).join(', ')}`);
        const at = (q: number) => Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) * 10) / 10;
        resolve({ rps: Math.round(r.requests.average), p50: at(0.5), p95: at(0.95), p99: at(0.99), errors: r.non2xx + r.errors + r.timeouts });
      },
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      times.push(ms);
      if (status < 200 || status >= 300) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
  });

/**
 * Waits until the server has worked off what a run left behind. autocannon stops at the deadline, but the
 * server still answers (or queues in its database pool) the requests in flight; with slow requests (a
 * sitemap file) that backlog would eat the start of the next run. The probe goes through the pool.
 */
const settle = async (server: Server) => {
  const until = Date.now() + 60_000;
  for (let quick = 0; quick < 2 && Date.now() < until; ) {
    const t = performance.now();
    try {
      await fetch(`${server.origin}${server.probe}`);
    } catch {
      /* busy */
    }
    quick = performance.now() - t < 100 ? quick + 1 : 0;
  }
};

/** A warm-up (JIT, buffer pool, connection pools; half the length, not reported), then the measured run. */
const measure = async (server: Server, scenario: Scenario, seconds: number): Promise<Result> => {
  await load(server.origin, scenario.next(), Math.max(1, Math.round(seconds / 2)));
  await settle(server);
  await scenario.drain?.();
  const written = await scenario.writes?.();
  const result = await load(server.origin, scenario.next(), seconds);
  await settle(server);
  await scenario.drain?.();
  if (written) {
    const line = await written(seconds);
    writeNotes.set(scenario.name, line);
    console.log(`  ${line}`);
  }
  await scenario.settle?.();
  return result;
};

/** What a scenario's `writes` found, by scenario (the last run of it: the main run's). */
const writeNotes = new Map<string, string>();

/**
 * Waits (at most 3 minutes) until the API's outbox relay has sent every email a write scenario queued — the
 * floor's rows too, which the API relays as well. Under load the relay falls behind and sends them after the
 * run; without this wait it would do so during the next row, on the cores that row measures.
 */
const outboxDrained = (knex: Knex) => async () => {
  const until = Date.now() + 180_000;
  for (;;) {
    const left = Number(((await knex('outbox').whereNull('dispatched_at').count({ n: '*' }).first()) as { n: number | string }).n);
    if (left === 0 || Date.now() > until) {
      if (left > 0) console.log(`  (${n(left)} emails still queued after 3 minutes)`);
      return;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
};

// ─── servers ──────────────────────────────────────────────────────────────────────────────────────────

interface Server {
  name: string;
  origin: string;
  /** A cheap request that still waits for a database connection. */
  probe: string;
  child: ChildProcess;
}
const children: ChildProcess[] = [];

const waitForHttp = async (url: string, child: ChildProcess, ms = 120_000) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
};

/** The shell's index.html (the built one if there is one): the filter landing page renders into it. */
const webRoot = (() => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-bench-web-'));
  fs.mkdirSync(path.join(dir, 'shell', 'dist'), { recursive: true });
  const built = path.join(root, 'microfrontends', 'shell', 'dist', 'index.html');
  fs.writeFileSync(
    path.join(dir, 'shell', 'dist', 'index.html'),
    fs.existsSync(built) ? fs.readFileSync(built) : '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Upstate Wedding Directory</title></head><body><div id="root"></div></body></html>',
  );
  return dir;
})();

/** The API's FORM_TOKEN_SECRET: the bench signs each inquiry's form token as if its form had opened 40 s earlier. */
const BENCH_FORM_TOKEN_SECRET = randomBytes(24).toString('hex');
const benchFormTokens = new HmacFormTokens(BENCH_FORM_TOKEN_SECRET);

/** The API as deployed (production mode, embedded adapters, no Redis), on `databaseUrl`. */
const startApi = async (name: string, databaseUrl: string, cacheSeconds: number): Promise<Server> => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const childEnv: Record<string, string | undefined> = { ...env };
  for (const k of Object.keys(childEnv)) if (/^(REDIS_URL|S3_|SMTP_URL|METRICS_TOKEN|CORS_ORIGINS)/.test(k)) delete childEnv[k];
  const profile = env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/api/main.ts'], {
    cwd: root,
    env: {
      ...childEnv,
      NODE_ENV: 'production',
      // Production requires one; nothing here reads /metrics.
      METRICS_TOKEN: randomBytes(24).toString('hex'),
      FORM_TOKEN_SECRET: BENCH_FORM_TOKEN_SECRET,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_BASE_URL: origin,
      DATABASE_URL: databaseUrl,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-bench-data-')),
      WEB_DIST_DIR: webRoot,
      SEED_DEMO: 'false',
      MIGRATE_ON_START: 'false',
      LOG_LEVEL: 'error',
      ADMIN_EMAILS: 'bench-admin@example.com',
      PUBLIC_API_CACHE_SECONDS: String(cacheSeconds),
      // The contact form allows 10 messages per address per 15 minutes; the bench sends each from its
      // own address (X-Forwarded-For, read only behind a proxy), so the limit is measured, not lifted.
      TRUST_PROXY: 'true',
      // Production refuses the local test processor; the bench makes no billing call.
      ...STRIPE_TEST_ENV,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  await waitForHttp(`${origin}/api/health`, child);
  return { name, origin, probe: '/api/ready', child };
};

const startFloor = async (databaseUrl: string): Promise<Server> => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/floor-server.ts'], {
    cwd: root,
    env: { ...env, FLOOR_DATABASE_URL: databaseUrl, FLOOR_PORT: String(port), FLOOR_BASE_URL: origin },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  await waitForHttp(`${origin}/ready`, child);
  return { name: `floor (bare ${databaseUrl.startsWith('mysql') ? 'mysql2' : 'better-sqlite3'})`, origin, probe: '/ready', child };
};

/**
 * The limit (issue 19): scripts/bench/limit-server.ts, each read's answer stored precomputed and read back
 * by primary key through the bare driver. `storeAnswers` fills its table first.
 */
const startLimit = async (databaseUrl: string): Promise<Server> => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/limit-server.ts'], {
    cwd: root,
    env: { ...env, LIMIT_DATABASE_URL: databaseUrl, LIMIT_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  await waitForHttp(`${origin}/ready`, child);
  return { name: `limit (stored answer, bare ${databaseUrl.startsWith('mysql') ? 'mysql2' : 'better-sqlite3'})`, origin, probe: '/ready', child };
};

/** Every distinct request of the read scenarios, answered once by the API without its cache, into bench_answers. */
const storeAnswers = async (knex: Knex, scenarios: Scenario[], api: Server) => {
  const t = Date.now();
  const { answers, bytes } = await storeBenchAnswers(
    knex,
    api.origin,
    scenarios.flatMap((s) => s.reads ?? []),
    (done, total) => {
      if (done % 200 === 0 || done === total) bar(done, total, 'answers for the limit');
    },
  );
  console.log(`  ${n(answers)} answers stored for the limit (${n(Math.round(bytes / 1024))} KiB) in ${Math.round((Date.now() - t) / 1000)} s`);
  // At 100 000 vendors that is ~60 MB written (~3 600 pages) just before the first row: InnoDB flushed them
  // in the background during the list rows, on the cores the servers share (the list row ran at 29% of its
  // limit in the two full runs, 35-37% in targeted ones where few answers are stored). Wait it out.
  await settleMariaDb(knex);
  await settle(api);
};

const stop = async (servers: Server[]) => {
  await Promise.all(
    servers.map(
      (s) =>
        new Promise<void>((resolve) => {
          if (s.child.exitCode !== null) return resolve();
          s.child.once('exit', () => resolve());
          s.child.kill('SIGTERM');
          setTimeout(() => (s.child.kill('SIGKILL'), resolve()), 15_000).unref();
        }),
    ),
  );
};

// ─── scenarios ────────────────────────────────────────────────────────────────────────────────────────

interface Scenario {
  name: string;
  /** Read through the public API cache (ADR 6), so it gets a cache-on row. */
  cacheable: boolean;
  /** A fresh request generator (each run starts at the first request). */
  next: () => () => Req;
  /** For a scenario that queues emails: waits until they are sent (before and after the measured run). */
  drain?: () => Promise<void>;
  /**
   * For a scenario that writes: waits, after its run, until the database has flushed and purged what it
   * wrote. A write row leaves tens of thousands of rows' dirty pages and undo history behind, which InnoDB
   * works off in the background for a minute or more, on the cores the next row measures (the admin table
   * after the inquiry rows: p95 79.9 ms at 100 000 vendors in the full run of f57c73b, ~45 ms on the quiet
   * database).
   */
  settle?: () => Promise<void>;
  /** No floor row (the floor server has no such route). */
  apiOnly?: boolean;
  /** Also run when BENCH_ONLY names one of these (a row the filtered one is compared with). */
  alsoFor?: readonly string[];
  /** Reads the database's write counters before and after the measured run (the drain has run): a line for the report. */
  writes?: () => Promise<(seconds: number) => Promise<string>>;
  /** A read: every request it sends (a finite, deterministic list), each answer stored for its limit row. */
  reads?: Req[];
}

const cycle = (reqs: Req[]) => () => {
  let i = 0;
  return () => reqs[i++ % reqs.length]!;
};
/** A read scenario's requests: sent in turn, and stored once each for the limit row. */
const reads = (reqs: Req[]) => ({ next: cycle(reqs), reads: reqs });

/** Contact messages, each from its own address (5 per address: under the limit of 10, over every run). */
let contactSeq = 0;
const contactRequests = () => () => {
  const k = Math.floor(contactSeq++ / 5);
  const ip = `10.${(k >> 16) & 255}.${(k >> 8) & 255}.${k & 255}`;
  return {
    path: '/api/contact/submit',
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({
      type: 'GENERAL_INQUIRY',
      name: 'Avery Bench',
      email: `avery+${k}@example.com`,
      phone: '864-555-0199',
      subject: 'Availability in June',
      message: 'Hello! We are planning a June wedding for about 120 guests and would love to know your availability and pricing.',
    }),
  };
};

/**
 * First inquiries from vendor pages (pending the couple's confirmation), to `targets` in turn, each from
 * its own email (the limit is 30 a day per email) and 5 from each address (20 an hour per address), with the
 * form opened 40 seconds before (under 3 seconds it would be held as too fast). Counters shared by every
 * run, so no email or address is reused across the API's and the floor's runs.
 */
let inquirySeq = 0;
const inquiryRequests = (targets: Array<{ id: string; budget: string }>) => () => () => {
  const seq = inquirySeq++;
  const k = Math.floor(seq / 5);
  const ip = `11.${(k >> 16) & 255}.${(k >> 8) & 255}.${k & 255}`;
  const target = targets[seq % targets.length]!;
  return {
    path: `/api/vendors/${target.id}/inquiries`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({
      name: 'Avery Bench',
      email: `avery.bench+${seq}@example.com`,
      phone: '864-555-0199',
      weddingDate: '2027-06-12',
      dateUndecided: false,
      guestCount: 120,
      budget: target.budget,
      message: 'Hello! We are planning a June wedding for about 120 guests and would love to know your availability and pricing.',
      website: '',
      formToken: benchFormTokens.issue(INQUIRY_FORM, new Date(Date.now() - 40_000)),
    }),
  };
};

/**
 * Insights beacons (issue 18): a profile view of one of `targets` in turn, each request a new visitor (its own
 * address, X-Forwarded-For, and a browser user agent with a build number of its own), so every request is
 * counted — none is a repeat, none is rate-limited — and the buffer has the most to write.
 */
let eventSeq = 0;
const eventRequests = (targets: string[]) => () => () => {
  const seq = eventSeq++;
  return {
    path: `/api/vendors/${targets[seq % targets.length]}/events`,
    method: 'POST' as const,
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'x-forwarded-for': `12.${(seq >> 16) & 255}.${(seq >> 8) & 255}.${seq & 255}`,
      'user-agent': `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${seq % 10_000}.0 Safari/537.36`,
    },
    body: '{"kinds":["profile_view"]}',
  };
};

/** The API's insights flush interval (INSIGHTS_FLUSH_SECONDS, default 5 s) and a margin: the last counts are written by then. */
const INSIGHTS_FLUSH_MS = Number(env.INSIGHTS_FLUSH_SECONDS ?? 5) * 1000;
const insightsFlushed = () => new Promise<void>((r) => setTimeout(r, INSIGHTS_FLUSH_MS + 1500));

/**
 * The database writes of an insights row: MariaDB's count of INSERT statements (the flush's upsert is one;
 * nothing else writes during the row) and the counts the rows received. Each statement adds to a vendor's
 * row at most once, so statements per second bound the writes per second per vendor.
 */
const insightsWrites = (knex: Knex, vendors: number) => async () => {
  const inserts = async () => Number(((await knex.raw("SHOW GLOBAL STATUS LIKE 'Com_insert'")) as [[{ Value: string }]])[0][0].Value);
  const counted = async () => Number(((await knex('vendor_daily_stats').sum({ n: 'count' }).first()) as { n: number | string | null }).n ?? 0);
  const [i0, c0] = [await inserts(), await counted()];
  return async (seconds: number) => {
    const [i1, c1] = [await inserts(), await counted()];
    const statements = i1 - i0;
    const perSecond = Math.round((statements / seconds) * 100) / 100;
    return `insights writes: ${n(c1 - c0)} views counted into ${n(vendors)} vendors' daily rows by ${n(statements)} INSERT statements in the ${seconds} s row and its last flush (${perSecond}/s; each statement touches a vendor at most once: ≤ ${perSecond} writes/s/vendor, budget 1)`;
  };
};

/** The requests of each scenario, from what the database holds now. */
const scenariosFor = async (knex: Knex): Promise<Scenario[]> => {
  const categories = ((await knex('categories').select('slug').orderBy('sort_order')) as Array<{ slug: string }>).map((c) => c.slug);
  const filters = (await knex('seo_filters as f').join('categories as c', 'c.id', 'f.category_id').where('f.is_active', true).select('c.slug as c', 'f.slug as f').orderBy(['c.sort_order', 'f.sort_order', 'f.slug'])) as Array<{ c: string; f: string }>;
  const active = ((await knex('vendors').where('is_active', true).select('slug').orderBy('slug')) as Array<{ slug: string }>).map((r) => r.slug);
  // Up to 20 000 different vendors, spread over the whole directory.
  const step = Math.max(1, Math.floor(active.length / 20_000));
  const slugs = active.filter((_, i) => i % step === 0).slice(0, 20_000);
  // Searches: single words, pairs, a word in a category, towns; each different.
  const words = BENCH_WORDS.filter((_, i) => i % 3 === 0);
  const towns = Object.values(DEMO_TOWNS).map((t) => t.city);
  const searches = [
    ...words.map((w) => `search=${w}`),
    ...words.slice(0, 30).map((w, i) => `search=${encodeURIComponent(`${w} ${words[(i * 7 + 3) % words.length]}`)}`),
    ...words.slice(0, 30).map((w, i) => `category=${categories[i % categories.length]}&search=${w}`),
    ...towns.map((t) => `search=${encodeURIComponent(t)}`),
  ];
  const sitemapFiles = [null, ...(await cursors(knex))].map((after) => (after === null ? '/sitemap-vendors.xml' : `/sitemap-vendors.xml?after=${encodeURIComponent(after)}`));
  // Inquiries go to the same spread of active vendors as the detail pages, with a budget of their category.
  const inquiryTargets = ((await knex('vendors as v').join('categories as c', 'c.id', 'v.category_id').where('v.is_active', true).select('v.id', 'c.slug as category').orderBy('v.slug')) as Array<{ id: string; category: CategorySlug }>)
    .filter((_, i) => i % step === 0)
    .slice(0, 20_000)
    .map((v) => ({ id: v.id, budget: budgetRangesFor(v.category)[1]!.code }));
  // Insights beacons hit 100 active vendors: many events on few listings, where batching matters most.
  const eventTargets = inquiryTargets.slice(0, 100).map((t) => t.id);
  // The busy listing's owner, signed in (a session row, as a sign-in stores it), reads page 1 of the inbox.
  const owner = await benchOwnerSession(knex);
  const busyInbox = Number(((await knex('inquiries').where({ vendor_id: owner.vendorId, state: 'delivered' }).count({ n: '*' }).first()) as { n: number | string }).n);
  const allInquiries = Number(((await knex('inquiries').count({ n: '*' }).first()) as { n: number | string }).n);
  const html = { accept: 'text/html' };
  const wedding = benchWeddingDate();
  // Issue 19: the admin vendor table (newest first), signed in as an admin: every vendor, active ones,
  // featured ones, each category, and each category with one of its filters (as the table's selects send them).
  const admin = { authorization: `Bearer ${(await benchAdminSession(knex)).token}` };
  const filterValues = (await knex('seo_filters as f').join('categories as c', 'c.id', 'f.category_id').where('f.is_active', true).select('c.slug as c', 'f.filter_key as k', 'f.filter_value as v').orderBy(['c.sort_order', 'f.sort_order', 'f.slug'])) as Array<{ c: string; k: string; v: string }>;
  const adminQueries = [
    ...[1, 2, 3].map((p) => `page=${p}`),
    ...[1, 2].map((p) => `status=active&page=${p}`),
    'status=inactive',
    'featured=featured',
    ...categories.flatMap((c) => [1, 2].map((p) => `category=${c}&page=${p}`)),
    ...filterValues.map(({ c, k, v }) => `category=${c}&status=active&${k}=${encodeURIComponent(v)}`),
  ];
  const all: Scenario[] = [
    { name: 'list by category (6 categories × pages 1–3)', cacheable: true, alsoFor: ['events', 'admin', 'search'], ...reads(categories.flatMap((c) => [1, 2, 3].map((p) => ({ path: `/api/vendors?category=${c}&page=${p}` })))) },
    // Issue 18: the same pages of the list for couples who gave a wedding date (a tenth of the vendors marked it), and all three facts.
    { name: 'list by category on a wedding date (date=; 6 categories × pages 1–3)', cacheable: true, ...reads(categories.flatMap((c) => [1, 2, 3].map((p) => ({ path: `/api/vendors?category=${c}&page=${p}&date=${wedding}` })))) },
    { name: 'list by category with date, guests and budget (date=&guests=120&maxPrice=6000; 6 categories × pages 1–3)', cacheable: true, ...reads(categories.flatMap((c) => [1, 2, 3].map((p) => ({ path: `/api/vendors?category=${c}&page=${p}&date=${wedding}&guests=120&maxPrice=6000` })))) },
    // The list page's own reads (ADR 18): its Featured block and the others' page, with and without a wedding date.
    { name: 'list by category as the list page reads it (block=featured&limit=3 and block=others; 6 categories × pages 1–3)', cacheable: true, ...reads(categories.flatMap((c) => [1, 2, 3].flatMap((p) => [{ path: `/api/vendors?category=${c}&block=featured&limit=3&sortBy=reviews` }, { path: `/api/vendors?category=${c}&block=others&page=${p}&sortBy=reviews` }]))) },
    { name: 'list by category as the list page reads it on a wedding date (block=featured and block=others, date=; 6 categories × pages 1–3)', cacheable: true, ...reads(categories.flatMap((c) => [1, 2, 3].flatMap((p) => [{ path: `/api/vendors?category=${c}&block=featured&limit=3&sortBy=reviews&date=${wedding}` }, { path: `/api/vendors?category=${c}&block=others&page=${p}&sortBy=reviews&date=${wedding}` }]))) },
    { name: `full-text search (${searches.length} different queries)`, cacheable: true, ...reads(searches.map((q) => ({ path: `/api/vendors?${q}` }))) },
    { name: `filter landing page, API (${filters.length} filters × pages 1–2)`, cacheable: true, ...reads(filters.flatMap(({ c, f }) => [1, 2].map((p) => ({ path: `/api/vendors/category/${c}/${f}?page=${p}` })))) },
    { name: `filter landing page, HTML with SEO head (${filters.length} filters)`, cacheable: true, ...reads(filters.map(({ c, f }) => ({ path: `/${c}/${f}`, headers: html }))) },
    { name: `vendor detail (${n(slugs.length)} different vendors)`, cacheable: true, ...reads(slugs.map((s) => ({ path: `/api/vendors/${s}` }))) },
    { name: 'sitemap index (/sitemap.xml)', cacheable: false, ...reads([{ path: '/sitemap.xml' }]) },
    { name: `sitemap vendor file (≤ ${n(VENDORS_PER_SITEMAP)} URLs; ${sitemapFiles.length} files)`, cacheable: false, ...reads(sitemapFiles.map((p) => ({ path: p }))) },
    { name: 'POST /api/contact/submit', cacheable: false, next: contactRequests, drain: outboxDrained(knex), settle: () => settleMariaDb(knex) },
    { name: `POST /api/vendors/{id}/inquiries (first inquiry, to ${n(inquiryTargets.length)} vendors)`, cacheable: false, next: inquiryRequests(inquiryTargets), drain: outboxDrained(knex), settle: () => settleMariaDb(knex) },
    {
      name: `inbox list, GET /api/vendors/{id}/inquiries (page 1 and summary; ${n(busyInbox)} in the inbox, ${n(allInquiries)} inquiries in all)`,
      cacheable: false,
      ...reads([{ path: `/api/vendors/${owner.vendorId}/inquiries`, headers: { authorization: `Bearer ${owner.token}` } }]),
    },
    {
      name: `admin vendor table, GET /api/admin/vendors (newest first, signed in as an admin; ${adminQueries.length} filter combinations)`,
      cacheable: false,
      // The floor server has no admin route; the limit row is the comparison.
      apiOnly: true,
      ...reads(adminQueries.map((q) => ({ path: `/api/admin/vendors?${q}`, headers: admin }))),
    },
    {
      name: `POST /api/vendors/{id}/events (insights beacon, profile views of ${n(eventTargets.length)} vendors, each request a new visitor)`,
      cacheable: false,
      apiOnly: true,
      next: eventRequests(eventTargets),
      drain: insightsFlushed,
      settle: () => settleMariaDb(knex),
      ...((knex.client.config.client as string) === 'mysql2' ? { writes: insightsWrites(knex, eventTargets.length) } : {}),
    },
  ];
  return ONLY ? all.filter((s) => ONLY.some((o) => s.name.toLowerCase().includes(o) || s.alsoFor?.includes(o))) : all;
};

/** The sitemap's keyset cursors, as the API computes them (only to list the vendor files to request). */
const cursors = async (knex: Knex): Promise<string[]> => {
  const out: string[] = [];
  for (let after: string | null = null; ; ) {
    const q = knex('vendors').where('is_active', true).select('slug').orderBy('slug').offset(VENDORS_PER_SITEMAP - 1).limit(2);
    if (after !== null) q.where('slug', '>', after);
    const rows = (await q) as Array<{ slug: string }>;
    if (rows.length < 2) return out;
    after = rows[0]!.slug;
    out.push(after);
  }
};

// ─── runs ─────────────────────────────────────────────────────────────────────────────────────────────

interface Row {
  scenario: string;
  server: string;
  result: Result;
}
const row = (r: Row) => `| ${r.scenario} | ${r.server} | ${n(r.result.rps)} | ${r.result.p50} | ${r.result.p95} | ${r.result.p99} | ${r.result.errors} |`;
const TABLE_HEAD = ['| scenario | server | req/s | p50 ms | p95 ms | p99 ms | errors |', '|---|---|---|---|---|---|---|'];

/** Every scenario against each server: cache on (cacheable reads only), cache off, floor, and the limit (reads only). */
const fullRun = async (scenarios: Scenario[], cached: Server, uncached: Server, floor: Server, limit: Server, seconds: number): Promise<Row[]> => {
  const rows: Row[] = [];
  for (const s of scenarios) {
    const servers = [...(s.cacheable ? [cached, uncached] : [{ ...uncached, name: 'API' }]), ...(s.apiOnly ? [] : [floor]), ...(s.reads ? [limit] : [])];
    for (const server of servers) {
      const r = { scenario: s.name, server: server.name, result: await measure(server, s, seconds) };
      rows.push(r);
      console.log(`${row(r)}   (${elapsed()})`);
    }
  }
  return rows;
};

const growthRun = async (scenarios: Scenario[], uncached: Server, floor: Server, limit: Server): Promise<Row[]> => {
  const rows: Row[] = [];
  for (const s of scenarios) {
    for (const server of [s.cacheable ? uncached : { ...uncached, name: 'API' }, ...(s.apiOnly ? [] : [floor]), ...(s.reads ? [limit] : [])]) {
      const r = { scenario: s.name, server: server.name, result: await measure(server, s, GROWTH_SECONDS) };
      rows.push(r);
      console.log(`${row(r)}   (${elapsed()})`);
    }
  }
  return rows;
};

const createDatabase = async (serverUrl: string): Promise<string> => {
  const kept = env.MYSQL_URL ? env.BENCH_DATABASE : undefined;
  if (kept !== undefined && !/^\w+$/.test(kept)) throw new Error(`BENCH_DATABASE must be a plain database name: ${kept}`);
  const dbName = kept ?? `bench_${Date.now().toString(36)}`;
  const admin = knexFactory({ client: 'mysql2', connection: serverUrl, pool: { min: 0, max: 1 } });
  await admin.raw(`CREATE DATABASE ${kept ? 'IF NOT EXISTS ' : ''}\`${dbName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.destroy();
  return `${serverUrl}${dbName}`;
};

/** Migrated, with the demo directory (categories, SEO filters, 60 vendors with photos) to grow from. */
const prepare = async (config: DatabaseConfig): Promise<Knex> => {
  const knex = createKnex(config);
  await migrateLatest(knex);
  await seedDemo(knex, new LocalFileStorage(path.join(root, 'tests', '.artifacts', 'bench-uploads')), { adminEmails: [] });
  return knex;
};

const grow = async (knex: Knex, target: number, label: string) => {
  console.log(`\nGrowing the ${label} directory to ${n(target)} vendors…`);
  await generateVendors(knex, target, { onProgress: (done, total) => bar(done, total, 'vendors') });
  await generateInquiries(knex, { onProgress: (done, total) => bar(done, total, 'inquiries of new vendors') });
  await generateAvailability(knex, { onProgress: (done, total) => bar(done, total, 'marked days and capacities') });
  await analyzeTables(knex);
  await settleMariaDb(knex);
};

/**
 * After loading, InnoDB spends minutes of CPU flushing dirty pages and purging undo history in the
 * background — on the core the servers and autocannon share. The rows wait until that is done (at most
 * 3 minutes), so they measure the routes and not the load that came before them.
 */
const settleMariaDb = async (knex: Knex) => {
  if ((knex.client.config.client as string) !== 'mysql2') return;
  const status = async () => {
    const [[dirty]] = (await knex.raw("SHOW GLOBAL STATUS LIKE 'Innodb_buffer_pool_pages_dirty'")) as [[{ Value: string }]];
    const [[history]] = (await knex.raw("SELECT `COUNT` AS n FROM information_schema.INNODB_METRICS WHERE NAME = 'trx_rseg_history_len'")) as [[{ n: number } | undefined]];
    return { dirty: Number(dirty.Value), history: Number(history?.n ?? 0) };
  };
  const [[was]] = (await knex.raw('SELECT @@GLOBAL.innodb_max_dirty_pages_pct AS pct, @@GLOBAL.innodb_io_capacity AS io, @@GLOBAL.innodb_io_capacity_max AS ioMax')) as [[{ pct: number; io: number; ioMax: number }]];
  // Flush as fast as the disk goes (the default pace, 200 pages a second, would take minutes).
  await knex.raw('SET GLOBAL innodb_io_capacity_max = 40000');
  await knex.raw('SET GLOBAL innodb_io_capacity = 20000');
  await knex.raw('SET GLOBAL innodb_max_dirty_pages_pct = 0');
  const until = Date.now() + 180_000;
  try {
    let s = await status();
    while ((s.dirty > 1000 || s.history > 1000) && Date.now() < until) {
      process.stdout.write(`\r  letting MariaDB settle: ${n(s.dirty)} dirty pages, ${n(s.history)} undo records   `);
      await new Promise((r) => setTimeout(r, 2000));
      s = await status();
    }
    process.stdout.write(`\r  MariaDB settled: ${n(s.dirty)} dirty pages, ${n(s.history)} undo records${' '.repeat(20)}\n`);
  } finally {
    await knex.raw(`SET GLOBAL innodb_max_dirty_pages_pct = ${Number(was.pct)}`);
    await knex.raw(`SET GLOBAL innodb_io_capacity = ${Number(was.io)}`);
    await knex.raw(`SET GLOBAL innodb_io_capacity_max = ${Number(was.ioMax)}`);
  }
};

interface MariaDbRuns {
  version: string;
  main: Row[];
  growth: Map<number, Row[]>;
  dataSize: DatabaseSize;
}

/**
 * What the buffer pool must hold (issue 19, docs/operations.md): the InnoDB data and indexes of the
 * application's tables at this size (scripts/bench/database-size.ts; the bench's own table left out).
 */
const measureDataSize = async (knex: Knex): Promise<DatabaseSize> => {
  const size = await measureDatabaseSize(knex);
  console.log(`  data size: ${mib(size.data)} MiB of data and ${mib(size.index)} MiB of indexes for ${n(size.vendors)} vendors`);
  return size;
};

const mariadbRuns = async (): Promise<MariaDbRuns> => {
  const throwaway = env.MYSQL_URL ? null : await startThrowawayMariaDb();
  const serverUrl = (env.MYSQL_URL ?? throwaway!.url).replace(/\/[^/]*$/, '/');
  const databaseUrl = await createDatabase(serverUrl);
  const knex = await prepare({ client: 'mysql', url: databaseUrl });
  const servers: Server[] = [];
  try {
    // The throwaway server starts with a 256 MB buffer pool (enough for tests); give the bench the pool of
    // docker-compose.yml, sized for 100 000 vendors' data and indexes, as a production server would have.
    if (throwaway) await knex.raw(`SET GLOBAL innodb_buffer_pool_size = ${BENCH_BUFFER_POOL_BYTES}`);
    const [[{ v: version }]] = (await knex.raw('SELECT VERSION() AS v')) as [[{ v: string }]];
    let uncached = await startApi('API (cache off)', databaseUrl, 0);
    const floor = await startFloor(databaseUrl);
    servers.push(uncached, floor);
    // The generators write behind the API's back (no API write empties what it keeps: the sitemap files of
    // ADR 19, the categories and filters it holds, ADR 23), as a bulk load does; after one an API process is
    // restarted (docs/operations.md), and so is this one after each growth step.
    const restartUncached = async () => {
      await stop([uncached]);
      servers.splice(servers.indexOf(uncached), 1);
      uncached = await startApi('API (cache off)', databaseUrl, 0);
      servers.push(uncached);
    };
    // Started once its table exists (after the first answers are stored); each later storeAnswers refills it.
    let limitServer: Server | null = null;
    const limit = async () => {
      if (!limitServer) servers.push((limitServer = await startLimit(databaseUrl)));
      return limitServer;
    };
    const growth = new Map<number, Row[]>();
    if (GROWTH) {
      for (const size of GROWTH_SIZES) {
        await grow(knex, size, 'MariaDB');
        await restartUncached();
        const scenarios = await scenariosFor(knex);
        await storeAnswers(knex, scenarios, uncached);
        console.log(`\nGrowth run at ${n(size)} vendors (MariaDB, ${GROWTH_SECONDS} s per row)`);
        growth.set(size, await growthRun(scenarios, uncached, floor, await limit()));
      }
    }
    await grow(knex, VENDORS, 'MariaDB');
    if (GROWTH) await restartUncached();
    const dataSize = await measureDataSize(knex);
    const cached = await startApi('API (cache on, 30 s)', databaseUrl, 30);
    servers.push(cached);
    const scenarios = await scenariosFor(knex);
    await storeAnswers(knex, scenarios, uncached);
    console.log(`\nMariaDB at ${n(VENDORS)} vendors (${SECONDS} s per row)`);
    const main = await fullRun(scenarios, cached, uncached, floor, await limit(), SECONDS);
    if (GROWTH) growth.set(VENDORS, main.filter((r) => r.server !== cached.name));
    return { version, main, growth, dataSize };
  } finally {
    await stop(servers);
    await knex.destroy();
    await throwaway?.stop();
  }
};

const sqliteRun = async (): Promise<{ version: string; rows: Row[] }> => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-bench-sqlite-'));
  const file = path.join(dir, 'bench.db');
  const knex = await prepare({ client: 'sqlite', filename: file });
  const servers: Server[] = [];
  try {
    await grow(knex, SQLITE_VENDORS, 'SQLite');
    const [{ v: version }] = (await knex.raw('SELECT sqlite_version() AS v')) as [{ v: string }];
    const databaseUrl = `sqlite://${file}`;
    const cached = await startApi('API (cache on, 30 s)', databaseUrl, 30);
    const uncached = await startApi('API (cache off)', databaseUrl, 0);
    const floor = await startFloor(databaseUrl);
    servers.push(cached, uncached, floor);
    const scenarios = await scenariosFor(knex);
    await storeAnswers(knex, scenarios, uncached);
    // Opened read-only once the table exists.
    const limit = await startLimit(databaseUrl);
    servers.push(limit);
    console.log(`\nSQLite at ${n(SQLITE_VENDORS)} vendors (${SECONDS} s per row)`);
    return { version, rows: await fullRun(scenarios, cached, uncached, floor, limit, SECONDS) };
  } finally {
    await stop(servers);
    await knex.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

// ─── report ───────────────────────────────────────────────────────────────────────────────────────────

const find = (rows: Row[], scenario: string, server: string) => rows.find((r) => r.scenario.startsWith(scenario) && r.server.startsWith(server))?.result;

/** Budget lines (issue 7) computed from the rows. */
const budgets = (rows: Row[]): string[] => {
  const lines: string[] = [];
  for (const s of ['list by category', 'full-text search']) {
    const r = find(rows, s, 'API (cache on');
    if (r) lines.push(`- ${s}, p95 ≤ 25 ms at ${CONNECTIONS} connections and ${n(VENDORS)} vendors: **${r.p95 <= 25 ? 'met' : 'missed'}** (API with its cache: p95 ${r.p95} ms; without it: ${find(rows, s, 'API (cache off)')?.p95 ?? '–'} ms).`);
  }
  const ratios = [...new Set(rows.map((r) => r.scenario))].flatMap((s) => {
    const api = find(rows, s, 'API (cache off)') ?? find(rows, s, 'API');
    const floor = rows.find((r) => r.scenario === s && r.server.startsWith('floor'))?.result;
    return api && floor && api.rps > 0 ? [{ s, x: Math.round((floor.rps / api.rps) * 100) / 100 }] : [];
  });
  const worst = ratios.reduce((a, b) => (b.x > a.x ? b : a), { s: '', x: 0 });
  lines.push(
    `- Our overhead over the floor ≤ 2× (floor req/s ÷ API req/s without the cache): **${worst.x <= 2 ? 'met' : 'missed'}**; ${ratios.map((r) => `${r.s.replace(/ \(.*$/, '')} ${r.x}×`).join(', ')}. The contact form's and the inquiry form's API figures include sending their email (outbox relay, mail job, a file per email) in the same process; the floor only stores the rows and the outbox row.`,
  );
  const inquiry = ratios.find((r) => r.s.startsWith('POST /api/vendors/{id}/inquiries'));
  if (inquiry) lines.push(`- The inquiry form (issue 17), floor req/s ÷ API req/s ≤ 1.5×: **${inquiry.x <= 1.5 ? 'met' : 'missed'}** (${inquiry.x}×).`);
  const events = find(rows, 'POST /api/vendors/{id}/events', 'API');
  const list = find(rows, 'list by category', 'API (cache on');
  if (events && list) {
    const note = [...writeNotes].find(([name]) => name.startsWith('POST /api/vendors/{id}/events'))?.[1];
    lines.push(`- The insights beacon (issue 18), POST /api/vendors/{id}/events ≥ half the req/s of the cached list read: **${events.rps * 2 >= list.rps ? 'met' : 'missed'}** (${n(events.rps)} against ${n(list.rps)} req/s, ${Math.round((events.rps / list.rps) * 100)}%)${note ? `; ${note}` : ''}.`);
  }
  lines.push(...limitBudgets(rows));
  lines.push('- No query scans the whole vendors table: checked by `tests/integration/explain-plans.test.ts` (EXPLAIN of every SELECT of these routes, on MariaDB and SQLite).');
  return lines;
};

const short = (s: string) => s.replace(/ \(.*$/, '');
/** A scenario's row by its short name (the name without its parenthesis) and the server's name's start. */
const rowOf = (rows: Row[], scenario: string, server: string) => rows.find((r) => short(r.scenario) === scenario && r.server.startsWith(server))?.result;
/** The API's row without the cache: 'API (cache off)' for cacheable reads, 'API' for the others. */
const apiOf = (rows: Row[], scenario: string) => rowOf(rows, scenario, 'API (cache off)') ?? rows.find((r) => short(r.scenario) === scenario && r.server === 'API')?.result;
const pct = (x: number) => `${Math.round(x * 100)}%`;

/**
 * Issue 19: the API without its cache against the limit (the same answer stored, read by primary key): the
 * share of the limit's req/s it reaches, for every read, and the budgets on it.
 */
const limitBudgets = (rows: Row[]): string[] => {
  const lines: string[] = [];
  const shares = [...new Set(rows.map((r) => short(r.scenario)))].flatMap((s) => {
    const api = apiOf(rows, s);
    const limit = rowOf(rows, s, 'limit');
    return api && limit && limit.rps > 0 ? [{ s, api, limit, share: api.rps / limit.rps }] : [];
  });
  if (!shares.length) return lines;
  lines.push(
    `- API (cache off) ÷ limit, the share of the limit's req/s the API reaches without its cache (the limit: the same answer stored in the database and read by primary key through the bare driver in a bare node:http server): ${shares.map((x) => `${x.s} ${pct(x.share)} (${n(x.api.rps)} of ${n(x.limit.rps)} req/s)`).join(', ')}.`,
  );
  const share = (s: string) => shares.find((x) => x.s === s);
  for (const s of ['list by category', 'filter landing page, API', 'filter landing page, HTML with SEO head', 'vendor detail']) {
    const x = share(s);
    if (x) lines.push(`- ${s}, API (cache off) ≥ 1/3 of the limit's req/s: **${x.share >= 1 / 3 ? 'met' : 'missed'}** (${pct(x.share)}: ${n(x.api.rps)} of ${n(x.limit.rps)} req/s).`);
  }
  const list = apiOf(rows, 'list by category');
  const search = share('full-text search');
  if (search && list) {
    const met = search.share >= 1 / 10 && search.api.p95 < 10 * list.p95;
    lines.push(`- full-text search, API (cache off) ≥ 1/10 of the limit's req/s and p95 under 10× the list's p95: **${met ? 'met' : 'missed'}** (${pct(search.share)} of the limit; p95 ${search.api.p95} ms against ${list.p95} ms, ${Math.round((search.api.p95 / Math.max(0.1, list.p95)) * 10) / 10}×).`);
  }
  const sitemap = apiOf(rows, 'sitemap vendor file');
  if (sitemap) lines.push(`- sitemap vendor file, no errors and p95 ≤ 1 s: **${sitemap.errors === 0 && sitemap.p95 <= 1000 ? 'met' : 'missed'}** (${sitemap.errors} errors, p95 ${n(sitemap.p95)} ms).`);
  const adminTable = apiOf(rows, 'admin vendor table, GET /api/admin/vendors');
  if (adminTable && list) lines.push(`- admin vendor table (newest first, with filters), p95 ≤ 3× the public list's p95 (both without the cache): **${adminTable.p95 <= 3 * list.p95 ? 'met' : 'missed'}** (p95 ${adminTable.p95} ms against ${list.p95} ms, ${Math.round((adminTable.p95 / Math.max(0.1, list.p95)) * 10) / 10}×${adminTable.errors ? `; ${adminTable.errors} errors` : ''}).`);
  return lines;
};

const growthTable = (growth: Map<number, Row[]>): string[] => {
  const sizes = [...growth.keys()].sort((a, b) => a - b);
  const keys = growth.get(sizes[0]!)!.map((r) => [r.scenario, r.server] as const);
  return [
    `| scenario | server | ${sizes.map((s) => `${n(s)} vendors`).join(' | ')} |`,
    `|---|---|${sizes.map(() => '---').join('|')}|`,
    ...keys.map(([scenario, server]) => {
      const cells = sizes.map((size) => {
        const r = growth.get(size)!.find((x) => short(x.scenario) === short(scenario) && x.server === server)?.result;
        return r ? `${n(r.rps)} req/s, p95 ${r.p95} ms` : '–';
      });
      return `| ${short(scenario)} | ${server} | ${cells.join(' | ')} |`;
    }),
  ];
};

const DASHES = { API: '', floor: 'stroke-dasharray="6 4"', limit: 'stroke-dasharray="2 3"' } as const;
/** docs/perf-growth.svg: req/s against vendors (both log scales), one colour per scenario; solid API, dashed floor, dotted limit. */
const growthSvg = (growth: Map<number, Row[]>): string => {
  const sizes = [...growth.keys()].sort((a, b) => a - b);
  const scenarios = [...new Set(growth.get(sizes[0]!)!.map((r) => short(r.scenario)))];
  const W = 960;
  const H = 560;
  const m = { l: 70, r: 330, t: 50, b: 60 };
  const all = [...growth.values()].flat().map((r) => Math.max(1, r.result.rps));
  const yMin = 10 ** Math.floor(Math.log10(Math.min(...all)));
  const yMax = 10 ** Math.ceil(Math.log10(Math.max(...all)));
  const x = (size: number) => m.l + ((Math.log10(size) - Math.log10(sizes[0]!)) / Math.max(1e-9, Math.log10(sizes.at(-1)!) - Math.log10(sizes[0]!))) * (W - m.l - m.r);
  const y = (v: number) => H - m.b - ((Math.log10(Math.max(1, v)) - Math.log10(yMin)) / (Math.log10(yMax) - Math.log10(yMin))) * (H - m.t - m.b);
  const colours = ['#6b46c1', '#d53f8c', '#dd6b20', '#2f855a', '#2b6cb0', '#718096', '#b7791f', '#c53030'];
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="system-ui, sans-serif" font-size="12">`,
    `<rect width="${W}" height="${H}" fill="#fff"/>`,
    `<text x="${m.l}" y="28" font-size="16" font-weight="600">Requests per second as the directory grows (MariaDB, ${CONNECTIONS} connections)</text>`,
  ];
  for (let v = yMin; v <= yMax; v *= 10) {
    parts.push(`<line x1="${m.l}" x2="${W - m.r}" y1="${y(v)}" y2="${y(v)}" stroke="#e2e8f0"/>`, `<text x="${m.l - 8}" y="${y(v) + 4}" text-anchor="end">${n(v)}</text>`);
  }
  for (const s of sizes) {
    parts.push(`<line x1="${x(s)}" x2="${x(s)}" y1="${m.t}" y2="${H - m.b}" stroke="#e2e8f0"/>`, `<text x="${x(s)}" y="${H - m.b + 18}" text-anchor="middle">${n(s)}</text>`);
  }
  parts.push(`<text x="${(m.l + W - m.r) / 2}" y="${H - 18}" text-anchor="middle">vendors (log scale)</text>`);
  parts.push(`<text transform="translate(18 ${(m.t + H - m.b) / 2}) rotate(-90)" text-anchor="middle">req/s (log scale)</text>`);
  scenarios.forEach((scenario, i) => {
    for (const kind of ['API', 'floor', 'limit'] as const) {
      const points = sizes.flatMap((size) => {
        const r = growth.get(size)!.find((x) => short(x.scenario) === scenario && x.server.startsWith(kind))?.result;
        return r ? [[x(size), y(r.rps)] as const] : [];
      });
      if (!points.length) continue;
      parts.push(
        `<polyline fill="none" stroke="${colours[i % colours.length]}" stroke-width="2" ${DASHES[kind]} points="${points.map(([a, b]) => `${a.toFixed(1)},${b.toFixed(1)}`).join(' ')}"/>`,
        ...points.map(([a, b]) => `<circle cx="${a.toFixed(1)}" cy="${b.toFixed(1)}" r="3" fill="${colours[i % colours.length]}"/>`),
      );
    }
    const ly = m.t + 10 + i * 22;
    parts.push(`<line x1="${W - m.r + 20}" x2="${W - m.r + 50}" y1="${ly}" y2="${ly}" stroke="${colours[i % colours.length]}" stroke-width="2"/>`, `<text x="${W - m.r + 58}" y="${ly + 4}">${esc(scenario)}</text>`);
  });
  const ly = m.t + 10 + scenarios.length * 22 + 12;
  parts.push(
    `<line x1="${W - m.r + 20}" x2="${W - m.r + 50}" y1="${ly}" y2="${ly}" stroke="#333" stroke-width="2"/><text x="${W - m.r + 58}" y="${ly + 4}">API (cache off)</text>`,
    `<line x1="${W - m.r + 20}" x2="${W - m.r + 50}" y1="${ly + 20}" y2="${ly + 20}" stroke="#333" stroke-width="2" ${DASHES.floor}/><text x="${W - m.r + 58}" y="${ly + 24}">floor (same SQL, bare mysql2)</text>`,
    `<line x1="${W - m.r + 20}" x2="${W - m.r + 50}" y1="${ly + 40}" y2="${ly + 40}" stroke="#333" stroke-width="2" ${DASHES.limit}/><text x="${W - m.r + 58}" y="${ly + 44}">limit (stored answer by primary key)</text>`,
    '</svg>',
  );
  return `${parts.join('\n')}\n`;
};

const BEGIN = '<!-- npm run bench: begin (generated; edit scripts/bench/run.ts instead) -->';
const END = '<!-- npm run bench: end -->';

const writeReport = (m: MariaDbRuns, sqlite: { version: string; rows: Row[] } | null, load: { before: number[]; after: number[] }) => {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const machine = `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
  const lines = [
    BEGIN,
    `## Server under load (\`npm run bench\`)`,
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} with \`${command}\` (${Math.round((Date.now() - started) / 60_000)} min) on ${machine}; load average ${load.before.map((x) => x.toFixed(1)).join(', ')} before and ${load.after.map((x) => x.toFixed(1)).join(', ')} after. Reproduce with \`npm run bench\` (about 80 minutes on 2 cores; uses \`MYSQL_URL\` if set, else a throwaway MariaDB from local binaries; \`BENCH_VENDORS\`, \`BENCH_SECONDS\`, \`BENCH_GROWTH=off\`, \`BENCH_SQLITE_VENDORS=0\` make it shorter).`,
    '',
    `Each row: autocannon, ${CONNECTIONS} connections, one server process, ${SECONDS} s after a warm-up of half that; latencies in ms, percentiles over every response; errors are non-2xx answers, socket errors and timeouts. The database, the servers and autocannon share the machine. Servers: the API as deployed (\`NODE_ENV=production\`, embedded queue and storage, \`LOG_LEVEL=error\`) with its public read cache (ADR 6, 30 s) or without it (\`PUBLIC_API_CACHE_SECONDS=0\`), and the floor: \`scripts/bench/floor-server.ts\`, the same SQL statements in the same order through the bare driver in a bare node:http server, and the limit: \`scripts/bench/limit-server.ts\`, every read's answer (each distinct request the scenario sends, asked of the API once without its cache) stored in a table \`bench_answers\` of the bench database, one row keyed by the request path, and read back by primary key through the bare driver in a bare node:http server (no session check, no in-memory cache) — the physical limit of serving that answer from this database on this machine. Routes that the cache does not serve (HTML pages, sitemaps, the contact form, the inquiry routes) have one API row. The contact form is measured with its rate limit on: each request comes from its own address (\`TRUST_PROXY=true\`, \`X-Forwarded-For\`, 5 messages per address), and each message also queues an email to the admin, which the API's outbox relay then sends (to files) in the same process. The inquiry form likewise: each request a couple's first inquiry to one of the vendors, from its own email (30 a day per email) and 5 from each address (20 an hour per address), stored pending confirmation with its first message and the confirmation email in one transaction (the API's relay then sends that email). The rows of both forms start, and end, once the relay has sent every queued email (it falls behind under load), so that no row pays for the emails of the one before. The inbox list is page 1 of the busy listing's inbox (newest first, with the unread count, the counts by status and the reply times of 90 days) read by its owner, signed in. Data: the demo directory grown by \`scripts/bench/vendor-generator.ts\` (5% of listings inactive, a photo, 2–3 tags and 0–2 SEO filters each) and \`scripts/bench/inquiry-generator.ts\` (a year of inquiries: 1–5 for a fifth of the listings, ${n(BUSY_INQUIRIES)} for one busy listing with an owner); MariaDB statistics refreshed (ANALYZE) after loading, and its background flushing and purge waited out before the rows, and again after storing the limit row's answers (at most 3 minutes each).`,
    '',
    `### MariaDB ${m.version}, ${n(VENDORS)} vendors`,
    '',
    `Data and indexes of the application's tables at ${n(m.dataSize.vendors)} vendors (information_schema.TABLES, data_length + index_length, after ANALYZE; the bench's own \`bench_answers\` left out): ${mib(m.dataSize.data)} MiB of data and ${mib(m.dataSize.index)} MiB of indexes, ${mib(m.dataSize.data + m.dataSize.index)} MiB in all (docs/operations.md sizes the buffer pool from this).`,
    '',
    ...TABLE_HEAD,
    ...m.main.map(row),
    '',
    '### Budgets',
    '',
    ...budgets(m.main),
    '',
  ];
  if (sqlite) {
    lines.push(`### SQLite ${sqlite.version}, ${n(SQLITE_VENDORS)} vendors (the embedded profile; floor: bare better-sqlite3)`, '', ...TABLE_HEAD, ...sqlite.rows.map(row), '');
  }
  if (m.growth.size > 1) {
    lines.push(
      `### How each cost grows (MariaDB)`,
      '',
      `The same scenarios on the same database as it grows, without the cache, against the floor and the limit (${GROWTH_SECONDS} s per row at ${[...m.growth.keys()].filter((s) => s !== VENDORS).map(n).join(' and ')} vendors; the ${n(VENDORS)} column is the main run above). A cost that does not grow with the directory keeps its req/s.`,
      '',
      ...growthTable(m.growth),
      '',
      '![Requests per second against vendors, API, floor and limit, per scenario](perf-growth.svg)',
      '',
    );
    const svg = WRITE_DOCS ? path.join(root, 'docs', 'perf-growth.svg') : path.join(os.tmpdir(), 'uwd-perf-growth.svg');
    fs.writeFileSync(svg, growthSvg(m.growth));
    if (!WRITE_DOCS) console.log(`\nPlot: ${svg}`);
  }
  lines.push(END);
  const block = lines.join('\n');
  if (!WRITE_DOCS) {
    console.log(`\n${block}`);
    return;
  }
  const file = path.join(root, 'docs', 'performance.md');
  const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Performance\n\nFigures come from the bench scripts in the repository; rerun them with the command named in each section.\n';
  let updated: string;
  const b = previous.indexOf(BEGIN);
  const e = previous.indexOf(END);
  if (b >= 0 && e > b) updated = `${previous.slice(0, b)}${block}${previous.slice(e + END.length)}`;
  else {
    // First run: take the place of the old `npm run bench:public` section, or go after the introduction.
    const old = previous.indexOf('## Public list and search at');
    const next = old >= 0 ? previous.indexOf('\n## ', old + 1) : -1;
    if (old >= 0) updated = `${previous.slice(0, old)}${block}\n${next >= 0 ? previous.slice(next) : ''}`;
    else {
      const first = previous.indexOf('\n## ');
      updated = first >= 0 ? `${previous.slice(0, first + 1)}${block}\n${previous.slice(first)}` : `${previous.trimEnd()}\n\n${block}\n`;
    }
  }
  fs.writeFileSync(file, updated);
};

const main = async () => {
  const loadBefore = os.loadavg();
  console.log(`npm run bench: MariaDB at ${n(VENDORS)} vendors${GROWTH ? ` (growth at ${[...GROWTH_SIZES, VENDORS].map(n).join(', ')})` : ''}${SQLITE_VENDORS > 0 ? `, SQLite at ${n(SQLITE_VENDORS)}` : ''}; ${SECONDS} s per row. Load average now: ${loadBefore.map((x) => x.toFixed(1)).join(', ')}.`);
  const m = await mariadbRuns();
  const sqlite = SQLITE_VENDORS > 0 ? await sqliteRun() : null;
  writeReport(m, sqlite, { before: loadBefore, after: os.loadavg() });
  if (WRITE_DOCS) console.log(`\nWritten to docs/performance.md${m.growth.size > 1 ? ' and docs/perf-growth.svg' : ''} in ${elapsed()}.`);
};

const cleanUp = () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  fs.rmSync(webRoot, { recursive: true, force: true });
};
process.on('SIGINT', () => {
  cleanUp();
  process.exit(130);
});
main().then(
  () => {
    cleanUp();
    process.exit(0);
  },
  (e) => {
    console.error(e);
    cleanUp();
    process.exit(1);
  },
);
