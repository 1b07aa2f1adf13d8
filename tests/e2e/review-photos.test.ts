/**
 * Browser journey of photos in reviews (issue 40 §3): on the vendor page a couple writes a review with two
 * photos (uploaded as they are chosen, with previews), the admin sees the photos with the review and
 * publishes it, and the vendor page shows them as thumbnails that open the lightbox. axe and screenshots at
 * 1280 and 390 px — in Debian's Chromium against the built site on SQLite.
 */
import sharp from 'sharp';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_SUBMITTED_MESSAGE } from '../../domain/reviews/review.ts';
import { startReviewWorld, type ReviewWorld } from '../support/review-world.ts';

const TITLE = 'Golden hour in the barn';

describe('photos in reviews in Chromium', () => {
  let world: ReviewWorld;
  let admin: BrowserContext;
  let couple: BrowserContext;
  let vendor: { _id: string; slug: string; name: string };
  let photos: Array<{ name: string; mimeType: string; buffer: Buffer }>;

  beforeAll(async () => {
    world = await startReviewWorld('review-photos', { fullPage: 'none' });
    const list = (await (await fetch(`${world.site.baseUrl}/api/vendors?limit=1`)).json()) as { vendors: Array<typeof vendor> };
    vendor = list.vendors[0]!;
    photos = [
      { name: 'first-dance.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#b07d62' } }).png().toBuffer() },
      { name: 'table.jpg', mimeType: 'image/jpeg', buffer: await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#6b8f71' } }).jpeg().toBuffer() },
    ];
    admin = await world.signIn(world.site.adminEmail, /\/admin$/);
    couple = await world.visitor();
  });
  afterAll(async () => world?.close());

  it('a couple writes a review with two photos on the vendor page', async () => {
    const { page, errors } = await world.open(couple, `/vendors/${vendor.slug}`);
    await page.getByRole('button', { name: 'Write a review' }).click();
    const form = page.getByTestId('review-form');
    await form.waitFor();
    await form.getByLabel('Your Name').fill('Sam Rivera');
    await form.getByLabel('Email').fill('sam.photos@example.com');
    await form.getByRole('radio', { name: '5 stars' }).check();
    await form.getByLabel('Review Title').fill(TITLE);
    await form.getByLabel('Your Review').fill('They lit the barn with string lights and the photos speak for themselves.');

    // 'Add photos' is a real file input: it takes the keyboard's focus.
    const input = form.getByTestId('review-photo-input');
    await input.focus();
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    await input.setInputFiles(photos);
    const chips = form.getByTestId('review-photo-chip');
    await expect.poll(() => chips.count()).toBe(2);
    await expect.poll(() => form.getByRole('progressbar').count(), { timeout: 15_000 }).toBe(0);
    await form.getByText('2 of 5 added').waitFor();
    expect(await form.getByRole('img', { name: 'Photo 1: first-dance.png' }).isVisible()).toBe(true);
    await world.checkBothWidths(page, 'form', { scope: '[data-testid="vendor-reviews"]', shown: form.getByTestId('review-photo-picker') });

    await form.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByTestId('review-submitted').getByText(REVIEW_SUBMITTED_MESSAGE, { exact: true }).waitFor();
    const review = await world.site.db.knex('reviews').where({ vendor_id: vendor._id, reviewer_email: 'sam.photos@example.com' }).first();
    expect(review.is_published).toBeFalsy();
    const stored = await world.site.db.knex('review_photos').where({ review_id: review.id }).orderBy('position');
    expect(stored.map((p) => [Number(p.width), Number(p.height)])).toEqual([
      [1200, 800],
      [800, 1000],
    ]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the admin sees the photos with the review and publishes it', async () => {
    const { page, errors } = await world.open(admin, '/admin/reviews?status=unpublished');
    const card = page.getByTestId('review-card').filter({ hasText: TITLE });
    await card.waitFor();
    const shown = card.getByTestId('admin-review-photos').getByRole('img');
    await expect.poll(() => shown.count()).toBe(2);
    await world.checkBothWidths(page, 'admin', { shown: card.getByTestId('admin-review-photos') });
    await card.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Review published.').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the vendor page shows the photos, and they open in the lightbox', async () => {
    const { page, errors } = await world.open(couple, `/vendors/${vendor.slug}`);
    const item = page.getByTestId('review-list').locator('li.review').filter({ hasText: TITLE });
    await item.waitFor();
    const thumbs = item.getByTestId('review-photos').getByRole('button');
    await expect.poll(() => thumbs.count()).toBe(2);
    await world.checkBothWidths(page, 'vendor-page', { scope: '[data-testid="vendor-reviews"]', shown: item });

    await thumbs.nth(1).click();
    const box = page.getByTestId('lightbox');
    await box.waitFor();
    expect(await box.getByTestId('lightbox-counter').textContent()).toBe('2 / 2');
    const img = box.getByRole('img', { name: "Photo 2 of 2 from Sam R.'s review" });
    await img.waitFor();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(800);
    await world.checkBothWidths(page, 'lightbox');
    await page.keyboard.press('ArrowRight');
    expect(await box.getByTestId('lightbox-counter').textContent()).toBe('1 / 2');
    await page.keyboard.press('Escape');
    await box.waitFor({ state: 'detached' });
    // The focus goes back to the thumbnail that opened it.
    expect(await thumbs.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
