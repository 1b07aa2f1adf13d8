/**
 * Issue 36 §1 in Chromium: a caterer states the most guests they serve on the dashboard's Business Profile,
 * and the caterers list for 120 guests then shows them among those that fit, unmarked, ahead of the caterers
 * that have not listed their capacity. Screenshots of the form at 1280 and 390 px.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe.ts';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { signInInBrowser } from '../support/browser-sign-in.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';

const OWNER = 'owner@capacity.example';
const SHOTS = 'tests/.artifacts';

describe('guest capacity on the dashboard, in Chromium', () => {
  let site: RunningSite;
  let browser: Browser;
  let owner: BrowserContext;
  let caterer: { id: string; name: string };

  beforeAll(async () => {
    site = await startSite('sqlite');
    browser = await launchBrowser();
    // The last caterer of the list: the one that will move to the front once its capacity fits.
    const res = await fetch(`${site.baseUrl}/api/vendors?category=caterers&limit=100`);
    const all = ((await res.json()) as { vendors: Array<{ _id: string; name: string }> }).vendors;
    caterer = { id: all[all.length - 1]!._id, name: all[all.length - 1]!.name };
    const now = new Date();
    await site.db.knex('users').insert({ id: '01JCAPACITYOWNER0000000000', email: OWNER, is_admin: false, is_active: true, vendor_id: caterer.id, created_at: now, updated_at: now });
    await site.db.knex('vendors').where({ id: caterer.id }).update({ owner_user_id: '01JCAPACITYOWNER0000000000' });
    ({ context: owner } = await signInInBrowser(browser, site, OWNER, { landing: /\/vendor\/dashboard$/ }));
  });
  afterAll(async () => {
    await owner?.close();
    await browser?.close();
    await site?.stop();
  });

  it('lets the caterer state the most guests served, and the Guests filter shows them as fitting', async () => {
    const page = await owner.newPage();
    const errors = watchPageErrors(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${site.baseUrl}/vendor/dashboard`);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const form = page.getByTestId('profile-form');
    await form.waitFor();
    const field = page.getByLabel('Most guests served');
    expect(await field.getAttribute('type')).toBe('number');
    await field.fill('0');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await form.getByText('Guest capacity must be a whole number from 1 to 10,000').waitFor();
    await field.fill('150');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await field.scrollIntoViewIfNeeded();
      expect(await seriousAxeViolations(page, '[data-testid="profile-form"]'), `form at ${width} px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), `fits at ${width} px`).toBe(true);
      await page.screenshot({ path: `${SHOTS}/guest-capacity-profile-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await form.waitFor({ state: 'detached' });

    const couple = await browser.newContext();
    const list = await couple.newPage();
    await list.goto(`${site.baseUrl}/caterers?guests=120`);
    await list.getByTestId('result-count').filter({ hasText: 'fits 120 guests' }).waitFor();
    await list.locator('.list-results[aria-busy="false"]').waitFor();
    expect(await list.getByTestId('result-count').textContent()).toMatch(/^1 vendor fits 120 guests · \d+ have not listed their capacity$/);
    const first = list.locator('[data-testid="vendor-card"]').first();
    expect(await first.locator('h3').textContent()).toBe(caterer.name);
    expect(await first.getByTestId('unlisted-fact').count()).toBe(0);
    expect(await list.locator('[data-testid="vendor-card"]').nth(1).getByTestId('unlisted-fact').textContent()).toBe('Capacity not listed');
    await couple.close();
    expect(errors).toEqual([]);
  });

  it('lets an admin state a venue’s guest capacity and address in the edit modal', async () => {
    const res = await fetch(`${site.baseUrl}/api/vendors?category=venues&limit=1`);
    const venue = ((await res.json()) as { vendors: Array<{ _id: string; name: string }> }).vendors[0]!;
    const { context: admin } = await signInInBrowser(browser, site, site.adminEmail);
    const page = await admin.newPage();
    const errors = watchPageErrors(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${site.baseUrl}/admin/vendors`);
    await page.getByRole('heading', { name: 'Vendor Management', level: 1 }).waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill(venue.name);
    const row = page.locator(`[data-testid="vendor-row"][data-vendor-id="${venue._id}"]`);
    await expect.poll(() => page.getByTestId('vendor-row').count()).toBe(1);
    await row.getByRole('button', { name: /^Edit / }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${venue.name}` });
    await dialog.waitFor();
    const capacity = dialog.getByLabel('Guest capacity');
    await capacity.fill('90');
    await dialog.getByLabel('ZIP Code').fill('29601');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await capacity.scrollIntoViewIfNeeded();
      expect(await seriousAxeViolations(page, '[data-testid="vendor-edit-dialog"]'), `modal at ${width} px`).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/guest-capacity-admin-modal-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    const stored = await site.db.knex('vendors').where({ id: venue._id }).first('capacity', 'zip_code');
    expect([stored.capacity, stored.zip_code]).toEqual([90, '29601']);
    expect(errors).toEqual([]);
    await admin.close();
  });
});
