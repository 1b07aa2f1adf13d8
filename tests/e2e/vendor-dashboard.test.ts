/**
 * Browser journeys of the vendor dashboard (/vendor/dashboard) and the upgrade page (/upgrade), SPEC §2, §4, §5,
 * §8: profile editing with rich text, the photo gallery (a real PNG through the signed upload URL, with the
 * progress bar), service filters, and the upgrade request — in Debian's Chromium against the built site on a
 * seeded SQLite database.
 */
import sharp from 'sharp';
import type { Browser, BrowserContext, Dialog, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPGRADE_SUCCESS_MESSAGE } from '../../domain/subscriptions/upgrade-request.ts';
import { formatPlanDate } from '../../domain/subscriptions/subscription.ts';
import { seriousAxeViolations } from '../support/axe.ts';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';
import { signInInBrowser } from '../support/browser-sign-in.ts';

const OWNER = 'owner@dashboard.example';


/** Waits for the dashboard notice with this text (notices hide themselves after 3 s). */
const notice = (page: Page, text: string) => page.getByTestId('dashboard-notice').getByText(text, { exact: true }).waitFor();

describe('vendor dashboard and upgrade in Chromium', () => {
  let site: RunningSite;
  let browser: Browser;
  /** One signed-in browser context (the session lives in its localStorage). */
  let context: BrowserContext;
  let vendor: { id: string; slug: string; name: string };
  let token: string;

  beforeAll(async () => {
    site = await startSite('sqlite');
    browser = await launchBrowser();
    const row = await site.db.knex('vendors').orderBy('slug').first();
    vendor = { id: row.id, slug: row.slug, name: row.name };
    const now = new Date();
    await site.db.knex('users').insert({ id: '01JDASHOWNER00000000000000', email: OWNER, is_admin: false, is_active: true, vendor_id: vendor.id, created_at: now, updated_at: now });

    // Sign in the way a vendor does: the login form, then the emailed link.
    ({ context, token } = await signInInBrowser(browser, site, OWNER, { landing: /\/vendor\/dashboard$/ }));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await site?.stop();
  });

  const openDashboard = async (): Promise<{ page: Page; errors: string[] }> => {
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${site.baseUrl}/vendor/dashboard`);
    await page.getByTestId('profile-view').waitFor();
    return { page, errors };
  };

  /** The owner's listing as the API gives it. */
  const ownVendor = async () => {
    const res = await fetch(`${site.baseUrl}/api/vendors/${vendor.id}`, { headers: { Authorization: `Bearer ${token}` } });
    return ((await res.json()) as { vendor: { description: string; tagline: string; images: Array<{ _id: string; caption: string | null; altText: string | null; isPrimary: boolean; sortOrder: number }>; filters: Array<{ filter: { _id: string } }> } }).vendor;
  };

  it('shows the header, the listing, the sidebar and keyboard tabs, with no serious axe violations', async () => {
    const { page, errors } = await openDashboard();
    await page.getByRole('heading', { name: 'Vendor Dashboard', level: 1 }).waitFor();
    expect(await page.locator('main').getByText(OWNER).first().isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Back to Directory' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('link', { name: 'View Profile', exact: true }).getAttribute('href')).toBe(`/vendors/${vendor.slug}`);
    // A seeded listing is on the free tier: the upgrade link shows.
    expect(await page.getByRole('link', { name: 'Upgrade Now' }).getAttribute('href')).toBe(`/upgrade?slug=${vendor.slug}`);
    for (const name of ['Quick Stats', 'Quick Actions', 'Profile Status']) await page.getByRole('heading', { name }).waitFor();
    // 'View Inquiries' is a link to the inbox (issue 17); without unread inquiries it has no badge.
    expect(await page.getByRole('link', { name: 'View Inquiries', exact: true }).getAttribute('href')).toBe('/vendor/inquiries');
    expect(await page.getByText('Coming Soon').count()).toBe(0);
    // Rating with one decimal out of 5.
    expect(await page.getByTestId('profile-view').getByText(/^\d\.\d \/ 5$/).first().isVisible()).toBe(true);

    // Tabs: arrow keys move the selection and the focus.
    const profileTab = page.getByRole('tab', { name: 'Business Profile' });
    expect(await profileTab.getAttribute('aria-selected')).toBe('true');
    await profileTab.focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'Photo Gallery' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Photo Gallery');
    await page.getByRole('tabpanel', { name: 'Photo Gallery' }).getByRole('heading', { name: 'Your Photos' }).waitFor();
    await page.keyboard.press('End');
    // End selects the last tab (issue 18 adds tabs after 'Filters', e.g. 'Reviews'); ArrowRight then wraps to the first.
    const tabs = page.getByRole('tab');
    expect(await tabs.count()).toBeGreaterThan(3);
    expect(await tabs.last().getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tab', { name: 'Filters' }).getAttribute('aria-selected')).toBe('false');
    await page.keyboard.press('ArrowRight');
    expect(await profileTab.getAttribute('aria-selected')).toBe('true');

    expect(await seriousAxeViolations(page, 'main')).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shares: the link is copied when there is no share sheet; a closed share sheet says nothing; a failed copy says so', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.baseUrl });
    const { page } = await openDashboard();
    await page.getByRole('button', { name: 'Share Profile' }).first().click();
    await notice(page, 'Profile link copied to clipboard!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${site.baseUrl}/vendors/${vendor.slug}`);
    // Notices hide themselves after 3 s.
    await page.getByTestId('dashboard-notice').getByText('Profile link copied to clipboard!').waitFor({ state: 'detached', timeout: 4_500 });
    await page.close();

    // With a share sheet that the user closes (AbortError): no message at all.
    const sharing = await context.newPage();
    await sharing.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { configurable: true, value: () => Promise.reject(new DOMException('Share canceled', 'AbortError')) });
    });
    await sharing.goto(`${site.baseUrl}/vendor/dashboard`);
    await sharing.getByRole('button', { name: 'Share Profile' }).first().click();
    await sharing.waitForTimeout(500);
    expect(await sharing.getByTestId('dashboard-notice').textContent()).toBe('');
    await sharing.close();

    // No share sheet and no way to copy.
    const failing = await context.newPage();
    await failing.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new Error('denied')) } });
      document.execCommand = () => false;
    });
    await failing.goto(`${site.baseUrl}/vendor/dashboard`);
    await failing.getByRole('button', { name: 'Share Profile' }).first().click();
    await notice(failing, 'Failed to copy link. Please try again.');
    await failing.close();
  });

  it('edits the profile: field errors from the shared schema, rich text with bold that survives the save, cancel', async () => {
    const { page, errors } = await openDashboard();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const form = page.getByTestId('profile-form');
    await form.waitFor();
    expect(await form.getByLabel('Email').getAttribute('type')).toBe('email');
    expect(await form.getByLabel('Phone').getAttribute('type')).toBe('tel');
    expect(await form.getByLabel('Website').getAttribute('type')).toBe('url');
    expect(await form.getByLabel('Starting Price ($)').getAttribute('type')).toBe('number');
    await page.getByRole('textbox', { name: 'Description' }).waitFor();
    await page.getByRole('toolbar', { name: 'Text formatting' }).first().getByRole('button', { name: 'Bold' }).waitFor();
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);

    // An invalid website is refused before anything is sent, and the field gets the focus.
    await form.getByLabel('Website').fill('not a website');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await form.getByText('Please enter a valid website address (starting with http:// or https://)').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('profile-website');
    await form.getByLabel('Website').fill('https://example.com/studio');
    expect(await form.getByText('Please enter a valid website address', { exact: false }).count()).toBe(0);

    await form.getByLabel('Tagline').fill('Golden-hour portraits across the Upstate');
    // The description editor (Quill): replace the text, with two words in bold (Ctrl+B).
    const editor = page.getByRole('textbox', { name: 'Description' });
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.keyboard.type('We love ');
    await page.keyboard.press('Control+B');
    await page.keyboard.type('golden hour');
    await page.keyboard.press('Control+B');
    await page.keyboard.type(' portraits.');
    expect(await page.getByTestId('profile-description-counter').textContent()).toBe('30 / 5000');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await notice(page, 'Profile updated successfully!');

    // Back in view mode, with the bold text rendered (sanitized) from the stored HTML.
    const view = page.getByTestId('profile-view');
    await view.waitFor();
    await view.locator('strong', { hasText: 'golden hour' }).waitFor();
    await view.getByText('Golden-hour portraits across the Upstate').waitFor();
    const stored = await ownVendor();
    expect(stored.description).toContain('<strong>golden hour</strong>');
    expect(stored.description).not.toContain('&nbsp;');
    expect(stored.tagline).toBe('Golden-hour portraits across the Upstate');

    // Cancel throws the edits away.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Tagline').fill('Not saved');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await view.getByText('Golden-hour portraits across the Upstate').waitFor();
    expect(await view.getByText('Not saved').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Edit Profile');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('rich text: the counter warns above 90 % and input past the limit is rejected', async () => {
    const { page, errors } = await openDashboard();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const editor = page.getByRole('textbox', { name: 'Pricing Notes' });
    const counter = page.getByTestId('profile-pricingNotes-counter');
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    expect(await counter.textContent()).toBe('0 / 2000');
    // A paste that keeps within the limit is taken; above 90 % the counter turns to its warning colour.
    await page.evaluate((text) => navigator.clipboard.writeText(text), 'a'.repeat(1900));
    await page.keyboard.press('Control+V');
    await expect.poll(() => counter.textContent()).toBe('1900 / 2000');
    expect(await counter.getAttribute('class')).toContain('ui-rich__counter--warning');
    // One that would pass the limit is removed again; typing up to the limit still works.
    await page.evaluate((text) => navigator.clipboard.writeText(text), 'b'.repeat(150));
    await page.keyboard.press('Control+V');
    await page.waitForTimeout(200);
    expect(await counter.textContent()).toBe('1900 / 2000');
    expect(await editor.textContent()).not.toContain('b');
    await page.keyboard.type('xyz');
    await expect.poll(() => counter.textContent()).toBe('1903 / 2000');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    expect(errors).toEqual([]);
    await page.close();
  });

  it("changing the category while editing loads that category's filters with none ticked; Cancel restores them", async () => {
    const { page, errors } = await openDashboard();
    const stored = (await ownVendor()).filters.length;
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Category').selectOption({ label: 'Venues' });
    await page.getByRole('tab', { name: 'Filters' }).click();
    const form = page.getByTestId('filters-form');
    await form.getByRole('group', { name: 'Venue Type' }).waitFor();
    expect(await form.getByRole('checkbox', { checked: true }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Business Profile' }).click();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('tab', { name: 'Filters' }).click();
    await form.getByRole('group', { name: 'Photography Style' }).waitFor();
    expect(await form.getByRole('checkbox', { checked: true }).count()).toBe(stored);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows SPEC §8's upload failures: the server's reason, storage, confirmation", async () => {
    const { page } = await openDashboard();
    await page.getByRole('tab', { name: 'Photo Gallery' }).click();
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#6b46c1' } }).png().toBuffer();
    const choose = () => page.setInputFiles('#photo-upload-input', { name: 'p.png', mimeType: 'image/png', buffer: png });
    const refuse = (status: number, message?: string) => ({
      status,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, error: { code: status === 400 ? 'BAD_REQUEST' : 'INTERNAL', message: message ?? 'Something went wrong' } }),
    });
    const isPresign = (url: URL) => /\/api\/vendors\/[^/]+\/photos$/.test(url.pathname);

    // The presign is refused with a reason (the plan's photo limit): that reason is shown.
    await page.route(isPresign, (route) => route.fulfill(refuse(400, 'You have reached the photo limit of 10 for your plan.')));
    await choose();
    await notice(page, 'You have reached the photo limit of 10 for your plan.');
    await page.unrouteAll();
    // A server error while preparing.
    await page.route(isPresign, (route) => route.fulfill(refuse(500)));
    await choose();
    await notice(page, 'Failed to prepare upload. Please try again.');
    await page.unrouteAll();
    // Storage answers 500.
    await page.route('**/api/uploads/**', (route) => route.fulfill({ status: 500, body: '' }));
    await choose();
    await notice(page, 'Upload to storage failed. Please check your connection.');
    await page.unrouteAll();
    // The file is stored but the confirmation fails.
    await page.route('**/photos/confirm', (route) => route.fulfill(refuse(500)));
    await choose();
    await notice(page, 'Upload completed but confirmation failed. Please refresh the page.');
    await page.unrouteAll();
    await page.close();
  });

  it("shows SPEC §8's failure messages for the profile, photos, filters and the upgrade", async () => {
    const { page } = await openDashboard();
    const fail = (status: number, message = 'Something went wrong', fields?: Record<string, string>) => ({
      status,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, error: { code: status === 400 ? 'VALIDATION_ERROR' : 'INTERNAL', message, fields } }),
    });
    /** Answers `method` requests to paths matching `path` with `response`; lets everything else through. */
    const refuse = (path: RegExp, method: string, response: ReturnType<typeof fail>) =>
      page.route(
        (url) => path.test(url.pathname),
        (route) => (route.request().method() === method ? route.fulfill(response) : route.continue()),
      );

    // Profile: a 400 from the server shows its field errors beside the fields.
    await refuse(/^\/api\/vendors\/[^/]+$/, 'PUT', fail(400, 'Invalid input', { phone: 'Phone number is too long' }));
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await notice(page, 'Failed to update profile. Please try again.');
    await page.getByText('Phone number is too long').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('profile-phone');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.unrouteAll();

    // Photos: set primary, edit (the dialog stays open and says why), delete.
    await page.getByRole('tab', { name: 'Photo Gallery' }).click();
    const second = page.getByTestId('photo-card').nth(1);
    await refuse(/\/photos\/[^/]+$/, 'PUT', fail(500));
    await second.getByRole('button', { name: /Set Primary/ }).click();
    await notice(page, 'Failed to set primary photo: Something went wrong');
    await second.getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Photo' });
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText('Failed to update photo: Something went wrong').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.unrouteAll();
    await refuse(/\/photos\/[^/]+$/, 'DELETE', fail(500));
    page.once('dialog', (d) => void d.accept());
    await second.getByRole('button', { name: /^Delete/ }).click();
    await notice(page, 'Failed to delete photo: Something went wrong');
    await page.unrouteAll();

    // Filters: saving fails; loading fails (with Try Again).
    await page.getByRole('tab', { name: 'Filters' }).click();
    await page.route('**/api/vendors/apply-filters', (route) => route.fulfill(fail(500)));
    await page.route('**/api/vendors/clear-filters', (route) => route.fulfill(fail(500)));
    await page.getByTestId('filters-form').getByRole('button', { name: 'Save Filters' }).click();
    await notice(page, 'Failed to update filters. Please try again.');
    await page.unrouteAll();
    await page.route('**/api/filters/category/**', (route) => route.fulfill(fail(500)));
    await page.reload();
    await page.getByRole('tab', { name: 'Filters' }).click();
    await page.getByTestId('filters-form').getByText('Failed to load filters').waitFor();
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByTestId('filters-form').getByRole('checkbox').first().waitFor();

    // Upgrade: the server's message, else 'Upgrade failed'; a network failure has its own message.
    await page.goto(`${site.baseUrl}/upgrade?slug=${vendor.slug}`);
    await page.getByLabel('Cardholder Name').fill('Amelia Hart');
    await page.getByLabel('Card Number').fill('4242424242424242');
    await page.getByLabel('Expiry Date').fill('12/30');
    await page.getByLabel('CVV').fill('123');
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    const submit = page.getByRole('button', { name: 'Start 3-Month Free Trial' });
    await page.route('**/api/upgrades', (route) => route.fulfill(fail(409, 'An upgrade request for this listing is already pending.')));
    await submit.click();
    await expect.poll(() => alerts.at(-1)).toBe('An upgrade request for this listing is already pending.');
    await page.unrouteAll();
    await page.route('**/api/upgrades', (route) => route.fulfill({ status: 500, body: '' }));
    await submit.click();
    await expect.poll(() => alerts.at(-1)).toBe('Upgrade failed');
    await page.unrouteAll();
    await page.route('**/api/upgrades', (route) => route.abort('internetdisconnected'));
    await submit.click();
    await expect.poll(() => alerts.at(-1)).toBe('Failed to submit upgrade request. Please try again.');
    await page.unrouteAll();
    expect(page.url()).toContain('/upgrade');
    await page.close();
  });

  it('uploads a real PNG with a progress bar, sets it primary, edits its caption, moves it and deletes it', async () => {
    const { page, errors } = await openDashboard();
    await page.getByRole('tab', { name: 'Photo Gallery' }).click();
    const beforeIds = (await ownVendor()).images.map((i) => i._id);
    const before = beforeIds.length;
    await page.getByTestId('photo-count').getByText(`${before} photos`).waitFor();
    const cards = page.getByTestId('photo-card');
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);

    // A file that is no image never leaves the browser.
    const alerts: string[] = [];
    const onDialog = (d: Dialog) => {
      alerts.push(d.message());
      void d.accept();
    };
    page.on('dialog', onDialog);
    await page.setInputFiles('#photo-upload-input', { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect.poll(() => alerts).toEqual(['Please select an image file']);
    // The same for a file dropped on the drop zone (only the first of several is used).
    const dropped = await page.evaluateHandle(() => {
      const data = new DataTransfer();
      data.items.add(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
      data.items.add(new File(['x'], 'second.png', { type: 'image/png' }));
      return data;
    });
    await page.getByTestId('photo-dropzone').dispatchEvent('drop', { dataTransfer: dropped });
    await expect.poll(() => alerts).toEqual(['Please select an image file', 'Please select an image file']);
    page.off('dialog', onDialog);

    // Hold the PUT to storage a moment, so the progress bar can be seen.
    await page.route('**/api/uploads/**', async (route) => {
      if (route.request().method() === 'PUT') await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 107, g: 70, b: 193 } } })
      .png()
      .toBuffer();
    await page.setInputFiles('#photo-upload-input', { name: 'golden-hour.png', mimeType: 'image/png', buffer: png });
    const bar = page.getByRole('progressbar');
    await bar.waitFor();
    const now = Number(await bar.getAttribute('aria-valuenow'));
    expect(now).toBeGreaterThanOrEqual(0);
    expect(now).toBeLessThanOrEqual(100);
    expect(await bar.getAttribute('aria-valuemax')).toBe('100');
    await notice(page, 'Photo uploaded successfully!');
    await page.getByTestId('photo-count').getByText(`${before + 1} photos`).waitFor();
    await bar.waitFor({ state: 'detached' });
    await page.unrouteAll();

    const uploadedId = (await ownVendor()).images.map((i) => i._id).find((id) => !beforeIds.includes(id))!;
    expect(uploadedId).toBeTruthy();
    const card = page.locator(`[data-photo-id="${uploadedId}"]`);
    await card.locator('img').waitFor();
    expect(await card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // Set primary.
    await card.getByRole('button', { name: /Set Primary/ }).click();
    await notice(page, 'Primary photo updated!');
    await card.getByText('Primary photo').waitFor();
    expect((await ownVendor()).images.filter((i) => i.isPrimary).map((i) => i._id)).toEqual([uploadedId]);

    // Edit: Escape cancels and gives the focus back; Save stores caption and alt text.
    await card.getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Photo' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('photo-edit-caption');
    await dialog.getByLabel('Caption').fill('Never saved');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Edit/);
    await card.getByRole('button', { name: /^Edit/ }).click();
    await dialog.waitFor();
    expect(await dialog.getByLabel('Caption').inputValue()).toBe('');
    await dialog.getByLabel('Caption').fill('Golden hour on the lawn');
    await dialog.getByLabel('Alt Text').fill('A purple test card');
    expect(await dialog.getByLabel(/Primary photo/).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await notice(page, 'Photo updated successfully!');
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('Golden hour on the lawn').waitFor();
    expect(await card.locator('img').getAttribute('alt')).toBe('A purple test card');
    const edited = (await ownVendor()).images.find((i) => i._id === uploadedId)!;
    expect([edited.caption, edited.altText]).toEqual(['Golden hour on the lawn', 'A purple test card']);

    // Move it one place to the left (PUT …/photos/reorder).
    const order = async () => (await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-photo-id'))));
    const lastIndex = (await order()).indexOf(uploadedId);
    await card.getByRole('button', { name: /left$/ }).click();
    await expect.poll(order).toContain(uploadedId);
    await expect.poll(async () => (await order()).indexOf(uploadedId)).toBe(lastIndex - 1);
    const sorted = [...(await ownVendor()).images].sort((a, b) => a.sortOrder - b.sortOrder).map((i) => i._id);
    expect(sorted.indexOf(uploadedId)).toBe(lastIndex - 1);

    // Delete, after the confirmation.
    const confirms: string[] = [];
    page.once('dialog', (d) => {
      confirms.push(d.message());
      void d.accept();
    });
    await card.getByRole('button', { name: /^Delete/ }).click();
    await notice(page, 'Photo deleted successfully!');
    expect(confirms).toEqual(['Are you sure you want to delete this photo?']);
    await page.getByTestId('photo-count').getByText(`${before} photos`).waitFor();
    expect((await ownVendor()).images.some((i) => i._id === uploadedId)).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('saves the service filters (applies a selection, clears an empty one)', async () => {
    const { page, errors } = await openDashboard();
    await page.getByRole('tab', { name: 'Filters' }).click();
    const form = page.getByTestId('filters-form');
    const boxes = form.getByRole('checkbox');
    await boxes.first().waitFor();
    // Pre-ticked from the stored filters.
    const storedIds = (await ownVendor()).filters.map((f) => f.filter._id).sort();
    const ticked = async () => (await boxes.evaluateAll((els) => (els as HTMLInputElement[]).filter((b) => b.checked).map((b) => b.id.replace(/^filter-/, '')))).sort();
    expect(await ticked()).toEqual(storedIds);

    // Tick every box and save.
    for (const box of await boxes.all()) if (!(await box.isChecked())) await box.check();
    const all = await ticked();
    await form.getByRole('button', { name: 'Save Filters' }).click();
    await notice(page, 'Filters updated successfully!');
    expect((await ownVendor()).filters.map((f) => f.filter._id).sort()).toEqual(all);

    // Untick everything: saving clears the vendor's filters.
    for (const box of await boxes.all()) await box.uncheck();
    await form.getByRole('button', { name: 'Save Filters' }).click();
    await notice(page, 'Filters updated successfully!');
    expect((await ownVendor()).filters).toEqual([]);

    // Still there after a reload.
    await page.reload();
    await page.getByRole('tab', { name: 'Filters' }).click();
    await boxes.first().waitFor();
    expect(await ticked()).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('upgrades itself: validation, Processing..., the success alert, then the vendor page', async () => {
    const { page, errors } = await openDashboard();
    await page.getByRole('link', { name: 'Upgrade Now' }).click();
    await page.waitForURL(`${site.baseUrl}/upgrade?slug=${vendor.slug}`);
    await page.getByRole('heading', { name: 'Grow Your Business', level: 1 }).waitFor();
    await page.getByTestId('current-plan').getByText('Standard (Free)').waitFor();
    expect(await page.getByLabel('Business Name').inputValue()).not.toBe('');
    expect(await page.getByLabel('Email').inputValue()).toMatch(/@/);
    expect(await page.getByRole('radio', { name: 'Featured Listing' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Card Number').getAttribute('maxlength')).toBe('19');
    expect(await page.getByLabel('Expiry Date').getAttribute('maxlength')).toBe('5');
    expect(await page.getByLabel('CVV').getAttribute('maxlength')).toBe('4');
    await page.getByRole('group', { name: 'Choose Your Plan' }).getByText('$129').waitFor();
    await page.getByText('How does the free trial work?').click();

    // Nothing typed for the card: the first missing field gets the focus; editing it clears its error.
    await page.getByRole('radio', { name: 'Premier Partner' }).check();
    await page.getByRole('button', { name: 'Start 3-Month Free Trial' }).click();
    await page.getByText('Cardholder name is required').waitFor();
    await page.getByText('Card number is required').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('upgrade-creditCard-cardholderName');
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);
    await page.getByLabel('Cardholder Name').fill('Amelia Hart');
    expect(await page.getByText('Cardholder name is required').count()).toBe(0);
    await page.getByLabel('Card Number').fill('4242424242424242');
    expect(await page.getByLabel('Card Number').inputValue()).toBe('4242 4242 4242 4242');
    await page.getByLabel('Expiry Date').fill('1230');
    expect(await page.getByLabel('Expiry Date').inputValue()).toBe('12/30');
    await page.getByLabel('CVV').fill('123');

    await page.route('**/api/upgrades', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    const alerts: string[] = [];
    page.once('dialog', (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    await page.getByRole('button', { name: 'Start 3-Month Free Trial' }).click();
    await page.getByRole('button', { name: 'Processing...' }).waitFor();
    await page.waitForURL(`${site.baseUrl}/vendors/${vendor.slug}`, { timeout: 15_000 });
    expect(alerts).toEqual([UPGRADE_SUCCESS_MESSAGE]);
    // No admin in between (issue 37): the plan runs on the processor at once, with its free trial.
    expect(await site.db.knex('upgrade_requests').where({ vendor_id: vendor.id })).toEqual([]);
    expect(await site.db.knex('subscriptions').where({ vendor_id: vendor.id }).first()).toMatchObject({ tier: 'premier', status: 'trialing' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('after the upgrade, the dashboard shows Premier and hides Upgrade Now; /upgrade offers only the move to Featured', async () => {
    const { page, errors } = await openDashboard();
    await page.getByTestId('plan-tier').getByText('Premier Partner').waitFor();
    expect(await page.getByRole('link', { name: 'Upgrade Now' }).count()).toBe(0);
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);
    await page.goto(`${site.baseUrl}/upgrade?slug=${vendor.slug}`);
    // A Premier plan billed on the processor (issue 37 §2): no card asked, only the move down at the period's end.
    await page.getByRole('heading', { name: 'Your Plan', level: 1 }).waitFor();
    await page.getByTestId('current-plan').getByText('Premier Partner').waitFor();
    await page.getByRole('button', { name: 'Switch to Featured Listing' }).waitFor();
    expect(await page.getByLabel('Card Number').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows Access Denied, not a free plan, on /upgrade?slug=<someone else's listing>", async () => {
    const other = await site.db.knex('vendors').whereNot({ id: vendor.id }).orderBy('slug', 'desc').first();
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${site.baseUrl}/upgrade?slug=${other.slug}`);
    await page.getByRole('heading', { name: 'Access Denied', level: 1 }).waitFor();
    await page.getByText("You don't have permission to access this page.").waitFor();
    expect(await page.getByRole('link', { name: 'Go to Your Dashboard' }).getAttribute('href')).toBe('/vendor/dashboard');
    expect(await page.getByTestId('upgrade-form').count()).toBe(0);
    expect(await page.getByText(other.name).count()).toBe(0);
    // The browser logs the refused eligibility check (403) itself; nothing else may go wrong.
    expect(errors.filter((e) => !/status of 403/.test(e))).toEqual([]);
    await page.close();
  });

  it('cancels a paid plan from the dashboard: the confirmation says what happens and when, then the dashboard shows the end date', async () => {
    // A seeded Featured listing, with an owner of its own.
    const paid = await site.db.knex('subscriptions as s').join('vendors as v', 'v.id', 's.vendor_id').where({ 's.tier': 'featured', 's.status': 'active' }).whereNull('v.owner_user_id').first('v.id', 'v.slug', 'v.name');
    const email = 'featured-owner@dashboard.example';
    const now = new Date();
    await site.db.knex('users').insert({ id: '01JDASHFEATURED00000000000', email, is_admin: false, is_active: true, vendor_id: paid.id, created_at: now, updated_at: now });
    await site.db.knex('vendors').where({ id: paid.id }).update({ owner_user_id: '01JDASHFEATURED00000000000' });
    const owner = await signInInBrowser(browser, site, email, { landing: /\/vendor\/dashboard$/ });
    const plan = (await (await fetch(`${site.baseUrl}/api/upgrades/check/${paid.slug}`, { headers: { Authorization: `Bearer ${owner.token}` } })).json()) as { subscription: { currentPeriodEnd: string } };
    const endDate = formatPlanDate(new Date(plan.subscription.currentPeriodEnd));

    const page = await owner.context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${site.baseUrl}/vendor/dashboard`);
    await page.getByTestId('plan-tier').getByText('Featured').waitFor();
    const open = page.getByRole('button', { name: 'Cancel plan' });

    // Keep my plan / Escape: nothing changes.
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your Featured plan?' });
    await dialog.waitFor();
    expect(await dialog.getByText(`Your Featured plan ends on ${endDate}. Your listing stays on Upstate Wedding Directory and moves to the free Standard listing then. You won't be charged again.`, { exact: true }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Keep my plan');
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    }
    expect(await seriousAxeViolations(page, 'dialog')).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await open.click();
    await dialog.getByRole('button', { name: 'Keep my plan' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await site.db.knex('subscriptions').where({ vendor_id: paid.id }).first()).cancel_at).toBeNull();

    // Cancel plan: the dashboard shows the end; the owner is emailed.
    await open.click();
    await dialog.getByRole('button', { name: 'Cancel plan' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('plan-note').getByText(`Featured plan cancelled — ends ${endDate}`, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Cancel plan' }).count()).toBe(0);
    await page.getByTestId('plan-tier').getByText('Featured').waitFor();
    expect((await site.db.knex('subscriptions').where({ vendor_id: paid.id }).first()).cancel_at).not.toBeNull();
    await expect.poll(async () => (await site.mailbox()).some((m) => m.to === email && m.subject === 'Your Featured Listing plan is cancelled'), { timeout: 10_000 }).toBe(true);
    // It stays so after a reload.
    await page.reload();
    await page.getByTestId('plan-note').getByText(`Featured plan cancelled — ends ${endDate}`, { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await owner.context.close();
  });

  it('fits a 375 px screen: no sideways scrolling on the dashboard and the upgrade page', async () => {
    const page = await context.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ['/vendor/dashboard', `/upgrade?slug=${vendor.slug}`]) {
      await page.goto(site.baseUrl + path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
    await page.close();
  });
});
