/**
 * Browser journeys of the admin vendor screens (SPEC §2 'Admin vendor management', §4 flags, bulk selection and
 * 'Vendor edit modal save', §5 'Admin bulk', §8 'Admin vendors' and 'Admin bulk alerts'): search, the three
 * flag toggles, bulk apply and clear of style filters, the edit modal, and Add New Vendor — each checked on the
 * public pages it changes. Debian's Chromium against the built site on a seeded SQLite database; the admin
 * signs in through /login and the emailed link.
 */
import type { Browser, BrowserContext, Dialog, Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe.ts';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';
import { emailedLoginLink, signInInBrowser } from '../support/browser-sign-in.ts';


/** Waits for the admin notice with this text (notices hide themselves after 3 s). */
const notice = (page: Page, text: string) => page.getByTestId('admin-notice').getByText(text, { exact: true }).waitFor();

const rows = (page: Page) => page.getByTestId('vendor-row');
const rowOf = (page: Page, vendorId: string) => page.locator(`[data-testid="vendor-row"][data-vendor-id="${vendorId}"]`);

/** Answers the next window.confirm, returning its message. */
const answerConfirm = (page: Page, accept: boolean): Promise<string> =>
  new Promise((resolve) => {
    page.once('dialog', (dialog: Dialog) => {
      resolve(dialog.message());
      void (accept ? dialog.accept() : dialog.dismiss());
    });
  });

interface VendorRow {
  id: string;
  name: string;
  slug: string;
}

describe('admin vendor management in Chromium', () => {
  let site: RunningSite;
  let browser: Browser;
  let context: BrowserContext;
  let token: string;

  beforeAll(async () => {
    site = await startSite('sqlite');
    browser = await launchBrowser();
    ({ context, token } = await signInInBrowser(browser, site, site.adminEmail));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await site?.stop();
  });

  const openVendors = async (): Promise<{ page: Page; errors: string[] }> => {
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${site.baseUrl}/admin/vendors`);
    await page.getByRole('heading', { name: 'Vendor Management', level: 1 }).waitFor();
    await rows(page).first().waitFor();
    return { page, errors };
  };

  /** Narrows the table to one vendor by its name and returns that row. */
  const findRow = async (page: Page, vendor: VendorRow): Promise<Locator> => {
    await page.getByRole('searchbox', { name: 'Search' }).fill(vendor.name);
    const row = rowOf(page, vendor.id);
    await expect.poll(() => rows(page).count()).toBe(1);
    await row.waitFor();
    return row;
  };

  /**
   * A visitor's page, in a context of its own: a fresh visitor, with nothing in its browser cache (public
   * API answers are revalidated anyway: no-cache + ETag), sees what the server now has.
   */
  const visit = async (path: string): Promise<Page> => {
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await visitor.newPage();
    page.once('close', () => void visitor.close());
    await page.goto(`${site.baseUrl}${path}`);
    return page;
  };

  const vendorsOf = async (categorySlug: string, where: Record<string, unknown> = {}): Promise<VendorRow[]> =>
    site.db
      .knex('vendors as v')
      .join('categories as c', 'c.id', 'v.category_id')
      .where('c.slug', categorySlug)
      .where(Object.fromEntries(Object.entries(where).map(([k, v]) => [`v.${k}`, v])))
      .orderBy('v.name')
      .select('v.id', 'v.name', 'v.slug');

  const filterIdsOf = async (vendorId: string): Promise<string[]> =>
    (await site.db.knex('vendor_filters').where({ vendor_id: vendorId }).select('filter_id')).map((r: { filter_id: string }) => r.filter_id).sort();

  const adminApi = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${site.baseUrl}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    return (await res.json()) as T;
  };

  it('lists the vendors with filters and the bulk bar; the search narrows the table (debounced) and says when nothing matches', async () => {
    const { page, errors } = await openVendors();
    const total = (await site.db.knex('vendors').count({ n: '*' }).first())!.n;
    await page.getByTestId('vendor-summary').getByText(`Showing 1–50 of ${total} vendors`).waitFor();
    expect(await rows(page).count()).toBe(50);
    // Seven style-filter selects, each defaulting to all, beside status, featured and category.
    for (const label of ['Status', 'Featured', 'Category', 'Venue Type', 'Indoor / Outdoor', 'Photography Style', 'Planning Style', 'Catering Style', 'Music Style', 'Floral Style']) {
      expect(await page.getByLabel(label, { exact: true }).inputValue()).toBe('all');
    }
    expect(await page.getByRole('link', { name: 'Add New Vendor' }).getAttribute('href')).toBe('/admin/vendors/new');
    await page.getByTestId('bulk-bar').getByRole('button', { name: 'Select All' }).waitFor();
    await page.getByRole('navigation', { name: 'Vendor pages' }).getByText('Page 1 of 2').waitFor();
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);

    // Typing a name sends one search after the pause, not one per keystroke.
    const [target] = await vendorsOf('florists');
    const searches: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname === '/api/admin/vendors' && url.searchParams.has('search')) searches.push(url.searchParams.get('search')!);
    });
    await page.getByRole('searchbox', { name: 'Search' }).pressSequentially(target!.name, { delay: 30 });
    await expect.poll(() => rows(page).count()).toBe(1);
    await rowOf(page, target!.id).waitFor();
    expect(searches).toEqual([target!.name]);
    await page.getByTestId('vendor-summary').getByText('1 vendor', { exact: true }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Vendor pages' }).count()).toBe(0);

    // By email too.
    const email = (await site.db.knex('vendors').where({ id: target!.id }).first('email')).email as string;
    await page.getByRole('searchbox', { name: 'Search' }).fill(email);
    await expect.poll(() => rows(page).count()).toBe(1);
    await rowOf(page, target!.id).getByText(email).waitFor();

    // Nothing matches: the empty state, and a way back.
    await page.getByRole('searchbox', { name: 'Search' }).fill('zz-no-vendor-has-this-zz');
    await page.getByRole('heading', { name: 'No Vendors Found' }).waitFor();
    await page.getByText('No vendors match your current search and filter criteria.').waitFor();
    expect(await page.getByTestId('bulk-bar').count()).toBe(0);
    await page.getByRole('button', { name: 'Reset search and filters' }).first().click();
    await expect.poll(() => rows(page).count()).toBe(50);

    // The status filter: none are inactive in the seed.
    await page.getByLabel('Status', { exact: true }).selectOption('inactive');
    await page.getByRole('heading', { name: 'No Vendors Found' }).waitFor();
    await page.getByLabel('Status', { exact: true }).selectOption('all');
    await expect.poll(() => rows(page).count()).toBe(50);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('features a vendor: the row changes at once and the vendor shows in the featured block of its category page searched by its name', async () => {
    const [vendor] = await vendorsOf('photographers', { is_featured: false, is_verified: false, is_active: true });
    const { page, errors } = await openVendors();
    const row = await findRow(page, vendor!);
    expect(await row.getByText('Featured', { exact: true }).count()).toBe(0);
    await row.getByRole('button', { name: /^Feature / }).click();
    await notice(page, `${vendor!.name} is now featured.`);
    await row.getByRole('button', { name: /^Unfeature / }).waitFor();
    await row.getByText('Featured', { exact: true }).waitFor();
    // The focus stays on the pressed button, which now offers the opposite.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Unfeature');
    expect((await site.db.knex('vendors').where({ id: vendor!.id }).first('is_featured')).is_featured).toBeTruthy();

    // The block shows at most 3 featured vendors a day, in turns (ADR 18): searched by its name, this one is among them.
    const pub = await visit(`/photographers?search=${encodeURIComponent(vendor!.name)}`);
    await pub.getByTestId('featured-block').getByRole('heading', { name: vendor!.name, level: 3 }).waitFor();
    await pub.close();

    // Verify and deactivate work the same way, and back.
    await row.getByRole('button', { name: /^Verify / }).click();
    await row.getByRole('button', { name: /^Unverify / }).waitFor();
    await row.getByText('Verified', { exact: true }).waitFor();
    await row.getByRole('button', { name: /^Deactivate / }).click();
    await row.getByText('Inactive', { exact: true }).waitFor();
    const hidden = await visit(`/vendors/${vendor!.slug}`);
    await hidden.getByRole('heading', { name: 'Vendor Not Found' }).waitFor();
    await hidden.close();
    await row.getByRole('button', { name: /^Activate / }).click();
    await row.getByText('Active', { exact: true }).waitFor();
    const shown = await visit(`/vendors/${vendor!.slug}`);
    await shown.getByRole('heading', { name: vendor!.name, level: 1 }).waitFor();
    await shown.close();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('bulk-applies a style filter to three venues (they show on its landing page), then clears them after a confirmation', async () => {
    const filter = await site.db
      .knex('seo_filters as f')
      .join('categories as c', 'c.id', 'f.category_id')
      .where({ 'c.slug': 'venues', 'f.filter_key': 'venue_type', 'f.filter_value': 'church', 'f.is_active': true })
      .first('f.id', 'f.slug', 'f.name');
    expect(filter).toBeTruthy();
    const { page, errors } = await openVendors();

    // Nothing selected: each bulk action says so.
    await page.getByTestId('bulk-bar').getByRole('button', { name: 'Apply Filters' }).click();
    await notice(page, 'Please select vendors to apply filters to');
    await page.getByTestId('bulk-bar').getByRole('button', { name: 'Clear Filters' }).click();
    await notice(page, 'Please select vendors to clear filters from');

    await page.getByLabel('Category', { exact: true }).selectOption('venues');
    const venues = await vendorsOf('venues');
    await expect.poll(() => rows(page).count()).toBe(venues.length);
    const ids = await Promise.all([0, 1, 2].map((i) => rows(page).nth(i).getAttribute('data-vendor-id')));
    const chosen = ids.map((id) => venues.find((v) => v.id === id)!);
    for (const v of chosen) await rowOf(page, v.id).getByRole('checkbox').check();
    await page.getByTestId('bulk-count').getByText('3 vendors selected').waitFor();

    await page.getByTestId('bulk-bar').getByRole('button', { name: 'Apply Filters' }).click();
    const dialog = page.getByTestId('bulk-apply-dialog');
    await dialog.getByRole('heading', { name: 'Apply Filters to 3 Selected Vendors' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Apply Filters to 3 Selected Vendors' }).isVisible()).toBe(true);
    expect(await dialog.getByRole('combobox').count()).toBe(7);
    // No value chosen: nothing is sent.
    await dialog.getByRole('button', { name: 'Apply Filters' }).click();
    await dialog.getByText('Please select at least one filter to apply').waitFor();
    await dialog.getByLabel('Venue Type').selectOption('church');
    await dialog.getByRole('button', { name: 'Apply Filters' }).click();
    await notice(page, 'Filters applied to 3 vendors successfully!');
    await dialog.waitFor({ state: 'detached' });
    // The selection is cleared after a successful bulk apply.
    await page.getByTestId('bulk-count').getByText('No vendors selected').waitFor();
    for (const v of chosen) expect(await filterIdsOf(v.id)).toContain(filter.id);

    const landing = await visit(`/venues/${filter.slug}`);
    await landing.getByRole('heading', { level: 1 }).waitFor();
    for (const v of chosen) await landing.getByTestId('vendor-card').getByRole('heading', { name: v.name }).waitFor();
    await landing.close();

    // Bulk clear: a dismissed confirmation changes nothing; an accepted one clears every filter of the three.
    for (const v of chosen) await rowOf(page, v.id).getByRole('checkbox').check();
    let asked = answerConfirm(page, false);
    await page.getByTestId('bulk-bar').getByRole('button', { name: 'Clear Filters' }).click();
    expect(await asked).toBe('Are you sure you want to clear all filters from 3 selected vendors?');
    await page.getByTestId('bulk-count').getByText('3 vendors selected').waitFor();
    for (const v of chosen) expect(await filterIdsOf(v.id)).toContain(filter.id);

    asked = answerConfirm(page, true);
    await page.getByTestId('bulk-bar').getByRole('button', { name: 'Clear Filters' }).click();
    expect(await asked).toBe('Are you sure you want to clear all filters from 3 selected vendors?');
    await notice(page, 'Filters cleared from 3 vendors successfully!');
    await page.getByTestId('bulk-count').getByText('No vendors selected').waitFor();
    for (const v of chosen) expect(await filterIdsOf(v.id)).toEqual([]);

    const after = await visit(`/venues/${filter.slug}`);
    await after.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => after.getByTestId('result-count').textContent()).toMatch(/\d/);
    for (const v of chosen) expect(await after.getByTestId('vendor-card').getByRole('heading', { name: v.name }).count()).toBe(0);
    await after.close();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('edits a vendor in the modal: tagline and exactly the ticked filters are saved; Escape cancels; Clear All Filters empties them', async () => {
    const photographers = await vendorsOf('photographers');
    let vendor: VendorRow | undefined;
    for (const v of photographers) if ((await filterIdsOf(v.id)).length > 0) vendor = vendor ?? v;
    expect(vendor).toBeTruthy();
    const categoryFilters: Array<{ id: string; name: string }> = await site.db
      .knex('seo_filters as f')
      .join('categories as c', 'c.id', 'f.category_id')
      .where('c.slug', 'photographers')
      .select('f.id', 'f.name');
    const before = await filterIdsOf(vendor!.id);
    const untick = categoryFilters.find((f) => before.includes(f.id))!;
    const tick = categoryFilters.find((f) => !before.includes(f.id))!;

    const { page, errors } = await openVendors();
    const row = await findRow(page, vendor!);
    const editButton = row.getByRole('button', { name: /^Edit / });

    // Escape cancels, and the focus goes back to the Edit button.
    await editButton.click();
    const dialog = page.getByRole('dialog', { name: `Edit ${vendor!.name}` });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('ve-name');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Edit');

    await editButton.click();
    await dialog.waitFor();
    expect(await dialog.getByLabel('Email').getAttribute('type')).toBe('email');
    expect(await dialog.getByLabel('Website').getAttribute('type')).toBe('url');
    expect(await dialog.getByLabel('Starting Price ($)').getAttribute('type')).toBe('number');
    await dialog.getByRole('textbox', { name: 'Description' }).waitFor();
    await dialog.getByRole('group', { name: 'Photography Style' }).waitFor();
    expect(await dialog.getByRole('checkbox', { checked: true }).count()).toBe(before.length);
    expect(await seriousAxeViolations(page, '[data-testid="vendor-edit-dialog"]')).toEqual([]);

    // A field error from the shared schema, before anything is sent.
    await dialog.getByLabel('Website').fill('not a website');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText('Please enter a valid website address (starting with http:// or https://)').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('ve-website');
    await dialog.getByLabel('Website').fill('https://example.com/new-site');

    const tagline = `Unhurried, honest wedding photographs ${Date.now()}`;
    await dialog.getByLabel('Tagline').fill(tagline);
    await dialog.getByRole('checkbox', { name: untick.name }).uncheck();
    await dialog.getByRole('checkbox', { name: tick.name }).check();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await notice(page, `${vendor!.name} was updated.`);
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Edit');
    const expected = [...before.filter((id) => id !== untick.id), tick.id].sort();
    expect(await filterIdsOf(vendor!.id)).toEqual(expected);

    const pub = await visit(`/vendors/${vendor!.slug}`);
    await pub.getByText(tagline).waitFor();
    await pub.close();

    // Clear All Filters unticks every box; saving then clears the vendor's filters.
    await editButton.click();
    await dialog.waitFor();
    expect(await dialog.getByLabel('Tagline').inputValue()).toBe(tagline);
    await dialog.getByRole('button', { name: 'Clear All Filters' }).click();
    expect(await dialog.getByRole('checkbox', { checked: true }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    // (The first save's notice may still show: wait for the modal to close, then for the database.)
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => filterIdsOf(vendor!.id)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("cancels a paid vendor's subscription from the edit modal, after a confirmation", async () => {
    const list = await adminApi<{ vendors: Array<{ _id: string; name: string; slug: string; subscriptionTier: string }> }>('/admin/vendors?limit=50');
    const paid = list.vendors.find((v) => v.subscriptionTier !== 'free');
    expect(paid).toBeTruthy();
    const { page, errors } = await openVendors();
    const row = await findRow(page, { id: paid!._id, name: paid!.name, slug: paid!.slug });
    await row.getByRole('button', { name: /^Edit / }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${paid!.name}` });
    await dialog.waitFor();
    expect(await dialog.getByTestId('vendor-tier').textContent()).not.toBe('Standard (Free)');
    const asked = answerConfirm(page, true);
    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    expect(await asked).toContain(paid!.name);
    await expect.poll(() => dialog.getByTestId('vendor-tier').textContent()).toBe('Standard (Free)');
    expect(await dialog.getByRole('button', { name: 'Cancel subscription' }).count()).toBe(0);
    const after = await adminApi<{ vendor: { subscriptionTier: string } }>(`/admin/vendors/${paid!._id}`);
    expect(after.vendor.subscriptionTier).toBe('free');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows a vendor's own cancel: 'Cancels {date}' on the row and in the edit modal", async () => {
    const list = await adminApi<{ vendors: Array<{ _id: string; name: string; slug: string; subscriptionTier: string; planCancelAt: string | null }> }>('/admin/vendors?limit=50');
    const paid = list.vendors.find((v) => v.subscriptionTier !== 'free' && !v.planCancelAt)!;
    // The owner cancelled for the end of the billing period (as POST /api/vendors/{id}/subscription/cancel writes it).
    await site.db.knex('subscriptions').where({ vendor_id: paid._id }).update({ cancel_at: new Date('2027-03-05T12:00:00Z') });
    const { page, errors } = await openVendors();
    const row = await findRow(page, { id: paid._id, name: paid.name, slug: paid.slug });
    // The row's Billing column (issue 37 §7) says it in short.
    await row.getByTestId('vendor-row-billing').getByText('Cancels Mar 5', { exact: true }).waitFor();
    await row.getByRole('button', { name: /^Edit / }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${paid.name}` });
    await dialog.getByTestId('vendor-plan-cancels').getByText('Cancels March 5, 2027', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('adds a new vendor: schema messages and focus on the first error, then the listing is live and its owner emailed', async () => {
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${site.baseUrl}/admin/vendors`);
    await page.getByRole('link', { name: 'Add New Vendor' }).click();
    await page.waitForURL(/\/admin\/vendors\/new$/);
    await page.getByRole('heading', { name: 'Add New Vendor', level: 1 }).waitFor();
    const form = page.getByTestId('new-vendor-form');
    await form.getByRole('combobox', { name: /^Category/ }).locator('option', { hasText: 'Florists' }).waitFor({ state: 'attached' });
    expect(await form.getByLabel('State').inputValue()).toBe('SC');
    expect(await form.getByRole('checkbox', { name: /^Active/ }).isChecked()).toBe(true);
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);

    // Empty: the server's messages, and the focus on the first invalid field.
    await form.getByRole('button', { name: 'Create Vendor' }).click();
    for (const message of ['Category is required', 'Business name is required', 'City is required', 'County is required']) await form.getByText(message, { exact: true }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('nv-category');

    const name = `Wren & Willow Florals ${Date.now() % 100_000}`;
    const owner = `owner-${Date.now()}@florals.example`;
    await form.getByRole('combobox', { name: /^Category/ }).selectOption({ label: 'Florists' });
    await form.getByLabel('Business Name').fill(name);
    await form.getByLabel('Tagline').fill('Garden-style wedding flowers grown in Pickens County');
    await form.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Seasonal blooms from our own fields.');
    await form.getByLabel('City').fill('Pickens');
    await form.getByLabel('County').fill('Pickens County');
    await form.getByLabel('ZIP Code').fill('2967');
    await form.getByLabel('Email', { exact: true }).fill('hello@wrenwillow.example');
    await form.getByLabel('Starting Price ($)').fill('900');
    await form.getByLabel('Owner Email (optional)').fill(owner);
    await form.getByRole('button', { name: 'Create Vendor' }).click();
    await form.getByText('Please enter a valid ZIP code').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('nv-location-zipCode');
    await form.getByLabel('ZIP Code').fill('29671');
    await form.getByRole('button', { name: 'Create Vendor' }).click();

    const done = page.getByTestId('vendor-created');
    await done.getByRole('heading', { name: 'Vendor Created' }).waitFor();
    await done.getByText(`We emailed ${owner} a login link to manage the listing.`).waitFor();
    const row = await site.db.knex('vendors').where({ name }).first('id', 'slug', 'is_active', 'city', 'zip_code', 'starting_price');
    expect(row).toMatchObject({ city: 'Pickens', zip_code: '29671', starting_price: 900 });
    expect(row.is_active).toBeTruthy();
    // The owner's mail (the listing is live) carries a login link.
    await emailedLoginLink(site, owner, { anyMail: true });

    await done.getByRole('link', { name: 'View Public Page' }).click();
    await page.waitForURL(new RegExp(`/vendors/${row.slug}$`));
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.getByText('Garden-style wedding flowers grown in Pickens County').waitFor();
    await page.getByText('Seasonal blooms from our own fields.').waitFor();

    // And it can be deleted again, after a confirmation (the quiet action in the edit modal).
    await page.goto(`${site.baseUrl}/admin/vendors`);
    const listed = await findRow(page, { id: row.id, name, slug: row.slug });
    await listed.getByRole('button', { name: /^Edit / }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
    await dialog.waitFor();
    const asked = answerConfirm(page, true);
    await dialog.getByRole('button', { name: 'Delete Vendor' }).click();
    expect(await asked).toContain(name);
    await notice(page, `${name} was deleted.`);
    await page.getByRole('heading', { name: 'No Vendors Found' }).waitFor();
    expect(await site.db.knex('vendors').where({ id: row.id }).first()).toBeUndefined();
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows SPEC §8's failure messages: the list, the details, each toggle, the save and both bulk actions", async () => {
    const page = await context.newPage();
    const fail = (route: Route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, error: { code: 'INTERNAL', message: 'Something went wrong' } }) });
    const LIST = /\/api\/admin\/vendors(\?.*)?$/;
    const ONE = /\/api\/admin\/vendors\/[^/?]+$/;
    const TOGGLE = /\/api\/admin\/vendors\/[^/]+\/toggle-(status|featured|verified)$/;

    await page.route(LIST, fail);
    await page.goto(`${site.baseUrl}/admin/vendors`);
    await page.getByRole('alert').getByText('Failed to load vendors', { exact: true }).waitFor();
    await page.unroute(LIST);
    await page.getByRole('button', { name: 'Retry' }).click();
    const row = rows(page).first();
    await row.waitFor();

    await page.route(ONE, (route) => (route.request().method() === 'GET' ? fail(route) : route.continue()));
    await row.getByRole('button', { name: /^Edit / }).click();
    await notice(page, 'Failed to load vendor details');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.unroute(ONE);

    await page.route(TOGGLE, fail);
    await row.getByRole('button', { name: /^(Activate|Deactivate) / }).click();
    await notice(page, 'Failed to update vendor status');
    await row.getByRole('button', { name: /^(Feature|Unfeature) / }).click();
    await notice(page, 'Failed to update featured status');
    await row.getByRole('button', { name: /^(Verify|Unverify) / }).click();
    await notice(page, 'Failed to update verified status');
    await page.unroute(TOGGLE);

    await page.route(ONE, (route) => (route.request().method() === 'PUT' ? fail(route) : route.continue()));
    await row.getByRole('button', { name: /^Edit / }).click();
    const dialog = page.getByTestId('vendor-edit-dialog');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByRole('alert').getByText('Failed to update vendor', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.unroute(ONE);

    await page.route('**/api/vendors/apply-filters', fail);
    await page.route('**/api/vendors/clear-filters', fail);
    await row.getByRole('checkbox').check();
    await page.getByTestId('bulk-bar').getByRole('button', { name: 'Apply Filters' }).click();
    const bulk = page.getByTestId('bulk-apply-dialog');
    await bulk.getByLabel('Music Style').selectOption('jazz');
    await bulk.getByRole('button', { name: 'Apply Filters' }).click();
    await bulk.getByText('Error applying filters. Please try again.').waitFor();
    await bulk.getByRole('button', { name: 'Cancel' }).click();
    await bulk.waitFor({ state: 'detached' });
    const asked = answerConfirm(page, true);
    await page.getByTestId('bulk-bar').getByRole('button', { name: 'Clear Filters' }).click();
    expect(await asked).toBe('Are you sure you want to clear all filters from 1 selected vendor?');
    await notice(page, 'Error clearing filters. Please try again.');
    // A failed bulk action keeps the selection.
    await page.getByTestId('bulk-count').getByText('1 vendor selected').waitFor();
    await page.close();
  });

  it('works on a phone (390 px): each vendor is a card whose Edit and toggle buttons are on screen and work, and the page does not scroll sideways', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, storageState: await context.storageState() });
    const page = await phone.newPage();
    await page.goto(`${site.baseUrl}/admin/vendors`);
    await rows(page).first().waitFor();
    const sizes = await page.evaluate(() => {
      const frame = document.querySelector('[data-testid="vendor-table"]')!.parentElement!;
      return { page: document.documentElement.scrollWidth, viewport: window.innerWidth, frame: frame.clientWidth, table: frame.scrollWidth };
    });
    expect(sizes.page).toBeLessThanOrEqual(sizes.viewport);
    // Nothing hides to the right inside the frame either: the cards fit it.
    expect(sizes.table).toBeLessThanOrEqual(sizes.frame);

    // The third card, scrolled to: its actions lie wholly inside the screen, and Edit opens the modal.
    const row = rows(page).nth(2);
    const name = (await row.locator('.avm-vendor__name').first().innerText()).replace(/\s*\(public page.*$/s, '').trim();
    const edit = row.getByRole('button', { name: /^Edit/ });
    await edit.scrollIntoViewIfNeeded();
    for (const button of [edit, row.getByRole('button', { name: /Feature|Unfeature/ }), row.getByRole('button', { name: /Deactivate|Activate/ }), row.getByRole('button', { name: /Unverify|Verify/ })]) {
      expect(await button.isVisible()).toBe(true);
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await page.screenshot({ path: 'tests/.artifacts/admin-vendors-390.png' });
    await edit.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByText(name, { exact: false }).first().waitFor();
    await phone.close();
  });
});
