/**
 * Browser journey of review reports (issue 40 §4): the public vendor page's reviews section links 'How
 * reviews work'; the owner of a listing reports a review from the dashboard's 'Reviews' tab; the admin finds
 * it in the 'Reported' queue and keeps it; the vendor sees the decision. axe and screenshots at 1280 and 390
 * px — in Debian's Chromium against the built site on SQLite.
 */
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimListing, newestPublishedReview, startReviewWorld, type ReviewVendor, type ReviewWorld } from '../support/review-world.ts';

const OWNER = 'owner@reports.example';
const OWNER_ID = '01JREPORTOWNER000000000000';
const DETAILS = 'We have no booking, inquiry or call under this name.';
const KEPT_BECAUSE = 'The couple sent us their signed contract.';

describe('review reports in Chromium', () => {
  let world: ReviewWorld;
  let owner: BrowserContext;
  let admin: BrowserContext;
  let visitor: BrowserContext;
  let vendor: ReviewVendor;
  let review: { id: string; body: string };

  beforeAll(async () => {
    world = await startReviewWorld('review-reports', { fullPage: 'phone' });
    const k = world.site.db.knex;
    ({ vendor, review } = await newestPublishedReview(k, 'desc'));
    await claimListing(k, vendor.id, { id: OWNER_ID, email: OWNER });
    owner = await world.signIn(OWNER, /\/vendor\/dashboard$/);
    admin = await world.signIn(world.site.adminEmail, /\/admin$/);
    visitor = await world.visitor();
  });
  afterAll(async () => world?.close());

  it("the vendor page's reviews section links 'How reviews work', which says what vendors cannot do", async () => {
    const { page, errors } = await world.open(visitor, `/vendors/${vendor.slug}`);
    const link = page.getByTestId('vendor-reviews').getByRole('link', { name: 'How reviews work' });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await page.waitForURL(/\/reviews\/policy$/);
    await page.getByRole('heading', { level: 1, name: 'How reviews work' }).waitFor();
    expect(await page.title()).toBe('How reviews work | Upstate Wedding Directory');
    expect(await page.getByTestId('review-policy').textContent()).toContain('A vendor cannot remove, hide, edit or reorder the reviews');
    expect(await page.locator('#verified-client h2').textContent()).toBe('What ‘Verified client’ means');
    expect(await page.locator('#couples-choice h2').textContent()).toBe("Couples' Choice");
    await world.checkBothWidths(page, 'policy');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the owner reports a review on the dashboard's Reviews tab: a reason from the list and their words", async () => {
    const { page, errors } = await world.open(owner, '/vendor/dashboard');
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
    await world.checkBothWidths(page, 'dialog', { fullPage: 'none' });
    await dialog.getByRole('button', { name: 'Send Report' }).click();
    await page.getByText('Thank you. Our team will look at your report within 2 business days.').waitFor();
    expect(await first.getByTestId('report-status').textContent()).toContain('(Not a client). Our team will decide within 2 business days.');
    expect(await first.getByRole('button', { name: 'Report review' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the admin finds it under 'Reported' and keeps it, with a reason", async () => {
    const { page, errors } = await world.open(admin, '/admin/reviews');
    await page.getByRole('button', { name: 'Reported' }).click();
    const card = page.getByTestId('report-card').first();
    await card.waitFor();
    expect(await card.textContent()).toContain(DETAILS);
    expect(await card.textContent()).toContain('Not a client');
    await world.checkBothWidths(page, 'admin-queue');
    await card.getByRole('button', { name: 'Keep' }).click();
    const dialog = page.getByTestId('decide-report-dialog');
    await dialog.getByLabel(/Reason for the vendor/).fill(KEPT_BECAUSE);
    await world.checkBothWidths(page, 'admin-dialog', { fullPage: 'none' });
    await dialog.getByRole('button', { name: 'Keep Review' }).click();
    await page.getByText('The review is kept. The vendor sees your decision.').waitFor();
    await page.getByText('No reports waiting').waitFor();
    await page.getByRole('button', { name: 'Decided' }).click();
    const decided = page.getByTestId('report-decision').first();
    await decided.waitFor();
    expect(await decided.textContent()).toContain(`Kept by ${world.site.adminEmail}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the vendor sees the decision under the review, and the review is still on the vendor page', async () => {
    const { page, errors } = await world.open(owner, '/vendor/dashboard');
    await page.getByRole('tab', { name: 'Reviews' }).click();
    const status = page.getByTestId('managed-review').first().getByTestId('report-status');
    await status.waitFor();
    expect(await status.textContent()).toContain(`Our team kept the review on`);
    expect(await status.textContent()).toContain(`Reason: ${KEPT_BECAUSE}`);
    await status.scrollIntoViewIfNeeded();
    await world.checkBothWidths(page, 'decision', { fullPage: 'none' });
    expect(errors).toEqual([]);
    await page.close();

    const visit = await world.open(visitor, `/vendors/${vendor.slug}`);
    await visit.page.getByTestId('review-list').waitFor();
    expect(await visit.page.getByTestId('review-list').textContent()).toContain(review.body.slice(0, 40));
    await visit.page.close();
  });
});
