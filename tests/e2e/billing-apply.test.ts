/**
 * Issue 37 §5 and its first browser journey, in Debian's Chromium against the built site as `npm start`
 * runs it (the local test processor): an application for Featured with a declined card (4000 0000 0000
 * 0002) is refused on the payment block and stores nothing; with 4242 4242 4242 4242 it is submitted, the
 * admin approves it, and the new owner sees 'Trial ends {date}' on the Billing tab, with the card, and no
 * charge. Screenshots at 1280 and 390 px in tests/.artifacts/issue37-apply-*.png.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_DECLINED_MESSAGE } from '../../domain/billing/billing.ts';
import { formatPlanDate } from '../../domain/subscriptions/subscription.ts';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { confirmSignInAs, emailedLoginLink, signInInBrowser } from '../support/browser-sign-in.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';

const SHOTS = 'tests/.artifacts';

describe('a paid application billed by the local test processor (issue 37 §5)', () => {
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSite('sqlite');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  const fillApplication = async (page: Page, name: string, email: string) => {
    await page.waitForSelector('#apply-category:not([disabled])');
    await page.getByLabel('Business Name').fill(name);
    await page.getByLabel('Category').selectOption({ label: 'Photographers' });
    await page.getByLabel('Owner Name').fill('Nora Hale');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Phone Number').fill('(864) 555-0188');
    await page.getByLabel('City').fill('Greenville');
    await page.getByLabel('County').fill('Greenville');
    await page.getByLabel('Cardholder Name').fill('Nora Hale');
    await page.getByLabel('Expiry Date').fill('12/34');
    await page.getByLabel('CVV').fill('123');
  };

  it('refuses a declined card on the payment block, then takes a good one; approval starts the trial the owner sees on Billing', async () => {
    const name = `Hale Studio ${Date.now().toString(36)}`;
    const email = `nora-${Date.now().toString(36)}@apply.example`;
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchPageErrors(page);
    await page.goto(`${site.baseUrl}/apply?plan=featured`);
    await fillApplication(page, name, email);

    await page.getByLabel('Card Number').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: /submit application/i }).click();
    const declined = page.locator('.apply-card-declined');
    await declined.waitFor();
    expect(await declined.textContent()).toBe(CARD_DECLINED_MESSAGE);
    expect(await declined.getAttribute('role')).toBe('alert');
    await page.screenshot({ path: `${SHOTS}/issue37-apply-declined-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await declined.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/issue37-apply-declined-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await site.db.knex('applications').where({ email }).first()).toBeUndefined();
    expect(await site.db.knex('billing_customers').whereNotNull('application_id').count({ n: '*' }).first()).toMatchObject({ n: 0 });

    await page.getByLabel('Card Number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /submit application/i }).click();
    await page.getByRole('heading', { name: 'Application Submitted!' }).waitFor();
    // The declined card's 400 is the browser's own console line; nothing else went wrong.
    expect(errors.filter((e) => !/status of 400 \(Bad Request\)/.test(e))).toEqual([]);
    await page.close();
    const application = await site.db.knex('applications').where({ email }).first();
    expect(await site.db.knex('billing_customers').where({ application_id: application.id }).first()).toMatchObject({ card_last4: '4242' });

    // The admin approves it in the admin screens.
    const { context: admin } = await signInInBrowser(browser, site, site.adminEmail, { landing: /\/admin/ });
    const adminPage = await admin.newPage();
    await adminPage.goto(`${site.baseUrl}/admin/applications`);
    const card = adminPage.getByTestId('application-card').filter({ has: adminPage.getByRole('heading', { name, exact: true }) });
    await card.waitFor();
    adminPage.once('dialog', (d) => void d.accept());
    const approved = adminPage.waitForResponse((r) => r.url().endsWith('/approve') && r.request().method() === 'PUT');
    await card.getByRole('button', { name: 'Approve' }).click();
    expect((await approved).status()).toBe(200);
    await admin.close();

    const plan = await site.db.knex('subscriptions as s').join('applications as a', 'a.vendor_id', 's.vendor_id').where('a.id', application.id).first('s.*');
    expect(plan).toMatchObject({ tier: 'featured', status: 'trialing' });
    expect(plan.processor_subscription_id).toMatch(/^sub_/);
    const trialEnds = formatPlanDate(new Date(plan.trial_ends_at));

    // The new owner signs in from the welcome email and opens Billing.
    const owner = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const ownerPage = await owner.newPage();
    const ownerErrors = watchPageErrors(ownerPage);
    await ownerPage.goto(await emailedLoginLink(site, email, { except: new Set(), anyMail: true }));
    // No browser asked for a welcome link: the owner confirms who they sign in as.
    await confirmSignInAs(ownerPage, email);
    await ownerPage.waitForURL(/\/vendor\/dashboard/, { timeout: 15_000 });
    await ownerPage.goto(`${site.baseUrl}/vendor/dashboard?tab=billing`);
    const panel = ownerPage.getByRole('tabpanel', { name: 'Billing' });
    await panel.getByText(`Trial ends ${trialEnds}`).waitFor();
    await panel.getByText(/Visa •••• 4242/).waitFor();
    await panel.getByText('No invoices yet').waitFor();
    await ownerPage.screenshot({ path: `${SHOTS}/issue37-apply-billing-1280.png`, fullPage: true });
    await ownerPage.setViewportSize({ width: 390, height: 844 });
    await ownerPage.screenshot({ path: `${SHOTS}/issue37-apply-billing-390.png`, fullPage: true });
    expect(ownerErrors).toEqual([]);
    await owner.close();
  });
});
