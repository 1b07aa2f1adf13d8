/**
 * Browser journey of review requests (issue 40 §1, §6): on the dashboard's Reviews tab the owner asks a
 * couple whose inquiry is 'Booked' for a review with one click ('Show more' reaches the older Booked couples);
 * the couple opens the emailed link, writes the review with two photos; the owner sees the request 'Reviewed';
 * an admin publishes the review and the vendor page shows it with 'Verified client' and its photos in the
 * lightbox, the owner's Reviews tab as thumbnails. A used link then says so; the unsubscribe link works. axe
 * and screenshots at 1280 and 390 px — in Debian's Chromium against the built site on SQLite.
 */
import sharp from 'sharp';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_REQUEST_MESSAGES } from '../../domain/reviews/review-request.ts';
import { seriousAxeViolations } from '../support/axe.ts';
import { watchPageErrors } from '../support/browser.ts';
import { claimListing, DAY, DESKTOP, mailsWhere, PHONE, SHOTS, seedBookedInquiry, startReviewWorld, type ReviewVendor, type ReviewWorld } from '../support/review-world.ts';

const OWNER = 'owner@requests.example';
const OWNER_ID = '01JREQUESTSOWNER0000000000';
const COUPLE = 'robin.booked@example.com';
const TITLE = 'They asked, and we were glad to answer';

describe('review requests in Chromium', () => {
  let world: ReviewWorld;
  let owner: BrowserContext;
  let admin: BrowserContext;
  let couple: BrowserContext;
  let vendor: ReviewVendor;
  let token = '';
  let photos: Array<{ name: string; mimeType: string; buffer: Buffer }> = [];

  beforeAll(async () => {
    world = await startReviewWorld('review-requests');
    const k = world.site.db.knex;
    vendor = await k('vendors').where({ is_active: true }).orderBy('slug').first('id', 'name', 'slug');
    const at = new Date(Date.now() - 30 * DAY);
    await claimListing(k, vendor.id, { id: OWNER_ID, email: OWNER }, at);
    await seedBookedInquiry(k, vendor.id, { name: 'Robin Booker', email: COUPLE }, at);
    // 20 couples booked before Robin: the 21 come 20 at a time.
    for (let i = 1; i <= 20; i++) await seedBookedInquiry(k, vendor.id, { name: `Earlier Couple ${i}`, email: `earlier.${i}@example.com` }, new Date(at.getTime() - i * DAY));
    owner = await world.signIn(OWNER, /\/vendor\/dashboard$/);
    admin = await world.signIn(world.site.adminEmail, /\/admin$/);
    couple = await world.visitor();
    photos = [
      { name: 'first-look.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#b07d62' } }).png().toBuffer() },
      { name: 'toast.jpg', mimeType: 'image/jpeg', buffer: await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#6b8f71' } }).jpeg().toBuffer() },
    ];
  });
  afterAll(async () => world?.close());

  it("the owner asks the Booked couple with one click; the email carries the link", async () => {
    const page = await owner.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${world.site.baseUrl}/vendor/dashboard`);
    await page.getByRole('tab', { name: 'Reviews' }).click();
    await page.getByRole('heading', { name: 'Ask for a review' }).waitFor();
    await world.checkBothWidths(page, 'dashboard');
    // 'Show more' reaches the oldest Booked couple, and the focus moves to it.
    const couples = page.getByRole('list', { name: 'Booked couples' });
    expect(await couples.getByRole('listitem').count()).toBe(20);
    await page.getByText('Showing 20 of 21 booked couples').waitFor();
    await page.getByRole('button', { name: 'Show more' }).click();
    await page.getByText('Showing 21 of 21 booked couples').waitFor();
    const oldest = couples.getByRole('listitem').filter({ hasText: 'Earlier Couple 20' });
    expect(await oldest.evaluate((li) => li === document.activeElement)).toBe(true);
    expect(await page.getByRole('button', { name: 'Show more' }).count()).toBe(0);
    await world.checkBothWidths(page, 'dashboard-more', { shown: page.locator('.ask__more'), fullPage: 'none' });
    await page.getByRole('button', { name: 'Ask for a review from Robin Booker' }).click();
    await page.getByTestId('ask-result').getByText('Review request sent to 1 client.').waitFor();
    const requests = page.getByRole('list', { name: 'Your review requests' });
    await requests.getByText('Robin Booker').waitFor();
    expect(await requests.locator('.ask__badge').first().textContent()).toBe('Sent');
    await page.getByText('Asked: Sent').waitFor();
    // A typed client's bad email is refused before anything is sent.
    await page.getByLabel(/^Name/).fill('Jordan Reyes');
    await page.getByLabel(/^Email/).fill('not-an-email');
    await page.getByRole('button', { name: 'Send review requests' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await world.checkBothWidths(page, 'dashboard-asked');
    expect(errors).toEqual([]);
    await page.close();

    const [mail] = await mailsWhere(world.site, (m) => m.to === COUPLE && m.subject === `${vendor.name} would love your review`);
    expect(mail).toBeTruthy();
    token = /\/reviews\/write\/([A-Za-z0-9_-]+)/.exec(mail!.text)?.[1] ?? '';
    expect(token).not.toBe('');
    expect(mail!.text).toContain(`/reviews/unsubscribe/${token}`);
  });

  it('the couple opens the link and writes the review; the owner sees it Reviewed', async () => {
    const page = await couple.newPage();
    const errors = watchPageErrors(page);
    await page.setViewportSize(PHONE);
    await page.goto(`${world.site.baseUrl}/reviews/write/${token}`);
    await page.getByRole('heading', { level: 1, name: `Review ${vendor.name}` }).waitFor();
    await world.checkBothWidths(page, 'write');
    const form = page.getByTestId('requested-review-form');
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByText('Please choose a rating from 1 to 5').waitFor();
    await form.getByRole('radio', { name: '5 stars' }).check();
    await form.getByLabel('Review Title').fill(TITLE);
    await form.getByLabel('Your Review').fill('They checked in after the wedding and asked how it went. Calm, kind and ready all day.');
    await form.getByTestId('review-photo-input').setInputFiles(photos);
    await expect.poll(() => form.getByTestId('review-photo-chip').count()).toBe(2);
    await expect.poll(() => form.getByRole('progressbar').count(), { timeout: 15_000 }).toBe(0);
    await form.getByText('2 of 5 added').waitFor();
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByTestId('requested-review-done').waitFor();
    expect(await page.getByText(REVIEW_REQUEST_MESSAGES.reviewSubmitted).count()).toBe(1);
    await world.checkBothWidths(page, 'written');

    // The link works once.
    await page.goto(`${world.site.baseUrl}/reviews/write/${token}`);
    await page.getByTestId('review-link-problem').waitFor();
    expect(await page.getByText(REVIEW_REQUEST_MESSAGES.used).count()).toBe(1);
    await world.checkBothWidths(page, 'used');
    // The used link's answer (410) is the only failed load.
    expect(errors).toEqual(['console: Failed to load resource: the server responded with a status of 410 (Gone)']);
    await page.close();

    const dashboard = await owner.newPage();
    await dashboard.goto(`${world.site.baseUrl}/vendor/dashboard`);
    await dashboard.getByRole('tab', { name: 'Reviews' }).click();
    await dashboard.getByText('Asked: Reviewed').waitFor();
    await dashboard.close();
  });

  it("an admin publishes it and the vendor page shows it with 'Verified client'", async () => {
    const moderation = await admin.newPage();
    await moderation.setViewportSize(DESKTOP);
    await moderation.goto(`${world.site.baseUrl}/admin/reviews?status=unpublished`);
    const card = moderation.getByTestId('review-card').filter({ hasText: TITLE });
    await card.getByRole('button', { name: 'Publish' }).click();
    await moderation.getByText(`Review published. ${vendor.name} now has`).waitFor();
    await moderation.close();

    const page = await couple.newPage();
    const errors = watchPageErrors(page);
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto(`${world.site.baseUrl}/vendors/${vendor.slug}`);
      const item = page.getByTestId('review-list').locator(':scope > li').filter({ hasText: TITLE });
      await item.waitFor();
      expect(await item.textContent()).toContain('Robin B.');
      await item.getByRole('button', { name: 'Verified client' }).waitFor();
      expect(await seriousAxeViolations(page), `vendor page at ${viewport.width} px`).toEqual([]);
      await page.getByTestId('vendor-reviews').screenshot({ path: `${SHOTS}/review-requests-vendor-page-${viewport.width}.png` });
      // The two photos, in the lightbox.
      const thumbs = item.getByTestId('review-photos').getByRole('button');
      await expect.poll(() => thumbs.count()).toBe(2);
      await thumbs.first().click();
      const box = page.getByTestId('lightbox');
      await box.waitFor();
      expect(await box.getByTestId('lightbox-counter').textContent()).toBe('1 / 2');
      await box.getByRole('img', { name: "Photo 1 of 2 from Robin B.'s review" }).waitFor();
      expect(await seriousAxeViolations(page), `lightbox at ${viewport.width} px`).toEqual([]);
      await page.keyboard.press('Escape');
      await box.waitFor({ state: 'detached' });
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the owner's Reviews tab shows the review's photos as small thumbnails", async () => {
    const { page, errors } = await world.open(owner, '/vendor/dashboard');
    await page.getByRole('tab', { name: 'Reviews' }).click();
    const review = page.getByTestId('managed-review').filter({ hasText: TITLE });
    const thumbs = review.getByRole('list', { name: 'Photos from Robin B.' }).getByRole('img');
    await expect.poll(() => thumbs.count()).toBe(2);
    await review.scrollIntoViewIfNeeded();
    await expect.poll(() => thumbs.evaluateAll((imgs: HTMLImageElement[]) => imgs.every((img) => img.complete && img.naturalWidth > 0))).toBe(true);
    expect(await review.getByRole('link', { name: "Photo 1 of 2 from Robin B.'s review (opens in a new tab)" }).getAttribute('target')).toBe('_blank');
    await world.checkBothWidths(page, 'dashboard-photos', { shown: review, fullPage: 'none' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the unsubscribe link unsubscribes the email from every review request', async () => {
    const page = await couple.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${world.site.baseUrl}/reviews/unsubscribe/${token}`);
    await page.getByRole('heading', { level: 1, name: 'Unsubscribe from review requests' }).waitFor();
    await world.checkBothWidths(page, 'unsubscribe');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByTestId('review-unsubscribed').waitFor();
    expect(await page.getByText(REVIEW_REQUEST_MESSAGES.unsubscribed).count()).toBe(1);
    await world.checkBothWidths(page, 'unsubscribed');
    expect(errors).toEqual([]);
    await page.close();
  });
});
