// npm run bench:web — the JavaScript a first visit downloads, per page, gzip-compressed as the server sends
// it: the built site on the embedded profile, opened in Chromium with an empty cache. Prints a table and
// writes it to docs/performance.md (budget, issue 19: home ≤ 150 KB, every public page ≤ 165 KB of gzip
// JavaScript). `npm run bench:web -- --scripts` also lists each page's scripts, largest first, and writes nothing.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../../tests/support/browser.ts';
import { freePort } from '../../tests/support/mariadb.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const PAGES = [
  ['home', '/'],
  ['category list', '/venues'],
  ['filter landing page', '/venues/barn-venues'],
  ['vendor detail', '/vendors/magnolia-hollow-barn'],
  ['vendor login', '/login'],
] as const;

const listScripts = process.argv.includes('--scripts');

const main = async () => {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uwd-bench-web-'));
  const api = spawn(process.execPath, ['--import', 'tsx', 'apps/api/main.ts'], { cwd: root, env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'error' }, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/api/ready`)).ok) break;
      } catch {
        /* not yet */
      }
      if (i > 600) throw new Error('the site did not start');
      await new Promise((r) => setTimeout(r, 250));
    }
    const slug = (await (await fetch(`${base}/api/vendors?limit=1`)).json()) as { vendors: Array<{ slug: string }> };
    const browser = await launchBrowser();
    const rows: string[] = [];
    for (const [name, rawPath] of PAGES) {
      const pagePath = rawPath.startsWith('/vendors/') ? `/vendors/${slug.vendors[0]?.slug}` : rawPath;
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts: Array<Promise<{ url: string; raw: number; gzip: number }>> = [];
      page.on('response', (res) => {
        if (res.request().resourceType() !== 'script') return;
        scripts.push(res.body().then((b) => ({ url: res.url(), raw: b.byteLength, gzip: gzipSync(b, { level: 6 }).byteLength })));
      });
      await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle' });
      const all = await Promise.all(scripts);
      const kb = (n: number) => (n / 1024).toFixed(1);
      const line = `| ${name} (\`${pagePath}\`) | ${all.length} | ${kb(all.reduce((a, s) => a + s.raw, 0))} | ${kb(all.reduce((a, s) => a + s.gzip, 0))} |`;
      rows.push(line);
      console.log(line);
      if (listScripts) {
        for (const s of [...all].sort((a, b) => b.gzip - a.gzip)) console.log(`    ${kb(s.gzip).padStart(6)} ${kb(s.raw).padStart(7)}  ${new URL(s.url).pathname}`);
      }
      await context.close();
    }
    await browser.close();
    if (listScripts) return;
    const report = [
      '## First-load JavaScript per page',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:web\` (after \`npm run build\`): the built site on the embedded profile, each page opened in Chromium with an empty cache until the network is idle; sizes are of every script the page loaded, gzip level 6 (as the server compresses). Budget (issue 19): home ≤ 150 KB gzip, every public page ≤ 165 KB.`,
      '',
      '| page | scripts | raw KB | gzip KB |',
      '|---|---|---|---|',
      ...rows,
      '',
    ].join('\n');
    const file = path.join(root, 'docs/performance.md');
    const previous = fs.readFileSync(file, 'utf8');
    const marker = '## First-load JavaScript per page';
    const start = previous.indexOf(marker);
    const end = start >= 0 ? previous.indexOf('\n## ', start + marker.length) : -1;
    const updated = start < 0 ? `${previous.trimEnd()}\n\n${report}` : `${previous.slice(0, start)}${report}${end >= 0 ? previous.slice(end) : ''}`;
    fs.writeFileSync(file, updated);
    console.log('\nWritten to docs/performance.md');
  } finally {
    api.kill('SIGTERM');
  }
};

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
