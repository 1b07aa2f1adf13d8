/**
 * Issue 37 §2 in Debian's Chromium against the built site as `npm start` runs it (the local test processor):
 * a vendor on a paid Featured plan, ten days into its month, opens /upgrade, is offered the card on file
 * ('Use Visa •••• 4242', selected), sees the prorated amount Premier costs today before confirming, confirms
 * — no admin in between — and the Billing tab then shows Premier Partner with the prorated invoice paid.
 * Screenshots at 1280 and 390 px in tests/.artifacts/issue37-upgrade-*.png.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBillingProcessor } from '../../adapters/billing/local/local-billing-processor.ts';
import { TOKENS } from '../../apps/api/tokens.ts';
import { UPGRADE_SUCCESS_MESSAGE } from '../../domain/subscriptions/upgrade-request.ts';
import { addMonthsUtc } from '../../domain/subscriptions/tiers.ts';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { signInInBrowser } from '../support/browser-sign-in.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';

const OWNER = 'owner@plan-change.example';
const SHOTS = 'tests/.artifacts';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const DAY = 24 * 60 * 60 * 1000;

describe("a vendor's own upgrade on the processor (issue 37 §2)", () => {
  let site: RunningSite;
  let browser: Browser;
  let owner: BrowserContext;
  let token: string;
  let vendor: { id: string; slug: string; name: string };
  let processor: LocalBillingProcessor;

  beforeAll(async () => {
    site = await startSite('sqlite');
    processor = site.get<LocalBillingProcessor>(TOKENS.BillingProcessor);
    browser = await launchBrowser();
    // A free listing with no plan of any kind, and an owner.
    const row = await site.db.knex('vendors').where({ is_featured: false, premier_partner: false, is_active: true }).whereNotIn('id', site.db.knex('subscriptions').whereNot({ tier: 'free' }).select('vendor_id')).orderBy('slug', 'desc').first();
    vendor = { id: row.id, slug: row.slug, name: row.name };
    const now = new Date();
    await site.db.knex('users').insert({ id: '01JPLANCHANGEOWNER00000000', email: OWNER, is_admin: false, is_active: true, vendor_id: vendor.id, created_at: now, updated_at: now });
    ({ context: owner, token } = await signInInBrowser(browser, site, OWNER, { landing: /\/vendor\/dashboard$/ }));
    // Featured, paid from today with 4242 on file; then ten days of the month go by on the test clock.
    const card = await fetch(`${site.baseUrl}/api/vendors/${vendor.id}/billing/card`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ creditCard: { cardholderName: 'Ada Owner', cardNumber: '4242 4242 4242 4242', expiryDate: '12/34', cvv: '123' } }),
    });
    expect(card.status).toBe(200);
    const { processor_customer_id: customerId } = await site.db.knex('billing_customers').where({ vendor_id: vendor.id }).first();
    const start = await processor.now();
    await processor.startSubscription({ customerId, vendorId: vendor.id, tier: 'featured', trialEnd: null, priceLockedUntil: addMonthsUtc(start, 12) }, `e2e-plan-change:${vendor.id}`);
    await processor.advanceClock(10 * DAY);
  });
  afterAll(async () => {
    await owner?.close();
    await browser?.close();
    await site?.stop();
  });

  it('upgrades Featured to Premier with the card on file, showing the prorated amount first; Billing then shows Premier', async () => {
    const preview = (await (await fetch(`${site.baseUrl}/api/vendors/${vendor.id}/plan-change?tier=premier`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { amountDueNowCents: number };
    expect(preview.amountDueNowCents).toBeGreaterThan(0);
    const amount = `$${(preview.amountDueNowCents / 100).toFixed(preview.amountDueNowCents % 100 ? 2 : 0)}`;

    const page = await owner.newPage();
    await page.setViewportSize(DESKTOP);
    const errors = watchPageErrors(page);
    await page.goto(`${site.baseUrl}/upgrade?slug=${vendor.slug}`);
    await page.getByTestId('current-plan').getByText('Featured').waitFor();
    expect(await page.getByRole('radio', { name: 'Premier Partner' }).isChecked()).toBe(true);
    const onFile = page.getByLabel('Use Visa •••• 4242');
    await onFile.waitFor();
    expect(await onFile.isChecked()).toBe(true);
    expect(await page.getByLabel('Card Number').count()).toBe(0);
    const summary = page.getByTestId('plan-change-summary');
    await summary.getByText(`${amount} is charged today for the rest of this billing period (prorated), then $129/month.`, { exact: false }).waitFor();
    await page.screenshot({ path: `${SHOTS}/issue37-upgrade-prorated-1280.png`, fullPage: true });
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: `${SHOTS}/issue37-upgrade-prorated-390.png`, fullPage: true });
    await page.setViewportSize(DESKTOP);

    // 'Use another card' opens the card fields; back to the card on file to pay.
    await page.getByLabel('Use another card').check();
    await page.getByLabel('Card Number').waitFor();
    await onFile.check();
    await page.getByLabel('Card Number').waitFor({ state: 'detached' });

    const alerts: string[] = [];
    page.once('dialog', (d) => {
      alerts.push(d.message());
      void d.accept();
    });
    await page.getByRole('button', { name: `Upgrade Now and Pay ${amount}` }).click();
    await page.waitForURL(`${site.baseUrl}/vendors/${vendor.slug}`, { timeout: 15_000 });
    expect(alerts).toEqual([UPGRADE_SUCCESS_MESSAGE]);
    expect(await site.db.knex('upgrade_requests').where({ vendor_id: vendor.id })).toEqual([]);

    await page.goto(`${site.baseUrl}/vendor/dashboard?tab=billing`);
    const panel = page.getByRole('tabpanel', { name: 'Billing' });
    await panel.getByText('Premier Partner').waitFor();
    const invoice = panel.getByTestId('invoice-row').first();
    await invoice.waitFor();
    expect((await invoice.locator('td').allTextContents()).slice(1, 3)).toEqual([`$${(preview.amountDueNowCents / 100).toFixed(2)}`, 'Paid']);
    await page.screenshot({ path: `${SHOTS}/issue37-upgrade-billing-premier-1280.png`, fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });
});
