/**
 * Browser journeys of the SEO filter management screen (/admin/filters), SPEC §2 'Admin SEO filters', §5
 * 'Admin SEO filter form', §8 'Admin filters' and 'Confirmations': an admin signs in through the emailed
 * link, creates a landing page, meets the duplicate-slug rule, edits, deactivates, activates and deletes it,
 * in Debian's Chromium against the built site on a seeded SQLite database.
 */
import type { Browser, BrowserContext, Dialog, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe.ts';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';
import { signInInBrowser } from '../support/browser-sign-in.ts';

const NEW_FILTER = {
  name: 'Lakeside Lawn Venues',
  slug: 'lakeside-lawn-venues',
  seoTitle: 'Lakeside Lawn Wedding Venues in Upstate SC | Upstate Wedding Directory',
  seoDescription: 'Lawns by Lake Keowee, Jocassee and Hartwell for an open-air ceremony with the water behind you.',
  content: '<p>Lawns <strong>by the lake</strong>.</p>',
};
const DUPLICATE_SLUG = 'A filter with this slug already exists in this category.';


/** Waits for the page's notice with this text (notices hide themselves after 3 s). */
const notice = (page: Page, text: string) => page.getByTestId('filters-notice').getByText(text, { exact: true }).waitFor();

/** The table row of the filter with this name. */
const row = (page: Page, name: string) => page.getByTestId('filter-row').filter({ has: page.getByRole('rowheader').getByText(name, { exact: true }) });

describe('admin SEO filter management in Chromium', () => {
  let site: RunningSite;
  let browser: Browser;
  /** The signed-in admin's browser context (the session lives in its localStorage). */
  let context: BrowserContext;
  let venues: { id: string; name: string };
  let photographers: { id: string; name: string };

  beforeAll(async () => {
    site = await startSite('sqlite');
    browser = await launchBrowser();
    venues = await site.db.knex('categories').where({ slug: 'venues' }).first('id', 'name');
    photographers = await site.db.knex('categories').where({ slug: 'photographers' }).first('id', 'name');
    // The demo seed has a landing page for every value, and a value has one page only (409 otherwise): the
    // two values this file creates pages for are freed first.
    const freed = site.db.knex('seo_filters').where((q) => {
      void q.where({ category_id: venues.id, filter_key: 'venue_type', filter_value: 'garden' }).orWhere({ category_id: photographers.id, filter_key: 'photography_style', filter_value: 'documentary' });
    });
    await site.db.knex('vendor_filters').whereIn('filter_id', freed.clone().select('id')).delete();
    await freed.delete();

    // Sign in the way an admin does: the login form, then the emailed link.
    ({ context } = await signInInBrowser(browser, site, site.adminEmail));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await site?.stop();
  });

  const openFilters = async (): Promise<{ page: Page; errors: string[] }> => {
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${site.baseUrl}/admin/filters`);
    await page.getByTestId('filters-table').waitFor();
    return { page, errors };
  };

  /** A visitor's page in a browser of its own (the public API is cached 30 s by browsers). */
  const visitor = () => browser.newPage({ viewport: { width: 1280, height: 900 } });
  const filterCount = async () => Number((await site.db.knex('seo_filters').count({ n: '*' }).first())?.n);
  const storedFilter = (slug: string, categoryId = venues.id) => site.db.knex('seo_filters').where({ slug, category_id: categoryId }).first();
  /** The public landing page as a search engine asks for it (the server renders its status and head). */
  const landingStatus = async (path: string) => (await fetch(`${site.baseUrl}${path}`)).status;

  /** Opens the create form and fills every required field; the slug is left to the name. */
  const fillNewFilter = async (page: Page, f: { name: string; category: string; key: string; value: string }) => {
    await page.getByRole('button', { name: 'Add New Filter' }).first().click();
    const form = page.getByTestId('filter-form');
    await form.getByRole('heading', { name: 'Add New Filter' }).waitFor();
    await form.getByLabel('Filter Name').fill(f.name);
    await form.getByLabel('Category').selectOption({ label: f.category });
    await form.getByLabel('Filter Key').selectOption(f.key);
    await form.getByLabel('Filter Value').selectOption(f.value);
    await form.getByLabel('SEO Title').fill(`${f.name} in Upstate SC | Upstate Wedding Directory`);
    await form.getByLabel('SEO Description').fill(`The best ${f.name.toLowerCase()} across the Upstate.`);
    return form;
  };

  it('shows the header, the back link and every filter grouped by category, with no serious axe violations', async () => {
    const { page, errors } = await openFilters();
    await page.getByRole('heading', { name: 'SEO Filters Management', level: 1 }).waitFor();
    await page.getByText('Manage category-specific filters for SEO landing pages', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to Admin' }).getAttribute('href')).toBe('/admin');
    const total = await filterCount();
    expect(total).toBeGreaterThan(30);
    await page.getByRole('heading', { name: `Existing Filters (${total})` }).waitFor();
    expect(await page.getByTestId('filter-row').count()).toBe(total);
    for (const column of ['Filter', 'Category', 'Key & Value', 'Vendors', 'Status', 'Actions']) {
      await page.getByRole('columnheader', { name: column, exact: true }).waitFor();
    }

    // A seeded row: name with /slug, category, key and value with its label, vendor count, status.
    const barn = row(page, 'Barn Venues');
    await barn.getByText('/barn-venues', { exact: true }).waitFor();
    await barn.getByText('venue_type = barn').waitFor();
    await barn.getByText('Barn', { exact: true }).waitFor();
    await barn.getByText('Active', { exact: true }).waitFor();
    const rainPlan = await site.db.knex('seo_filters').where({ filter_key: 'indoor_outdoor', filter_value: 'outdoor_rain' }).first('name');
    await row(page, rainPlan.name).getByText('Outdoor with Rain Plan', { exact: true }).waitFor();

    // Grouped by category (site order), and by sort order within one.
    const groups = await page.locator('.af-group__head').allTextContents();
    expect(groups[0]).toMatch(/^Venues/);
    const seeded = await site.db.knex('seo_filters').where({ category_id: venues.id }).orderBy([{ column: 'sort_order' }, { column: 'name' }]).pluck('name');
    const shown = await page.locator('.af-group').first().locator('.af-name').allTextContents();
    expect(shown).toEqual(seeded);

    await page.getByRole('button', { name: 'Add New Filter' }).first().click();
    await page.getByTestId('filter-form').waitFor();
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('refuses an empty form with the shared schema messages, without calling the server', async () => {
    const { page, errors } = await openFilters();
    const before = await filterCount();
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' && r.url().includes('/api/filters')) posts.push(r.url());
    });
    await page.getByRole('button', { name: 'Add New Filter' }).first().click();
    const form = page.getByTestId('filter-form');
    // The form opens with the focus on its first field, active by default, sort order 0.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('seo-filter-name');
    expect(await form.getByLabel('Active').isChecked()).toBe(true);
    expect(await form.getByLabel('Sort Order').inputValue()).toBe('0');
    await form.getByRole('button', { name: 'Create Filter' }).click();
    for (const message of ['Name is required', 'Slug is required', 'Category is required', 'Filter key is required', 'Filter value is required', 'SEO title is required', 'SEO description is required']) {
      await form.getByText(message, { exact: true }).waitFor();
    }
    expect(await form.getByLabel('Filter Name').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('seo-filter-name');
    // Typing clears a field's message.
    await form.getByLabel('Filter Name').fill('Anything');
    await form.getByText('Name is required', { exact: true }).waitFor({ state: 'detached' });
    expect(posts).toEqual([]);
    expect(await filterCount()).toBe(before);

    // Cancel closes the form and gives the focus back to the button that opened it.
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain('Add New Filter');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('creates a filter whose slug follows the name; it is listed, stored as typed and its landing page answers', async () => {
    const { page, errors } = await openFilters();
    const before = await filterCount();
    expect(await landingStatus(`/venues/${NEW_FILTER.slug}`)).toBe(404);

    await page.getByRole('button', { name: 'Add New Filter' }).first().click();
    const form = page.getByTestId('filter-form');
    const slug = form.getByLabel('Slug');
    await form.getByLabel('Filter Name').pressSequentially('Lakeside Lawn');
    expect(await slug.inputValue()).toBe('lakeside-lawn');
    await form.getByLabel('Filter Name').fill(NEW_FILTER.name);
    expect(await slug.inputValue()).toBe(NEW_FILTER.slug);

    // The key list belongs to the chosen category; changing the category resets key and value.
    const key = form.getByLabel('Filter Key');
    expect(await key.isDisabled()).toBe(true);
    await form.getByLabel('Category').selectOption({ label: photographers.name });
    expect(await key.locator('option').allTextContents()).toEqual(['Select a filter key', 'Photography style (photography_style)']);
    await key.selectOption('photography_style');
    await form.getByLabel('Category').selectOption({ label: venues.name });
    expect(await key.inputValue()).toBe('');
    expect(await key.locator('option:not([value=""])').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(['venue_type', 'indoor_outdoor']);
    await key.selectOption('indoor_outdoor');
    // A key with a known list offers its values by label.
    const value = form.getByLabel('Filter Value');
    expect(await value.evaluate((el) => el.tagName)).toBe('SELECT');
    expect(await value.locator('option').allTextContents()).toContain('Outdoor with Rain Plan');
    await key.selectOption('venue_type');
    await value.selectOption({ label: 'Garden' });

    await form.getByLabel('SEO Title').fill(NEW_FILTER.seoTitle);
    const description = form.getByLabel('SEO Description');
    expect(await description.getAttribute('rows')).toBe('3');
    await description.fill(NEW_FILTER.seoDescription);
    await form.getByLabel('Meta Keywords').fill(' lakeside venues, , lawn wedding ,keowee ');
    await form.getByLabel('Content').fill(NEW_FILTER.content);
    await form.getByLabel('Sort Order').fill('7');
    // The page address under the slug uses the public base URL.
    await form.getByText(`${site.baseUrl}/venues/${NEW_FILTER.slug}`).waitFor();
    await form.getByRole('button', { name: 'Create Filter' }).click();

    await notice(page, 'Filter created successfully!');
    await form.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: `Existing Filters (${before + 1})` }).waitFor();
    const created = row(page, NEW_FILTER.name);
    await created.getByText(`/${NEW_FILTER.slug}`, { exact: true }).waitFor();
    await created.getByText('venue_type = garden').waitFor();
    await created.getByText('Active', { exact: true }).waitFor();

    const stored = await storedFilter(NEW_FILTER.slug);
    expect(stored).toMatchObject({ name: NEW_FILTER.name, filter_key: 'venue_type', filter_value: 'garden', seo_title: NEW_FILTER.seoTitle, sort_order: 7 });
    expect(Boolean(stored.is_active)).toBe(true);
    expect(JSON.parse(stored.meta_keywords)).toEqual(['lakeside venues', 'lawn wedding', 'keowee']);

    // The public landing page now answers, with the filter's SEO title in the server-rendered head.
    const res = await fetch(`${site.baseUrl}/venues/${NEW_FILTER.slug}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`<title>${NEW_FILTER.seoTitle.replace(/&/g, '&amp;')}</title>`);
    const pub = await visitor();
    await pub.goto(`${site.baseUrl}/venues/${NEW_FILTER.slug}`);
    await pub.getByRole('heading', { name: NEW_FILTER.name, level: 1 }).waitFor();
    await pub.close();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the server error for a slug taken in the same category, and allows that slug in another category', async () => {
    const { page, errors } = await openFilters();
    const before = await filterCount();
    const form = await fillNewFilter(page, { name: 'Rustic Barns', category: venues.name, key: 'venue_type', value: 'barn' });
    // A slug typed by hand no longer follows the name.
    await form.getByLabel('Slug').fill('barn-venues');
    await form.getByLabel('Filter Name').fill('Rustic Barn Venues');
    expect(await form.getByLabel('Slug').inputValue()).toBe('barn-venues');
    await form.getByRole('button', { name: 'Create Filter' }).click();

    await notice(page, `Error saving filter: ${DUPLICATE_SLUG}`);
    // The form stays open with everything typed, the message under the slug.
    await form.getByText(DUPLICATE_SLUG, { exact: true }).waitFor();
    expect(await form.getByLabel('Slug').getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByLabel('Filter Name').inputValue()).toBe('Rustic Barn Venues');
    expect(await form.getByLabel('SEO Title').inputValue()).toBe('Rustic Barns in Upstate SC | Upstate Wedding Directory');
    expect(await filterCount()).toBe(before);

    // The same slug in another category is another page.
    await form.getByLabel('Category').selectOption({ label: photographers.name });
    await form.getByLabel('Filter Key').selectOption('photography_style');
    await form.getByLabel('Filter Value').selectOption({ label: 'Documentary' });
    await form.getByRole('button', { name: 'Create Filter' }).click();
    await notice(page, 'Filter created successfully!');
    expect(await storedFilter('barn-venues', photographers.id)).toMatchObject({ name: 'Rustic Barn Venues', filter_value: 'documentary' });
    expect(await filterCount()).toBe(before + 1);
    expect(errors.filter((e) => !e.includes('409'))).toEqual([]);
    await page.close();
  });

  it('edits a filter: the form is prefilled, the saved slug stays when the name changes, the changes are stored', async () => {
    const { page, errors } = await openFilters();
    await row(page, NEW_FILTER.name).getByRole('button', { name: /^Edit/ }).click();
    const form = page.getByTestId('filter-form');
    await form.getByRole('heading', { name: 'Edit Filter' }).waitFor();
    expect(await form.getByLabel('Filter Name').inputValue()).toBe(NEW_FILTER.name);
    expect(await form.getByLabel('Filter Value').inputValue()).toBe('garden');
    expect(await form.getByLabel('Meta Keywords').inputValue()).toBe('lakeside venues, lawn wedding, keowee');
    expect(await form.getByLabel('Content').inputValue()).toBe(NEW_FILTER.content);

    await form.getByLabel('Filter Name').fill('Lakeside Lawns');
    expect(await form.getByLabel('Slug').inputValue()).toBe(NEW_FILTER.slug);
    await form.getByLabel('SEO Description').fill('Open-air ceremonies on the lawns of the Upstate lakes.');
    await form.getByRole('button', { name: 'Update Filter' }).click();
    await notice(page, 'Filter updated successfully!');
    await row(page, 'Lakeside Lawns').waitFor();
    expect(await storedFilter(NEW_FILTER.slug)).toMatchObject({ name: 'Lakeside Lawns', seo_description: 'Open-air ceremonies on the lawns of the Upstate lakes.' });

    // Back to the original name for the next journeys.
    await row(page, 'Lakeside Lawns').getByRole('button', { name: /^Edit/ }).click();
    await form.getByLabel('Filter Name').fill(NEW_FILTER.name);
    await form.getByRole('button', { name: 'Update Filter' }).click();
    await notice(page, 'Filter updated successfully!');
    await row(page, NEW_FILTER.name).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('deactivating takes the landing page off the public site; activating brings it back', async () => {
    const { page, errors } = await openFilters();
    const path = `/venues/${NEW_FILTER.slug}`;
    expect(await landingStatus(path)).toBe(200);

    await row(page, NEW_FILTER.name).getByRole('button', { name: /^Deactivate/ }).click();
    await notice(page, 'Filter deactivated successfully!');
    await row(page, NEW_FILTER.name).getByText('Inactive', { exact: true }).waitFor();
    expect(Boolean((await storedFilter(NEW_FILTER.slug)).is_active)).toBe(false);
    expect(await landingStatus(path)).toBe(404);
    const pub = await visitor();
    await pub.goto(site.baseUrl + path);
    await pub.getByTestId('landing-not-found').waitFor();
    await pub.close();

    await row(page, NEW_FILTER.name).getByRole('button', { name: /^Activate/ }).click();
    await notice(page, 'Filter activated successfully!');
    await row(page, NEW_FILTER.name).getByText('Active', { exact: true }).waitFor();
    expect(Boolean((await storedFilter(NEW_FILTER.slug)).is_active)).toBe(true);
    expect(await landingStatus(path)).toBe(200);
    const again = await visitor();
    await again.goto(site.baseUrl + path);
    await again.getByRole('heading', { name: NEW_FILTER.name, level: 1 }).waitFor();
    await again.close();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('View opens the landing page on the public base URL the API gives, in a new tab', async () => {
    const { page } = await openFilters();
    const api = (await page.evaluate(async () => {
      const res = await fetch('/api/admin/filters', { headers: { Authorization: `Bearer ${localStorage.getItem('uwd.auth.token')}` } });
      return res.json();
    })) as { publicBaseUrl: string };
    // The site under test is configured with its own address as the public base URL.
    expect(api.publicBaseUrl).toBe(site.baseUrl);
    const view = row(page, NEW_FILTER.name).getByRole('link', { name: /^View/ });
    expect(await view.getAttribute('href')).toBe(`${site.baseUrl}/venues/${NEW_FILTER.slug}`);
    expect(await view.getAttribute('target')).toBe('_blank');
    expect(await view.getAttribute('rel')).toBe('noopener noreferrer');
    const [tab] = await Promise.all([context.waitForEvent('page'), view.click()]);
    await tab!.getByRole('heading', { name: NEW_FILTER.name, level: 1 }).waitFor();
    await tab!.close();
    await page.close();

    // Whatever address is configured is the one used: never the admin's own origin or localhost.
    const other = await context.newPage();
    await other.route('**/api/admin/filters', async (route) => {
      const res = await route.fetch();
      await route.fulfill({ response: res, json: { ...(await res.json()), publicBaseUrl: 'https://www.upstate-weddings.example/' } });
    });
    await other.goto(`${site.baseUrl}/admin/filters`);
    await other.getByTestId('filters-table').waitFor();
    const hrefs = await other.getByRole('link', { name: /^View/ }).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(30);
    for (const href of hrefs) expect(href).toMatch(/^https:\/\/www\.upstate-weddings\.example\/[a-z]+\/[a-z0-9-]+$/);
    expect(hrefs).toContain(`https://www.upstate-weddings.example/venues/${NEW_FILTER.slug}`);
    await other.close();
  });

  it('deletes a filter only after the confirmation, and keeps it when the admin cancels', async () => {
    const { page, errors } = await openFilters();
    const before = await filterCount();
    const questions: string[] = [];
    let answer = false;
    page.on('dialog', (dialog: Dialog) => {
      questions.push(dialog.message());
      void (answer ? dialog.accept() : dialog.dismiss());
    });

    await row(page, NEW_FILTER.name).getByRole('button', { name: /^Delete/ }).click();
    await expect.poll(() => questions.length).toBe(1);
    expect(questions[0]).toBe(`Are you sure you want to delete the filter "${NEW_FILTER.name}"?`);
    await page.waitForTimeout(300);
    expect(await row(page, NEW_FILTER.name).count()).toBe(1);
    expect(await storedFilter(NEW_FILTER.slug)).toBeTruthy();

    answer = true;
    await row(page, NEW_FILTER.name).getByRole('button', { name: /^Delete/ }).click();
    await notice(page, 'Filter deleted successfully!');
    await row(page, NEW_FILTER.name).waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: `Existing Filters (${before - 1})` }).waitFor();
    expect(await storedFilter(NEW_FILTER.slug)).toBeUndefined();
    expect(await landingStatus(`/venues/${NEW_FILTER.slug}`)).toBe(404);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('says so when the list cannot load (with a working Retry), and when a toggle or a delete fails', async () => {
    const page = await context.newPage();
    let failList = true;
    await page.route('**/api/admin/filters', (route) => (failList ? route.fulfill({ status: 500, json: { success: false, error: { code: 'INTERNAL', message: 'Boom' } } }) : route.fallback()));
    await page.goto(`${site.baseUrl}/admin/filters`);
    await page.getByText('Error loading filters. Please try again.', { exact: true }).waitFor();
    failList = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('filters-table').waitFor();

    await page.route('**/api/filters/*/toggle', (route) => route.fulfill({ status: 500, json: { success: false, error: { code: 'INTERNAL', message: 'Database unavailable' } } }));
    await page.route(/\/api\/filters\/[^/]+$/, (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 403, json: { success: false, error: { code: 'FORBIDDEN', message: 'Not allowed' } } }) : route.fallback(),
    );
    await row(page, 'Barn Venues').getByRole('button', { name: /^Deactivate/ }).click();
    await notice(page, 'Error toggling filter: Database unavailable');
    await row(page, 'Barn Venues').getByText('Active', { exact: true }).waitFor();

    page.on('dialog', (d) => void d.accept());
    await row(page, 'Barn Venues').getByRole('button', { name: /^Delete/ }).click();
    await notice(page, 'Error deleting filter: Not allowed');
    expect(await row(page, 'Barn Venues').count()).toBe(1);
    await page.close();
  });

  it('works at phone width: the rows read as labelled cards and the form fits the screen', async () => {
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${site.baseUrl}/admin/filters`);
    await page.getByTestId('filters-table').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await row(page, 'Barn Venues').getByRole('button', { name: /^Edit/ }).click();
    await page.getByTestId('filter-form').getByRole('heading', { name: 'Edit Filter' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.close();
  });
});
