/**
 * Browser journey of review replies (issue 18 §5): the owner of a listing answers its newest published review
 * on the dashboard's 'Reviews' tab; the public vendor page shows 'Response from {vendor name}' with the text
 * (line breaks kept); the reviewer is emailed once, even after an edit; an admin removes the reply behind a
 * confirmation dialog and it disappears from the public page. axe and screenshots at 1280 and 390 px — in
 * Debian's Chromium against the built site on SQLite.
 */
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe.ts';
import { claimListing, DESKTOP, mailsWhere, newestPublishedReview, PHONE, SHOTS, startReviewWorld, type ReviewVendor, type ReviewWorld } from '../support/review-world.ts';

const OWNER = 'owner@replies.example';
const OWNER_ID = '01JREPLYOWNER0000000000000';
const REPLY = 'Thank you so much for your kind words!\nIt was a joy to be part of your day.';

describe('review replies in Chromium', () => {
  let world: ReviewWorld;
  let owner: BrowserContext;
  let admin: BrowserContext;
  let visitor: BrowserContext;
  let vendor: ReviewVendor;
  let review: { id: string; email: string; body: string };

  /** The emails to the reviewer about the reply. */
  const replyMails = (expected: number, tries?: number) =>
    mailsWhere(world.site, (m) => m.to === review.email && m.subject === `${vendor.name} responded to your review`, expected, tries);

  beforeAll(async () => {
    world = await startReviewWorld('review-replies', { fullPage: 'phone' });
    const k = world.site.db.knex;
    ({ vendor, review } = await newestPublishedReview(k, 'asc'));
    await claimListing(k, vendor.id, { id: OWNER_ID, email: OWNER });
    owner = await world.signIn(OWNER, /\/vendor\/dashboard$/);
    admin = await world.signIn(world.site.adminEmail, /\/admin$/);
    visitor = await world.visitor();
  });
  afterAll(async () => world?.close());

  it("the owner replies on the dashboard's Reviews tab, with a live character counter", async () => {
    const { page, errors } = await world.open(owner, '/vendor/dashboard');
    await page.getByRole('tab', { name: 'Reviews' }).click();
    const first = page.getByTestId('managed-review').first();
    await first.waitFor();
    expect(await first.textContent()).toContain(review.body.slice(0, 40));
    await first.getByRole('button', { name: 'Reply' }).click();
    const box = first.getByLabel('Your public response');
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    await box.fill(REPLY);
    expect(await first.getByTestId('reply-counter').textContent()).toBe(`${REPLY.length} / 1000`);
    await world.checkBothWidths(page, 'dashboard-form');
    await first.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your response is published.').waitFor();
    expect(await first.getByTestId('current-reply').textContent()).toContain(`Response from ${vendor.name}`);
    await first.getByRole('button', { name: 'Edit reply' }).waitFor();
    await world.checkBothWidths(page, 'dashboard-replied');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the public vendor page shows 'Response from {vendor name}' with the text, line breaks kept", async () => {
    const { page, errors } = await world.open(visitor, `/vendors/${vendor.slug}`);
    const reply = page.getByRole('group', { name: `Response from ${vendor.name}` });
    await reply.waitFor();
    expect(await reply.locator('.review-reply__body').textContent()).toBe(REPLY);
    expect(await reply.locator('.review-reply__body').evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-line');
    await reply.scrollIntoViewIfNeeded();
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      expect(await seriousAxeViolations(page), `vendor page at ${viewport.width} px`).toEqual([]);
      await page.getByTestId('vendor-reviews').screenshot({ path: `${SHOTS}/review-replies-public-${viewport.width}.png` });
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('emails the reviewer once, with the reply and a link to the vendor page, and not again after an edit', async () => {
    const mails = await replyMails(1);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('It was a joy to be part of your day.');
    expect(mails[0]!.text).toContain(`${world.site.baseUrl}/vendors/${vendor.slug}`);

    const { page } = await world.open(owner, '/vendor/dashboard');
    await page.getByRole('tab', { name: 'Reviews' }).click();
    const first = page.getByTestId('managed-review').first();
    await first.getByRole('button', { name: 'Edit reply' }).click();
    await first.getByLabel('Your public response').fill(`${REPLY}\nSee you at the anniversary!`);
    await first.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your response is updated.').waitFor();
    await page.close();
    // The relay runs every second: a second email would be there within 3 s.
    expect(await replyMails(2, 15)).toHaveLength(1);
  });

  it('an admin removes the reply after confirming, and it disappears from the vendor page', async () => {
    const { page, errors } = await world.open(admin, '/admin/reviews?status=published');
    const card = page.getByTestId('review-card').first();
    await card.getByTestId('review-reply').waitFor();
    expect(await card.getByTestId('review-reply').textContent()).toContain('See you at the anniversary!');
    await card.getByRole('button', { name: /^Remove .* reply/ }).click();
    const dialog = page.getByRole('dialog', { name: `Remove ${vendor.name}’s reply?` });
    await dialog.waitFor();
    await world.checkBothWidths(page, 'admin-confirm');
    await dialog.getByRole('button', { name: 'Remove Reply' }).click();
    await page.getByText('Reply removed.').waitFor();
    await card.getByTestId('review-reply').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.close();

    const pub = await world.open(visitor, `/vendors/${vendor.slug}`);
    await pub.page.getByTestId('review-list').waitFor();
    expect(await pub.page.getByText(`Response from ${vendor.name}`).count()).toBe(0);
    expect(pub.errors).toEqual([]);
    await pub.page.close();
  });
});
