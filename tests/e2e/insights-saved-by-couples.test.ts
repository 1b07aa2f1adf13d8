/**
 * Issue 39 §5 in Chromium: 'Saved by couples' in the vendor's Insights tab. Two browsers on one connection
 * (two browser contexts with people's user agents, both from 127.0.0.1) save the first venue of /venues with the
 * keyboard, one of them removing and saving it again; a headless browser (a bot's user agent) saves it too. The
 * address counts once and the bot not at all: the owner reads 1 through GET /api/vendors/{id}/insights, after
 * the embedded profile's buffer was flushed (every 5 s), and on the Insights tab — figure, chart and table —
 * with axe at 1280 and 390 px. Debian's Chromium against the built site on SQLite.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VendorInsights } from '../../domain/insights/insights-api.ts';
import { seriousAxeViolations } from '../support/axe.ts';
import { signInInBrowser } from '../support/browser-sign-in.ts';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';

const OWNER = 'owner@saved-by-couples.example';
const OWNER_ID = '01JSAVEDBYCOUPLESOWNER0000';
const SHOTS = 'tests/.artifacts';
/** People's browsers (a headless browser's own user agent is a bot's, and is not counted). */
const PEOPLE = [
  { userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', viewport: { width: 1280, height: 900 } },
  { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1', viewport: { width: 390, height: 844 } },
];

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '');

describe("'Saved by couples' in Chromium", () => {
  let site: RunningSite;
  let browser: Browser;
  let token: string;
  let ownerContext: BrowserContext;
  let vendor: { id: string; name: string };

  const figures = async (): Promise<VendorInsights['totals']> => {
    const res = await fetch(`${site.baseUrl}/api/vendors/${vendor.id}/insights?days=7`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { insights: VendorInsights }).insights.totals;
  };

  /** On /venues, from the vendor's card link, Tab reaches its heart; Enter toggles it. Waits for the beacon when one is sent. */
  const toggleSave = async (page: Page, expectBeacon: boolean) => {
    const beacon = expectBeacon ? page.waitForResponse((r) => r.url().endsWith(`/api/vendors/${vendor.id}/events`) && r.request().method() === 'POST') : null;
    await page.locator('.list-results').getByRole('link', { name: vendor.name, exact: true }).first().focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    if (beacon) expect((await beacon).status()).toBe(204);
  };

  beforeAll(async () => {
    site = await startSite('sqlite');
    browser = await launchBrowser();
    // The vendor of the first card of the venues list.
    const probe = await browser.newPage();
    await probe.goto(`${site.baseUrl}/venues`);
    await probe.locator('.list-results[aria-busy="false"]').waitFor();
    const name = (await probe.getByRole('button', { name: /^Save / }).first().getAttribute('aria-label'))!.replace(/^Save /, '');
    await probe.close();
    const row = await site.db.knex('vendors').where({ name, is_active: true }).first('id');
    vendor = { id: row.id, name };
    const now = new Date();
    await site.db.knex('users').insert({ id: OWNER_ID, email: OWNER, is_admin: false, is_active: true, vendor_id: vendor.id, created_at: now, updated_at: now });
    await site.db.knex('vendors').where({ id: vendor.id }).update({ owner_user_id: OWNER_ID });
    ({ token, context: ownerContext } = await signInInBrowser(browser, site, OWNER));
  });
  afterAll(async () => {
    await ownerContext?.close();
    await browser?.close();
    await site?.stop();
  });

  it('counts one save for two browsers on one connection, an unsave and a save again, and none for a bot', async () => {
    expect((await figures()).savedByCouples.value).toBe(0);
    for (const [i, person] of PEOPLE.entries()) {
      const context = await browser.newContext(person);
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      await page.goto(`${site.baseUrl}/venues`);
      await page.locator('.list-results[aria-busy="false"]').waitFor();
      await toggleSave(page, true);
      expect(await focusedName(page)).toBe('Saved');
      if (i === 1) {
        // Removed (nothing sent) and saved again (sent, and not counted again).
        await page.keyboard.press('Enter');
        expect(await focusedName(page)).toBe(`Save ${vendor.name}`);
        await toggleSave(page, true);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
    // A headless browser with its own user agent: its beacon is answered, and not counted.
    const bot = await browser.newContext();
    const botPage = await bot.newPage();
    await botPage.goto(`${site.baseUrl}/venues`);
    await botPage.locator('.list-results[aria-busy="false"]').waitFor();
    await toggleSave(botPage, true);
    await bot.close();

    let totals = await figures();
    for (let i = 0; i < 40 && totals.savedByCouples.value < 1; i++) {
      await new Promise((r) => setTimeout(r, 500));
      totals = await figures();
    }
    expect(totals.savedByCouples.value).toBe(1);
    // Past the next flush (5 s): still one.
    await new Promise((r) => setTimeout(r, 6500));
    expect((await figures()).savedByCouples.value).toBe(1);
  });

  it("shows the owner 'Saved by couples' on the Insights tab, in the chart and its table", async () => {
    const page = await ownerContext.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const errors = watchPageErrors(page);
    await page.goto(`${site.baseUrl}/vendor/dashboard`);
    await page.getByRole('tab', { name: 'Insights' }).click();
    const figure = page.getByTestId('figure-savedByCouples');
    await figure.getByText('1', { exact: true }).waitFor();
    expect(await figure.getByText('Saved by couples', { exact: true }).isVisible()).toBe(true);
    await page.getByLabel('Show on the chart').selectOption({ label: 'Saved by couples' });
    const table = page.getByRole('table', { name: 'Saved by couples per week' });
    await table.waitFor({ state: 'attached' });
    const header = await table.locator('thead th').allTextContents();
    const column = header.indexOf('Saved by couples');
    expect(column).toBeGreaterThan(0);
    const saves = await table.locator(`tbody tr td:nth-of-type(${column})`).allTextContents();
    expect(saves.map(Number).at(-1)).toBe(1);
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await page.locator('[data-testid="chart-drawing"] .ct-bar').first().waitFor({ state: 'attached' });
      expect(await seriousAxeViolations(page), `Insights at ${viewport.width} px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), `Insights fits ${viewport.width} px`).toBe(true);
      await page.screenshot({ path: `${SHOTS}/insights-saved-by-couples-${viewport.width}.png`, fullPage: true });
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});
