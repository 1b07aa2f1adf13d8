/**
 * Browser journey of the Insights tab and the admin insights (issue 18 §2, §7): daily counters seeded straight
 * into vendor_daily_stats (as the batched counting writes them), the owner opens 'Insights' and sees the figures,
 * the weekly chart (Chartist, loaded lazily) and its table ('Show as table'), switches the period; the admin sees
 * the site-wide figures on /admin. axe at 1280 and 390 px, screenshots of each, nothing wider than the screen — in
 * Debian's Chromium against the built site on SQLite.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTING_NOTE } from '../../domain/insights/insights-api.ts';
import { seriousAxeViolations } from '../support/axe.ts';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';
import { signInInBrowser } from '../support/browser-sign-in.ts';

const OWNER = 'owner@insights.example';
const OWNER_ID = '01JINSIGHTSOWNER0000000000';
const SHOTS = 'tests/.artifacts';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** A New York calendar day, `daysAgo` before today (the counters' day). */
const nyDay = (daysAgo: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(Date.now() - daysAgo * 86_400_000));

describe('Insights in Chromium', () => {
  let site: RunningSite;
  let browser: Browser;
  let owner: BrowserContext;
  let admin: BrowserContext;
  let vendorId: string;

  const open = async (context: BrowserContext, path: string): Promise<{ page: Page; errors: string[] }> => {
    const page = await context.newPage();
    await page.setViewportSize(DESKTOP);
    const errors = watchPageErrors(page);
    await page.goto(`${site.baseUrl}${path}`);
    return { page, errors };
  };

  /** No serious axe violations at 1280 and 390 px, a screenshot of each, and nothing wider than the screen. */
  const checkBothWidths = async (page: Page, name: string) => {
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      // Chartist redraws on resize: wait for the bars again.
      await page.locator('[data-testid="chart-drawing"] .ct-bar').first().waitFor({ state: 'attached' });
      expect(await seriousAxeViolations(page), `${name} at ${viewport.width} px`).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/insights-${name}-${viewport.width}.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), `${name} fits ${viewport.width} px`).toBe(true);
    }
    await page.setViewportSize(DESKTOP);
  };

  beforeAll(async () => {
    site = await startSite('sqlite');
    browser = await launchBrowser();
    const row = await site.db.knex('vendors').where('is_active', true).orderBy('slug').first('id');
    vendorId = row.id;
    const now = new Date();
    await site.db.knex('users').insert({ id: OWNER_ID, email: OWNER, is_admin: false, is_active: true, vendor_id: vendorId, created_at: now, updated_at: now });
    await site.db.knex('vendors').where({ id: vendorId }).update({ owner_user_id: OWNER_ID });
    // What the counting would have written: 7 views today, 5 ten days ago, 30 list appearances and 2 calls today.
    await site.db.knex('vendor_daily_stats').insert([
      { vendor_id: vendorId, day: nyDay(0), kind: 'profile_view', count: 7 },
      { vendor_id: vendorId, day: nyDay(10), kind: 'profile_view', count: 5 },
      { vendor_id: vendorId, day: nyDay(0), kind: 'list_appearance', count: 30 },
      { vendor_id: vendorId, day: nyDay(0), kind: 'call_click', count: 2 },
    ]);
    ({ context: owner } = await signInInBrowser(browser, site, OWNER, { landing: /\/vendor\/dashboard$/ }));
    ({ context: admin } = await signInInBrowser(browser, site, site.adminEmail, { landing: /\/admin$/ }));
  });
  afterAll(async () => {
    await owner?.close();
    await admin?.close();
    await browser?.close();
    await site?.stop();
  });

  it("shows the owner the Insights tab after the first three, with the figures, the weekly chart and its table", async () => {
    const { page, errors } = await open(owner, '/vendor/dashboard');
    const tabs = page.getByRole('tab');
    await tabs.first().waitFor();
    expect(await tabs.allTextContents()).toEqual(['Business Profile', 'Photo Gallery', 'Filters', 'Insights', 'Availability', 'Reviews', 'Billing']);
    await page.getByRole('tab', { name: 'Insights' }).click();
    const views = page.getByTestId('figure-views');
    await views.getByText('12', { exact: true }).waitFor();
    expect(await page.getByTestId('figure-listAppearances').textContent()).toContain('30');
    expect(await page.getByTestId('figure-contactClicks').textContent()).toContain('2');
    // Nothing in the previous 30 days: no percentage of zero.
    expect(await page.getByTestId('change-views').textContent()).toBe('—');
    expect(await page.getByTestId('counting-note').textContent()).toBe(COUNTING_NOTE);
    expect(await page.getByRole('radio', { name: '30 days' }).isChecked()).toBe(true);

    // The chart (a lazy chunk) draws a bar per week; the same numbers are in its table.
    await page.locator('[data-testid="chart-drawing"] .ct-bar').first().waitFor({ state: 'attached' });
    const table = page.getByRole('table', { name: 'Profile views per week' });
    const viewsColumn = (await table.locator('tbody tr td:nth-of-type(1)').allTextContents()).map(Number);
    expect(viewsColumn.reduce((a, b) => a + b, 0)).toBe(12);
    expect(viewsColumn).toContain(7);
    // Visually hidden (there for screen readers) until 'Show as table'.
    const wrapper = table.locator('xpath=..');
    expect(await wrapper.getAttribute('class')).toContain('visually-hidden');
    await page.getByRole('button', { name: 'Show as table' }).click();
    expect(await page.getByRole('button', { name: 'Hide table' }).getAttribute('aria-expanded')).toBe('true');
    expect(await wrapper.getAttribute('class')).not.toContain('visually-hidden');
    await checkBothWidths(page, 'vendor-tab');

    // Seven days: the view of ten days ago drops out.
    await page.getByRole('radio', { name: '7 days' }).check();
    await page.getByRole('list', { name: 'Totals for the last 7 days' }).waitFor();
    await views.getByText('7', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the admin the site-wide figures per week on /admin, by category, with the table', async () => {
    const { page, errors } = await open(admin, '/admin');
    const section = page.getByTestId('site-insights');
    await section.waitFor();
    expect(Number((await page.getByTestId('site-total-views').locator('.adm-figure__value').textContent())?.replace(/,/g, ''))).toBeGreaterThanOrEqual(12);
    await page.locator('[data-testid="chart-drawing"] .ct-bar').first().waitFor({ state: 'attached' });
    await page.getByRole('table', { name: 'Profile views per week, All categories' }).waitFor({ state: 'attached' });
    // The insights chart's own button: the revenue chart above it has one too (issue 37).
    await section.getByRole('button', { name: 'Show as table' }).click();
    await checkBothWidths(page, 'admin');
    expect(errors).toEqual([]);
    await page.close();
  });
});
