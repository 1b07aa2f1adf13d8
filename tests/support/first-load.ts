import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

/**
 * First-load JavaScript (issue 19): every script a first visit downloads, gzip level 6 (as the server
 * compresses). One measure for `npm run bench:web` (scripts/bench/first-load.ts, the figures in
 * docs/performance.md) and for the budget test (tests/e2e/first-load-budget.test.ts), so the test holds
 * exactly what the bench reports.
 */

/** Budgets in KB (1024 bytes) of gzip JavaScript: home ≤ 150, every other public page ≤ 165. */
export const HOME_BUDGET_KB = 150;
export const PAGE_BUDGET_KB = 165;

/** The pages measured: name, path (`/vendors/*` is replaced by the first listed vendor's page), budget. */
export const FIRST_LOAD_PAGES = [
  { name: 'home', path: '/', budgetKb: HOME_BUDGET_KB },
  { name: 'category list', path: '/venues', budgetKb: PAGE_BUDGET_KB },
  { name: 'filter landing page', path: '/venues/barn-venues', budgetKb: PAGE_BUDGET_KB },
  { name: 'vendor detail', path: '/vendors/*', budgetKb: PAGE_BUDGET_KB },
  { name: 'vendor login', path: '/login', budgetKb: PAGE_BUDGET_KB },
] as const;

export interface LoadedScript {
  url: string;
  raw: number;
  gzip: number;
}

/** The path of a measured page on a running site (the vendor page is the first listed vendor's). */
export const firstLoadPath = async (baseUrl: string, path: string): Promise<string> => {
  if (path !== '/vendors/*') return path;
  const answer = (await (await fetch(`${baseUrl}/api/vendors?limit=1`)).json()) as { vendors: Array<{ slug: string }> };
  const slug = answer.vendors[0]?.slug;
  if (!slug) throw new Error('the site lists no vendor');
  return `/vendors/${slug}`;
};

/** Opens `url` in a fresh context (empty cache) until the network is idle; every script it loaded. */
export const measureFirstLoad = async (browser: Browser, url: string): Promise<LoadedScript[]> => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const scripts: Array<Promise<LoadedScript>> = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      scripts.push(res.body().then((b) => ({ url: res.url(), raw: b.byteLength, gzip: gzipSync(b, { level: 6 }).byteLength })));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return await Promise.all(scripts);
  } finally {
    await context.close();
  }
};

/** KB with one decimal, as the table prints them. */
export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

/** Total gzip KB of `scripts`, rounded as printed (the budget is checked against what the table shows). */
export const gzipKb = (scripts: readonly LoadedScript[]): number => Number(kb(scripts.reduce((a, s) => a + s.gzip, 0)));
