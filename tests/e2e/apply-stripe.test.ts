/**
 * Issue 37 §1 and §5 in Debian's Chromium, in `stripe` mode against the loopback Stripe emulator and its
 * Stripe.js stand-in (no internet): /apply for Featured takes the card in Stripe's own frame, in the place of
 * SPEC.md's card fields. A declined card (4000 0000 0000 0002) is told on the payment block and nothing is
 * stored; 4242 4242 4242 4242 is confirmed by Stripe in the browser and the application is submitted with the
 * SetupIntent's id and the setup's token; a recording of every request the page sends to our site shows that
 * no body carries a card number or CVV. The admin's approval starts the trial at the processor.
 * Screenshots at 1280 and 390 px in tests/.artifacts/issue37-apply-stripe-*.png.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_DECLINED_MESSAGE } from '../../domain/billing/billing.ts';
import { seriousAxeViolations } from '../support/axe.ts';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { signInInBrowser } from '../support/browser-sign-in.ts';
import type { RunningSite } from '../support/running-site.ts';
import type { StripeEmulator } from '../support/stripe-emulator.ts';
import { expectNoCardData, recordRequests, startStripeSite, stripeCardFrame, typeStripeCard, type StripeSite } from '../support/stripe-site.ts';

const SHOTS = 'tests/.artifacts';
const GOOD = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';
const CVC = '987';

describe('/apply for a paid plan with Stripe Elements, offline (issue 37 §1, §5)', () => {
  let stripeSite: StripeSite | null = null;
  let emulator: StripeEmulator;
  let site: RunningSite;
  let browser: Browser;

  beforeAll(async () => {
    stripeSite = await startStripeSite();
    ({ emulator, site } = stripeSite);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stripeSite?.stop();
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
  };

  it("takes the card in Stripe's own field: a declined card is refused on the payment block, a good one is submitted with no card data sent to us, and approval starts the trial", async () => {
    const name = `Hale Studio ${Date.now().toString(36)}`;
    const email = `nora-${Date.now().toString(36)}@apply-stripe.example`;
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchPageErrors(page);
    const { toSite, toStripe } = recordRequests(page, { site, emulator });
    const doc = await page.goto(`${site.baseUrl}/apply?plan=featured`);
    expect(doc!.headers()['content-security-policy']).toContain(`script-src 'self' ${emulator.url}`);
    const payment = page.getByTestId('payment-section');
    await payment.getByText('Enter your email address above to open the secure card form.').waitFor();
    // Stripe.js waits for the card setup, which waits for the email.
    expect(toStripe).toEqual([]);
    for (const label of ['Card Number', 'Expiry Date', 'CVV']) expect(await page.getByLabel(label, { exact: true }).count()).toBe(0);

    await fillApplication(page, name, email);
    await typeStripeCard(page, { number: DECLINED, cvc: CVC });
    await payment.screenshot({ path: `${SHOTS}/issue37-apply-stripe-payment-1280.png` });
    await page.getByRole('button', { name: /submit application/i }).click();
    const declined = payment.locator('.apply-card-declined');
    await declined.waitFor();
    expect(await declined.textContent()).toBe(CARD_DECLINED_MESSAGE);
    expect(await declined.getAttribute('role')).toBe('alert');
    await page.screenshot({ path: `${SHOTS}/issue37-apply-stripe-declined-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await declined.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/issue37-apply-stripe-declined-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(toSite.filter((r) => r.method === 'POST' && r.url.endsWith('/api/applications'))).toEqual([]);
    expect(await site.db.knex('applications').where({ email }).first()).toBeUndefined();
    expect(await site.db.knex('billing_customers').whereNotNull('application_id').count({ n: '*' }).first()).toMatchObject({ n: 0 });

    await stripeCardFrame(page).getByLabel('Card number').fill(GOOD);
    await page.getByRole('button', { name: /submit application/i }).click();
    await page.getByRole('heading', { name: 'Application Submitted!' }).waitFor();

    // One card setup, asked for once the email was given; Stripe confirmed the card in its own frame.
    expect(toSite.filter((r) => r.method === 'POST' && r.url.endsWith('/api/applications/card-setup'))).toHaveLength(1);
    expect(toStripe).toContain('GET /v3/');
    expect(toStripe.filter((r) => /^POST \/v1\/setup_intents\/[^/]+\/confirm$/.test(r))).toHaveLength(2);
    const submitted = toSite.filter((r) => r.method === 'POST' && r.url.endsWith('/api/applications'));
    expect(submitted).toHaveLength(1);
    const body = JSON.parse(submitted[0]!.body) as Record<string, unknown>;
    expect(body).toMatchObject({ subscriptionTier: 'featured', email, setupIntentId: expect.stringMatching(/^seti_/), cardToken: expect.any(String) });
    expect(body).not.toHaveProperty('creditCard');
    expectNoCardData(toSite, { numbers: [GOOD, DECLINED], cvc: CVC });
    // The decline's 402 is the browser's own console line for Stripe's frame; nothing else went wrong.
    expect(errors.filter((e) => !/status of 402 \(Payment Required\)/.test(e))).toEqual([]);
    await page.close();

    const application = await site.db.knex('applications').where({ email }).first();
    expect(await site.db.knex('billing_customers').where({ application_id: application.id }).first()).toMatchObject({ card_last4: '4242' });

    // The admin approves it: the trial starts at the processor.
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
  });

  it('looks right at 390 px, with no serious axe violations: the payment block with Stripe’s field', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchPageErrors(page);
    await page.goto(`${site.baseUrl}/apply?plan=featured`);
    await fillApplication(page, 'Phone Width Studio', `phone-${Date.now().toString(36)}@apply-stripe.example`);
    await stripeCardFrame(page).getByLabel('Card number').waitFor();
    const payment = page.getByTestId('payment-section');
    await payment.scrollIntoViewIfNeeded();
    await payment.screenshot({ path: `${SHOTS}/issue37-apply-stripe-payment-390.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
