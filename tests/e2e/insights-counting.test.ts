/**
 * Browser journey of the insights counting (issue 18 §1, issue 35 §1): two browsers on one connection (two
 * browser contexts, each its own user agent, both from 127.0.0.1: two people of one household, or one
 * person switching browsers) open a vendor's page, see its card in the category list and click its website;
 * the address counts once for each, and a reload and a second click count nothing more. The owner then reads
 * the figures through GET /api/vendors/{id}/insights, after the embedded profile's buffer was flushed (every
 * 5 s by default). Debian's Chromium against the built site on SQLite.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VendorInsights } from '../../domain/insights/insights-api.ts';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { signInInBrowser } from '../support/browser-sign-in.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';

const OWNER = 'owner@insights.example';
const OWNER_ID = '01JINSIGHTSOWNER0000000000';
/** Two browsers' user agents (a headless browser's own user agent is a bot's, and is not counted). */
const PEOPLE = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:132.0) Gecko/20100101 Firefox/132.0',
];

describe('insights counting in Chromium', () => {
  let site: RunningSite;
  let browser: Browser;
  let people: BrowserContext[];
  let token: string;
  let ownerContext: BrowserContext;
  let vendor: { id: string; slug: string };

  const figures = async (): Promise<VendorInsights['totals']> => {
    const res = await fetch(`${site.baseUrl}/api/vendors/${vendor.id}/insights?days=7`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { insights: VendorInsights }).insights.totals;
  };
  /** Waits for the next flushes until the figures say what is expected (or fails after 20 s). */
  const eventually = async (check: (t: VendorInsights['totals']) => boolean): Promise<VendorInsights['totals']> => {
    let last = await figures();
    for (let i = 0; i < 40 && !check(last); i++) {
      await new Promise((r) => setTimeout(r, 500));
      last = await figures();
    }
    return last;
  };

  const visit = async (context: BrowserContext, path: string): Promise<{ page: Page; errors: string[] }> => {
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${site.baseUrl}${path}`);
    return { page, errors };
  };

  beforeAll(async () => {
    site = await startSite('sqlite');
    browser = await launchBrowser();
    // The vendor of the first card of the venues list (so its card is seen there), with a website to click.
    const row = await site.db
      .knex('vendors')
      .join('categories', 'categories.id', 'vendors.category_id')
      .where({ 'vendors.is_active': true, 'categories.slug': 'venues' })
      .whereNotNull('vendors.website')
      .orderBy([{ column: 'vendors.is_featured', order: 'desc' }, { column: 'vendors.review_average', order: 'desc' }])
      .first('vendors.id', 'vendors.slug');
    vendor = { id: row.id, slug: row.slug };
    const now = new Date();
    await site.db.knex('users').insert({ id: OWNER_ID, email: OWNER, is_admin: false, is_active: true, vendor_id: vendor.id, created_at: now, updated_at: now });
    await site.db.knex('vendors').where({ id: vendor.id }).update({ owner_user_id: OWNER_ID });
    ({ token, context: ownerContext } = await signInInBrowser(browser, site, OWNER));
    people = await Promise.all(PEOPLE.map((userAgent) => browser.newContext({ userAgent, viewport: { width: 1280, height: 900 } })));
    // The vendor's website is another site: never reached from this closed network.
    for (const p of people) await p.route((url) => !url.href.startsWith(site.baseUrl), (route) => route.abort());
  });
  afterAll(async () => {
    for (const p of people ?? []) await p.close();
    await ownerContext?.close();
    await browser?.close();
    await site?.stop();
  });

  it('counts one view and one website click for two browsers on one connection, and nothing more for a reload and a second click', async () => {
    expect(await figures()).toMatchObject({ views: { value: 0 }, contactClicks: { value: 0 } });
    const pages: Page[] = [];
    for (const person of people) {
      const { page, errors } = await visit(person, `/vendors/${vendor.slug}`);
      await page.getByTestId('vendor-detail').waitFor();
      const popup = page.waitForEvent('popup');
      await page.getByRole('link', { name: /Visit Website/ }).click();
      await (await popup).close();
      expect(errors.filter((e) => !e.includes('net::ERR_FAILED'))).toEqual([]);
      pages.push(page);
    }
    const counted = await eventually((t) => t.views.value >= 1 && t.contactClicks.value >= 1);
    expect(counted.views.value).toBe(1);
    expect(counted.contactClicks.value).toBe(1);

    // The first person comes back: a reload and another click, the same day.
    await pages[0]!.reload();
    await pages[0]!.getByTestId('vendor-detail').waitFor();
    const popup = pages[0]!.waitForEvent('popup');
    await pages[0]!.getByRole('link', { name: /Visit Website/ }).click();
    await (await popup).close();
    // Past the next flush (5 s): still one of each (the second browser's beacons, and these, counted nothing more).
    await new Promise((r) => setTimeout(r, 6500));
    expect(await figures()).toMatchObject({ views: { value: 1 }, contactClicks: { value: 1 } });
  });

  it('counts the card seen in the category list once per connection, in a batched beacon', async () => {
    // Fresh contexts (no request routing, no earlier visit): each person sees the list for the first time.
    const listPeople = await Promise.all(PEOPLE.map((userAgent) => browser.newContext({ userAgent, viewport: { width: 1280, height: 900 } })));
    for (const [i, person] of listPeople.entries()) {
      const { page } = await visit(person, '/venues');
      const card = page.locator(`[data-vendor-id="${vendor.id}"]`);
      await card.waitFor();
      await card.scrollIntoViewIfNeeded();
      // The first person stays until the batch goes (3 s); the second closes the tab at once: the batch goes on pagehide.
      await page.waitForTimeout(i === 0 ? 3500 : 300);
      await page.close({ runBeforeUnload: true });
      await new Promise((r) => setTimeout(r, 500));
      await person.close();
    }
    const counted = await eventually((t) => t.listAppearances.value >= 1);
    expect(counted.listAppearances.value).toBe(1);
    // Past the next flush (5 s): the second browser's batch counted nothing more.
    await new Promise((r) => setTimeout(r, 6500));
    expect((await figures()).listAppearances.value).toBe(1);
  });
  it('shows the owner the same day’s counts on the Insights tab, chart and table alike', async () => {
    const page = await ownerContext.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${site.baseUrl}/vendor/dashboard`);
    await page.getByRole('tab', { name: 'Insights' }).click();
    // One connection: one view (the other browser and the reload counted nothing), one website click, one card seen in the list.
    await page.getByTestId('figure-views').getByText('1', { exact: true }).waitFor();
    await page.getByTestId('figure-contactClicks').getByText('1', { exact: true }).waitFor();
    await page.getByTestId('figure-listAppearances').getByText('1', { exact: true }).waitFor();
    await page.locator('[data-testid="chart-drawing"] .ct-bar').first().waitFor({ state: 'attached' });
    const table = page.getByRole('table', { name: 'Profile views per week' });
    const viewsColumn = (await table.locator('tbody tr td:nth-of-type(1)').allTextContents()).map(Number);
    // This week's row holds them: counted today, in New York's calendar.
    expect(viewsColumn.at(-1)).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});
