/**
 * Accessibility of every route of SPEC.md §2's route table (issue 8): axe-core (WCAG 2.1 A/AA rules) on the
 * whole page — header and footer included — in Debian's Chromium against the built site on a seeded SQLite
 * database, with no serious or critical violation allowed. Public pages as a visitor (at desktop and phone
 * widths), the vendor dashboard's three tabs and /upgrade as a seeded listing's owner, every admin screen as
 * the admin, and each modal and disclosure open (header menus, lightbox, review form, photo edit, the admin
 * edit and bulk-apply modals, the filter form, the claim panel). The delete and reject confirmations are the
 * browser's own confirm()/prompt() boxes, outside the page, so axe has nothing to check there.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe.ts';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { signInInBrowser } from '../support/browser-sign-in.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';

const OWNER = 'owner@a11y-routes.example';
const CATEGORIES = ['venues', 'photographers', 'florists', 'planners', 'caterers', 'music'] as const;
const WIDTHS = [1280, 390] as const;

describe('accessibility of every route (axe-core in Chromium, whole page)', () => {
  let site: RunningSite;
  let browser: Browser;
  let owner: BrowserContext;
  let admin: BrowserContext;
  /** A seeded listing with a gallery (the owner's), and an active filter landing page. */
  let vendor: { id: string; slug: string; name: string };
  let landing: string;

  beforeAll(async () => {
    site = await startSite('sqlite');
    browser = await launchBrowser();
    const knex = site.db.knex;
    const withGallery = await knex('vendor_images').select('vendor_id').groupBy('vendor_id').havingRaw('count(*) >= 3').orderBy('vendor_id').first();
    const row = await knex('vendors').where({ id: withGallery.vendor_id }).first();
    vendor = { id: row.id, slug: row.slug, name: row.name };
    const filter = await knex('seo_filters as f').join('categories as c', 'c.id', 'f.category_id').where('f.is_active', true).orderBy('f.slug').first('f.slug', 'c.slug as category');
    landing = `/${filter.category}/${filter.slug}`;
    const now = new Date();
    await knex('users').insert({ id: '01JA11YROUTESOWNER00000000', email: OWNER, is_admin: false, is_active: true, vendor_id: vendor.id, created_at: now, updated_at: now });
    ({ context: owner } = await signInInBrowser(browser, site, OWNER, { landing: /\/vendor\/dashboard$/ }));
    ({ context: admin } = await signInInBrowser(browser, site, site.adminEmail));
  });
  afterAll(async () => {
    await owner?.close();
    await admin?.close();
    await browser?.close();
    await site?.stop();
  });

  /** A page of a fresh visitor (or of the given signed-in context), resized to `width`. */
  const open = async (path: string, opts: { width?: number; as?: BrowserContext } = {}): Promise<{ page: Page; errors: string[] }> => {
    const width = opts.width ?? 1280;
    const page = opts.as ? await opts.as.newPage() : await browser.newPage({ viewport: { width, height: 900 } });
    if (opts.as) await page.setViewportSize({ width, height: 900 });
    const errors = watchPageErrors(page);
    await page.goto(site.baseUrl + path);
    return { page, errors };
  };

  /** The whole page has no serious or critical violation; the route is named in the failure. */
  const expectAccessible = async (page: Page, what: string) => {
    expect({ what, violations: await seriousAxeViolations(page) }).toEqual({ what, violations: [] });
  };

  describe('public pages', () => {
    for (const width of WIDTHS) {
      it(`home, all vendors, search results, a location, no results and each category list at ${width} px`, async () => {
        const { page } = await open('/', { width });
        await page.getByTestId('category-tile').first().waitFor();
        await expectAccessible(page, `/ at ${width}`);
        for (const path of ['/vendors', '/vendors?search=garden', '/vendors?location=Greenville', '/vendors?search=zzzz-nothing-matches', ...CATEGORIES.map((c) => `/${c}`)]) {
          await page.goto(site.baseUrl + path);
          await page.getByTestId('result-count').waitFor();
          await page.locator('[data-testid="vendor-list"], .empty-state').first().waitFor();
          await expectAccessible(page, `${path} at ${width}`);
        }
        await page.close();
      });

      it(`the header's mobile menu and For Vendors menu, open, at ${width} px`, async () => {
        const { page } = await open('/about', { width });
        await page.getByRole('heading', { level: 1 }).waitFor();
        if (width < 800) {
          await page.getByRole('button', { name: 'Open menu' }).click();
          await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Venues' }).waitFor();
        }
        await page.getByRole('button', { name: 'For Vendors' }).click();
        await page.getByRole('link', { name: 'Claim Your Listing' }).first().waitFor();
        await expectAccessible(page, `header menus at ${width}`);
        await page.close();
      });

      it(`a filter landing page, and an unknown one, at ${width} px`, async () => {
        const { page } = await open(landing, { width });
        await page.getByRole('navigation', { name: /breadcrumb/i }).waitFor();
        await page.getByRole('region', { name: 'Search results' }).and(page.locator('[aria-busy="false"]')).waitFor();
        await expectAccessible(page, `${landing} at ${width}`);
        await page.goto(`${site.baseUrl}/venues/no-such-filter`);
        await page.getByTestId('landing-not-found').waitFor();
        await expectAccessible(page, `/venues/no-such-filter at ${width}`);
        await page.close();
      });

      it(`a vendor detail page with the lightbox open and with the review form open, and Vendor Not Found, at ${width} px`, async () => {
        const { page } = await open(`/vendors/${vendor.slug}`, { width });
        await page.getByRole('heading', { level: 1, name: vendor.name }).waitFor();
        await page.getByTestId('review-list').waitFor();
        await expectAccessible(page, `/vendors/${vendor.slug} at ${width}`);
        await page.getByTestId('gallery-tile').first().click();
        await page.getByRole('dialog').waitFor();
        await expectAccessible(page, `lightbox at ${width}`);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        await page.getByRole('button', { name: 'Write a review' }).click();
        await page.getByTestId('review-form').waitFor();
        await page.getByTestId('review-form').getByRole('button', { name: /submit/i }).click();
        await page.getByTestId('review-form').locator('[aria-invalid="true"]').first().waitFor();
        await expectAccessible(page, `review form with errors at ${width}`);
        await page.goto(`${site.baseUrl}/vendors/no-such-vendor`);
        await page.getByRole('heading', { name: 'Vendor Not Found' }).waitFor();
        await expectAccessible(page, `Vendor Not Found at ${width}`);
        await page.close();
      });

      it(`apply (free, premier, with errors), claim, contact, about, partner and the 404 page at ${width} px`, async () => {
        const { page } = await open('/apply', { width });
        await page.getByRole('heading', { name: 'Choose Your Plan' }).waitFor();
        await page.getByLabel(/Category/).locator('option').nth(1).waitFor({ state: 'attached' });
        await expectAccessible(page, `/apply at ${width}`);
        await page.goto(`${site.baseUrl}/apply?plan=premier`);
        await page.getByRole('heading', { name: 'Payment Information' }).waitFor();
        await page.getByLabel(/Category/).locator('option').nth(1).waitFor({ state: 'attached' });
        await page.getByRole('button', { name: 'Submit Application' }).click();
        await page.locator('[aria-invalid="true"]').first().waitFor();
        await expectAccessible(page, `/apply?plan=premier with errors at ${width}`);
        for (const [path, heading] of [
          ['/claim-listing', 'Claim Your Listing'],
          ['/contact', 'Get in Touch'],
          ['/about', 'For the Love of the Upstate'],
          ['/partner', 'Get found by Upstate couples'],
          ['/no-such-page', 'Page not found'],
        ] as const) {
          await page.goto(site.baseUrl + path);
          await page.getByRole('heading', { level: 1, name: heading }).waitFor();
          await expectAccessible(page, `${path} at ${width}`);
        }
        await page.close();
      });

      it(`login (form, error code, sent), the login-link landing and the verify page at ${width} px`, async () => {
        const { page } = await open('/login', { width });
        await page.getByLabel(/email/i).waitFor();
        await expectAccessible(page, `/login at ${width}`);
        await page.goto(`${site.baseUrl}/login?error=invalid_link`);
        await page.getByText('The login link is invalid or has expired. Please request a new one.').waitFor();
        await expectAccessible(page, `/login?error=invalid_link at ${width}`);
        await page.getByLabel(/email/i).fill(`someone-${width}@example.com`);
        await page.getByRole('button', { name: /send/i }).click();
        await page.getByRole('heading', { name: 'Check Your Inbox!' }).waitFor();
        await expectAccessible(page, `login link sent at ${width}`);
        // Without a code the landing says so, then sends the visitor back to /login after 3 s.
        await page.goto(`${site.baseUrl}/auth/callback`);
        await page.getByRole('heading', { name: "We couldn't log you in" }).waitFor();
        await expectAccessible(page, `/auth/callback at ${width}`);
        // The verify page hands the browser to the API at once: a 204 there keeps the browser on the page.
        await page.route('**/api/auth/verify/**', (route) => route.fulfill({ status: 204 }));
        await page.goto(`${site.baseUrl}/auth/verify/not-a-real-token`);
        await page.getByRole('heading', { name: 'Verifying your login...' }).waitFor();
        await expectAccessible(page, `/auth/verify at ${width}`);
        await page.close();
      });
    }
  });

  describe('vendor pages, signed in as a listing owner', () => {
    it('the dashboard: Business Profile (view and edit), Photo Gallery (with the photo edit dialog), Filters', async () => {
      const { page, errors } = await open('/vendor/dashboard', { as: owner });
      await page.getByTestId('profile-view').waitFor();
      await expectAccessible(page, 'dashboard, Business Profile');
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await page.getByTestId('profile-form').waitFor();
      await page.getByRole('toolbar', { name: 'Text formatting' }).first().waitFor();
      await expectAccessible(page, 'dashboard, Business Profile editing');
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await page.getByRole('tab', { name: 'Photo Gallery' }).click();
      await page.getByTestId('photo-card').first().waitFor();
      await expectAccessible(page, 'dashboard, Photo Gallery');
      await page.getByTestId('photo-card').first().getByRole('button', { name: /^Edit/ }).click();
      await page.getByRole('dialog', { name: 'Edit Photo' }).waitFor();
      await expectAccessible(page, 'dashboard, Edit Photo dialog');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Edit Photo' }).waitFor({ state: 'detached' });
      await page.getByRole('tab', { name: 'Filters' }).click();
      await page.getByTestId('filters-form').waitFor();
      await expectAccessible(page, 'dashboard, Filters');
      expect(errors).toEqual([]);
      await page.close();
    });

    for (const width of WIDTHS) {
      it(`/upgrade, also with its errors showing, at ${width} px`, async () => {
        const { page } = await open(`/upgrade?slug=${vendor.slug}`, { as: owner, width });
        await page.getByRole('heading', { name: 'Grow Your Business', level: 1 }).waitFor();
        await expectAccessible(page, `/upgrade at ${width}`);
        await page.getByLabel('Business Name').fill('');
        // The confirm button names what happens (a trial, or what is paid now: the listing may hold a plan).
        await page.getByRole('button', { name: /^(Start 3-Month Free Trial|Upgrade Now|Confirm and Pay)/ }).click();
        await page.locator('[aria-invalid="true"]').first().waitFor();
        await expectAccessible(page, `/upgrade with errors at ${width}`);
        await page.close();
      });
    }

    it('a signed-in vendor on an admin page sees Access Denied', async () => {
      const { page } = await open('/admin/vendors', { as: owner });
      await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
      await expectAccessible(page, 'Access Denied');
      await page.close();
    });
  });

  describe('admin screens, signed in as the admin', () => {
    for (const width of WIDTHS) {
      it(`the dashboard, applications, reviews and messages (with the claim panel open) at ${width} px`, async () => {
        const { page } = await open('/admin', { as: admin, width });
        await page.getByTestId('stat-vendors').waitFor();
        await expectAccessible(page, `/admin at ${width}`);
        for (const [path, heading] of [
          ['/admin/applications?status=all', 'Applications'],
          ['/admin/reviews', 'Reviews'],
          ['/admin/messages', 'Contact Messages & Claims'],
        ] as const) {
          await page.goto(site.baseUrl + path);
          await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
          await page.locator('.adm-list:not([aria-busy="true"]), .empty-state').first().waitFor();
          await expectAccessible(page, `${path} at ${width}`);
        }
        const grant = page.getByRole('button', { name: 'Grant claim…' }).first();
        if ((await grant.count()) > 0) {
          await grant.click();
          await page.getByTestId('claim-panel').waitFor();
          await expectAccessible(page, `/admin/messages with the claim panel at ${width}`);
        }
        await page.close();
      });

      it(`vendor management with the edit modal and the bulk-apply modal open, and Add New Vendor, at ${width} px`, async () => {
        const { page, errors } = await open('/admin/vendors', { as: admin, width });
        await page.getByRole('heading', { name: 'Vendor Management', level: 1 }).waitFor();
        await page.getByTestId('vendor-row').first().waitFor();
        await expectAccessible(page, `/admin/vendors at ${width}`);
        await page.getByTestId('vendor-row').first().getByRole('button', { name: /^Edit / }).click();
        const edit = page.getByTestId('vendor-edit-dialog');
        await edit.getByRole('textbox', { name: 'Description' }).waitFor();
        await expectAccessible(page, `edit modal at ${width}`);
        await page.keyboard.press('Escape');
        await edit.waitFor({ state: 'detached' });
        await page.getByTestId('bulk-bar').getByRole('button', { name: 'Select All' }).click();
        await page.getByTestId('bulk-bar').getByRole('button', { name: 'Apply Filters' }).click();
        await page.getByRole('dialog', { name: /Apply Filters to \d+ Selected Vendors/ }).waitFor();
        await expectAccessible(page, `bulk-apply modal at ${width}`);
        await page.keyboard.press('Escape');
        await page.goto(`${site.baseUrl}/admin/vendors/new`);
        await page.getByRole('heading', { name: 'Add New Vendor', level: 1 }).waitFor();
        await page.getByTestId('new-vendor-form').waitFor();
        await expectAccessible(page, `/admin/vendors/new at ${width}`);
        expect(errors).toEqual([]);
        await page.close();
      });

      it(`SEO filters with the create form open and with its errors showing at ${width} px`, async () => {
        const { page } = await open('/admin/filters', { as: admin, width });
        await page.getByRole('heading', { name: 'SEO Filters Management', level: 1 }).waitFor();
        await page.getByTestId('filters-table').waitFor();
        await expectAccessible(page, `/admin/filters at ${width}`);
        await page.getByRole('button', { name: 'Add New Filter' }).first().click();
        const form = page.getByTestId('filter-form');
        await form.waitFor();
        await form.getByRole('button', { name: 'Create Filter' }).click();
        await form.locator('[aria-invalid="true"]').first().waitFor();
        await expectAccessible(page, `/admin/filters form with errors at ${width}`);
        await page.close();
      });
    }
  });
});
