// npm run bench:public — the public list and search of the API against the floor of the same SQL through
// bare mysql2, side by side in one run, on a MariaDB holding BENCH_VENDORS vendors (default 10 000).
// Uses MYSQL_URL (a server the script may create a database on) or a throwaway MariaDB from local
// binaries. Prints the table and writes it to docs/performance.md.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import knexFactory from 'knex';
import { ulid } from 'ulid';
import { createKnex } from '../../adapters/persistence/knex/connection.ts';
import { migrateLatest } from '../../adapters/persistence/knex/migrator.ts';
import { seedDemo } from '../../adapters/persistence/knex/seeds/demo-seed.ts';
import { LocalFileStorage } from '../../adapters/storage/local/local-file-storage.ts';
import { freePort, startThrowawayMariaDb } from '../../tests/support/mariadb.ts';

const TOTAL = Number(process.env.BENCH_VENDORS ?? 10_000);
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

const bar = (done: number, total: number, label: string) => {
  const width = 30;
  const filled = Math.round((done / total) * width);
  process.stdout.write(`\r  ${label} [${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${done}/${total}`);
  if (done === total) process.stdout.write('\n');
};

const WORDS = 'barn garden rustic elegant lakeside mountain historic modern chapel vineyard ballroom loft waterfall orchard meadow estate'.split(' ');
const CITIES = ['Greenville', 'Spartanburg', 'Anderson', 'Clemson', 'Easley', 'Greer', 'Simpsonville', 'Travelers Rest', 'Pickens', 'Seneca', 'Mauldin', 'Fountain Inn'];
let seed = 42;
const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;

const waitForHttp = async (url: string, ms = 60_000) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
};

/** One autocannon run over `paths` (taken in turn across all connections); p95 from every response time. */
const run = (origin: string, paths: readonly string[]) =>
  new Promise<{ rps: number; p50: number; p95: number; p99: number; errors: number }>((resolve, reject) => {
    let next = 0;
    const times: number[] = [];
    const instance = autocannon(
      {
        url: origin,
        connections: CONNECTIONS,
        duration: DURATION_S,
        requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length]! }) }],
      },
      (err, r) => {
        if (err) return reject(err);
        times.sort((a, b) => a - b);
        const at = (q: number) => Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) * 10) / 10;
        resolve({ rps: Math.round(r.requests.average), p50: at(0.5), p95: at(0.95), p99: at(0.99), errors: r.non2xx + r.errors + r.timeouts });
      },
    );
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });

const main = async () => {
  const mariadb = process.env.MYSQL_URL ? null : await startThrowawayMariaDb();
  const serverUrl = (process.env.MYSQL_URL ?? mariadb!.url).replace(/\/[^/]*$/, '/');
  const dbName = `bench_${Date.now().toString(36)}`;
  const admin = knexFactory({ client: 'mysql2', connection: serverUrl });
  await admin.raw(`CREATE DATABASE \`${dbName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.destroy();
  const databaseUrl = `${serverUrl}${dbName}`;
  const knex = createKnex({ client: 'mysql', url: databaseUrl });
  const children: ChildProcess[] = [];
  try {
    console.log(`Preparing ${TOTAL} vendors in MariaDB…`);
    await migrateLatest(knex);
    await seedDemo(knex, new LocalFileStorage(path.join(root, 'tests/.artifacts/uploads')), { adminEmails: [] });
    const categories = (await knex('categories').select('id', 'slug')) as Array<{ id: string; slug: string }>;
    const existing = Number(((await knex('vendors').count({ n: '*' }).first()) as { n: number }).n);
    const now = new Date();
    for (let done = existing; done < TOTAL; ) {
      const batch = Math.min(500, TOTAL - done);
      const vendors = [];
      const images = [];
      for (let i = 0; i < batch; i++) {
        const id = ulid();
        const words = [pick(WORDS), pick(WORDS), pick(WORDS)];
        const city = pick(CITIES);
        const name = `${words[0]![0]!.toUpperCase()}${words[0]!.slice(1)} ${pick(['Hall', 'Studio', 'Events', 'Farm', 'Collective', 'House'])} ${done + i}`;
        vendors.push({
          id, name, slug: `bench-${done + i}`, tagline: `${words.join(' ')} weddings in the Upstate`,
          description: `<p>A ${words.join(', ')} wedding vendor serving ${city} and the Blue Ridge foothills.</p>`,
          description_text: `A ${words.join(', ')} wedding vendor serving ${city} and the Blue Ridge foothills.`,
          category_id: pick(categories).id, city: pick(CITIES), county: 'Greenville', state: 'SC',
          starting_price: Math.round(rand() * 80) * 100, price_range: pick(['budget', 'moderate', 'premium', 'luxury']),
          is_active: rand() > 0.05, is_featured: rand() < 0.1, is_verified: rand() < 0.5, premier_partner: false,
          review_average: Math.round((3 + rand() * 2) * 100) / 100, review_count: Math.floor(rand() * 40),
          tags_text: `${pick(WORDS)} ${pick(WORDS)}`, created_at: now, updated_at: now,
        });
        images.push({ id: ulid(), vendor_id: id, storage_key: `vendors/bench/${id}.jpg`, medium_key: null, is_primary: true, sort_order: 0, content_type: 'image/jpeg', created_at: now, updated_at: now });
      }
      await knex('vendors').insert(vendors);
      await knex('vendor_images').insert(images);
      done += batch;
      bar(done, TOTAL, 'vendors');
    }
    await knex.raw('ANALYZE TABLE vendors, vendor_images, vendor_tags, categories');

    const apiPort = await freePort();
    const uncachedPort = await freePort();
    const floorPort = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-bench-'));
    const apiEnv = (port: number, cacheSeconds: string) => ({
      ...process.env, NODE_ENV: 'production', PUBLIC_BASE_URL: `http://127.0.0.1:${port}`, DATABASE_URL: databaseUrl, PORT: String(port),
      SEED_DEMO: 'false', MIGRATE_ON_START: 'false', LOG_LEVEL: 'error', DATA_DIR: dataDir, PUBLIC_API_CACHE_SECONDS: cacheSeconds,
    });
    children.push(spawn(process.execPath, ['--import', 'tsx', 'apps/api/main.ts'], { cwd: root, env: apiEnv(apiPort, '30'), stdio: 'ignore' }));
    children.push(spawn(process.execPath, ['--import', 'tsx', 'apps/api/main.ts'], { cwd: root, env: apiEnv(uncachedPort, '0'), stdio: 'ignore' }));
    children.push(spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/floor-server.ts'], { cwd: root, env: { ...process.env, FLOOR_DATABASE_URL: databaseUrl, FLOOR_PORT: String(floorPort) }, stdio: 'ignore' }));
    await waitForHttp(`http://127.0.0.1:${apiPort}/api/ready`);
    await waitForHttp(`http://127.0.0.1:${uncachedPort}/api/ready`);
    await waitForHttp(`http://127.0.0.1:${floorPort}/?category=venues`);

    // The mix: every category × every bench word, so most requests in a run ask for something other
    // connections are not asking for at that moment.
    const mix = categories.flatMap((c) => WORDS.map((w) => `category=${c.slug}&search=${w}`));
    const scenarios = [
      ['list by category', ['category=venues']],
      ['search in a category', ['category=venues&search=barn']],
      [`search mix (${mix.length} different queries)`, mix],
    ] as const;
    const servers = [
      ['API (cache on, 30 s)', `http://127.0.0.1:${apiPort}`, '/api/vendors?'],
      ['API (cache off)', `http://127.0.0.1:${uncachedPort}`, '/api/vendors?'],
      ['floor (bare mysql2, no cache)', `http://127.0.0.1:${floorPort}`, '/?'],
    ] as const;
    const rows: string[] = [];
    for (const [name, queries] of scenarios) {
      for (const [who, origin, prefix] of servers) {
        const paths = queries.map((q) => `${prefix}${q}`);
        await run(origin, paths); // warm-up (JIT, buffer pool, connection pools), not reported
        const r = await run(origin, paths);
        const line = `| ${name} | ${who} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} |`;
        rows.push(line);
        console.log(line);
      }
    }
    const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
    const report = [
      `## Public list and search at ${TOTAL.toLocaleString('en-US')} vendors (MariaDB)`,
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:public\` on ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per row after a warm-up run of the same length; MariaDB, both API processes, the floor server and autocannon share the 2 cores. Latencies in ms, percentiles over every response of the run. The API rows are \`GET /api/vendors?category=…&search=…\`; the floor answers the same page with the same SQL through bare mysql2 in a bare node:http server.`,
      '',
      '| scenario | server | req/s | p50 | p95 | p99 | errors |',
      '|---|---|---|---|---|---|---|',
      ...rows,
      '',
    ].join('\n');
    const file = path.join(root, 'docs/performance.md');
    const header = '# Performance\n\nFigures come from the bench scripts in the repository; rerun them with the command named in each section.\n\n';
    const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : header;
    // Replace only the table between the section heading and the next '###' heading (notes stay).
    const marker = `## Public list and search at`;
    const start = previous.indexOf(marker);
    const end = start >= 0 ? previous.indexOf('\n### ', start) : -1;
    const updated = start < 0 ? `${previous.trimEnd()}\n\n${report}` : `${previous.slice(0, start)}${report}${end >= 0 ? previous.slice(end) : ''}`;
    fs.writeFileSync(file, updated);
    console.log(`\nWritten to docs/performance.md`);
  } finally {
    for (const c of children) c.kill('SIGTERM');
    await knex.destroy();
    await mariadb?.stop();
  }
};

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
