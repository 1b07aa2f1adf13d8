// npm run bench — issue 38's server budgets in one run, on MariaDB. Every public read (list, list as the page
// reads it, list with date + guests + budget, landing page API and HTML, vendor page, city list, search, a
// sitemap file) at 10 000 vendors with 10 connections (budget p95 ≤ 50 ms, cache off) and at BENCH_VENDORS
// with 50 connections (p95 ≤ 250 ms cache off; cache on at least the limit's req/s — each answer stored and
// read back by primary key, scripts/bench/limit-server.ts; a sitemap file p95 ≤ 1 s); 0 errors everywhere.
// At the main size also the routes without a budget (the forms, the inbox, the admin table, the insights
// beacon), and every route on SQLite without the cache. Writes its section of docs/performance.md (between
// the `npm run bench` markers).
//
//   BENCH_VENDORS=100000     vendors in MariaDB at the main size (the 10 000 step is measured on the way)
//   BENCH_SMALL=off          skip the 10 000 step
//   BENCH_CONNECTIONS=10000:10,100000:50   connections per size (default: 10 up to 10 000 vendors, 50 above)
//   BENCH_SECONDS=10         measured seconds per row, after a warm-up of half that
//   BENCH_SQLITE_VENDORS=0   skip SQLite (default 10000)
//   MYSQL_URL=mysql://…/     an existing server to create the bench database on (else a throwaway MariaDB)
//   BENCH_DATABASE=bench_x   with MYSQL_URL: use this database (created if missing) and keep it, so that a
//                            rerun only generates the vendors missing (the server must be configured as the
//                            throwaway one is: the buffer pool of docker-compose.yml; innodb_ft_min_token_size=2)
//   BENCH_DOCS=off           print the report instead of writing docs/ (trial runs)
//   BENCH_ONLY=search        only the scenarios whose name contains this ('|' between several; implies BENCH_DOCS=off)
//   BENCH_CPU_PROF=/tmp/prof  the API processes write V8 CPU profiles there (open in Chrome DevTools)
//
// Each row: autocannon against one server process. MariaDB, the servers and autocannon share the machine,
// so run it on a quiet one.
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
import { startSmtpServer } from '../../tests/support/smtp.ts';

const env = process.env;
const VENDORS = Number(env.BENCH_VENDORS ?? 100_000);
const SECONDS = Number(env.BENCH_SECONDS ?? 10);
const SQLITE_VENDORS = Number(env.BENCH_SQLITE_VENDORS ?? 10_000);
const ONLY = env.BENCH_ONLY ? env.BENCH_ONLY.toLowerCase().split('|').filter(Boolean) : undefined;
const WRITE_DOCS = env.BENCH_DOCS !== 'off' && !ONLY;
/** The MariaDB sizes measured, smallest first: the 10 000 of the first budget on the way to the main size. */
const MARIADB_SIZES = env.BENCH_SMALL !== 'off' && VENDORS > 10_000 ? [10_000, VENDORS] : [VENDORS];
const CONNECTIONS = new Map((env.BENCH_CONNECTIONS ?? '').split(',').filter(Boolean).map((p) => p.split(':').map(Number) as [number, number]));
/** Issue 38: a busy regional site (10 000 vendors) with 10 connections, a large directory with 50. */
const connectionsAt = (vendors: number) => CONNECTIONS.get(vendors) ?? (vendors <= 10_000 ? 10 : 50);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const started = Date.now();

/** The command that reproduces this run, with the knobs it was given. */
const command = [
  ...['BENCH_VENDORS', 'BENCH_SMALL', 'BENCH_CONNECTIONS', 'BENCH_SECONDS', 'BENCH_SQLITE_VENDORS'].filter((k) => env[k] !== undefined).map((k) => `${k}=${env[k]}`),
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
  p95: number;
  errors: number;
}

/** One autocannon run: `next()` gives each request; the p95 over every response of the run. */
const load = (origin: string, next: () => Req, seconds: number, connections: number) =>
  new Promise<Result>((resolve, reject) => {
    const times: number[] = [];
    // Non-2xx answers by status, printed when a run has any (a 401 and a 500 call for different fixes).
    const statuses = new Map<number, number>();
    const instance = autocannon(
      {
        url: origin,
        connections,
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
        const p95 = Math.round((times[Math.min(times.length - 1, Math.floor(0.95 * times.length))] ?? 0) * 10) / 10;
        resolve({ rps: Math.round(r.requests.average), p95, errors: r.non2xx + r.errors + r.timeouts });
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
const measure = async (server: Server, scenario: Scenario, connections: number): Promise<Result> => {
  await load(server.origin, scenario.next(), Math.max(1, Math.round(SECONDS / 2)), connections);
  await settle(server);
  await scenario.drain?.();
  const result = await load(server.origin, scenario.next(), SECONDS, connections);
  await settle(server);
  await scenario.drain?.();
  await scenario.settle?.();
  return result;
};

/**
 * Waits (at most 3 minutes) until the API's outbox relay has sent every email a write scenario queued. Under
 * load the relay falls behind and sends them after the run; without this wait it would do so during the
 * next row, on the cores that row measures.
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

/**
 * The built site (npm run build) as visitors get it: a landing page's HTML with its first view, drawn by the
 * public remote's server build. Without a build, a bare index.html: the HTML rows then leave the first view out.
 */
const webRoot = (() => {
  const built = path.join(root, 'microfrontends');
  if (fs.existsSync(path.join(built, 'shell', 'dist', 'index.html')) && fs.existsSync(path.join(built, 'public', 'dist', 'first-view', 'render.js'))) return built;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-bench-web-'));
  fs.mkdirSync(path.join(dir, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'shell', 'dist', 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Upstate Wedding Directory</title></head><body><div id="root"></div></body></html>',
  );
  return dir;
})();

/** The API's FORM_TOKEN_SECRET: the bench signs each inquiry's form token as if its form had opened 40 s earlier. */
const BENCH_FORM_TOKEN_SECRET = randomBytes(24).toString('hex');
const benchFormTokens = new HmacFormTokens(BENCH_FORM_TOKEN_SECRET);

/** Production requires a mail relay (SMTP_URL): one SMTP server on loopback takes every email the bench's forms queue. */
let benchSmtp: ReturnType<typeof startSmtpServer> | undefined;

/** The API as deployed (production mode, embedded adapters, no Redis), on `databaseUrl`. */
const startApi = async (name: string, databaseUrl: string, cacheSeconds: number): Promise<Server> => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const childEnv: Record<string, string | undefined> = { ...env };
  for (const k of Object.keys(childEnv)) if (/^(REDIS_URL|S3_|SMTP_URL|METRICS_TOKEN|CORS_ORIGINS)/.test(k)) delete childEnv[k];
  const smtp = await (benchSmtp ??= startSmtpServer());
  const profile = env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/api/main.ts'], {
    cwd: root,
    env: {
      ...childEnv,
      NODE_ENV: 'production',
      // Production requires one; nothing here reads /metrics.
      METRICS_TOKEN: randomBytes(24).toString('hex'),
      FORM_TOKEN_SECRET: BENCH_FORM_TOKEN_SECRET,
      SMTP_URL: smtp.url,
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

/**
 * The limit: scripts/bench/limit-server.ts, each read's answer stored precomputed and read back by primary
 * key through the bare driver — the bar the API with its cache must reach. `storeAnswers` fills its table first.
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
  return { name: 'limit', origin, probe: '/ready', child };
};

/** Every distinct request of the cacheable reads, answered once by the API without its cache, into bench_answers. */
const storeAnswers = async (knex: Knex, scenarios: Scenario[], api: Server) => {
  const t = Date.now();
  const { answers, bytes } = await storeBenchAnswers(
    knex,
    api.origin,
    scenarios.flatMap((s) => (s.cacheable ? s.reads ?? [] : [])),
    (done, total) => {
      if (done % 200 === 0 || done === total) bar(done, total, 'answers for the limit');
    },
  );
  console.log(`  ${n(answers)} answers stored for the limit (${n(Math.round(bytes / 1024))} KiB) in ${Math.round((Date.now() - t) / 1000)} s`);
  // InnoDB flushes what was just written in the background, on the cores the rows measure: wait it out.
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
  /** Its name in the report. */
  name: string;
  /** What it sends, for the report. */
  sends: string;
  /** One of issue 38's public reads: measured at every size and judged against the budgets. */
  budgeted: boolean;
  /** Read through the public read cache (ADR 6): at the main size, a cache-on row and a limit row. */
  cacheable: boolean;
  /** A fresh request generator (each run starts at the first request). */
  next: () => () => Req;
  /** For a scenario that queues emails: waits until they are sent (before and after the measured run). */
  drain?: () => Promise<void>;
  /**
   * For a scenario that writes: waits, after its run, until the database has flushed and purged what it
   * wrote (InnoDB works that off in the background for a minute or more, on the cores the next row measures).
   */
  settle?: () => Promise<void>;
  /** A read: every request it sends (a finite, deterministic list), each answer stored for its limit row. */
  reads?: Req[];
}

const cycle = (reqs: Req[]) => () => {
  let i = 0;
  return () => reqs[i++ % reqs.length]!;
};
/** One of issue 38's public reads: its requests sent in turn (and stored once each for the limit row). */
const read = (name: string, sends: string, cacheable: boolean, reqs: Req[]): Scenario => ({ name, sends, budgeted: true, cacheable, next: cycle(reqs), reads: reqs });

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
 * run, so no email or address is reused from one run to the next.
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

/** The requests of each scenario, from what the database holds now: issue 38's public reads first. */
const scenariosFor = async (knex: Knex): Promise<Scenario[]> => {
  const categories = ((await knex('categories').select('slug').orderBy('sort_order')) as Array<{ slug: string }>).map((c) => c.slug);
  const filters = (await knex('seo_filters as f').join('categories as c', 'c.id', 'f.category_id').where('f.is_active', true).select('c.slug as c', 'f.slug as f').orderBy(['c.sort_order', 'f.sort_order', 'f.slug'])) as Array<{ c: string; f: string }>;
  const active = ((await knex('vendors').where('is_active', true).select('slug').orderBy('slug')) as Array<{ slug: string }>).map((r) => r.slug);
  // Up to 20 000 different vendors, spread over the whole directory.
  const step = Math.max(1, Math.floor(active.length / 20_000));
  const slugs = active.filter((_, i) => i % step === 0).slice(0, 20_000);
  // The search mix (scripts/bench/search-mix.ts sends the same): single words, pairs, a word in a category, towns.
  const words = BENCH_WORDS.filter((_, i) => i % 3 === 0);
  const towns = Object.values(DEMO_TOWNS).map((t) => t.city);
  const searches = [
    ...words.map((w) => `search=${w}`),
    ...words.slice(0, 30).map((w, i) => `search=${encodeURIComponent(`${w} ${words[(i * 7 + 3) % words.length]}`)}`),
    ...words.slice(0, 30).map((w, i) => `category=${categories[i % categories.length]}&search=${w}`),
    ...towns.map((t) => `search=${encodeURIComponent(t)}`),
  ];
  const sitemapFiles = [null, ...(await cursors(knex))].map((after) => (after === null ? '/sitemap-vendors.xml' : `/sitemap-vendors.xml?after=${encodeURIComponent(after)}`));
  const wedding = benchWeddingDate();
  const pages = (query: (c: string, page: number) => string) => categories.flatMap((c) => [1, 2, 3].map((p) => ({ path: `/api/vendors?${query(c, p)}` })));
  const budgeted: Scenario[] = [
    read('list', `/api/vendors?category=…&page=1–3 (${categories.length} categories × 3 pages)`, true, pages((c, p) => `category=${c}&page=${p}`)),
    // The list page's own reads (ADR 18): its Featured block and the others' page.
    read(
      'list as the page reads it',
      'the featured block (block=featured&limit=3) and the others (block=others&page=1–3) of each category, by reviews',
      true,
      categories.flatMap((c) => [1, 2, 3].flatMap((p) => [{ path: `/api/vendors?category=${c}&block=featured&limit=3&sortBy=reviews` }, { path: `/api/vendors?category=${c}&block=others&page=${p}&sortBy=reviews` }])),
    ),
    read('list with date, guests and budget', `the list's pages with date=${wedding}&guests=120&maxPrice=6000 (a tenth of the vendors marked the date)`, true, pages((c, p) => `category=${c}&page=${p}&date=${wedding}&guests=120&maxPrice=6000`)),
    read('landing page, API', `/api/vendors/category/{category}/{filter}?page=1–2 (${filters.length} filters)`, true, filters.flatMap(({ c, f }) => [1, 2].map((p) => ({ path: `/api/vendors/category/${c}/${f}?page=${p}` })))),
    read('landing page, HTML', `/{category}/{filter}, the page with its SEO head and first view (${filters.length} filters)`, true, filters.map(({ c, f }) => ({ path: `/${c}/${f}`, headers: { accept: 'text/html' } }))),
    read('vendor page', `/api/vendors/{slug} (${n(slugs.length)} different vendors)`, true, slugs.map((s) => ({ path: `/api/vendors/${s}` }))),
    read('city list', `/api/vendors/locations, all and per category (${categories.length + 1} lists)`, true, [{ path: '/api/vendors/locations' }, ...categories.map((c) => ({ path: `/api/vendors/locations?category=${c}` }))]),
    read('search', `/api/vendors?search=… (the ${searches.length}-query mix: single words, pairs, a word in a category, towns)`, true, searches.map((q) => ({ path: `/api/vendors?${q}` }))),
    // As crawlers fetch it: gzipped (the file is kept gzipped; a client without gzip gets it unzipped per request).
    read('sitemap file', `/sitemap-vendors.xml gzipped, as crawlers take it (≤ ${n(VENDORS_PER_SITEMAP)} URLs a file; ${sitemapFiles.length} file${sitemapFiles.length === 1 ? '' : 's'})`, false, sitemapFiles.map((p) => ({ path: p, headers: { 'accept-encoding': 'gzip' } }))),
  ];
  // The routes without an issue 38 budget: inquiries go to the spread of the vendor pages, with a budget of their category.
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
  // The admin vendor table (newest first), signed in as an admin: every vendor, active ones, featured ones,
  // each category, and each category with one of its filters (as the table's selects send them).
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
  const other = { budgeted: false, cacheable: false } as const;
  const writes = { drain: outboxDrained(knex), settle: () => settleMariaDb(knex) };
  const all: Scenario[] = [
    ...budgeted,
    { ...other, ...writes, name: 'contact form', sends: 'POST /api/contact/submit, 5 messages per address (its limit is 10), each queuing an email', next: contactRequests },
    { ...other, ...writes, name: 'inquiry form', sends: `POST /api/vendors/{id}/inquiries, first inquiries to ${n(inquiryTargets.length)} vendors, each from its own email`, next: inquiryRequests(inquiryTargets) },
    { ...other, name: 'inbox list', sends: `GET /api/vendors/{id}/inquiries by the busy listing's owner (${n(busyInbox)} in its inbox, ${n(allInquiries)} inquiries in all)`, next: cycle([{ path: `/api/vendors/${owner.vendorId}/inquiries`, headers: { authorization: `Bearer ${owner.token}` } }]) },
    { ...other, name: 'admin vendor table', sends: `GET /api/admin/vendors as an admin (${adminQueries.length} filter combinations)`, next: cycle(adminQueries.map((q) => ({ path: `/api/admin/vendors?${q}`, headers: admin }))) },
    { ...other, name: 'insights beacon', sends: `POST /api/vendors/{id}/events, profile views of ${n(eventTargets.length)} vendors, each request a new visitor`, next: eventRequests(eventTargets), drain: insightsFlushed, settle: () => settleMariaDb(knex) },
  ];
  return ONLY ? all.filter((s) => ONLY.some((o) => s.name.toLowerCase().includes(o))) : all;
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

type Cache = 'off' | 'on' | 'limit';
interface Row {
  scenario: Scenario;
  vendors: number;
  connections: number;
  cache: Cache;
  result: Result;
}
const CACHE_LABEL: Record<Cache, string> = { off: 'off', on: 'on (30 s)', limit: 'limit' };

/** Every scenario at one size: the API without its cache, and, where given, with it and the limit (cacheable reads). */
const runSize = async (database: string, scenarios: Scenario[], vendors: number, servers: Partial<Record<Cache, Server>> & { off: Server }): Promise<Row[]> => {
  const connections = connectionsAt(vendors);
  console.log(`\n${database} at ${n(vendors)} vendors, ${connections} connections, ${SECONDS} s per row`);
  const rows: Row[] = [];
  for (const s of scenarios) {
    for (const cache of ['off', ...(s.cacheable ? (['on', 'limit'] as const) : [])] as Cache[]) {
      const server = servers[cache];
      if (!server) continue;
      const r: Row = { scenario: s, vendors, connections, cache, result: await measure(server, s, connections) };
      rows.push(r);
      console.log(`  ${s.name}, ${cache === 'limit' ? 'limit' : `cache ${CACHE_LABEL[cache]}`}: p95 ${r.result.p95} ms, ${n(r.result.rps)} req/s, ${r.result.errors} errors   (${elapsed()})`);
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
  rows: Row[];
  dataSize: DatabaseSize;
}

/**
 * What the buffer pool must hold (docs/operations.md): the InnoDB data and indexes of the application's
 * tables at this size (scripts/bench/database-size.ts; the bench's own table left out).
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
    const rows: Row[] = [];
    let dataSize: DatabaseSize | undefined;
    for (const size of MARIADB_SIZES) {
      await grow(knex, size, 'MariaDB');
      // The generators write behind the API's back, as a bulk load does; after one an API process is
      // (re)started (docs/operations.md): its kept sitemap files, categories and filters are the new ones.
      const main = size === VENDORS;
      const off = await startApi('API (cache off)', databaseUrl, 0);
      servers.push(off);
      const scenarios = (await scenariosFor(knex)).filter((s) => main || s.budgeted);
      const more: Partial<Record<Cache, Server>> = {};
      if (main) {
        dataSize = await measureDataSize(knex);
        servers.push((more.on = await startApi('API (cache on, 30 s)', databaseUrl, 30)));
        if (scenarios.some((s) => s.cacheable)) {
          await storeAnswers(knex, scenarios, off);
          servers.push((more.limit = await startLimit(databaseUrl)));
        }
      }
      rows.push(...(await runSize('MariaDB', scenarios, size, { ...more, off })));
      await stop(servers.splice(0));
    }
    return { version, rows, dataSize: dataSize! };
  } finally {
    await stop(servers);
    await knex.destroy();
    await throwaway?.stop();
  }
};

/** The embedded profile: every scenario without the cache. */
const sqliteRun = async (): Promise<{ version: string; rows: Row[] }> => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-bench-sqlite-'));
  const file = path.join(dir, 'bench.db');
  const knex = await prepare({ client: 'sqlite', filename: file });
  const servers: Server[] = [];
  try {
    await grow(knex, SQLITE_VENDORS, 'SQLite');
    const [{ v: version }] = (await knex.raw('SELECT sqlite_version() AS v')) as [{ v: string }];
    const off = await startApi('API (cache off)', `sqlite://${file}`, 0);
    servers.push(off);
    return { version, rows: await runSize('SQLite', await scenariosFor(knex), SQLITE_VENDORS, { off }) };
  } finally {
    await stop(servers);
    await knex.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

// ─── report ───────────────────────────────────────────────────────────────────────────────────────────

/** Issue 38: p95 without the cache by size; a sitemap file's at any size. */
const P95_BUDGET: Record<number, number> = { 10_000: 50, 100_000: 250 };
const SITEMAP_P95_BUDGET = 1_000;

/** A row's budget and whether it was met (every budget also asks for 0 errors); none where the issue sets none. */
const verdict = (r: Row, rows: Row[]): { budget: string; met?: boolean } => {
  const clean = r.result.errors === 0;
  if (r.cache === 'on') {
    const limit = rows.find((x) => x.scenario.name === r.scenario.name && x.vendors === r.vendors && x.cache === 'limit')?.result;
    return limit ? { budget: `≥ the limit's ${n(limit.rps)} req/s`, met: clean && r.result.rps >= limit.rps } : { budget: '–' };
  }
  const p95 = r.scenario.name === 'sitemap file' ? SITEMAP_P95_BUDGET : P95_BUDGET[r.vendors];
  return p95 === undefined ? { budget: '–' } : { budget: `p95 ≤ ${n(p95)} ms`, met: clean && r.result.p95 <= p95 };
};

/** Issue 38's reads × size: cache off, then cache on against the limit (whose own row is its budget cell). */
const budgetTable = (rows: Row[]): string[] => {
  const shown = rows.filter((r) => r.scenario.budgeted && r.cache !== 'limit');
  const order = [...new Set(shown.map((r) => r.scenario.name))];
  shown.sort((a, b) => order.indexOf(a.scenario.name) - order.indexOf(b.scenario.name) || a.vendors - b.vendors || (a.cache === 'off' ? -1 : 1));
  const judged = shown.map((r) => ({ r, ...verdict(r, rows) }));
  const met = judged.filter((j) => j.met).length;
  const missed = judged.filter((j) => j.met === false).length;
  return [
    '| read | vendors | connections | cache | p95 ms | req/s | errors | budget | |',
    '|---|---:|---:|---|---:|---:|---:|---|---|',
    ...judged.map(({ r, budget, met }) => `| ${r.scenario.name} | ${n(r.vendors)} | ${r.connections} | ${CACHE_LABEL[r.cache]} | ${n(r.result.p95)} | ${n(r.result.rps)} | ${r.result.errors} | ${budget} | ${met === undefined ? '' : met ? 'met' : '**missed**'} |`),
    '',
    `${met} of ${met + missed} budgets met.`,
  ];
};

/** Figures without a budget: one row per scenario and size, without the cache. */
const figuresTable = (rows: Row[]): string[] => [
  '| route | vendors | connections | p95 ms | req/s | errors |',
  '|---|---:|---:|---:|---:|---:|',
  ...rows.filter((r) => r.cache === 'off').map((r) => `| ${r.scenario.name} | ${n(r.vendors)} | ${r.connections} | ${n(r.result.p95)} | ${n(r.result.rps)} | ${r.result.errors} |`),
];

/** What each scenario sends (its last size's wording). */
const sends = (rows: Row[]): string[] => [...new Map(rows.map((r) => [r.scenario.name, r.scenario.sends])).entries()].map(([name, what]) => `- ${name}: ${what}`);

const BEGIN = '<!-- npm run bench: begin (generated; edit scripts/bench/run.ts instead) -->';
const END = '<!-- npm run bench: end -->';

const writeReport = (m: MariaDbRuns, sqlite: { version: string; rows: Row[] } | null, load: { before: number[]; after: number[] }) => {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const machine = `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
  const budgeted = m.rows.filter((r) => r.scenario.budgeted);
  const others = m.rows.filter((r) => !r.scenario.budgeted);
  const lines = [
    BEGIN,
    '## Server under load (`npm run bench`)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} with \`${command}\` (${Math.round((Date.now() - started) / 60_000)} min) on ${machine}; load average ${load.before.map((x) => x.toFixed(1)).join(', ')} before and ${load.after.map((x) => x.toFixed(1)).join(', ')} after.`,
    '',
    `Each row: autocannon against one API process as deployed (\`NODE_ENV=production\`, embedded adapters), ${SECONDS} s after a warm-up of half that; p95 over every response; errors are non-2xx answers, socket errors and timeouts. Cache off: \`PUBLIC_API_CACHE_SECONDS=0\`; on: 30 s, the production setting. The limit: each distinct request's answer stored in a bench table and read back by primary key through the bare driver (\`scripts/bench/limit-server.ts\`). Data: the demo directory grown by \`scripts/bench/vendor-generator.ts\`, with a year of inquiries (${n(BUSY_INQUIRIES)} for one busy listing) and marked days; statistics refreshed and background flushing waited out before the rows. The database, the servers and autocannon share the machine.`,
    '',
    `### Budgets (issue 38): MariaDB ${m.version}`,
    '',
    ...budgetTable(budgeted),
    '',
    ...sends(budgeted),
    '',
    `Data and indexes of the application's tables at ${n(m.dataSize.vendors)} vendors: ${mib(m.dataSize.data)} MiB of data and ${mib(m.dataSize.index)} MiB of indexes (docs/operations.md sizes the buffer pool from this).`,
    '',
  ];
  if (others.length) lines.push('### Routes without a budget (MariaDB, cache off)', '', ...figuresTable(others), '', ...sends(others), '');
  if (sqlite) lines.push(`### SQLite ${sqlite.version} (the embedded profile, cache off)`, '', ...figuresTable(sqlite.rows), '');
  lines.push(END);
  const block = lines.join('\n');
  if (!WRITE_DOCS) {
    console.log(`\n${block}`);
    return;
  }
  const file = path.join(root, 'docs', 'performance.md');
  const previous = fs.readFileSync(file, 'utf8');
  const b = previous.indexOf(BEGIN);
  const e = previous.indexOf(END);
  fs.writeFileSync(file, b >= 0 && e > b ? `${previous.slice(0, b)}${block}${previous.slice(e + END.length)}` : `${previous.trimEnd()}\n\n${block}\n`);
};

const main = async () => {
  const loadBefore = os.loadavg();
  console.log(`npm run bench: MariaDB at ${MARIADB_SIZES.map((s) => `${n(s)} vendors × ${connectionsAt(s)} connections`).join(', then ')}${SQLITE_VENDORS > 0 ? `; SQLite at ${n(SQLITE_VENDORS)}` : ''}; ${SECONDS} s per row. Load average now: ${loadBefore.map((x) => x.toFixed(1)).join(', ')}.`);
  const m = await mariadbRuns();
  const sqlite = SQLITE_VENDORS > 0 ? await sqliteRun() : null;
  writeReport(m, sqlite, { before: loadBefore, after: os.loadavg() });
  if (WRITE_DOCS) console.log(`\nWritten to docs/performance.md in ${elapsed()}.`);
};

const cleanUp = () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  // Only the bench's own bare index.html; never the built site.
  if (webRoot.startsWith(os.tmpdir())) fs.rmSync(webRoot, { recursive: true, force: true });
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
