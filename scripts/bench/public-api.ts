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

const run = (url: string) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S }, (err, result) => (err ? reject(err) : resolve(result)));
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
        const name = `${words[0]![0]!.toUpperCase()}${words[0]!.slice(1)} ${pick(['Hall', 'Studio', 'Events', 'Farm', 'Collective', 'House'])} ${done + i}`;
        vendors.push({
          id, name, slug: `bench-${done + i}`, tagline: `${words.join(' ')} weddings in the Upstate`,
          description: `<p>A ${words.join(', ')} wedding vendor serving ${pick(CITIES)} and the Blue Ridge foothills.</p>`,
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
    const floorPort = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-bench-'));
    const env = { ...process.env, NODE_ENV: 'production', PUBLIC_BASE_URL: `http://127.0.0.1:${apiPort}`, DATABASE_URL: databaseUrl, PORT: String(apiPort), SEED_DEMO: 'false', LOG_LEVEL: 'error', DATA_DIR: dataDir };
    children.push(spawn(process.execPath, ['--import', 'tsx', 'apps/api/main.ts'], { cwd: root, env, stdio: 'ignore' }));
    children.push(spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/floor-server.ts'], { cwd: root, env: { ...process.env, FLOOR_DATABASE_URL: databaseUrl, FLOOR_PORT: String(floorPort) }, stdio: 'ignore' }));
    await waitForHttp(`http://127.0.0.1:${apiPort}/api/ready`);
    await waitForHttp(`http://127.0.0.1:${floorPort}/?category=venues`);

    const scenarios = [
      ['list by category', '/api/vendors?category=venues', '/?category=venues'],
      ['full-text search in a category', '/api/vendors?category=venues&search=barn', '/?category=venues&search=barn'],
    ] as const;
    const rows: string[] = [];
    for (const [name, apiPath, floorPath] of scenarios) {
      for (const [who, url] of [['API (Hono + knex)', `http://127.0.0.1:${apiPort}${apiPath}`], ['floor (bare mysql2)', `http://127.0.0.1:${floorPort}${floorPath}`]] as const) {
        await run(url); // warm-up (JIT, buffer pool, connection pools), not reported
        const r = await run(url);
        const line = `| ${name} | ${who} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p90} | ${r.latency.p97_5} | ${r.latency.p99} | ${r.non2xx + r.errors} |`;
        rows.push(line);
        console.log(line);
      }
    }
    const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
    const report = [
      `## Public list and search at ${TOTAL.toLocaleString('en-US')} vendors (MariaDB)`,
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:public\` on ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per row after a warm-up run; MariaDB, the API and the floor server on the same machine. Latencies in ms. p97.5 stands in for p95 (autocannon reports p90 and p97.5; p95 lies between them).`,
      '',
      '| scenario | server | req/s | p50 | p90 | p97.5 | p99 | errors |',
      '|---|---|---|---|---|---|---|---|',
      ...rows,
      '',
    ].join('\n');
    const file = path.join(root, 'docs/performance.md');
    const header = '# Performance\n\nFigures come from the bench scripts in the repository; rerun them with the command named in each section.\n\n';
    const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : header;
    const marker = `## Public list and search at`;
    const kept = previous.includes(marker) ? previous.slice(0, previous.indexOf(marker)) : previous;
    fs.writeFileSync(file, `${kept.trimEnd()}\n\n${report}`);
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
