/**
 * Issue 39 (first slice) in Chromium: a couple saves three venues from /venues with the keyboard, the header
 * says 'Shortlist (3)', /shortlist shows them under their category, 'Remove' takes one off and the header says
 * 'Shortlist (2)'; 'Clear shortlist' asks first, then leaves 'No saved vendors yet'. At 1280 and 390 px, with
 * axe, each width in a fresh browser (the list is the browser's own). Issue 39 §2–3: with saved venues, the
 * couple gives date, guests and budget at the top and the compare table flags each venue (cards to swipe at
 * 390 px), and three picked vendors go to 'Message selected vendors'. Screenshots in tests/.artifacts.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, siteToday } from '../../domain/availability/calendar-days.ts';
import { weddingDayText } from '../../domain/couples/compare.ts';
import { seriousAxeViolations } from '../support/axe.ts';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';

const SHOTS = 'tests/.artifacts';

/** The name of the focused element (its aria-label or its text). */
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '');

const fitsTheWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

describe('the shortlist, in Chromium', () => {
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

  it.each([1280, 390])('saves three venues with the keyboard, shows them grouped on /shortlist, removes one and clears (%i px)', async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${site.baseUrl}/venues`);
    await page.locator('.list-results[aria-busy="false"]').waitFor();
    await page.getByRole('button', { name: /^Save / }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Shortlist (0)' }).isVisible()).toBe(true);

    // From each card's link, Tab reaches its heart; Enter saves.
    const names: string[] = [];
    for (let i = 0; i < 3; i++) {
      const save = page.getByRole('button', { name: /^Save / }).first();
      const name = (await save.getAttribute('aria-label'))!.replace(/^Save /, '');
      await page.locator('.list-results').getByRole('link', { name, exact: true }).first().focus();
      await page.keyboard.press('Tab');
      expect(await focusedName(page)).toBe(`Save ${name}`);
      await page.keyboard.press('Enter');
      expect(await focusedName(page)).toBe('Saved');
      names.push(name);
    }
    expect(await page.getByRole('button', { name: 'Saved', pressed: true }).count()).toBeGreaterThanOrEqual(3);
    await page.getByRole('link', { name: 'Shortlist (3)' }).waitFor();
    expect(await seriousAxeViolations(page, '.list-results'), `cards at ${width} px`).toEqual([]);
    expect(await seriousAxeViolations(page, 'header.site-header'), `header at ${width} px`).toEqual([]);
    expect(await fitsTheWidth(page), `/venues fits at ${width} px`).toBe(true);
    await page.screenshot({ path: `${SHOTS}/shortlist-venues-${width}.png` });

    // To the shortlist from the header, with the keyboard.
    await page.getByRole('link', { name: 'Shortlist (3)' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Your shortlist' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Venues (3)' }).waitFor();
    expect(await page.locator('.shortlist-group h3').allTextContents()).toEqual(names);
    expect(await seriousAxeViolations(page, '.shortlist-page'), `/shortlist at ${width} px`).toEqual([]);
    expect(await fitsTheWidth(page), `/shortlist fits at ${width} px`).toBe(true);
    await page.screenshot({ path: `${SHOTS}/shortlist-page-${width}.png`, fullPage: true });

    await page.getByRole('button', { name: `Remove ${names[1]}` }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'Shortlist (2)' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Venues (2)' }).waitFor();
    expect(await page.locator('.shortlist-group h3').allTextContents()).toEqual([names[0], names[2]]);

    // Kept in the browser: still there after a reload, drawn by the server's first view then the app.
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Venues (2)' }).waitFor();
    await page.getByRole('link', { name: 'Shortlist (2)' }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');

    // 'Clear shortlist' asks first.
    await page.getByRole('button', { name: 'Clear shortlist' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await seriousAxeViolations(page, 'dialog'), `dialog at ${width} px`).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/shortlist-clear-dialog-${width}.png` });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('.shortlist-group h3').count()).toBe(2);
    await page.getByRole('button', { name: 'Clear shortlist' }).click();
    await dialog.getByRole('button', { name: 'Clear shortlist' }).click();
    await page.getByRole('heading', { name: 'No saved vendors yet' }).waitFor();
    await page.getByRole('link', { name: 'Shortlist (0)' }).waitFor();
    expect(await page.getByRole('link', { name: 'Browse vendors' }).getAttribute('href')).toBe('/vendors');
    expect(await seriousAxeViolations(page, '.shortlist-page'), `empty /shortlist at ${width} px`).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/shortlist-empty-${width}.png`, fullPage: true });

    expect(errors).toEqual([]);
    await context.close();
  });

  it('saves from the vendor page too, and the first load of /venues does not fetch the shortlist page', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`${site.baseUrl}/venues`);
    await page.locator('.list-results[aria-busy="false"]').waitFor();
    const link = page.locator('.list-results [data-testid="vendor-card"] .listing-card__link').first();
    const name = (await link.textContent())!;
    await link.click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(scripts.filter((s) => /ShortlistPage/.test(s))).toEqual([]);
    await page.getByRole('button', { name: `Save ${name}` }).click();
    expect(await page.getByRole('button', { name: 'Saved', pressed: true }).count()).toBe(1);
    await page.getByRole('link', { name: 'Shortlist (1)' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/shortlist-vendor-page-1280.png` });
    await context.close();
  });

  it.each([1280, 390])('compares saved venues on a date, guests and budget, and picks three to message (%i px)', async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const venues = (await (await page.request.get(`${site.baseUrl}/api/vendors?category=venues&limit=4&sortBy=name`)).json()).vendors as Array<{ _id: string; name: string }>;
    expect(venues).toHaveLength(4);
    const day = addDays(siteToday(new Date()), width === 1280 ? 60 : 61);
    // The second venue marked the couple's date on its calendar.
    await site.db.knex('vendor_unavailable_dates').insert({ vendor_id: venues[1]!._id, day, kind: 'booked' });
    await page.goto(`${site.baseUrl}/`);
    const saved = venues.map((v) => ({ id: v._id, savedAt: new Date().toISOString() }));
    await page.evaluate((list) => localStorage.setItem('uwd.shortlist', JSON.stringify(list)), saved);

    await page.goto(`${site.baseUrl}/shortlist`);
    await page.getByRole('heading', { level: 2, name: 'Venues (4)' }).waitFor();
    const table = page.getByRole('table', { name: 'Compare venues' });
    const cards = page.getByRole('region', { name: 'Compare venues: swipe for the next vendor' });
    // One of the two is drawn at each width: the table at 1280, the cards to swipe at 390.
    const shown = width > 600 ? table : cards;
    await shown.waitFor();
    expect(await (width > 600 ? cards : table).isVisible()).toBe(false);
    if (width < 600) {
      expect(await cards.evaluate((el) => getComputedStyle(el).scrollSnapType)).toBe('x mandatory');
      expect(await cards.getByRole('listitem').count()).toBe(4);
    } else {
      expect(await table.getByRole('columnheader').allTextContents()).toEqual(venues.map((v) => v.name));
    }

    // The wedding date, guests and budget at the top, into the URL; the flags follow.
    await page.getByLabel('Wedding date', { exact: true }).fill(day);
    await page.getByLabel('Guests', { exact: true }).fill('120');
    await page.getByLabel('Guests', { exact: true }).press('Enter');
    await page.getByLabel('Budget', { exact: true }).selectOption('6000');
    await expect.poll(() => new URL(page.url()).search).toBe(`?date=${day}&guests=120&maxPrice=6000`);
    await shown.getByText(`${venues[1]!.name} has marked this date as unavailable`).waitFor();
    expect(await shown.getByText(`Available on ${weddingDayText(day)}`).count()).toBe(3);
    expect(await shown.getByText(/(Fits 120 guests|Up to [\d,]+ guests, fewer than your 120|Capacity not listed)$/).count()).toBe(4);
    expect(await shown.getByText(/(Within your budget of \$6,000|Starts at \$[\d,]+, above your budget of \$6,000|Price not listed)$/).count()).toBe(4);
    // Next to its checkbox too, for the one message.
    expect(await page.locator('.shortlist-item__unavailable').allTextContents()).toEqual([`${venues[1]!.name} has marked this date as unavailable`]);

    // Three picked with the keyboard: the link carries their ids, in the order picked.
    for (const v of [venues[2]!, venues[0]!, venues[3]!]) {
      await page.getByRole('checkbox', { name: `Select ${v.name}` }).focus();
      await page.keyboard.press('Space');
    }
    const message = page.getByRole('link', { name: 'Message selected vendors' });
    const href = new URL((await message.getAttribute('href'))!, site.baseUrl);
    expect(href.pathname).toBe('/shortlist/message');
    expect(href.searchParams.get('ids')).toBe([venues[2]!, venues[0]!, venues[3]!].map((v) => v._id).join(','));

    expect(await seriousAxeViolations(page, '.shortlist-page'), `/shortlist compared at ${width} px`).toEqual([]);
    expect(await fitsTheWidth(page), `/shortlist fits at ${width} px`).toBe(true);
    await page.screenshot({ path: `${SHOTS}/shortlist-compare-${width}.png`, fullPage: true });
    if (width < 600) {
      await cards.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/shortlist-compare-cards-${width}.png` });
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
