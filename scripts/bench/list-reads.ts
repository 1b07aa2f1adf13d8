// The listings' reads through the repository (ADR 39), no HTTP: category list pages, the list page's two
// reads (Featured block + others), landing pages, vendor pages and the admin table, each `JOBS` times from
// CONNECTIONS concurrent callers, on a database the bench filled (search-mix.ts or `npm run bench` with
// BENCH_DATABASE keeps one). Prints req/s, p50 and p95 per read.
//
//   LIST_DATABASE_URL=mysql://root@127.0.0.1:3306/bench CONNECTIONS=50 npx tsx scripts/bench/list-reads.ts
import { createKnex } from '../../adapters/persistence/knex/connection.ts';
import { KnexVendorRepository } from '../../adapters/persistence/knex/repositories/knex-vendor-repository.ts';
import { listAdminVendors } from '../../adapters/persistence/knex/repositories/knex-admin-vendor-table.ts';

const knex = createKnex({ client: 'mysql', url: process.env.LIST_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/bench', poolMax: 60 });
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const JOBS = Number(process.env.JOBS ?? 3000);

const main = async () => {
  const repo = new KnexVendorRepository(knex);
  const categories = ((await knex('categories').select('id')) as Array<{ id: string }>).map((r) => r.id);
  const filters = (await knex('seo_filters').where('is_active', true).select('id', 'category_id')) as Array<{ id: string; category_id: string }>;
  const slugs = ((await knex('vendors').where('is_active', true).orderBy('id').limit(500).select('slug')) as Array<{ slug: string }>).map((r) => r.slug);
  const list = { limit: 12, sortBy: 'reviews' } as const;
  const reads: Record<string, Array<() => Promise<unknown>>> = {
    'category list': categories.flatMap((categoryId) => [1, 2, 3].map((page) => () => repo.listPublic({ ...list, page, categoryId }))),
    'list page (Featured block + others)': categories.map((categoryId) => () =>
      Promise.all([repo.listPublic({ ...list, page: 1, limit: 3, categoryId, block: 'featured' }), repo.listPublic({ ...list, page: 1, categoryId, block: 'others' })]),
    ),
    'landing page': filters.map((f) => () => repo.listPublic({ ...list, page: 1, categoryId: f.category_id, filterId: f.id })),
    'vendor page': slugs.map((slug) => () => repo.findBySlugOrId(slug)),
    'admin table': categories.map((categoryId) => () => listAdminVendors(knex, { search: '', page: 1, limit: 50, filters: [], categoryId })),
  };
  for (const [name, mix] of Object.entries(reads)) {
    for (const read of mix.slice(0, 20)) await read();
    const times: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        for (let i = next++; i < JOBS; i = next++) {
          const t = performance.now();
          await mix[i % mix.length]!();
          times.push(performance.now() - t);
        }
      }),
    );
    times.sort((a, b) => a - b);
    const at = (p: number) => Math.round(times[Math.floor(times.length * p)]! * 10) / 10;
    console.log(`${name}: ${Math.round(JOBS / ((performance.now() - started) / 1000))}/s, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms (${CONNECTIONS} callers)`);
  }
  await knex.destroy();
};

void main();
