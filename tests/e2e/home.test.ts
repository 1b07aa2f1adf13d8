import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { DIALECTS } from '../support/databases.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';

describe.each(DIALECTS)('home page in Chromium [%s]', (dialect) => {
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSite(dialect);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('shows the six category tiles from the database, each linking to its category page', async () => {
    const page = await browser.newPage();
    const errors = watchPageErrors(page);
    await page.goto(site.baseUrl + '/');
    const tiles = page.getByTestId('category-tile');
    await tiles.first().waitFor({ timeout: 15_000 });
    expect(await tiles.count()).toBe(6);
    const hrefs = await tiles.evaluateAll((els) => els.map((el) => el.closest('a')?.getAttribute('href')));
    expect(hrefs.sort()).toEqual(['/caterers', '/florists', '/music', '/photographers', '/planners', '/venues']);
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#6B46C1');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('loads the vendor remote for /login and the admin remote guard for /admin', async () => {
    const page = await browser.newPage();
    const errors = watchPageErrors(page);
    await page.goto(site.baseUrl + '/login');
    await page.getByLabel(/email/i).waitFor({ timeout: 15_000 });
    await page.goto(site.baseUrl + '/admin');
    await page.waitForURL(/\/login\?redirect=%2Fadmin/, { timeout: 15_000 });
    expect(errors).toEqual([]);
    await page.close();
  });
});
