/**
 * Browser journey of availability (issue 18 §4): the owner marks a date unavailable on the dashboard's
 * Availability tab (month grid, keyboard), the inquiry form warns '{vendor name} has marked this date as
 * unavailable' for that date, and the vendor leaves the `/{category}?date=` and `/vendors?date=` lists for
 * that date and is back for another. axe and screenshots at 1280 and 390 px — in Debian's Chromium against
 * the built site on SQLite.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, siteToday } from '../../domain/availability/calendar-days.ts';
import { seriousAxeViolations } from '../support/axe.ts';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { signInInBrowser } from '../support/browser-sign-in.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';

const OWNER = 'owner@availability.example';
const OWNER_ID = '01JAVAILOWNER0000000000000';
const SHOTS = 'tests/.artifacts';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

describe('availability in Chromium', () => {
  let site: RunningSite;
  let browser: Browser;
  let owner: BrowserContext;
  let couple: BrowserContext;
  let vendor: { id: string; name: string; slug: string };
  // A day next month (the grid starts on this month: the owner goes to the next one), and the day after.
  const today = siteToday(new Date());
  const marked = addDays(today, 35);
  const other = addDays(marked, 1);

  const open = async (context: BrowserContext, path: string, viewport = DESKTOP): Promise<{ page: Page; errors: string[] }> => {
    const page = await context.newPage();
    await page.setViewportSize(viewport);
    const errors = watchPageErrors(page);
    await page.goto(`${site.baseUrl}${path}`);
    return { page, errors };
  };

  const checkBothWidths = async (page: Page, name: string) => {
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      expect(await seriousAxeViolations(page), `${name} at ${viewport.width} px`).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/availability-${name}-${viewport.width}.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), `${name} at ${viewport.width} px fits`).toBe(true);
    }
    await page.setViewportSize(DESKTOP);
  };

  /** The names on the cards of a list page, once it has loaded. */
  const cardNames = async (page: Page, path: string): Promise<string[]> => {
    await page.goto(`${site.baseUrl}${path}`);
    await page.locator('.list-results[aria-busy="false"]').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="vendor-card"]').length > 0 || document.body.textContent?.includes('No vendors found'));
    return page.locator('[data-testid="vendor-card"] h3').allTextContents();
  };

  beforeAll(async () => {
    site = await startSite('sqlite');
    browser = await launchBrowser();
    // The top venue of the venues list (featured or not), so it is on page 1 of /venues.
    const res = await fetch(`${site.baseUrl}/api/vendors?category=venues&limit=1`);
    const top = ((await res.json()) as { vendors: Array<{ _id: string; name: string; slug: string }> }).vendors[0]!;
    vendor = { id: top._id, name: top.name, slug: top.slug };
    const now = new Date();
    await site.db.knex('users').insert({ id: OWNER_ID, email: OWNER, is_admin: false, is_active: true, vendor_id: vendor.id, created_at: now, updated_at: now });
    await site.db.knex('vendors').where({ id: vendor.id }).update({ owner_user_id: OWNER_ID });
    ({ context: owner } = await signInInBrowser(browser, site, OWNER, { landing: /\/vendor\/dashboard$/ }));
    couple = await browser.newContext();
  });
  afterAll(async () => {
    await owner?.close();
    await couple?.close();
    await browser?.close();
    await site?.stop();
  });

  it('lets the owner mark a date unavailable from the keyboard on the Availability tab', async () => {
    const { page, errors } = await open(owner, '/vendor/dashboard');
    await page.getByRole('tab', { name: 'Availability' }).click();
    const grid = page.getByRole('grid');
    await grid.waitFor();
    await page.locator(`[data-day="${today}"]`).waitFor();
    await checkBothWidths(page, 'dashboard');
    // Page Down moves a month on, the arrows to the day; Enter chooses it.
    await page.locator(`[data-day="${today}"]`).focus();
    await page.keyboard.press('PageDown');
    const target = page.locator(`[data-day="${marked}"]`);
    let focused = await page.evaluate(() => document.activeElement?.getAttribute('data-day'));
    for (let i = 0; i < 40 && focused !== marked; i++) {
      await page.keyboard.press(focused! < marked ? 'ArrowRight' : 'ArrowLeft');
      focused = await page.evaluate(() => document.activeElement?.getAttribute('data-day'));
    }
    expect(focused).toBe(marked);
    await page.keyboard.press('Enter');
    expect(await target.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('button', { name: 'Mark Unavailable' }).click();
    await page.getByTestId('availability-saved').getByText('Marked 1 day as unavailable.').waitFor();
    await page.waitForFunction((day) => document.querySelector(`[data-day="${day}"]`)?.getAttribute('aria-label')?.endsWith(', unavailable'), marked);
    await page.evaluate(() => window.scrollTo(0, 0));
    await checkBothWidths(page, 'dashboard-marked');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("warns on the inquiry form that the vendor marked the chosen date, and still lets the couple send", async () => {
    const { page, errors } = await open(couple, `/vendors/${vendor.slug}/message`);
    const date = page.getByLabel(/^Wedding Date/);
    await date.waitFor();
    await date.fill(other);
    await page.getByTestId('unavailable-date-notice').waitFor({ state: 'attached' });
    expect(await page.getByText(`${vendor.name} has marked this date as unavailable`).count()).toBe(0);
    await date.fill(marked);
    await page.getByText(`${vendor.name} has marked this date as unavailable`, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
    await checkBothWidths(page, 'inquiry-form');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('leaves the vendor out of /venues?date= and /vendors?date= for that date, and shows it for another', async () => {
    const { page, errors } = await open(couple, '/venues');
    expect(await cardNames(page, `/venues?date=${other}`)).toContain(vendor.name);
    expect(await cardNames(page, `/venues?date=${marked}`)).not.toContain(vendor.name);
    const search = encodeURIComponent(vendor.name);
    expect(await cardNames(page, `/vendors?search=${search}&date=${other}`)).toContain(vendor.name);
    expect(await cardNames(page, `/vendors?search=${search}&date=${marked}`)).not.toContain(vendor.name);
    // The filters show what is in the URL, and the SEO head stays the list's own.
    await cardNames(page, `/venues?date=${marked}&guests=120&maxPrice=10000`);
    expect(await page.getByLabel('Wedding date', { exact: true }).inputValue()).toBe(marked);
    expect(await page.getByLabel('Guests', { exact: true }).inputValue()).toBe('120');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/venues$/);
    await checkBothWidths(page, 'venues-filtered');
    // Changing the date from the list keeps it in the URL (a link to share).
    await page.getByLabel('Wedding date', { exact: true }).fill(other);
    await page.waitForURL((u) => u.searchParams.get('date') === other);
    expect(errors).toEqual([]);
    await page.close();
  });
});
