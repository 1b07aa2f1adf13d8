/**
 * Issue 40 §5 in Chromium, on the built site and the demo seed: a vendor seeded to meet every criterion of
 * 'Couples' Choice' (five verified reviews averaging 4.6, replies within 2 hours) and one that misses one
 * (three of five first replies after 25 hours); the yearly draw run as the scheduled sweep runs it, at New
 * York's new year. The award shows on the first one's card and page (linked to its criteria), and its owner's
 * dashboard offers the badge's HTML; nothing for the other. axe and screenshots at 1280 and 390 px.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KnexAwardRepository } from '../../adapters/persistence/knex/repositories/knex-award-repository.ts';
import { KnexListingWriteRepository } from '../../adapters/persistence/knex/repositories/knex-listing-write-repository.ts';
import { KnexRankingRepository } from '../../adapters/persistence/knex/repositories/knex-ranking-repository.ts';
import { DrawCouplesChoiceAwards } from '../../application/reviews/award-sweeps.ts';
import { seedCouplesChoiceFacts } from '../support/awards.ts';
import { seriousAxeViolations } from '../support/axe.ts';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { signInInBrowser } from '../support/browser-sign-in.ts';
import { CapturingLogger } from '../support/fakes/capturing-logger.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';

const SHOTS = 'tests/.artifacts';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const YEAR = 2027;
const AWARD = "Couples' Choice 2027";
const OWNER = 'owner@awards.example';
const OWNER_ID = '01JAWARDOWNER0000000000000';

describe("'Couples' Choice' in Chromium", () => {
  let site: RunningSite;
  let browser: Browser;
  let winner: { id: string; slug: string; name: string };
  let missed: { id: string; slug: string; name: string };

  /** No serious axe violations at 1280 and 390 px, nothing wider than the screen, a screenshot of each. */
  const checkBothWidths = async (page: Page, name: string) => {
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      expect(await seriousAxeViolations(page), `${name} at ${viewport.width} px`).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SHOTS}/awards-${name}-${viewport.width}.png`, fullPage: viewport === DESKTOP });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), `${name} at ${viewport.width} px fits`).toBe(true);
    }
    await page.setViewportSize(DESKTOP);
  };

  beforeAll(async () => {
    site = await startSite('sqlite');
    browser = await launchBrowser();
    const k = site.db.knex;
    // Two venues without inquiries of their own in the seed, so only the facts seeded here count.
    const venues = (await k('vendors as v')
      .join('categories as c', 'c.id', 'v.category_id')
      .where({ 'c.slug': 'venues', 'v.is_active': true })
      .whereNotExists(k('inquiries as i').whereRaw('i.vendor_id = v.id'))
      .orderBy('v.slug')
      .select('v.id', 'v.slug', 'v.name')) as Array<{ id: string; slug: string; name: string }>;
    [winner, missed] = [venues[0]!, venues[1]!];
    await seedCouplesChoiceFacts(k, winner.id, YEAR);
    await seedCouplesChoiceFacts(k, missed.id, YEAR, 'reply-time');
    // Their rating and review count as publishing the reviews would have left them.
    for (const v of [winner, missed]) await new KnexListingWriteRepository(k).recomputeReviewStats(v.id, new Date());
    // What the scheduled sweep does at its first run after 00:00 on Jan 1 in New York.
    const clock = { now: () => new Date('2027-01-01T05:10:00Z') };
    const drawn = await new DrawCouplesChoiceAwards(new KnexAwardRepository(k), new KnexRankingRepository(k), clock, new CapturingLogger()).execute();
    expect(drawn).toEqual({ year: YEAR, drawn: true, awarded: 1 });
    const now = new Date();
    await k('users').insert({ id: OWNER_ID, email: OWNER, is_admin: false, is_active: true, vendor_id: winner.id, created_at: now, updated_at: now });
    await k('vendors').where({ id: winner.id }).update({ owner_user_id: OWNER_ID });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it("shows the award on the winner's card, not on the card of the vendor that missed one criterion", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const errors = watchPageErrors(page);
    await page.goto(`${site.baseUrl}/venues`);
    const card = page.getByTestId('vendor-card').filter({ has: page.getByRole('link', { name: winner.name, exact: true }) });
    await card.waitFor();
    expect(await card.locator('.listing-card__award').textContent()).toBe(AWARD);
    const missedCard = page.getByTestId('vendor-card').filter({ has: page.getByRole('link', { name: missed.name, exact: true }) });
    await missedCard.waitFor();
    expect(await missedCard.locator('.listing-card__award').count()).toBe(0);
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: `${SHOTS}/awards-card-${viewport.width}.png` });
      expect(await seriousAxeViolations(page), `list at ${viewport.width} px`).toEqual([]);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows the award on the winner's page, linked to its criteria, and none on the other's", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const errors = watchPageErrors(page);
    await page.goto(`${site.baseUrl}/vendors/${winner.slug}`);
    const award = page.getByTestId('couples-choice').getByRole('link', { name: AWARD });
    await award.waitFor();
    expect(await award.getAttribute('href')).toBe('/reviews/policy#couples-choice');
    await checkBothWidths(page, 'vendor-page');

    await page.goto(`${site.baseUrl}/vendors/${missed.slug}`);
    await page.getByRole('heading', { level: 1, name: missed.name }).waitFor();
    expect(await page.getByTestId('couples-choice').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('serves the badge image for the winner only', async () => {
    const res = await fetch(`${site.baseUrl}/badges/couples-choice/${winner.slug}.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(await res.text()).toContain('Couples&#39; Choice 2027');
    expect((await fetch(`${site.baseUrl}/badges/couples-choice/${missed.slug}.svg`)).status).toBe(404);
    // As another site shows it.
    const page = await browser.newPage({ viewport: { width: 320, height: 120 } });
    await page.setContent(`<body style="margin:16px;background:#fff"><img src="${site.baseUrl}/badges/couples-choice/${winner.slug}.svg" width="240" height="64" alt="badge"></body>`);
    await page.waitForFunction(() => document.images[0]!.complete && document.images[0]!.naturalWidth === 240);
    await page.screenshot({ path: `${SHOTS}/awards-badge.png` });
    await page.close();
  });

  it("offers the winner's owner the badge's HTML to copy on the dashboard", async () => {
    const { context } = await signInInBrowser(browser, site, OWNER, { landing: /\/vendor\/dashboard$/ });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${site.baseUrl}/vendor/dashboard`);
    const panel = page.getByTestId('award-badge-card');
    await panel.waitFor();
    expect(await panel.getByRole('heading').textContent()).toBe(AWARD);
    const snippet = await panel.getByLabel('Show the badge on your website: paste this HTML').inputValue();
    expect(snippet).toBe(
      `<a href="${site.baseUrl}/vendors/${winner.slug}"><img src="${site.baseUrl}/badges/couples-choice/${winner.slug}.svg" alt="Couples' Choice 2027 on Upstate Wedding Directory" width="240" height="64"></a>`,
    );
    // The badge image loads (same origin, so the dashboard's policy allows it).
    await page.waitForFunction(() => (document.querySelector('.vd-award__badge') as HTMLImageElement | null)?.naturalWidth === 240);
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await panel.scrollIntoViewIfNeeded();
      await panel.screenshot({ path: `${SHOTS}/awards-dashboard-${viewport.width}.png` });
      expect(await seriousAxeViolations(page), `dashboard at ${viewport.width} px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), `dashboard at ${viewport.width} px fits`).toBe(true);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
