/**
 * Issue 18 §3 and §6 in Chromium, on the built site and the demo seed: every list links 'How vendors are
 * ordered' and the note says the cap and the order; a vendor with five inquiries answered within two hours
 * (inserted here, then the sweep's use case run, as the scheduled sweep would) shows 'Usually replies within
 * 2 hours' on its card and its page, and a vendor without replies shows none. Screenshots at 1280 and 390 px.
 */
import type { Browser, Page } from 'playwright-core';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KnexRankingRepository } from '../../adapters/persistence/knex/repositories/knex-ranking-repository.ts';
import { RefreshReplyTimeBadges } from '../../application/listings/ranking-sweeps.ts';
import { seriousAxeViolations } from '../support/axe.ts';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { CapturingLogger } from '../support/fakes/capturing-logger.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';

const SHOTS = 'tests/.artifacts';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const HOUR = 60 * 60 * 1000;
const BADGE = 'Usually replies within 2 hours';

describe('the published ranking note and the reply-time badge in Chromium', () => {
  let site: RunningSite;
  let browser: Browser;
  let fast: { id: string; slug: string; name: string };
  let quiet: { id: string; slug: string; name: string };

  /** No serious axe violations at 1280 and 390 px, nothing wider than the screen, a screenshot of each. */
  const checkBothWidths = async (page: Page, name: string) => {
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      expect(await seriousAxeViolations(page), `${name} at ${viewport.width} px`).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SHOTS}/ranking-${name}-${viewport.width}.png`, fullPage: viewport === PHONE ? false : true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    }
    await page.setViewportSize(DESKTOP);
  };

  beforeAll(async () => {
    site = await startSite('sqlite');
    browser = await launchBrowser();
    const venues = (await site.db
      .knex('vendors as v')
      .join('categories as c', 'c.id', 'v.category_id')
      .where({ 'c.slug': 'venues', 'v.is_active': true })
      .orderBy('v.slug')
      .select('v.id', 'v.slug', 'v.name')) as Array<{ id: string; slug: string; name: string }>;
    const [a, b] = venues;
    fast = a!;
    quiet = b!;
    // Five inquiries delivered over the last weeks, each answered 90 minutes to 2 hours later (median 2 h),
    // and five to the quiet vendor, never answered.
    const now = Date.now();
    const row = (vendorId: string, i: number, replyMs: number | null) => {
      const delivered = new Date(now - (i + 2) * 24 * HOUR);
      return {
        id: ulid(),
        vendor_id: vendorId,
        couple_name: `Couple ${i}`,
        email: `couple${i}@example.com`,
        guest_count: 120,
        budget: 'not-sure',
        state: 'delivered',
        status: replyMs === null ? 'new' : 'replied',
        delivered_at: delivered,
        first_replied_at: replyMs === null ? null : new Date(delivered.getTime() + replyMs),
        last_message_at: delivered,
        last_message_by: 'couple',
        created_at: delivered,
        updated_at: delivered,
      };
    };
    const replies = [90 * 60 * 1000, 100 * 60 * 1000, 2 * HOUR, 2 * HOUR, 2 * HOUR];
    await site.db.knex('inquiries').insert([...replies.map((ms, i) => row(fast.id, i, ms)), ...replies.map((_, i) => row(quiet.id, i, null))]);
    // What the 15-minute sweep does.
    const result = await new RefreshReplyTimeBadges(new KnexRankingRepository(site.db.knex), { now: () => new Date() }, new CapturingLogger()).execute();
    expect(result.badged).toBe(1);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it("links 'How vendors are ordered' from the category list, the all-vendors list, search results and a landing page", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const errors = watchPageErrors(page);
    const filters = (await (await fetch(`${site.baseUrl}/api/filters/category/venues`)).json()) as { filters: Array<{ slug: string }> };
    for (const path of ['/vendors', '/vendors?search=barn', `/venues/${filters.filters[0]!.slug}`, '/venues']) {
      await page.goto(site.baseUrl + path);
      const link = page.getByRole('link', { name: 'How vendors are ordered' });
      await link.waitFor();
      expect(await link.getAttribute('href'), path).toBe('/how-vendors-are-ordered');
    }
    // Reached from the list, by keyboard.
    await page.getByRole('link', { name: 'How vendors are ordered' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/how-vendors-are-ordered$/);
    await page.getByRole('heading', { level: 1, name: 'How vendors are ordered' }).waitFor();
    const note = page.getByTestId('ranking-note');
    expect(await note.textContent()).toContain('That block never holds more than 3 vendors.');
    expect(await note.getByRole('listitem').allTextContents()).toEqual([
      'Rating: the highest average rating from published reviews first.',
      'Number of reviews: with equal ratings, the vendor with more reviews first.',
      'A fair rotation: vendors still tied take turns. Their order is reshuffled once a day, at midnight Eastern time, so no one stays first or last among equals.',
    ]);
    expect(await page.title()).toBe('How vendors are ordered | Upstate Wedding Directory');
    await checkBothWidths(page, 'note');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the reply-time badge on the vendor’s card and page, and none for a vendor that does not reply', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const errors = watchPageErrors(page);
    await page.goto(`${site.baseUrl}/venues`);
    const card = page.getByTestId('vendor-card').filter({ has: page.getByRole('link', { name: fast.name, exact: true }) });
    await card.waitFor();
    expect(await card.locator('.listing-card__reply-time').textContent()).toBe(BADGE);
    const quietCard = page.getByTestId('vendor-card').filter({ has: page.getByRole('link', { name: quiet.name, exact: true }) });
    expect(await quietCard.locator('.listing-card__reply-time').count()).toBe(0);
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${SHOTS}/ranking-card-1280.png` });
    await page.setViewportSize(PHONE);
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${SHOTS}/ranking-card-390.png` });
    expect(await seriousAxeViolations(page), 'list with a badge').toEqual([]);
    await page.setViewportSize(DESKTOP);

    await page.goto(`${site.baseUrl}/vendors/${fast.slug}`);
    const badge = page.getByTestId('reply-time');
    await badge.waitFor();
    expect(await badge.textContent()).toBe(BADGE);
    await checkBothWidths(page, 'vendor-page');

    await page.goto(`${site.baseUrl}/vendors/${quiet.slug}`);
    await page.getByRole('heading', { level: 1, name: quiet.name }).waitFor();
    expect(await page.getByTestId('reply-time').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
