// How much memory the database needs (issue 19): grows a throwaway MariaDB (or MYSQL_URL's server) through
// the sizes of DATA_SIZES with the bench's generators, as `npm run bench` does, and prints data_length and
// index_length of the application's tables at each (scripts/bench/database-size.ts), the cost per vendor
// between the last two sizes, and that line carried to DATA_TARGET vendors. docs/operations.md sizes
// innodb_buffer_pool_size from it.
//
//   npx tsx scripts/bench/data-size.ts                    DATA_SIZES=10000,30000 DATA_TARGET=100000
//   DATA_SIZES=100000 npx tsx scripts/bench/data-size.ts   measure 100 000 vendors themselves (slow)
import path from 'node:path';
import knexFactory from 'knex';
import { createKnex } from '../../adapters/persistence/knex/connection.ts';
import { migrateLatest } from '../../adapters/persistence/knex/migrator.ts';
import { seedDemo } from '../../adapters/persistence/knex/seeds/demo-seed.ts';
import { LocalFileStorage } from '../../adapters/storage/local/local-file-storage.ts';
import { startThrowawayMariaDb } from '../../tests/support/mariadb.ts';
import { generateAvailability } from './availability-generator.ts';
import { measureDatabaseSize, type DatabaseSize } from './database-size.ts';
import { BENCH_BUFFER_POOL_BYTES } from './bare-mysql.ts';
import { generateInquiries } from './inquiry-generator.ts';
import { generateVendors } from './vendor-generator.ts';

const sizes = (process.env.DATA_SIZES ?? '10000,30000').split(',').map(Number).sort((a, b) => a - b);
const target = Number(process.env.DATA_TARGET ?? 100_000);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const MiB = (b: number) => `${(b / 2 ** 20).toFixed(1)} MiB`;
const n = (x: number) => x.toLocaleString('en-US');

const main = async () => {
  if (sizes.some((s) => !Number.isInteger(s) || s < 100)) throw new Error(`DATA_SIZES: whole numbers of vendors, at least 100 (got ${process.env.DATA_SIZES})`);
  const throwaway = process.env.MYSQL_URL ? null : await startThrowawayMariaDb();
  const serverUrl = (process.env.MYSQL_URL ?? throwaway!.url).replace(/\/[^/]*$/, '/');
  const dbName = `datasize_${Date.now().toString(36)}`;
  const admin = knexFactory({ client: 'mysql2', connection: serverUrl, pool: { min: 0, max: 1 } });
  await admin.raw(`CREATE DATABASE \`${dbName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const knex = createKnex({ client: 'mysql', url: `${serverUrl}${dbName}` });
  try {
    if (throwaway) await knex.raw(`SET GLOBAL innodb_buffer_pool_size = ${BENCH_BUFFER_POOL_BYTES}`);
    await migrateLatest(knex);
    await seedDemo(knex, new LocalFileStorage(path.join(root, 'tests', '.artifacts', 'bench-uploads')), { adminEmails: [] });
    const measured: DatabaseSize[] = [];
    for (const size of sizes) {
      const t = Date.now();
      await generateVendors(knex, size);
      await generateInquiries(knex);
      await generateAvailability(knex);
      const m = await measureDatabaseSize(knex);
      measured.push(m);
      console.log(`${n(m.vendors)} vendors: data ${MiB(m.data)} + indexes ${MiB(m.index)} = ${MiB(m.data + m.index)} (loaded in ${Math.round((Date.now() - t) / 1000)} s)`);
    }
    const last = measured.at(-1)!;
    console.log('\nLargest tables at the last size (rows are InnoDB estimates):');
    for (const t of last.tables.slice(0, 10)) console.log(`  ${t.table.padEnd(28)} ${n(t.rows).padStart(10)} rows  data ${MiB(t.data).padStart(10)}  indexes ${MiB(t.index).padStart(10)}`);
    if (measured.length >= 2) {
      const a = measured.at(-2)!;
      const perVendor = (last.data + last.index - a.data - a.index) / (last.vendors - a.vendors);
      const at = last.data + last.index + perVendor * (target - last.vendors);
      console.log(`\n${n(Math.round(perVendor))} bytes per vendor between ${n(a.vendors)} and ${n(last.vendors)}; at ${n(target)} vendors: about ${MiB(at)} of data and indexes.`);
    }
  } finally {
    await knex.destroy();
    await admin.raw(`DROP DATABASE IF EXISTS \`${dbName}\``).catch(() => undefined);
    await admin.destroy();
    await throwaway?.stop();
  }
};

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
