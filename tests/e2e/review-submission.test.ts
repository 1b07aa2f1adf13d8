/**
 * Browser journeys of a couple's review on the public vendor page (/vendors/{slug}): the 'Write a review'
 * section loads its form on demand, validates with the shared schema, and a submitted review waits
 * unpublished for an admin — in Debian's Chromium against the built site on a seeded SQLite database.
 */
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_SUBMITTED_MESSAGE } from '../../domain/reviews/review.ts';
import { seriousAxeViolations } from '../support/axe.ts';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';

const FAILED = 'Failed to submit your review. Please try again.';

describe('a couple reviews a vendor in Chromium', () => {
  let site: RunningSite;
  let browser: Browser;
  let vendor: { _id: string; slug: string; name: string };

  beforeAll(async () => {
    site = await startSite('sqlite');
    browser = await launchBrowser();
    const list = (await (await fetch(`${site.baseUrl}/api/vendors?limit=1`)).json()) as { vendors: Array<typeof vendor> };
    vendor = list.vendors[0]!;
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  /** The vendor page, with every request it makes recorded. */
  const openVendor = async (width = 1280): Promise<{ page: Page; errors: string[]; requests: Request[] }> => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    const errors = watchPageErrors(page);
    const requests: Request[] = [];
    page.on('request', (r) => requests.push(r));
    await page.goto(`${site.baseUrl}/vendors/${vendor.slug}`);
    await page.getByTestId('vendor-reviews').waitFor();
    return { page, errors, requests };
  };

  const openForm = async (page: Page) => {
    await page.getByRole('button', { name: 'Write a review' }).click();
    const form = page.getByTestId('review-form');
    await form.waitFor();
    return form;
  };

  const reviewsOf = (email: string) => site.db.knex('reviews').where({ vendor_id: vendor._id, reviewer_email: email });

  it('loads the form only when the section is opened, and it has no serious axe violations', async () => {
    const { page, errors, requests } = await openVendor();
    const toggle = page.getByRole('button', { name: 'Write a review' });
    await page.waitForLoadState('networkidle');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    // The form's script is its own chunk, fetched on demand (its small stylesheet comes with the remote's CSS).
    const formScript = () => requests.some((r) => r.resourceType() === 'script' && /ReviewForm/.test(r.url()));
    expect(formScript()).toBe(false);

    const form = await openForm(page);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(formScript()).toBe(true);
    await form.getByRole('heading', { name: `Review ${vendor.name}` }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('review-name');
    expect(await form.getByLabel('Wedding Date').getAttribute('type')).toBe('date');
    expect(await form.getByLabel('Email').getAttribute('type')).toBe('email');
    expect(await seriousAxeViolations(page, '[data-testid="vendor-reviews"]')).toEqual([]);

    // Closing keeps the draft; the button takes the focus back.
    await form.getByLabel('Your Name').fill('Draft Name');
    await form.getByRole('button', { name: 'Cancel' }).click();
    expect(await form.isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain('Write a review');
    await toggle.click();
    expect(await form.getByLabel('Your Name').inputValue()).toBe('Draft Name');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('submits a review that waits for approval: the couple is told, it is stored unpublished and not shown', async () => {
    const { page, errors } = await openVendor();
    const email = 'jennifer.morales@example.com';
    const body = 'Our coordinator kept the whole day calm, and the lawn at sunset was everything we hoped for.';
    const form = await openForm(page);
    await form.getByLabel('Your Name').fill('Jennifer Morales');
    await form.getByLabel('Email').fill(email);
    // The stars are a radio group: click one, or use the arrow keys.
    await form.getByRole('radio', { name: '3 stars' }).check();
    await form.getByRole('radio', { name: '3 stars' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await form.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await form.getByLabel('Review Title').fill('Calm, kind and organised');
    await form.getByLabel('Your Review').fill(body);
    await form.getByText(`${body.length} / 5,000 characters`).waitFor();
    await form.getByLabel('Wedding Date').fill('2025-06-14');

    // Hold the request a moment to see the button while sending.
    await page.route('**/api/vendors/*/reviews', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await new Promise((r) => setTimeout(r, 600));
      return route.fallback();
    });
    await form.getByRole('button', { name: 'Submit Review' }).click();
    const sending = form.getByRole('button', { name: 'Submitting...' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);

    const done = page.getByTestId('review-submitted');
    await done.getByText(REVIEW_SUBMITTED_MESSAGE, { exact: true }).waitFor();
    expect(REVIEW_SUBMITTED_MESSAGE).toMatch(/once .*approved/);
    await form.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Write a review' }).count()).toBe(0);

    const rows = await reviewsOf(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reviewer_name: 'Jennifer Morales', rating: 4, title: 'Calm, kind and organised', body });
    expect(String(rows[0].wedding_date)).toContain('2025-06-14');
    expect(Boolean(rows[0].is_published)).toBe(false);

    // Not public: neither in the API nor on the page.
    const res = (await (await fetch(`${site.baseUrl}/api/vendors/${vendor.slug}/reviews?limit=50`)).json()) as { reviews: Array<{ body: string }> };
    expect(res.reviews.some((r) => r.body === body)).toBe(false);
    await page.reload();
    await page.getByTestId('vendor-reviews').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByText(body).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the shared schema messages for invalid input and sends nothing', async () => {
    const { page, errors, requests } = await openVendor();
    const before = (await site.db.knex('reviews').count({ n: '*' }).first())?.n;
    const form = await openForm(page);
    await form.getByRole('button', { name: 'Submit Review' }).click();
    for (const message of ['Name is required', 'Email is required', 'Please choose a rating from 1 to 5', 'Please tell couples about your experience']) {
      await form.getByText(message, { exact: true }).waitFor();
    }
    expect(await form.getByLabel('Your Name').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('review-name');

    await form.getByLabel('Your Name').fill('Sam Carter');
    await form.getByLabel('Email').fill('sam-at-example');
    await form.getByRole('radio', { name: '5 stars' }).check();
    await form.getByLabel('Your Review').fill('Wonderful.');
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel('Wedding Date').fill(tomorrow);
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await form.getByText('Please enter a valid email address', { exact: true }).waitFor();
    await form.getByText('The wedding date cannot be in the future', { exact: true }).waitFor();
    for (const gone of ['Name is required', 'Please choose a rating from 1 to 5', 'Please tell couples about your experience']) {
      expect(await form.getByText(gone, { exact: true }).count()).toBe(0);
    }
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('review-email');

    expect(requests.filter((r) => r.method() === 'POST' && r.url().includes('/reviews')).map((r) => r.url())).toEqual([]);
    expect((await site.db.knex('reviews').count({ n: '*' }).first())?.n).toBe(before);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a second review of the same vendor by the same couple that day shows the server\'s rate-limit message and keeps the text', async () => {
    const { page } = await openVendor();
    const text = 'Writing again because we loved them so much.';
    const before = await reviewsOf('jennifer.morales@example.com');
    const form = await openForm(page);
    await form.getByLabel('Your Name').fill('Jennifer Morales');
    await form.getByLabel('Email').fill('jennifer.morales@example.com');
    await form.getByRole('radio', { name: '5 stars' }).check();
    await form.getByLabel('Your Review').fill(text);
    await form.getByRole('button', { name: 'Submit Review' }).click();

    // The API's 429 message, as the server words it.
    await form.getByText('You have already reviewed this vendor today. Thank you!', { exact: true }).waitFor();
    expect(await form.getByLabel('Your Name').inputValue()).toBe('Jennifer Morales');
    expect(await form.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true);
    expect(await form.getByLabel('Your Review').inputValue()).toBe(text);
    expect(await form.getByRole('button', { name: 'Submit Review' }).isEnabled()).toBe(true);
    expect(await reviewsOf('jennifer.morales@example.com')).toHaveLength(before.length);
    await page.close();
  });

  it('any other failure shows the general message and keeps everything typed (phone width)', async () => {
    const { page } = await openVendor(390);
    const form = await openForm(page);
    await form.getByLabel('Your Name').fill('Avery Brooks');
    await form.getByLabel('Email').fill('avery@example.com');
    await form.getByRole('radio', { name: '2 stars' }).check();
    await form.getByLabel('Your Review').fill('Arrived late, but the food was lovely.');

    await page.route('**/api/vendors/*/reviews', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, json: { success: false, error: { code: 'INTERNAL', message: 'Boom' } } }) : route.fallback(),
    );
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await form.getByText(FAILED, { exact: true }).waitFor();
    expect(await form.getByText('Boom').count()).toBe(0);
    expect(await form.getByLabel('Your Name').inputValue()).toBe('Avery Brooks');
    expect(await form.getByLabel('Email').inputValue()).toBe('avery@example.com');
    expect(await form.getByRole('radio', { name: '2 stars' }).isChecked()).toBe(true);
    expect(await form.getByLabel('Your Review').inputValue()).toBe('Arrived late, but the food was lovely.');

    // A network failure says the same.
    await page.unroute('**/api/vendors/*/reviews');
    await page.route('**/api/vendors/*/reviews', (route) => (route.request().method() === 'POST' ? route.abort('connectionfailed') : route.fallback()));
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await form.getByRole('button', { name: 'Submit Review' }).waitFor();
    await form.getByText(FAILED, { exact: true }).waitFor();
    expect(await reviewsOf('avery@example.com')).toHaveLength(0);

    // At phone width nothing spills sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.close();
  });
});
