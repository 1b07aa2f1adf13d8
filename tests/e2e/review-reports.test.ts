/**
 * Browser journey of review reports (issue 40 §4): the public vendor page's reviews section links 'How
 * reviews work'; the owner of a listing reports a review from the dashboard's 'Reviews' tab; the admin finds
 * it in the 'Reported' queue and keeps it; the vendor sees the decision. axe and screenshots at 1280 and 390
 * px — in Debian's Chromium against the built site on SQLite.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe.ts';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { signInInBrowser } from '../support/browser-sign-in.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';

const OWNER = 'owner@reports.example';
const OWNER_ID = '01JREPORTOWNER000000000000';
const DETAILS = 'We have no booking, inquiry or call under this name.';
const KEPT_BECAUSE = 'The couple sent us their signed contract.';
const SHOTS = 'tests/.artifacts';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

describe('review reports in Chromium', () => {
  let site: RunningSite;
  let browser: Browser;
  let owner: BrowserContext;
  let admin: BrowserContext;
  let visitor: BrowserContext;
  let vendor: { id: string; name: string; slug: string };
  let review: { id: string; body: string };

  const open = async (context: BrowserContext, path: string, viewport = DESKTOP): Promise<{ page: Page; errors: string[] }> => {
    const page = await context.newPage();
    await page.setViewportSize(viewport);
    const errors = watchPageErrors(page);
    await page.goto(`${site.baseUrl}${path}`);
    return { page, errors };
  };

  /** No serious axe violations at 1280 and at 390 px, nothing wider than the screen, a screenshot of each. */
  const checkBothWidths = async (page: Page, name: string, fullPage = true) => {
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      expect(await seriousAxeViolations(page), `${name} at ${viewport.width} px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), `${name} at ${viewport.width} px fits`).toBe(true);
      await page.screenshot({ path: `${SHOTS}/review-reports-${name}-${viewport.width}.png`, fullPage: fullPage && viewport === PHONE });
    }
    await page.setViewportSize(DESKTOP);
  };

  beforeAll(async () => {
    site = await startSite('sqlite');
    browser = await launchBrowser();
    const k = site.db.knex;
    const row = await k('reviews as r')
      .join('vendors as v', 'v.id', 'r.vendor_id')
      .where({ 'r.is_published': true, 'v.is_active': true })
      .orderBy('v.slug', 'desc')
      .first('r.id', 'r.body', 'v.id as vendor_id', 'v.name', 'v.slug');
    vendor = { id: row.vendor_id, name: row.name, slug: row.slug };
    review = { id: row.id, body: row.body };
    // The newest review of the site: first on the dashboard and the vendor page.
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

  it("the vendor page's reviews section links 'How reviews work', which says what vendors cannot do", async () => {
    const { page, errors } = await open(visitor, `/vendors/${vendor.slug}`);
    const link = page.getByTestId('vendor-reviews').getByRole('link', { name: 'How reviews work' });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await page.waitForURL(/\/reviews\/policy$/);
    await page.getByRole('heading', { level: 1, name: 'How reviews work' }).waitFor();
    expect(await page.title()).toBe('How reviews work | Upstate Wedding Directory');
    expect(await page.getByTestId('review-policy').textContent()).toContain('A vendor cannot remove, hide, edit or reorder the reviews');
    expect(await page.locator('#verified-client h2').textContent()).toBe('What ‘Verified client’ means');
    expect(await page.locator('#couples-choice h2').textContent()).toBe("Couples' Choice");
    await checkBothWidths(page, 'policy');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the owner reports a review on the dashboard's Reviews tab: a reason from the list and their words", async () => {
    const { page, errors } = await open(owner, '/vendor/dashboard');
    await page.getByRole('tab', { name: 'Reviews' }).click();
    const first = page.getByTestId('managed-review').first();
    await first.waitFor();
    expect(await first.textContent()).toContain(review.body.slice(0, 40));
    await first.getByRole('button', { name: 'Report review' }).click();
    const dialog = page.getByTestId('report-review-dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Send Report' }).click();
    await dialog.getByText('Please choose a reason').waitFor();
    await dialog.getByLabel(/Reason/).selectOption({ label: 'Not a client' });
    await dialog.getByLabel(/What is wrong/).fill(DETAILS);
    await checkBothWidths(page, 'dialog', false);
    await dialog.getByRole('button', { name: 'Send Report' }).click();
    await page.getByText('Thank you. Our team will look at your report within 2 business days.').waitFor();
    expect(await first.getByTestId('report-status').textContent()).toContain('(Not a client). Our team will decide within 2 business days.');
    expect(await first.getByRole('button', { name: 'Report review' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the admin finds it under 'Reported' and keeps it, with a reason", async () => {
    const { page, errors } = await open(admin, '/admin/reviews');
    await page.getByRole('button', { name: 'Reported' }).click();
    const card = page.getByTestId('report-card').first();
    await card.waitFor();
    expect(await card.textContent()).toContain(DETAILS);
    expect(await card.textContent()).toContain('Not a client');
    await checkBothWidths(page, 'admin-queue');
    await card.getByRole('button', { name: 'Keep' }).click();
    const dialog = page.getByTestId('decide-report-dialog');
    await dialog.getByLabel(/Reason for the vendor/).fill(KEPT_BECAUSE);
    await checkBothWidths(page, 'admin-dialog', false);
    await dialog.getByRole('button', { name: 'Keep Review' }).click();
    await page.getByText('The review is kept. The vendor sees your decision.').waitFor();
    await page.getByText('No reports waiting').waitFor();
    await page.getByRole('button', { name: 'Decided' }).click();
    const decided = page.getByTestId('report-decision').first();
    await decided.waitFor();
    expect(await decided.textContent()).toContain(`Kept by ${site.adminEmail}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the vendor sees the decision under the review, and the review is still on the vendor page', async () => {
    const { page, errors } = await open(owner, '/vendor/dashboard');
    await page.getByRole('tab', { name: 'Reviews' }).click();
    const status = page.getByTestId('managed-review').first().getByTestId('report-status');
    await status.waitFor();
    expect(await status.textContent()).toContain(`Our team kept the review on`);
    expect(await status.textContent()).toContain(`Reason: ${KEPT_BECAUSE}`);
    await status.scrollIntoViewIfNeeded();
    await checkBothWidths(page, 'decision', false);
    expect(errors).toEqual([]);
    await page.close();

    const visit = await open(visitor, `/vendors/${vendor.slug}`);
    await visit.page.getByTestId('review-list').waitFor();
    expect(await visit.page.getByTestId('review-list').textContent()).toContain(review.body.slice(0, 40));
    await visit.page.close();
  });
});
