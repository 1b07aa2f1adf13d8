/**
 * Issue 37 §3 and §6 in Debian's Chromium against the built site as `npm start` runs it (the local test
 * processor): a Featured trial shows 'Trial ends {date}' on the Billing tab (opened by `?tab=billing`, as
 * the emails link); a first payment that fails (4000 0000 0000 0341, the trial's end reached by moving the
 * processor's test clock) shows 'Payment past due' above every tab, 'Update card' with 4242 pays it, and
 * its receipt opens and prints. Screenshots at 1280 and 390 px in tests/.artifacts/issue37-*.png.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBillingProcessor } from '../../adapters/billing/local/local-billing-processor.ts';
import { TOKENS } from '../../apps/api/tokens.ts';
import { formatPlanDate } from '../../domain/subscriptions/subscription.ts';
import { addMonthsUtc } from '../../domain/subscriptions/tiers.ts';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { signInInBrowser } from '../support/browser-sign-in.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';

const OWNER = 'owner@billing.example';
const SHOTS = 'tests/.artifacts';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

describe('the vendor Billing tab with the local test processor (issue 37 §3, §6)', () => {
  let site: RunningSite;
  let browser: Browser;
  let owner: BrowserContext;
  let vendorId: string;
  let processor: LocalBillingProcessor;
  let trialEnd: Date;

  beforeAll(async () => {
    site = await startSite('sqlite');
    processor = site.get<LocalBillingProcessor>(TOKENS.BillingProcessor);
    browser = await launchBrowser();
    // A free listing with no plan of any kind.
    const row = await site.db.knex('vendors').where({ is_featured: false, premier_partner: false, is_active: true }).whereNotIn('id', site.db.knex('subscriptions').whereNot({ tier: 'free' }).select('vendor_id')).orderBy('slug').first();
    expect(row).toBeTruthy();
    vendorId = row.id;
    const now = new Date();
    await site.db.knex('users').insert({ id: '01JBILLINGOWNER00000000000', email: OWNER, is_admin: false, is_active: true, vendor_id: vendorId, created_at: now, updated_at: now });
    ({ context: owner } = await signInInBrowser(browser, site, OWNER, { landing: /\/vendor\/dashboard$/ }));
  });
  afterAll(async () => {
    await owner?.close();
    await browser?.close();
    await site?.stop();
  });

  const open = async (path: string, viewport = DESKTOP) => {
    const page = await owner.newPage();
    await page.setViewportSize(viewport);
    const errors = watchPageErrors(page);
    await page.goto(`${site.baseUrl}${path}`);
    return { page, errors };
  };

  const fillCard = async (page: Page, number: string) => {
    await page.getByLabel('Cardholder Name').fill('Ada Owner');
    await page.getByLabel('Card Number').fill(number);
    await page.getByLabel('Expiry Date').fill('12/34');
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: 'Save card' }).click();
  };

  it("shows a vendor with a Featured trial 'Trial ends {date}' on Billing, with the card and the test processor's note", async () => {
    // The card first (4000 0000 0000 0341: accepted, fails at the first charge), then the trial the approval starts.
    const { page: cardPage, errors: cardErrors } = await open('/vendor/billing/card');
    await cardPage.getByTestId('local-card-form').waitFor();
    await fillCard(cardPage, '4000 0000 0000 0341');
    expect(await cardPage.getByTestId('card-updated').textContent()).toContain('Your card is updated.');
    expect(cardErrors).toEqual([]);
    await cardPage.close();
    const { processor_customer_id: customerId } = await site.db.knex('billing_customers').where({ vendor_id: vendorId }).first();
    trialEnd = addMonthsUtc(await processor.now(), 3);
    await processor.startSubscription({ customerId, vendorId, tier: 'featured', trialEnd, priceLockedUntil: addMonthsUtc(trialEnd, 12) }, `e2e:${vendorId}`);

    const { page, errors } = await open('/vendor/dashboard?tab=billing');
    const tab = page.getByRole('tab', { name: 'Billing' });
    expect(await tab.getAttribute('aria-selected')).toBe('true');
    const panel = page.getByRole('tabpanel', { name: 'Billing' });
    await panel.getByText('Featured Listing').waitFor();
    expect(await panel.getByTestId('plan-next').textContent()).toContain(`Trial ends ${formatPlanDate(trialEnd)}`);
    expect(await panel.getByTestId('card-on-file').textContent()).toBe('Visa •••• 0341');
    expect(await panel.getByTestId('test-processor-note').textContent()).toContain('Test processor: no real charges.');
    // The seven tabs share one row at 1280 px.
    const tops = await page.getByRole('tab').evaluateAll((tabs) => tabs.map((t) => Math.round(t.getBoundingClientRect().top)));
    expect(tops).toHaveLength(7);
    expect(new Set(tops).size).toBe(1);
    const row = await page.getByRole('tablist').evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(row.scroll).toBeLessThanOrEqual(row.client);
    await page.screenshot({ path: `${SHOTS}/issue37-billing-trial-1280.png`, fullPage: true });
    expect(errors).toEqual([]);
    await page.close();

    const phone = await open('/vendor/dashboard?tab=billing', PHONE);
    await phone.page.getByRole('tabpanel', { name: 'Billing' }).getByTestId('plan-next').waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const billingTab = await phone.page.getByRole('tab', { name: 'Billing' }).boundingBox();
    expect(billingTab!.x + billingTab!.width).toBeLessThanOrEqual(PHONE.width);
    await phone.page.screenshot({ path: `${SHOTS}/issue37-billing-trial-390.png`, fullPage: true });
    expect(phone.errors).toEqual([]);
    await phone.page.close();
  });

  it("shows 'Payment past due' when the first payment fails; 'Update card' with 4242 pays it, and its receipt opens and prints", async () => {
    await processor.advanceClock(trialEnd.getTime() - (await processor.now()).getTime() + 60_000);

    const { page, errors } = await open('/vendor/dashboard');
    const banner = page.getByTestId('past-due-banner');
    await banner.waitFor();
    // Above the tabs, on the profile tab as on every other.
    expect(await page.getByRole('tab', { name: 'Business Profile' }).getAttribute('aria-selected')).toBe('true');
    const text = (await banner.textContent()) ?? '';
    expect(text).toContain('Payment past due');
    expect(text).toContain("We couldn't take your payment of $29.00.");
    expect(text).toMatch(/Update your card by [A-Z][a-z]+ \d{1,2}, \d{4} or your listing reverts to the free Standard listing then\./);
    await page.screenshot({ path: `${SHOTS}/issue37-past-due-1280.png`, fullPage: true });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: `${SHOTS}/issue37-past-due-390.png`, fullPage: true });
    await page.setViewportSize(DESKTOP);

    // 'Update card' loads the card page as a document of its own.
    await banner.getByRole('link', { name: 'Update card' }).click();
    await page.waitForURL(/\/vendor\/billing\/card$/);
    expect(await page.evaluate(() => new URL((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).name).pathname)).toBe('/vendor/billing/card');
    await page.getByTestId('local-card-form').waitFor();
    // A declined card says so on the block and changes nothing.
    await fillCard(page, '4000 0000 0000 0002');
    expect(await page.getByRole('alert').first().textContent()).toContain('Your card was declined. Please check the details or choose the free listing.');
    await page.getByLabel('Card Number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Save card' }).click();
    expect(await page.getByTestId('card-updated').textContent()).toContain('Your card is updated and your payment went through.');
    await page.screenshot({ path: `${SHOTS}/issue37-card-updated-1280.png`, fullPage: true });

    await page.getByRole('link', { name: 'Back to Billing' }).last().click();
    const panel = page.getByRole('tabpanel', { name: 'Billing' });
    const invoice = panel.getByTestId('invoice-row').first();
    await invoice.waitFor();
    expect(await invoice.locator('td').allTextContents()).toEqual([formatPlanDate(await processor.now()), '$29.00', 'Paid', 'Receipt']);
    expect(await page.getByTestId('past-due-banner').count()).toBe(0);
    expect(await panel.getByTestId('card-on-file').textContent()).toBe('Visa •••• 4242');
    await page.screenshot({ path: `${SHOTS}/issue37-billing-paid-1280.png`, fullPage: true });
    // On a phone the invoices' four columns fit their box, and the page does not scroll sideways.
    await page.setViewportSize(PHONE);
    expect(await panel.getByTestId('invoices-table').evaluate((box) => ({ scroll: box.scrollWidth, client: box.clientWidth }))).toSatisfy(({ scroll, client }: { scroll: number; client: number }) => scroll <= client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: `${SHOTS}/issue37-billing-paid-390.png`, fullPage: true });
    await page.setViewportSize(DESKTOP);

    await invoice.getByRole('link', { name: /^Receipt for / }).click();
    const receipt = page.getByTestId('receipt');
    await receipt.waitFor();
    const facts = await receipt.locator('dt').evaluateAll((dts) => Object.fromEntries(dts.map((dt) => [dt.textContent, dt.nextElementSibling?.textContent])));
    expect(facts).toMatchObject({ Card: 'Visa •••• 4242', Status: 'Paid', Amount: '$29.00' });
    expect(await receipt.textContent()).toContain('Upstate Wedding Directory');
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed++;
      };
    });
    await receipt.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.screenshot({ path: `${SHOTS}/issue37-receipt-1280.png`, fullPage: true });
    // Printed: the receipt alone, without the site's header, footer or the buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    expect(await receipt.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    await page.screenshot({ path: `${SHOTS}/issue37-receipt-print.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: `${SHOTS}/issue37-receipt-390.png`, fullPage: true });
    // The declined card's 400, which Chromium logs, and nothing else.
    expect(errors).toEqual(['console: Failed to load resource: the server responded with a status of 400 (Bad Request)']);
    await page.close();
  });
});
