/**
 * Issue 36 §12, where layout is the point, measured in Debian's Chromium against the built site on a seeded
 * SQLite database: the dashboard's seven tabs on one row at 1280 px and a sideways-scrolling row with unbroken
 * labels at 390 px; photo cards of one height; the Premier plan's own badge; and on a phone the list's
 * filters folded behind 'Filters' so the first result is on the first screen, with Budget styled like Location.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { signInInBrowser } from '../support/browser-sign-in.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';

const OWNER = 'owner@premier.example';
const SHOTS = 'tests/.artifacts';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Each tab's box and how many lines its label takes. */
const tabBoxes = (page: Page) =>
  page.getByRole('tab').evaluateAll((tabs) =>
    tabs.map((t) => {
      const r = t.getBoundingClientRect();
      const label = t.querySelector('span')!;
      const lineHeight = parseFloat(getComputedStyle(label).lineHeight) || parseFloat(getComputedStyle(label).fontSize) * 1.3;
      return { name: t.textContent, top: Math.round(r.top), lines: Math.round(label.getBoundingClientRect().height / lineHeight) };
    }),
  );

describe('dashboard and list layout at 1280 and 390 px (issue 36 §12)', () => {
  let site: RunningSite;
  let browser: Browser;
  let owner: BrowserContext;

  beforeAll(async () => {
    site = await startSite('sqlite');
    browser = await launchBrowser();
    // A Premier Partner listing with photos (the demo seed has some).
    const withPhotos = site.db.knex('vendor_images').select('vendor_id').groupBy('vendor_id').havingRaw('count(*) >= 3');
    const row = await site.db.knex('vendors').where({ premier_partner: true }).whereIn('id', withPhotos).orderBy('slug').first();
    expect(row).toBeTruthy();
    const now = new Date();
    await site.db.knex('users').insert({ id: '01JPREMIEROWNER00000000000', email: OWNER, is_admin: false, is_active: true, vendor_id: row.id, created_at: now, updated_at: now });
    ({ context: owner } = await signInInBrowser(browser, site, OWNER, { landing: /\/vendor\/dashboard$/ }));
  });
  afterAll(async () => {
    await owner?.close();
    await browser?.close();
    await site?.stop();
  });

  const openDashboard = async (viewport: { width: number; height: number }) => {
    const page = await owner.newPage();
    await page.setViewportSize(viewport);
    const errors = watchPageErrors(page);
    await page.goto(`${site.baseUrl}/vendor/dashboard`);
    await page.getByTestId('profile-view').waitFor();
    return { page, errors };
  };

  it("puts the seven tabs on one row at 1280 px, names the plan 'Premier Partner', and draws photo cards of one height", async () => {
    const { page, errors } = await openDashboard(DESKTOP);
    const tabs = await tabBoxes(page);
    expect(tabs.map((t) => t.name)).toEqual(['Business Profile', 'Photo Gallery', 'Filters', 'Insights', 'Availability', 'Reviews', 'Billing']);
    expect(new Set(tabs.map((t) => t.top)).size).toBe(1);
    expect(tabs.filter((t) => t.lines !== 1)).toEqual([]);
    const tabList = await page.getByRole('tablist').evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(tabList.scroll).toBeLessThanOrEqual(tabList.client);

    const badges = page.getByRole('list', { name: 'Listing status' }).first();
    expect(await badges.textContent()).toContain('Premier Partner');
    expect(await badges.textContent()).not.toContain('Featured');
    await page.screenshot({ path: `${SHOTS}/issue36-dashboard-1280.png`, fullPage: true });

    await page.getByRole('tab', { name: 'Photo Gallery' }).click();
    const cards = page.getByTestId('photo-card');
    await cards.first().waitFor();
    const heights = await cards.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().height)));
    expect(heights.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(1);
    await page.screenshot({ path: `${SHOTS}/issue36-gallery-1280.png`, fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the tabs on one sideways-scrolling row at 390 px, with no label broken and no page overflow', async () => {
    const { page, errors } = await openDashboard(PHONE);
    const tabs = await tabBoxes(page);
    expect(tabs).toHaveLength(7);
    expect(new Set(tabs.map((t) => t.top)).size).toBe(1);
    expect(tabs.filter((t) => t.lines !== 1)).toEqual([]);
    const tabList = await page.getByRole('tablist').evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, overflowX: getComputedStyle(el).overflowX }));
    expect(tabList.overflowX).toBe('auto');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // The last tab scrolls into view when chosen from the keyboard.
    await page.getByRole('tab', { name: 'Business Profile' }).focus();
    await page.keyboard.press('End');
    expect(await page.getByRole('tab', { name: 'Billing' }).getAttribute('aria-selected')).toBe('true');
    const last = await page.getByRole('tab', { name: 'Billing' }).boundingBox();
    expect(last!.x + last!.width).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole('tab', { name: 'Business Profile' }).click();
    await page.screenshot({ path: `${SHOTS}/issue36-dashboard-390.png`, fullPage: true });
    await page.getByRole('tab', { name: 'Photo Gallery' }).click();
    await page.getByTestId('photo-card').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/issue36-gallery-390.png`, fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });

  const openList = async (viewport: { width: number; height: number }, path = '/venues') => {
    const page = await browser.newPage({ viewport });
    const errors = watchPageErrors(page);
    await page.goto(`${site.baseUrl}${path}`);
    await page.locator('[role="region"][aria-label="Search results"][aria-busy="false"]').getByTestId('vendor-card').first().waitFor();
    return { page, errors };
  };

  /** The look of a select: what makes Budget and Location read as one family. */
  const looks = (page: Page, label: string) =>
    page.getByLabel(label, { exact: true }).evaluate((el) => {
      const s = getComputedStyle(el);
      return { height: el.getBoundingClientRect().height, radius: s.borderTopLeftRadius, border: `${s.borderTopWidth} ${s.borderTopStyle} ${s.borderTopColor}`, background: s.backgroundColor, font: s.fontSize, appearance: s.appearance };
    });

  it("folds the list's filters behind 'Filters' with their count on a phone, so the first result is on the first screen", async () => {
    const { page, errors } = await openList(PHONE, '/venues?maxPrice=10000');
    const toggle = page.getByRole('button', { name: /^Filters/ });
    expect(await toggle.isVisible()).toBe(true);
    expect(await toggle.textContent()).toBe('Filters 1 in use');
    expect(await page.getByLabel('Budget', { exact: true }).isVisible()).toBe(false);
    expect(await page.getByLabel('Location', { exact: true }).isVisible()).toBe(false);
    await page.screenshot({ path: `${SHOTS}/issue36-list-390.png` });
    const first = await page.getByTestId('vendor-card').first().boundingBox();
    // The first result starts on the first screen (the filters alone used to push it a screen further down).
    expect(first!.y).toBeLessThan(PHONE.height);

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByLabel('Budget', { exact: true }).waitFor();
    expect(await page.getByLabel('Location', { exact: true }).isVisible()).toBe(true);
    expect(await looks(page, 'Budget')).toEqual(await looks(page, 'Location'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: `${SHOTS}/issue36-list-390-filters.png` });
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows every filter at 1280 px without the 'Filters' button, Budget styled like Location", async () => {
    const { page, errors } = await openList(DESKTOP);
    expect(await page.getByRole('button', { name: /^Filters/ }).isVisible()).toBe(false);
    for (const label of ['Location', 'Wedding date', 'Guests', 'Budget']) expect(await page.getByLabel(label, { exact: true }).isVisible()).toBe(true);
    expect(await looks(page, 'Budget')).toEqual(await looks(page, 'Location'));
    await page.screenshot({ path: `${SHOTS}/issue36-list-1280.png` });
    expect(errors).toEqual([]);
    await page.close();
  });
});
