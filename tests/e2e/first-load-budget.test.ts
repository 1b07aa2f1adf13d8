/**
 * The first-load JavaScript budget of issue 19, held in `npm test`: home ≤ 150 KB gzip, every other public
 * page ≤ 165 KB, measured exactly as `npm run bench:web` measures it (tests/support/first-load.ts): a fresh
 * browser context, the page until the network is idle, every script it loaded, gzip level 6.
 * docs/adr/0025-first-load-javascript.md says what loads when.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { FIRST_LOAD_PAGES, firstLoadPath, gzipKb, kb, measureFirstLoad } from '../support/first-load.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';

describe('first-load JavaScript within budget (issue 19)', () => {
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSite('sqlite');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it.each(FIRST_LOAD_PAGES.map((p) => [p.name, p] as const))('%s', async (_name, { path, budgetKb }) => {
    const pagePath = await firstLoadPath(site.baseUrl, path);
    const scripts = await measureFirstLoad(browser, site.baseUrl + pagePath);
    const largest = [...scripts]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 8)
      .map((s) => `${kb(s.gzip)} KB ${new URL(s.url).pathname}`);
    expect(scripts.length, `${pagePath} loaded no script`).toBeGreaterThan(0);
    expect(gzipKb(scripts), `${pagePath}, largest scripts:\n${largest.join('\n')}`).toBeLessThanOrEqual(budgetKb);
  });
});
