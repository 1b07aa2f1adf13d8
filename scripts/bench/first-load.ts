// npm run bench:web — the JavaScript a first visit downloads, per page, gzip-compressed as the server sends
// it: the built site on the embedded profile, opened in Chromium with an empty cache. Prints a table and
// writes it to docs/performance.md (budget, issue 19: home ≤ 150 KB, every public page ≤ 165 KB of gzip
// JavaScript); exits with 1 when a page is over its budget (tests/e2e/first-load-budget.test.ts holds the
// same line in `npm test`). `npm run bench:web -- --scripts` also lists each page's scripts, largest
// first, and writes nothing.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser } from '../../tests/support/browser.ts';
import { FIRST_LOAD_PAGES, firstLoadPath, gzipKb, kb, measureFirstLoad } from '../../tests/support/first-load.ts';
import { freePort } from '../../tests/support/mariadb.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

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
    const browser = await launchBrowser();
    const rows: string[] = [];
    const over: string[] = [];
    for (const { name, path: rawPath, budgetKb } of FIRST_LOAD_PAGES) {
      const pagePath = await firstLoadPath(base, rawPath);
      const all = await measureFirstLoad(browser, `${base}${pagePath}`);
      const total = gzipKb(all);
      const line = `| ${name} (\`${pagePath}\`) | ${all.length} | ${kb(all.reduce((a, s) => a + s.raw, 0))} | ${total.toFixed(1)} |`;
      rows.push(line);
      console.log(line);
      if (total > budgetKb) over.push(`${name}: ${total.toFixed(1)} KB > ${budgetKb} KB`);
      if (listScripts) {
        for (const s of [...all].sort((a, b) => b.gzip - a.gzip)) console.log(`    ${kb(s.gzip).padStart(6)} ${kb(s.raw).padStart(7)}  ${new URL(s.url).pathname}`);
      }
    }
    await browser.close();
    if (over.length > 0) {
      console.error(`\nOver budget: ${over.join('; ')}`);
      process.exitCode = 1;
    }
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
    // Only the heading, the measure's paragraph and the table are rewritten: the text after the table (what
    // changed, the figures before) stays.
    let end = -1;
    if (start >= 0) {
      const next = previous.indexOf('\n## ', start + marker.length);
      const table = previous.indexOf('\n| page |', start);
      if (table >= 0 && (next < 0 || table < next)) {
        end = table + 1;
        while (previous.startsWith('|', end)) {
          const eol = previous.indexOf('\n', end);
          end = eol < 0 ? previous.length : eol + 1;
        }
      } else {
        end = next;
      }
    }
    const updated = start < 0 ? `${previous.trimEnd()}\n\n${report}` : `${previous.slice(0, start)}${report}${end >= 0 ? previous.slice(end) : ''}`;
    fs.writeFileSync(file, updated);
    console.log('\nWritten to docs/performance.md');
  } finally {
    api.kill('SIGTERM');
  }
};

main().then(
  () => process.exit(process.exitCode ?? 0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
