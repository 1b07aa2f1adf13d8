/**
 * Browser journey of 'Verified client' (issue 40 §2, §6): on a vendor page, a seeded review by a verified
 * client shows 'Verified client' and its explanation on keyboard focus and on hover (a tooltip that describes
 * the badge, Escape hides it), the summary counts the verified clients, and 'Sort reviews' orders the list
 * 'Verified first' and 'Highest rated'; a couple whose inquiry the vendor marked 'Booked' writes a review, an
 * admin publishes it, it shows the badge, and the couple and the owner are emailed once. axe and screenshots
 * at 1280 and 390 px — in Debian's Chromium against the built site on SQLite.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe.ts';
import { watchPageErrors } from '../support/browser.ts';
import { claimListing, DAY, DESKTOP, mailsWhere, PHONE, SHOTS, seedBookedInquiry, startReviewWorld, type ReviewVendor, type ReviewWorld } from '../support/review-world.ts';

const OWNER = 'owner@verified.example';
const OWNER_ID = '01JVERIFIEDOWNER0000000000';
const COUPLE = 'casey.booked@example.com';

describe("'Verified client' on the vendor page in Chromium", () => {
  let world: ReviewWorld;
  let visitor: BrowserContext;
  let admin: BrowserContext;
  let vendor: ReviewVendor;
  let verifiedTitle: string;

  /** The review titles in the list, in order, and whether each shows the badge. */
  const listed = (page: Page) =>
    page.getByTestId('review-list').evaluate((list) =>
      [...list.querySelectorAll(':scope > li')].map((li) => ({
        title: li.querySelector('.review__title')?.textContent ?? '',
        verified: li.querySelector('[data-testid="verified-client"]') !== null,
        stars: Number(/Rated (\d) out of 5/.exec(li.querySelector('[aria-label^="Rated"]')?.getAttribute('aria-label') ?? '')?.[1] ?? 0),
      })),
    );

  beforeAll(async () => {
    world = await startReviewWorld('verified-reviews');
    const k = world.site.db.knex;
    // The active vendor with the most published reviews: its oldest and lowest-rated becomes a verified client's.
    const top = await k('reviews as r')
      .join('vendors as v', 'v.id', 'r.vendor_id')
      .where({ 'r.is_published': true, 'v.is_active': true })
      .groupBy('v.id', 'v.name', 'v.slug')
      .orderByRaw('count(*) desc')
      .orderBy('v.slug')
      .first('v.id', 'v.name', 'v.slug', k.raw('count(*) as n'));
    expect(Number(top.n)).toBeGreaterThanOrEqual(4);
    vendor = { id: top.id, name: top.name, slug: top.slug };
    const reviews = await k('reviews').where({ vendor_id: vendor.id, is_published: true }).orderBy('id').select('id');
    // Distinct titles, times (newest first: the first id) and ratings, so each order is plain to see.
    const now = Date.now();
    for (const [i, r] of reviews.entries()) {
      await k('reviews')
        .where({ id: r.id })
        .update({ title: `Review number ${i + 1}`, created_at: new Date(now - (i + 1) * DAY), rating: i === reviews.length - 1 ? 3 : 5 - (i % 2), verified_via: null });
    }
    const oldest = reviews[reviews.length - 1]!;
    await k('reviews').where({ id: oldest.id }).update({ verified_via: 'booking' });
    verifiedTitle = `Review number ${reviews.length}`;
    // The listing's owner, and a couple whose inquiry the vendor marked 'Booked'.
    const at = new Date(now - 30 * DAY);
    await claimListing(k, vendor.id, { id: OWNER_ID, email: OWNER }, at);
    await seedBookedInquiry(k, vendor.id, { name: 'Casey Booker', email: COUPLE }, at);
    visitor = await world.visitor();
    admin = await world.signIn(world.site.adminEmail, /\/admin$/);
  });
  afterAll(async () => world?.close());

  it("counts the verified clients, offers 'Sort reviews', and shows 'Verified client' with its explanation on focus and hover", async () => {
    const page = await visitor.newPage();
    await page.setViewportSize(DESKTOP);
    const errors = watchPageErrors(page);
    await page.goto(`${world.site.baseUrl}/vendors/${vendor.slug}`);
    await page.getByTestId('review-list').waitFor();
    expect(await page.getByTestId('verified-count').textContent()).toBe('1 verified client');

    // 'Most recent' first: the verified client's (oldest) review is not on the first page.
    const sort = page.getByRole('combobox', { name: 'Sort reviews' });
    expect(await sort.inputValue()).toBe('recent');
    expect((await listed(page)).map((r) => r.verified)).toEqual([false, false, false]);

    await sort.selectOption({ label: 'Verified first' });
    await page.waitForFunction((title) => document.querySelector('[data-testid="review-list"] > li .review__title')?.textContent === title, verifiedTitle);
    const first = await listed(page);
    expect(first[0]).toMatchObject({ title: verifiedTitle, verified: true });
    expect(first.slice(1).every((r) => !r.verified)).toBe(true);

    // The badge is reached by keyboard; focus shows the explanation, which describes it; Escape hides it.
    const badge = page.getByRole('button', { name: 'Verified client' });
    const tip = page.getByRole('tooltip');
    const explanation = `Wrote this review through ${vendor.name}'s review request, or booked ${vendor.name} through Upstate Wedding Directory.`;
    await sort.focus();
    await page.keyboard.press('Tab');
    expect(await badge.evaluate((el) => el === document.activeElement)).toBe(true);
    await tip.waitFor({ state: 'visible' });
    expect(await tip.textContent()).toBe(explanation);
    expect(await badge.getAttribute('aria-describedby')).toBe(await tip.getAttribute('id'));
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await badge.focus();
      await tip.waitFor({ state: 'visible' });
      const [tipBox, cardBox] = [await tip.boundingBox(), await page.getByTestId('review-list').locator(':scope > li').first().boundingBox()];
      expect(tipBox!.x, `tip inside the card at ${viewport.width} px`).toBeGreaterThanOrEqual(cardBox!.x);
      expect(tipBox!.x + tipBox!.width, `tip inside the card at ${viewport.width} px`).toBeLessThanOrEqual(cardBox!.x + cardBox!.width + 1);
      expect(await seriousAxeViolations(page), `vendor page at ${viewport.width} px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), `fits at ${viewport.width} px`).toBe(true);
      await page.getByTestId('vendor-reviews').screenshot({ path: `${SHOTS}/verified-reviews-focus-${viewport.width}.png` });
    }
    await page.setViewportSize(DESKTOP);
    await badge.focus();
    await page.keyboard.press('Escape');
    await tip.waitFor({ state: 'hidden' });
    await sort.focus();
    await tip.waitFor({ state: 'hidden' });
    await badge.hover();
    await tip.waitFor({ state: 'visible' });
    await page.mouse.move(0, 0);
    await tip.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it("'Highest rated' puts the most stars first; 'Show more' keeps the order", async () => {
    const page = await visitor.newPage();
    await page.setViewportSize(PHONE);
    const errors = watchPageErrors(page);
    await page.goto(`${world.site.baseUrl}/vendors/${vendor.slug}`);
    await page.getByTestId('review-list').waitFor();
    const before = (await listed(page)).map((r) => r.title);
    await page.getByRole('combobox', { name: 'Sort reviews' }).selectOption({ label: 'Highest rated' });
    await page.waitForFunction((titles) => [...document.querySelectorAll('[data-testid="review-list"] > li .review__title')].map((t) => t.textContent).join('|') !== titles, before.join('|'));
    await page.getByRole('button', { name: 'Show more' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="review-list"] > li').length > 3);
    const stars = (await listed(page)).map((r) => r.stars);
    expect(stars).toEqual([...stars].sort((a, b) => b - a));
    expect(stars[0]).toBe(5);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      expect(await seriousAxeViolations(page), `sorted list at ${viewport.width} px`).toEqual([]);
      await page.getByTestId('vendor-reviews').screenshot({ path: `${SHOTS}/verified-reviews-rated-${viewport.width}.png` });
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a booked couple's review, once an admin publishes it, shows 'Verified client'; the couple and the owner are emailed once", async () => {
    const page = await visitor.newPage();
    await page.setViewportSize(DESKTOP);
    const errors = watchPageErrors(page);
    await page.goto(`${world.site.baseUrl}/vendors/${vendor.slug}`);
    await page.getByRole('button', { name: 'Write a review' }).click();
    const form = page.getByTestId('review-form');
    await form.getByLabel('Your Name').fill('Casey Booker');
    await form.getByLabel('Email').fill('Casey.Booked@example.com');
    await form.getByRole('radio', { name: '5 stars' }).check();
    await form.getByLabel('Review Title').fill('Booked them and so glad we did');
    await form.getByLabel('Your Review').fill('From the first call to the last dance they were calm, kind and ready.');
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByTestId('review-submitted').waitFor();
    expect(errors).toEqual([]);
    await page.close();

    const moderation = await admin.newPage();
    await moderation.setViewportSize(DESKTOP);
    await moderation.goto(`${world.site.baseUrl}/admin/reviews?status=unpublished`);
    const card = moderation.getByTestId('review-card').filter({ hasText: 'Booked them and so glad we did' });
    await card.getByRole('button', { name: 'Publish' }).click();
    await moderation.getByText(`Review published. ${vendor.name} now has`).waitFor();
    await moderation.close();

    const after = await visitor.newPage();
    await after.setViewportSize(PHONE);
    await after.goto(`${world.site.baseUrl}/vendors/${vendor.slug}`);
    const item = after.getByTestId('review-list').locator(':scope > li').filter({ hasText: 'Booked them and so glad we did' });
    await item.waitFor();
    await item.getByRole('button', { name: 'Verified client' }).waitFor();
    expect(await after.getByTestId('verified-count').textContent()).toBe('2 verified clients');
    expect(await seriousAxeViolations(after), 'vendor page at 390 px').toEqual([]);
    await after.close();

    // The embedded outbox is relayed in the background: wait a little for both emails.
    const wanted = [`Your review of ${vendor.name} is live`, `New review of ${vendor.name}`];
    const mails = await mailsWhere(world.site, (m) => wanted.includes(m.subject), 2);
    expect(mails.map((m) => [m.to, m.subject]).sort()).toEqual([
      [COUPLE, `Your review of ${vendor.name} is live`],
      [OWNER, `New review of ${vendor.name}`],
    ]);
    expect(mails.find((m) => m.to === COUPLE)!.text).toContain(`/vendors/${vendor.slug}`);
    expect(mails.find((m) => m.to === OWNER)!.text).toContain('/vendor/dashboard?tab=reviews');
  });
});
