/**
 * Issue 36 §1 in Chromium: a venue's owner states its street address on the dashboard's Business Profile and
 * a couple reads it on the vendor page's location card, above the town; an applicant picks the venue's style
 * at /apply, and once an admin approves, the listing carries it (its 'Features & Amenities' link to the style's
 * page) and the address asked there; an admin gives both to a New Vendor and edits the address in the edit
 * modal. Screenshots of the forms and the card at 1280 and 390 px.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe.ts';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { signInInBrowser } from '../support/browser-sign-in.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';

const OWNER = 'owner@street.example';
const SHOTS = 'tests/.artifacts';

/** The text lines of the vendor page's location card address, top to bottom. */
const addressLines = (page: Page) => page.getByTestId('vendor-location').locator('address > span').allTextContents();

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

describe('street address and style facts, in Chromium', () => {
  let site: RunningSite;
  let browser: Browser;
  let owner: BrowserContext;
  let venue: { id: string; name: string; slug: string; city: string };

  beforeAll(async () => {
    site = await startSite('sqlite');
    browser = await launchBrowser();
    const res = await fetch(`${site.baseUrl}/api/vendors?category=venues&limit=1`);
    const first = ((await res.json()) as { vendors: Array<{ _id: string; name: string; slug: string; location: { city: string } }> }).vendors[0]!;
    venue = { id: first._id, name: first.name, slug: first.slug, city: first.location.city };
    const now = new Date();
    await site.db.knex('users').insert({ id: '01JSTREETOWNER000000000000', email: OWNER, is_admin: false, is_active: true, vendor_id: venue.id, created_at: now, updated_at: now });
    await site.db.knex('vendors').where({ id: venue.id }).update({ owner_user_id: '01JSTREETOWNER000000000000' });
    ({ context: owner } = await signInInBrowser(browser, site, OWNER, { landing: /\/vendor\/dashboard$/ }));
  });
  afterAll(async () => {
    await owner?.close();
    await browser?.close();
    await site?.stop();
  });

  it('lets a venue state its street address on the dashboard, and a couple reads it on the location card above the town', async () => {
    const page = await owner.newPage();
    const errors = watchPageErrors(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${site.baseUrl}/vendor/dashboard`);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const form = page.getByTestId('profile-form');
    await form.waitFor();
    const field = page.getByLabel('Street Address');
    await field.fill('48 Willow Creek Road');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await field.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      expect(await seriousAxeViolations(page, '[data-testid="profile-form"]'), `form at ${width} px`).toEqual([]);
      expect(await fitsWidth(page), `fits at ${width} px`).toBe(true);
      await page.screenshot({ path: `${SHOTS}/street-address-profile-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await form.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);

    const couple = await browser.newContext();
    const detail = await couple.newPage();
    const coupleErrors = watchPageErrors(detail);
    for (const width of [1280, 390]) {
      await detail.setViewportSize({ width, height: 900 });
      await detail.goto(`${site.baseUrl}/vendors/${venue.slug}`);
      const card = detail.getByTestId('vendor-location');
      await card.getByText('48 Willow Creek Road').waitFor();
      const lines = await addressLines(detail);
      expect(lines.slice(0, 2), `address at ${width} px`).toEqual(['48 Willow Creek Road', venue.city]);
      expect(await fitsWidth(detail), `vendor page fits at ${width} px`).toBe(true);
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: `${SHOTS}/street-address-location-card-${width}.png` });
    }
    expect(coupleErrors).toEqual([]);
    await couple.close();
  });

  it('asks an applicant the street address and the venue style at /apply; approval gives both to the listing', async () => {
    const name = `Willow Creek Barn ${Date.now().toString(36)}`;
    const applicant = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await applicant.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${site.baseUrl}/apply`);
    await page.getByLabel('Business Name').fill(name);
    await page.getByRole('option', { name: 'Venues' }).waitFor({ state: 'attached' });
    await page.getByLabel('Category').selectOption({ label: 'Venues' });
    await page.getByLabel('Owner Name').fill('Ada Owner');
    await page.getByLabel('Email Address').fill('ada@willowcreek.example');
    await page.getByLabel('Phone Number').fill('864-555-0100');
    await page.getByLabel('Street Address').fill('48 Willow Creek Road');
    await page.locator('#apply-location-city').fill('Greer');
    await page.locator('#apply-location-county').fill('Spartanburg');
    const styles = page.getByRole('group', { name: /Style & Setting/ });
    await styles.getByRole('group', { name: 'Venue type' }).waitFor();
    await styles.getByLabel('Barn Venues').check();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await seriousAxeViolations(page, '[data-testid="apply-form"]'), `apply form at ${width} px`).toEqual([]);
      expect(await fitsWidth(page), `apply fits at ${width} px`).toBe(true);
      await page.getByLabel('Street Address').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/street-address-apply-location-${width}.png` });
      await styles.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/street-address-apply-styles-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    const submitted = page.waitForResponse((r) => r.url().endsWith('/api/applications') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const { applicationId } = (await (await submitted).json()) as { applicationId: string };
    await page.getByText('Application Submitted!').waitFor();
    expect(errors).toEqual([]);
    await applicant.close();

    const { context: admin, token } = await signInInBrowser(browser, site, site.adminEmail);
    const approved = await fetch(`${site.baseUrl}/api/admin/applications/${applicationId}/approve`, { method: 'PUT', headers: { authorization: `Bearer ${token}` } });
    expect(approved.status).toBe(200);
    const { vendor } = (await approved.json()) as { vendor: { slug: string } };
    await admin.close();

    const couple = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const detail = await couple.newPage();
    await detail.goto(`${site.baseUrl}/vendors/${vendor.slug}`);
    await detail.getByTestId('vendor-location').getByText('48 Willow Creek Road').waitFor();
    expect((await addressLines(detail)).slice(0, 2)).toEqual(['48 Willow Creek Road', 'Greer']);
    // The style picked at /apply: a link to its landing page, whose list now counts the new venue.
    const barn = detail.getByTestId('vendor-features').getByRole('link', { name: 'Barn Venues' });
    const href = (await barn.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/venues\/[a-z0-9-]+$/);
    const landing = (await (await fetch(`${site.baseUrl}/api/vendors/category${href}?limit=100`)).json()) as { vendors: Array<{ name: string }> };
    expect(landing.vendors.map((v) => v.name)).toContain(name);
    await couple.close();
  });

  it('lets an admin give a new venue its street address and styles on New Vendor, and edit the address in the edit modal', async () => {
    const name = `Oak Lane Barn ${Date.now().toString(36)}`;
    const { context: admin } = await signInInBrowser(browser, site, site.adminEmail);
    const page = await admin.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${site.baseUrl}/admin/vendors/new`);
    const form = page.getByTestId('new-vendor-form');
    await page.getByRole('option', { name: 'Venues' }).waitFor({ state: 'attached' });
    await form.getByLabel('Category').selectOption({ label: 'Venues' });
    await form.getByLabel('Business Name').fill(name);
    await form.getByLabel('Street Address').fill('300 Oak Lane');
    await page.locator('#nv-location-city').fill('Greer');
    await page.locator('#nv-location-county').fill('Spartanburg');
    await form.getByRole('group', { name: 'Venue Type' }).getByLabel(/Barn Venues/).check();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await seriousAxeViolations(page, '[data-testid="new-vendor-form"]'), `New Vendor at ${width} px`).toEqual([]);
      expect(await fitsWidth(page), `New Vendor fits at ${width} px`).toBe(true);
      await form.getByLabel('Street Address').evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: `${SHOTS}/street-address-new-vendor-${width}.png` });
      await form.locator('.avm-new__filters').screenshot({ path: `${SHOTS}/street-address-new-vendor-styles-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await form.getByRole('button', { name: 'Create Vendor' }).click();
    await form.waitFor({ state: 'detached' });
    const row = await site.db.knex('vendors').where({ name }).first('id', 'street_address');
    expect(row.street_address).toBe('300 Oak Lane');
    const links = await site.db.knex('vendor_filters as vf').join('seo_filters as f', 'f.id', 'vf.filter_id').where('vf.vendor_id', row.id).pluck('f.name');
    expect(links).toEqual(['Barn Venues']);

    await page.goto(`${site.baseUrl}/admin/vendors`);
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await expect.poll(() => page.getByTestId('vendor-row').count()).toBe(1);
    await page.locator(`[data-testid="vendor-row"][data-vendor-id="${row.id}"]`).getByRole('button', { name: /^Edit / }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
    const street = dialog.getByLabel('Street Address');
    expect(await street.inputValue()).toBe('300 Oak Lane');
    await street.fill('302 Oak Lane');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await street.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      expect(await seriousAxeViolations(page, '[data-testid="vendor-edit-dialog"]'), `modal at ${width} px`).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/street-address-admin-modal-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await site.db.knex('vendors').where({ id: row.id }).first('street_address')).street_address).toBe('302 Oak Lane');
    expect(errors).toEqual([]);
    await admin.close();
  });
});
