// The search alone (ADR 38): the bench's 123-query search mix (the 'full-text search' scenario of run.ts)
// through listOrSearch — the search port's statement and the page's cards by id — with no
// HTTP in between, at each size given, on an empty database it fills (the demo seed, then generated vendors).
//
//   SEARCH_DATABASE_URL=mysql://root@127.0.0.1:3306/bench npx tsx scripts/bench/search-mix.ts 10000 100000
//   SEARCH_DATABASE_URL=sqlite:/tmp/search-bench.db npx tsx scripts/bench/search-mix.ts 10000
//
// MySQL/MariaDB: 10 connections at 10 000 vendors and fewer, 50 above (issue 38's budgets); SQLite: one.
import { createKnex, type DatabaseConfig } from '../../adapters/persistence/knex/connection.ts';
import { migrateLatest } from '../../adapters/persistence/knex/migrator.ts';
import { KnexVendorRepository } from '../../adapters/persistence/knex/repositories/knex-vendor-repository.ts';
import { KnexVendorSearch } from '../../adapters/persistence/knex/repositories/knex-vendor-search.ts';
import { searchNarrowing } from '../../adapters/persistence/knex/vendor-criteria-sql.ts';
import { listOrSearch } from '../../application/listings/list-vendors.ts';
import { DEMO_TOWNS } from '../../adapters/persistence/knex/seeds/demo-data/locations.ts';
import { seedDemo } from '../../adapters/persistence/knex/seeds/demo-seed.ts';
import { LocalFileStorage } from '../../adapters/storage/local/local-file-storage.ts';
import type { VendorListCriteria } from '../../domain/listings/vendor-list-query.ts';
import { analyzeTables, BENCH_WORDS, generateVendors } from './vendor-generator.ts';

const url = process.env.SEARCH_DATABASE_URL ?? 'sqlite:tests/.artifacts/search-mix.db';
const config: DatabaseConfig = url.startsWith('sqlite:') ? { client: 'sqlite', filename: url.slice('sqlite:'.length) } : { client: 'mysql', url, poolMax: 60 };
const knex = createKnex(config);
const mysql = config.client === 'mysql';

const main = async () => {
  await migrateLatest(knex);
  await seedDemo(knex, new LocalFileStorage('tests/.artifacts/search-mix-uploads'), { adminEmails: [] });
  const categories = ((await knex('categories').select('id').orderBy('sort_order')) as Array<{ id: string }>).map((c) => c.id);
  // The mix of run.ts: single words, pairs, a word in a category, towns.
  const words = BENCH_WORDS.filter((_, i) => i % 3 === 0);
  const mix: Array<{ search: string; categoryId?: string }> = [
    ...words.map((w) => ({ search: w })),
    ...words.slice(0, 30).map((w, i) => ({ search: `${w} ${words[(i * 7 + 3) % words.length]}` })),
    ...words.slice(0, 30).map((w, i) => ({ search: w, categoryId: categories[i % categories.length]! })),
    ...Object.values(DEMO_TOWNS).map((t) => ({ search: t.city })),
  ];
  const repo = new KnexVendorRepository(knex);
  const search = new KnexVendorSearch(knex, { narrow: searchNarrowing(knex) });
  const read = (q: (typeof mix)[number]) => listOrSearch(repo, search, { page: 1, limit: 12, sortBy: 'reviews', ...q } as VendorListCriteria);
  for (const size of process.argv.slice(2).map(Number)) {
    await generateVendors(knex, size);
    await analyzeTables(knex);
    // InnoDB's full-text cache merged into the index, as after a quiet night.
    if (mysql) await knex.raw('SET GLOBAL innodb_optimize_fulltext_only = ON').then(() => knex.raw('OPTIMIZE TABLE vendors')).then(() => knex.raw('SET GLOBAL innodb_optimize_fulltext_only = OFF'));
    for (const q of mix) await read(q);
    const connections = !mysql ? 1 : size > 10_000 ? 50 : 10;
    const jobs = [...mix, ...mix, ...mix];
    const times: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async () => {
        for (let q = jobs[next++]; q; q = jobs[next++]) {
          const t = performance.now();
          await read(q);
          times.push(performance.now() - t);
        }
      }),
    );
    times.sort((a, b) => a - b);
    const at = (p: number) => Math.round(times[Math.floor(times.length * p)]! * 10) / 10;
    const perSecond = Math.round(jobs.length / ((performance.now() - started) / 1000));
    console.log(`${config.client}, ${size} vendors, ${connections} connection(s): ${jobs.length} searches, ${perSecond}/s, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`);
  }
  await knex.destroy();
};

void main();
