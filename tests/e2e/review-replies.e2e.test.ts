/**
 * Browser journey of review replies (issue 18 §5): the owner of a listing answers its newest published review
 * on the dashboard's 'Reviews' tab; the public vendor page shows 'Response from {vendor name}' with the text
 * (line breaks kept); the reviewer is emailed once, even after an edit; an admin removes the reply behind a
 * confirmation dialog and it disappears from the public page. axe and screenshots at 1280 and 390 px — in
 * Debian's Chromium against the built site on SQLite.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe.ts';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { signInInBrowser } from '../support/browser-sign-in.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';

const OWNER = 'owner@replies.example';
const OWNER_ID = '01JREPLYOWNER0000000000000';
const REPLY = 'Thank you so much for your kind words!\nIt was a joy to be part of your day.';
const SHOTS = 'tests/.artifacts';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

describe('review replies in Chromium', () => {
  let site: RunningSite;
  let browser: Browser;
  let owner: BrowserContext;
  let admin: BrowserContext;
  let visitor: BrowserContext;
  let vendor: { id: string; name: string; slug: string };
  let review: { id: string; email: string; body: string };

  const open = async (context: BrowserContext, path: string, viewport = DESKTOP): Promise<{ page: Page; errors: string[] }> => {
    const page = await context.newPage();
    await page.setViewportSize(viewport);
    const errors = watchPageErrors(page);
    await page.goto(`${site.baseUrl}${path}`);
    return { page, errors };
  };

  /** No serious axe violations at 1280 and at 390 px, nothing wider than the screen, a screenshot of each. */
  const checkBothWidths = async (page: Page, name: string) => {
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      expect(await seriousAxeViolations(page), `${name} at ${viewport.width} px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), `${name} at ${viewport.width} px fits`).toBe(true);
      await page.screenshot({ path: `${SHOTS}/review-replies-${name}-${viewport.width}.png`, fullPage: viewport === PHONE });
    }
    await page.setViewportSize(DESKTOP);
  };

  /** The emails to the reviewer about the reply (the embedded outbox is relayed in the background: wait a little). */
  const replyMails = async (expected: number, tries = 50) => {
    let mails: Array<{ to: string; subject: string; text: string }> = [];
    for (let i = 0; i < tries; i++) {
      mails = (await site.mailbox()).filter((m) => m.to === review.email && m.subject === `${vendor.name} responded to your review`);
      if (mails.length >= expected) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    return mails;
  };

  beforeAll(async () => {
    site = await startSite('sqlite');
    browser = await launchBrowser();
    const k = site.db.knex;
    const row = await k('reviews as r')
      .join('vendors as v', 'v.id', 'r.vendor_id')
      .where({ 'r.is_published': true, 'v.is_active': true })
      .orderBy('v.slug')
      .first('r.id', 'r.reviewer_email', 'r.body', 'v.id as vendor_id', 'v.name', 'v.slug');
    vendor = { id: row.vendor_id, name: row.name, slug: row.slug };
    review = { id: row.id, email: row.reviewer_email, body: row.body };
    // The newest review of the site: first on the dashboard, the vendor page and the admins' list.
    await k('reviews').where({ id: review.id }).update({ created_at: new Date() });
    const now = new Date();
    await k('users').insert({ id: OWNER_ID, email: OWNER, is_admin: false, is_active: true, vendor_id: vendor.id, created_at: now, updated_at: now });
    await k('vendors').where({ id: vendor.id }).update({ owner_user_id: OWNER_ID });
    ({ context: owner } = await signInInBrowser(browser, site, OWNER, { landing: /\/vendor\/dashboard$/ }));
    ({ context: admin } = await signInInBrowser(browser, site, site.adminEmail, { landing: /\/admin$/ }));
    visitor = await browser.newContext();
  });
  afterAll(async () => {
    await owner?.close();
    await admin?.close();
    await visitor?.close();
    await browser?.close();
    await site?.stop();
  });

  it("the owner replies on the dashboard's Reviews tab, with a live character counter", async () => {
    const { page, errors } = await open(owner, '/vendor/dashboard');
    await page.getByRole('tab', { name: 'Reviews' }).click();
    const first = page.getByTestId('managed-review').first();
    await first.waitFor();
    expect(await first.textContent()).toContain(review.body.slice(0, 40));
    await first.getByRole('button', { name: 'Reply' }).click();
    const box = first.getByLabel('Your public response');
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    await box.fill(REPLY);
    expect(await first.getByTestId('reply-counter').textContent()).toBe(`${REPLY.length} / 1000`);
    await checkBothWidths(page, 'dashboard-form');
    await first.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your response is published.').waitFor();
    expect(await first.getByTestId('current-reply').textContent()).toContain(`Response from ${vendor.name}`);
    await first.getByRole('button', { name: 'Edit reply' }).waitFor();
    await checkBothWidths(page, 'dashboard-replied');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the public vendor page shows 'Response from {vendor name}' with the text, line breaks kept", async () => {
    const { page, errors } = await open(visitor, `/vendors/${vendor.slug}`);
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
    expect(mails[0]!.text).toContain(`${site.baseUrl}/vendors/${vendor.slug}`);

    const { page } = await open(owner, '/vendor/dashboard');
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
    const { page, errors } = await open(admin, '/admin/reviews?status=published');
    const card = page.getByTestId('review-card').first();
    await card.getByTestId('review-reply').waitFor();
    expect(await card.getByTestId('review-reply').textContent()).toContain('See you at the anniversary!');
    await card.getByRole('button', { name: /^Remove .* reply/ }).click();
    const dialog = page.getByRole('dialog', { name: `Remove ${vendor.name}’s reply?` });
    await dialog.waitFor();
    await checkBothWidths(page, 'admin-confirm');
    await dialog.getByRole('button', { name: 'Remove Reply' }).click();
    await page.getByText('Reply removed.').waitFor();
    await card.getByTestId('review-reply').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.close();

    const pub = await open(visitor, `/vendors/${vendor.slug}`);
    await pub.page.getByTestId('review-list').waitFor();
    expect(await pub.page.getByText(`Response from ${vendor.name}`).count()).toBe(0);
    expect(pub.errors).toEqual([]);
    await pub.page.close();
  });
});
