/**
 * Browser journeys of the public remote's vendor detail, contact, about and partner pages (SPEC §2), in
 * Debian's Chromium against the real built site on a seeded SQLite database.
 */
import type { Browser, Page } from 'playwright-core';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe.ts';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';

interface ApiVendor {
  _id: string;
  name: string;
  slug: string;
  isFeatured: boolean;
  isVerified: boolean;
  startingPrice: number | null;
  category: { slug: string; name: string };
  location: { city: string; county: string; state: string; zipCode: string | null };
  phone: string | null;
  email: string | null;
  website: string | null;
  socialMedia: Record<string, string | null>;
  attributes: { specialties: string[] };
  reviewStats: { averageRating: number; totalReviews: number };
  images: Array<{ _id: string; urls: { original: string } }>;
  filters: Array<{ filter: { name: string; slug: string } }>;
  tags: Array<{ name: string }>;
}

/** Images the gallery preview shows (2 to 7) and the total we give the test vendor, so '+3 more photos'. */
const PREVIEW_TILES = 6;
const TOTAL_IMAGES = 10;

const SUCCESS = "Thank you for your message! We'll get back to you soon.";
const SERVER_ERROR = 'An error occurred while submitting your message.';
const NETWORK_ERROR = 'An error occurred while submitting your message. Please try again.';

describe('vendor detail, contact, about and partner pages in Chromium', () => {
  let site: RunningSite;
  let browser: Browser;
  /** A featured, verified vendor with several reviews, given TOTAL_IMAGES photos. */
  let vendor: ApiVendor;
  /** A second vendor whose description holds hostile HTML written straight into the database. */
  let hostile: ApiVendor;
  /** How many copies were added (their captions are 'Extra view 1' …). */
  let extraCount = 0;

  const api = async <T>(path: string): Promise<T> => {
    const res = await fetch(site.baseUrl + path);
    expect(res.status, path).toBe(200);
    return (await res.json()) as T;
  };

  const open = async (path: string, width = 1280): Promise<{ page: Page; errors: string[] }> => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    const errors = watchPageErrors(page);
    await page.goto(site.baseUrl + path);
    return { page, errors };
  };

  /** Waits for `locator`; a timeout says what the page showed instead, so a failure explains itself. */
  const appear = async (page: Page, locator: ReturnType<Page['locator']>, errors: string[] = []) => {
    try {
      await locator.waitFor({ timeout: 20_000 });
    } catch (error) {
      const text = await page.locator('body').innerText().catch(() => '(no body)');
      throw new Error(`${(error as Error).message}\nURL: ${page.url()}\nPage errors: ${errors.join(' | ')}\nPage text: ${text.slice(0, 1500)}`);
    }
  };

  /** The rich text of `section`, sanitized and drawn: scrolled to (its sanitizer loads when about to be seen). */
  const shownRichText = async (section: ReturnType<Page['locator']>) => {
    await section.scrollIntoViewIfNeeded();
    await section.locator('.rich-text:not([aria-busy])').first().waitFor({ timeout: 10_000 });
  };

  const openVendor = async (slug: string, width = 1280) => {
    const opened = await open(`/vendors/${slug}`, width);
    await opened.page.getByTestId('vendor-detail').waitFor({ timeout: 15_000 });
    return opened;
  };

  beforeAll(async () => {
    site = await startSite('sqlite');
    browser = await launchBrowser();

    const list = await api<{ vendors: ApiVendor[] }>('/api/vendors?limit=100');
    const pick = list.vendors.find((v) => v.isFeatured && v.isVerified && v.reviewStats.totalReviews > 3);
    const other = list.vendors.find((v) => v !== pick && v.reviewStats.totalReviews === 0);
    if (!pick || !other) throw new Error('The demo seed no longer has the vendors this suite needs');

    // Copies of the vendor's own photos (same files) bring it to TOTAL_IMAGES.
    const rows = await site.db.knex('vendor_images').where({ vendor_id: pick._id }).orderBy('sort_order');
    const template = rows[rows.length - 1];
    const extra = Array.from({ length: TOTAL_IMAGES - rows.length }, (_, i) => ({
      ...template,
      id: ulid(),
      is_primary: false,
      sort_order: Number(template.sort_order) + i + 1,
      caption: `Extra view ${i + 1}`,
      alt_text: `${pick.name}, extra view ${i + 1}`,
    }));
    if (extra.length) await site.db.knex('vendor_images').insert(extra);
    extraCount = extra.length;

    await site.db
      .knex('vendors')
      .where({ id: other._id })
      .update({
        description:
          '<p>Safe <strong>bold</strong> text.</p><img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script>' +
          '<a href="javascript:window.__xss = 3" id="bad">bad link</a> <a href="https://example.com/menu">menu</a>' +
          '<svg><style><img src=x onerror="window.__xss = 4"></style></svg>',
      });

    vendor = (await api<{ vendor: ApiVendor }>(`/api/vendors/${pick.slug}`)).vendor;
    hostile = (await api<{ vendor: ApiVendor }>(`/api/vendors/${other.slug}`)).vendor;
    expect(vendor.images).toHaveLength(TOTAL_IMAGES);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  describe('vendor detail (/vendors/:slug)', () => {
    it('shows the hero, badges, sections, contact actions, social links and location card', async () => {
      const { page, errors } = await openVendor(vendor.slug);

      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(vendor.name);
      expect(await page.title()).toContain(vendor.name);
      const hero = page.getByTestId('vendor-hero').locator('img');
      expect(await hero.getAttribute('src')).toBe(vendor.images[0]!.urls.original);

      const badges = page.getByTestId('vendor-badges');
      expect(await badges.textContent()).toContain('Featured');
      expect(await badges.textContent()).toContain('Verified');

      for (const title of ['About', 'Gallery', 'Details', 'Specialties', 'Features & Amenities', 'Reviews']) {
        expect(await page.getByRole('heading', { level: 2, name: title, exact: true }).count(), title).toBe(1);
      }
      const about = page.getByTestId('vendor-about');
      await shownRichText(about);
      expect((await about.locator('.rich-text p').count()) > 0).toBe(true);

      const details = await page.getByTestId('vendor-details').textContent();
      expect(details).toContain('Starting Price');
      expect(details).toContain(vendor.startingPrice === null ? 'Contact for pricing' : `$${vendor.startingPrice.toLocaleString('en-US')}`);

      const specialties = await page.getByTestId('vendor-specialties').locator('li').allTextContents();
      expect(specialties).toEqual(vendor.attributes.specialties);

      // Filters are chips linking to their landing pages; tags are listed too.
      const features = page.getByTestId('vendor-features');
      for (const { filter } of vendor.filters) {
        expect(await features.getByRole('link', { name: filter.name }).getAttribute('href')).toBe(`/${vendor.category.slug}/${filter.slug}`);
      }
      for (const tag of vendor.tags) expect(await features.textContent()).toContain(tag.name);

      expect(await page.getByRole('link', { name: vendor.category.name, exact: true }).first().getAttribute('href')).toBe(
        `/${vendor.category.slug}`,
      );

      const contact = page.getByTestId('vendor-contact');
      if (vendor.phone) expect(await contact.getByRole('link', { name: /^Call/ }).getAttribute('href')).toMatch(/^tel:\+?\d+$/);
      if (vendor.email) expect(await contact.getByRole('link', { name: /^Email/ }).getAttribute('href')).toBe(`mailto:${vendor.email}`);
      if (vendor.website) {
        const websiteLink = contact.getByRole('link', { name: /^Visit Website/ });
        expect(await websiteLink.getAttribute('href')).toMatch(/^https?:\/\//);
        expect(await websiteLink.getAttribute('target')).toBe('_blank');
        expect(await websiteLink.getAttribute('rel')).toBe('noopener noreferrer');
      }
      expect(await contact.getByRole('link', { name: 'Send a Message' }).getAttribute('href')).toBe(`/vendors/${vendor.slug}/message`);

      const networks = Object.entries(vendor.socialMedia).filter(([, url]) => url);
      expect(networks.length).toBeGreaterThan(0);
      for (const [network, url] of networks) {
        const label = network === 'tiktok' ? 'TikTok' : network.charAt(0).toUpperCase() + network.slice(1);
        const link = contact.getByRole('link', { name: `${vendor.name} on ${label} (opens in a new tab)` });
        expect(await link.getAttribute('href')).toBe(url);
        expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
      }

      const location = await page.getByTestId('vendor-location').textContent();
      for (const part of [vendor.location.city, vendor.location.county, vendor.location.state, vendor.location.zipCode ?? '']) {
        expect(location).toContain(part);
      }
      expect(location).toContain('Serving Upstate South Carolina');
      expect(errors).toEqual([]);
      await page.close();
    });

    it('previews images 2 to 7 as lazy tiles, the last saying "+N more photos"', async () => {
      const { page } = await openVendor(vendor.slug);
      const tiles = page.getByTestId('gallery-tile');
      expect(await tiles.count()).toBe(PREVIEW_TILES);
      const srcs = await tiles.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
      expect(srcs[0]).toContain(vendor.images[1]!.urls.original.replace(/\.jpg$/, ''));
      for (const img of await tiles.locator('img').all()) {
        expect(await img.getAttribute('loading')).toBe('lazy');
        expect(Number(await img.getAttribute('width'))).toBeGreaterThan(0);
        expect(Number(await img.getAttribute('height'))).toBeGreaterThan(0);
      }
      expect(await tiles.last().textContent()).toBe(`+${TOTAL_IMAGES - 7} more photos`);
      expect(await tiles.nth(PREVIEW_TILES - 2).textContent()).toBe('');
      await page.close();
    });

    it('opens the lightbox from a tile with the keyboard; arrows cycle, Escape closes and focus returns', async () => {
      const { page, errors } = await openVendor(vendor.slug);
      const tile = page.getByTestId('gallery-tile').first();
      await tile.focus();
      await page.keyboard.press('Enter');

      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await dialog.getAttribute('aria-modal')).toBe('true');
      expect(await page.locator('dialog :focus').count()).toBe(1); // focus moved into the dialog
      const counter = page.getByTestId('lightbox-counter');
      const img = dialog.locator('img');
      expect(await counter.textContent()).toBe(`2 / ${TOTAL_IMAGES}`);
      expect(await img.getAttribute('src')).toBe(vendor.images[1]!.urls.original);

      await page.keyboard.press('ArrowRight');
      expect(await counter.textContent()).toBe(`3 / ${TOTAL_IMAGES}`);
      expect(await img.getAttribute('src')).toBe(vendor.images[2]!.urls.original);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      expect(await counter.textContent()).toBe(`1 / ${TOTAL_IMAGES}`);
      await page.keyboard.press('ArrowLeft'); // wraps to the last photo
      expect(await counter.textContent()).toBe(`${TOTAL_IMAGES} / ${TOTAL_IMAGES}`);
      expect(await dialog.locator('figcaption').textContent()).toBe(`Extra view ${extraCount}`);

      // The visible buttons do the same.
      await dialog.getByRole('button', { name: 'Next photo' }).click();
      expect(await counter.textContent()).toBe(`1 / ${TOTAL_IMAGES}`);
      await dialog.getByRole('button', { name: 'Previous photo' }).click();
      expect(await counter.textContent()).toBe(`${TOTAL_IMAGES} / ${TOTAL_IMAGES}`);

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await page.locator('[data-testid="gallery-tile"]:focus').count()).toBe(1);
      expect(await page.locator('[data-testid="gallery-tile"]:focus').getAttribute('aria-label')).toMatch(/^Open photo 2 of 10/);

      // The close button closes too, and the hero opens the first photo.
      await page.getByTestId('vendor-hero').getByRole('button').click();
      expect(await counter.textContent()).toBe(`1 / ${TOTAL_IMAGES}`);
      await dialog.getByRole('button', { name: 'Close photo viewer' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
      await page.close();
    });

    it('summarises reviews (average, stars, count, distribution) and pages with Show more', async () => {
      const reviews = await api<{ stats: { averageRating: number; totalReviews: number; distribution: Record<string, number> } }>(
        `/api/vendors/${vendor.slug}/reviews?limit=1`,
      );
      const { page } = await openVendor(vendor.slug);
      const section = page.getByTestId('vendor-reviews');
      await section.getByTestId('review-list').waitFor();
      expect(await section.getByTestId('review-average').textContent()).toBe(`${reviews.stats.averageRating.toFixed(1)} out of 5`);
      expect(await section.getByRole('img', { name: `Rated ${reviews.stats.averageRating.toFixed(1)} out of 5` }).count()).toBe(1);
      expect(await section.textContent()).toContain(`Based on ${reviews.stats.totalReviews} reviews`);
      const bars = await section.getByRole('list', { name: 'Rating distribution' }).locator('li').allTextContents();
      expect(bars).toHaveLength(5);
      expect(bars[0]).toContain(`${reviews.stats.distribution['5']} review`);

      const items = section.getByTestId('review-list').locator('> li');
      expect(await items.count()).toBe(3);
      await section.getByRole('button', { name: 'Show more' }).click();
      await page.waitForFunction((n) => (globalThis as unknown as { document: { querySelectorAll(s: string): { length: number } } }).document.querySelectorAll('[data-testid="review-list"] > li').length > n, 3);
      expect(await items.count()).toBe(Math.min(6, reviews.stats.totalReviews));
      if (reviews.stats.totalReviews <= 6) expect(await section.getByRole('button', { name: 'Show more' }).count()).toBe(0);
      await page.close();
    });

    it("loads the rich-text sanitizer when the description is about to be seen, not with a phone's first screen", async () => {
      const page = await browser.newPage({ viewport: { width: 390, height: 700 } });
      const errors = watchPageErrors(page);
      const sanitizerChunks: string[] = [];
      page.on('request', (req) => {
        if (/\/mf\/public\/assets\/sanitize-[^/]*\.js$/.test(new URL(req.url()).pathname)) sanitizerChunks.push(req.url());
      });
      await page.goto(`${site.baseUrl}/vendors/${vendor.slug}`, { waitUntil: 'networkidle' });
      await page.getByTestId('vendor-detail').waitFor();
      const about = page.getByTestId('vendor-about');
      // Below the first screen: nothing unsanitized is drawn, the block waits (aria-busy), no sanitizer fetched.
      expect((await about.boundingBox())!.y).toBeGreaterThan(700 * 1.25);
      expect(await about.locator('.rich-text[aria-busy="true"]').count()).toBe(1);
      expect(await about.locator('.rich-text').innerHTML()).toBe('');
      expect(sanitizerChunks).toEqual([]);
      // The visitor scrolls: the sanitizer arrives and the description is drawn, sanitized.
      await page.mouse.wheel(0, 400);
      await about.locator('.rich-text:not([aria-busy]) p').first().waitFor({ timeout: 10_000 });
      expect(sanitizerChunks).toHaveLength(1);
      expect(errors).toEqual([]);
      await page.close();
    });

    it('sanitizes the description in the browser: no script, handler or javascript: link survives', async () => {
      const { page, errors } = await openVendor(hostile.slug);
      const about = page.getByTestId('vendor-about');
      await shownRichText(about);
      expect(await about.locator('strong').textContent()).toBe('bold');
      expect(await about.locator('img, script, svg, style').count()).toBe(0);
      expect(await about.locator('a[href^="javascript"]').count()).toBe(0);
      const good = about.getByRole('link', { name: 'menu' });
      expect(await good.getAttribute('href')).toBe('https://example.com/menu');
      expect(await good.getAttribute('target')).toBe('_blank');
      expect(await good.getAttribute('rel')).toBe('noopener noreferrer');
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (globalThis as { __xss?: number }).__xss)).toBeUndefined();
      // A vendor without reviews says so instead of a summary.
      expect(await page.getByTestId('vendor-reviews').textContent()).toContain('No reviews yet');
      // Chromium gives the sanitizer's inert parsing document the page's CSP, so parsing the hostile HTML
      // reports (and blocks) its inline handler and style: CSP as a second wall. Nothing else may fail.
      expect(errors.filter((e) => !/violates the following Content Security Policy directive/.test(e))).toEqual([]);
      await page.close();
    });

    it('shows a loading skeleton until the vendor arrives', async () => {
      const page = await browser.newPage();
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**/api/vendors/${vendor.slug}`, async (route) => {
        await gate;
        await route.continue();
      });
      await page.goto(`${site.baseUrl}/vendors/${vendor.slug}`);
      await page.getByTestId('vendor-skeleton').waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('vendor-detail').count()).toBe(0);
      release();
      await page.getByTestId('vendor-detail').waitFor();
      expect(await page.getByTestId('vendor-skeleton').count()).toBe(0);
      await page.close();
    });

    it("shows 'Vendor Not Found' for an unknown slug, and 'Browse All Vendors' leads to /vendors", async () => {
      const { page, errors } = await open('/vendors/no-such-vendor');
      const heading = page.getByRole('heading', { level: 1, name: 'Vendor Not Found' });
      await appear(page, heading, errors);
      await page.getByRole('link', { name: 'Browse All Vendors' }).click();
      await page.waitForURL(`${site.baseUrl}/vendors`);
      await heading.waitFor({ state: 'detached' });
      // The server's 404 for the API call is the only console noise allowed.
      expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
      await page.close();
    });

    it("shows 'Vendor Not Found' when the vendor request fails (SPEC §8)", async () => {
      const page = await browser.newPage();
      const errors = watchPageErrors(page);
      await page.route(`**/api/vendors/${vendor.slug}`, (route) => route.abort('connectionrefused'));
      await page.goto(`${site.baseUrl}/vendors/${vendor.slug}`);
      await appear(page, page.getByRole('heading', { level: 1, name: 'Vendor Not Found' }), errors);
      await page.close();
    });
  });

  describe('contact (/contact)', () => {
    const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
    const fill = async (page: Page, values: Record<string, string>) => {
      for (const [name, value] of Object.entries(values)) await field(page, name).fill(value);
    };

    it('sends a general inquiry: success text, the form resets, and the message is stored', async () => {
      const { page, errors } = await open('/contact');
      await page.getByRole('heading', { level: 1, name: 'Get in Touch' }).waitFor({ timeout: 15_000 });
      const select = page.getByLabel('Inquiry Type');
      expect(await select.locator('option').allTextContents()).toEqual(['General Inquiry', 'Claim My Business Listing', 'Technical Support']);
      expect(await select.inputValue()).toBe('GENERAL_INQUIRY');
      expect(await page.getByLabel('Business Name').count()).toBe(0);

      const subject = `Venue question ${Date.now()}`;
      await fill(page, {
        'Your Name': 'Hannah Reed',
        'Email Address': 'hannah.reed@example.com',
        Phone: '(864) 555-0188',
        Subject: subject,
        Message: 'Do you know of venues near Lake Jocassee for about 80 guests?',
      });
      await page.getByRole('button', { name: 'Send Message' }).click();

      await page.getByText(SUCCESS, { exact: true }).waitFor();
      for (const label of ['Your Name', 'Email Address', 'Phone', 'Subject', 'Message']) {
        expect(await field(page, label).inputValue(), label).toBe('');
      }
      const rows = await site.db.knex('contact_messages').where({ subject });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        type: 'GENERAL_INQUIRY',
        name: 'Hannah Reed',
        email: 'hannah.reed@example.com',
        phone: '(864) 555-0188',
        business_name: null,
      });
      expect(errors).toEqual([]);
      await page.close();
    });

    it('shows and requires businessName only for claim requests (also preselected by ?type=CLAIM_REQUEST)', async () => {
      const { page } = await open('/contact');
      const select = page.getByLabel('Inquiry Type');
      await select.waitFor({ timeout: 15_000 });
      await select.selectOption('CLAIM_REQUEST');
      const business = field(page, 'Business Name');
      expect(await business.getAttribute('required')).not.toBeNull();
      await select.selectOption('SUPPORT');
      expect(await business.count()).toBe(0);

      await page.goto(`${site.baseUrl}/contact?type=CLAIM_REQUEST`);
      await business.waitFor({ timeout: 15_000 });
      expect(await page.getByLabel('Inquiry Type').inputValue()).toBe('CLAIM_REQUEST');
      const subject = `Claim Request for ${vendor.name}`;
      await fill(page, {
        'Business Name': vendor.name,
        'Your Name': 'Sam Owner',
        'Email Address': 'sam.owner@example.com',
        Subject: subject,
        Message: 'This is my business and I would like to manage the listing.',
      });
      // The browser's required check stops an empty business name before anything is sent.
      await business.fill('');
      await page.getByRole('button', { name: 'Send Message' }).click();
      expect(await business.evaluate((el) => (el as unknown as { validity: { valueMissing: boolean } }).validity.valueMissing)).toBe(true);
      expect(await site.db.knex('contact_messages').where({ subject }).count({ n: '*' })).toEqual([{ n: 0 }]);

      await business.fill(vendor.name);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText(SUCCESS, { exact: true }).waitFor();
      const [row] = await site.db.knex('contact_messages').where({ subject });
      expect(row).toMatchObject({ type: 'CLAIM_REQUEST', business_name: vendor.name, phone: null });
      await page.close();
    });

    it('shows the server error message, with field messages for a 400', async () => {
      const { page } = await open('/contact');
      await page.getByLabel('Inquiry Type').waitFor({ timeout: 15_000 });
      await page.route('**/api/contact/submit', (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            success: false,
            error: { code: 'VALIDATION_FAILED', message: 'Invalid input', fields: { subject: 'Subject is too spammy' } },
          }),
        }),
      );
      await fill(page, { 'Your Name': 'Ana', 'Email Address': 'ana@example.com', Subject: 'Hi', Message: 'Hello there' });
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText(SERVER_ERROR, { exact: true }).waitFor();
      await page.getByText('Subject is too spammy').waitFor();
      expect(await field(page, 'Subject').getAttribute('aria-invalid')).toBe('true');
      // The form keeps what was typed.
      expect(await field(page, 'Your Name').inputValue()).toBe('Ana');

      await page.unroute('**/api/contact/submit');
      await page.route('**/api/contact/submit', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"error":{"code":"INTERNAL","message":"x"}}' }),
      );
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText(SERVER_ERROR, { exact: true }).waitFor();
      expect(await page.getByText(NETWORK_ERROR).count()).toBe(0);
      await page.close();
    });

    it('shows the "Please try again" message when the request itself fails', async () => {
      const { page } = await open('/contact');
      await page.getByLabel('Inquiry Type').waitFor({ timeout: 15_000 });
      await page.route('**/api/contact/submit', (route) => route.abort('failed'));
      await fill(page, { 'Your Name': 'Ana', 'Email Address': 'ana@example.com', Subject: 'Hi', Message: 'Hello there' });
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText(NETWORK_ERROR, { exact: true }).waitFor();
      expect(await field(page, 'Message').inputValue()).toBe('Hello there');
      await page.close();
    });

    it('shows the side panels: location, email and hints for vendors and couples', async () => {
      const { page } = await open('/contact');
      await page.getByLabel('Inquiry Type').waitFor({ timeout: 15_000 });
      const panels = page.getByRole('complementary', { name: 'Other ways to reach us' });
      const text = await panels.textContent();
      expect(text).toContain('Greenville, South Carolina');
      expect(await panels.getByRole('link', { name: 'hello@upstateweddingdirectory.com' }).getAttribute('href')).toBe(
        'mailto:hello@upstateweddingdirectory.com',
      );
      expect(text).toContain('For Wedding Vendors');
      expect(text).toContain('For Couples');
      // The vendor hint switches the form to a claim request.
      await panels.getByRole('link', { name: 'Claim your listing' }).click();
      await field(page, 'Business Name').waitFor();
      expect(await page.getByLabel('Inquiry Type').inputValue()).toBe('CLAIM_REQUEST');
      await page.close();
    });

    it('checks the shared schema after the browser: an address the browser accepts but the rule does not', async () => {
      const { page } = await open('/contact');
      await page.getByLabel('Inquiry Type').waitFor({ timeout: 15_000 });
      for (const name of ['Your Name', 'Email Address', 'Subject', 'Message']) {
        expect(await field(page, name).getAttribute('required'), name).not.toBeNull();
      }
      expect(await field(page, 'Phone').getAttribute('required')).toBeNull();
      const subject = `Schema check ${Date.now()}`;
      await fill(page, { 'Your Name': 'Ana', 'Email Address': 'ana@localhost', Subject: subject, Message: 'Hello there' });
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText('Please enter a valid email address').waitFor();
      expect(await field(page, 'Email Address').getAttribute('aria-invalid')).toBe('true');
      expect(await site.db.knex('contact_messages').where({ subject }).count({ n: '*' })).toEqual([{ n: 0 }]);
      // Editing the field clears its message.
      await field(page, 'Email Address').fill('ana@example.com');
      expect(await page.getByText('Please enter a valid email address').count()).toBe(0);
      await page.close();
    });
  });

  describe('about and partner pages', () => {
    it("shows the founder's letter 'For the Love of the Upstate' and the three value cards", async () => {
      const { page, errors } = await open('/about');
      await page.getByRole('heading', { level: 1, name: 'For the Love of the Upstate' }).waitFor({ timeout: 15_000 });
      const letter = page.getByRole('article', { name: 'For the Love of the Upstate' });
      const paragraphs = await letter.locator('> p').count();
      expect(paragraphs).toBeGreaterThanOrEqual(4);
      expect(await letter.locator('footer').textContent()).toContain('Founder');
      const cards = await page.getByTestId('value-cards').getByRole('heading', { level: 3 }).allTextContents();
      expect(cards).toEqual(['Locally Curated', 'Quality First', 'Community Focused']);
      expect(await page.title()).toContain('For the Love of the Upstate');
      expect(errors).toEqual([]);
      await page.close();
    });

    it('shows benefits, three plans linking to /apply?plan=…, the trial terms, a founder quote and an FAQ', async () => {
      const { page, errors } = await open('/partner');
      await page.getByTestId('plan-cards').waitFor({ timeout: 15_000 });
      const benefits = await page.getByTestId('partner-benefits').getByRole('heading').allTextContents();
      expect(benefits).toEqual(['Top Search Ranking', 'Local Couples', 'No Lock-In']);

      const plans = [
        { tier: 'free', name: 'Free Standard Listing', price: '$0', extra: ['up to 10 photos', 'Basic directory listing', 'Contact form'] },
        { tier: 'featured', name: 'Featured Listing', price: '$29', extra: ['normally $39/mo', 'Top-of-category placement', 'Featured Vendor badge', 'up to 30 photos', 'Wedding Journal feature'] },
        { tier: 'premier', name: 'Premier Partner', price: '$129', extra: ['normally $189/mo', 'Homepage feature placement', 'Guaranteed social media spotlight', 'All Featured benefits', 'Dedicated ad spend', 'Premier Partner badge'] },
      ];
      for (const plan of plans) {
        const card = page.getByTestId(`plan-${plan.tier}`);
        expect(await card.getByRole('heading').textContent()).toBe(plan.name);
        const text = (await card.textContent()) ?? '';
        expect(text).toContain(plan.price);
        for (const part of plan.extra) expect(text, `${plan.tier}: ${part}`).toContain(part);
        expect(await card.getByRole('link').getAttribute('href')).toBe(`/apply?plan=${plan.tier}`);
      }
      expect(await page.locator('section#pricing').count()).toBe(1);
      const terms = await page.getByTestId('trial-note').textContent();
      for (const part of ['3-month free trial', 'card is required', 'not charged during the trial', '7 days before your first payment', 'monthly', 'Cancel any time', 'always complimentary']) {
        expect(terms).toContain(part);
      }
      expect(await page.locator('figure blockquote').count()).toBe(1);

      const faq = page.getByTestId('partner-faq').locator('details');
      expect(await faq.count()).toBe(5);
      const first = faq.first();
      expect(await first.getAttribute('open')).toBeNull();
      await first.locator('summary').focus();
      await page.keyboard.press('Enter');
      expect(await first.getAttribute('open')).not.toBeNull();
      expect(await first.textContent()).toContain('not charged');
      expect(errors).toEqual([]);
      await page.close();
    });

    it('/partner#pricing jumps to the pricing section', async () => {
      const { page } = await open('/partner#pricing');
      await page.getByTestId('plan-cards').waitFor({ timeout: 15_000 });
      // Smooth scrolling may animate: wait until the section's top has settled near the top of the viewport.
      const pricing = page.locator('section#pricing');
      await pricing.evaluate(
        (el) =>
          new Promise<void>((resolve) => {
            const check = () => {
              const top = (el as unknown as { getBoundingClientRect(): { top: number } }).getBoundingClientRect().top;
              if (top > -5 && top < 150) resolve();
              else setTimeout(check, 50);
            };
            check();
          }),
      );
      const box = await pricing.boundingBox();
      expect(box && box.y).toBeLessThan(150);
      expect(await page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY)).toBeGreaterThan(200);
      await page.close();
    });
  });

  describe('accessibility (axe-core: no serious or critical violations)', () => {
    for (const width of [1280, 390]) {
      it(`vendor detail, also with the lightbox open, at ${width} px`, async () => {
        const { page } = await openVendor(vendor.slug, width);
        await page.getByTestId('review-list').waitFor();
        expect(await seriousAxeViolations(page)).toEqual([]);
        await page.getByTestId('gallery-tile').first().click();
        await page.getByRole('dialog').waitFor();
        expect(await seriousAxeViolations(page)).toEqual([]);
        await page.close();
      });

      it(`vendor not found at ${width} px`, async () => {
        const { page, errors } = await open('/vendors/no-such-vendor', width);
        await appear(page, page.getByRole('heading', { name: 'Vendor Not Found' }), errors);
        expect(await seriousAxeViolations(page)).toEqual([]);
        await page.close();
      });

      for (const [path, ready] of [
        ['/contact', 'Get in Touch'],
        ['/about', 'For the Love of the Upstate'],
        ['/partner', 'Get found by Upstate couples'],
      ] as const) {
        it(`${path} at ${width} px`, async () => {
          const { page } = await open(path, width);
          await page.getByRole('heading', { level: 1, name: ready }).waitFor({ timeout: 15_000 });
          if (path === '/contact') {
            // Also with the claim field and an error message showing.
            await page.getByLabel('Inquiry Type').selectOption('CLAIM_REQUEST');
            await page.route('**/api/contact/submit', (route) => route.abort('failed'));
            for (const [name, value] of [
              ['Business Name', 'Acme'],
              ['Your Name', 'Ana'],
              ['Email Address', 'ana@example.com'],
              ['Subject', 'Hi'],
              ['Message', 'Hello'],
            ] as Array<[string, string]>) {
              await page.getByRole('textbox', { name, exact: true }).fill(value);
            }
            await page.getByRole('button', { name: 'Send Message' }).click();
            await page.getByText(NETWORK_ERROR).waitFor();
          }
          if (path === '/partner') await page.getByTestId('partner-faq').locator('summary').first().click();
          expect(await seriousAxeViolations(page)).toEqual([]);
          await page.close();
        });
      }
    }
  });
});
