// The project's source files one request passes through (issue 38's measure): the real composition root on a
// fresh SQLite database with a few vendors, three warm-up requests, then one more, counted. V8's precise
// coverage starts before the app is loaded (started later, it misses functions compiled before), and is
// reset before the counted request. A file counts when any of its code ran for that request (V8 folds a
// function called as often as its enclosing code into that code's count, so every range counts); dependencies
// and test support do not.
//   npx tsx scripts/bench/files-per-request.ts [path]      (default /api/vendors)
import inspector from 'node:inspector/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface ScriptCoverage {
  url: string;
  functions: { ranges: { count: number }[] }[];
}

const target = process.argv[2] ?? '/api/vendors';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const session = new inspector.Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: true });
const { createTestApp } = await import('../../tests/support/test-app.ts');
const { insertCategory, insertVendor } = await import('../../tests/support/rows.ts');
const t = await createTestApp('sqlite');
try {
  const category = await insertCategory(t.db.knex, 'venues', 'Venues', 1);
  for (let i = 0; i < 5; i++) await insertVendor(t.db.knex, category);
  for (let i = 0; i < 3; i++) await (await t.app.request(target)).text();
  await session.post('Profiler.takePreciseCoverage');
  const res = await t.app.request(target);
  await res.text();
  const { result } = (await session.post('Profiler.takePreciseCoverage')) as { result: ScriptCoverage[] };
  const files = result
    .filter((s) => s.url.startsWith('file:') && s.functions.some((f) => f.ranges.some((r) => r.count > 0)))
    .map((s) => path.relative(root, fileURLToPath(s.url)))
    .filter((f) => !/^(\.\.|node_modules|tests|scripts)\//.test(f))
    .sort();
  console.log(`GET ${target}: ${res.status}, ${files.length} files\n${files.join('\n')}`);
} finally {
  await t.close();
}
