/**
 * Issue 37 §1 and §2 in Debian's Chromium, in `stripe` mode against the loopback Stripe emulator and its
 * Stripe.js stand-in (no internet): on /upgrade a listing with no card on file types its card into Stripe's
 * own frame; the plan starts at once with its trial, and a recording of every request the page sends to our
 * site shows that no body carries a card number or CVV — POST /api/upgrades gets only the SetupIntent's id.
 */
import type { Browser, BrowserContext, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { signInInBrowser } from '../support/browser-sign-in.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';
import { StripeEmulator } from '../support/stripe-emulator.ts';

const OWNER = 'owner@stripe-upgrade.example';
const SHOTS = 'tests/.artifacts';
const KEYS = { secretKey: 'sk_test_e2e', publishableKey: 'pk_test_e2e', webhookSecret: 'whsec_e2e' };
const PRICES = { featured: { intro: 'price_f_intro', regular: 'price_f_regular' }, premier: { intro: 'price_p_intro', regular: 'price_p_regular' } };
const CARD = '4242 4242 4242 4242';
const CVC = '987';

describe('a self-service upgrade with Stripe Elements, offline (issue 37 §1, §2)', () => {
  let emulator: StripeEmulator;
  let site: RunningSite | null = null;
  let browser: Browser;
  let owner: BrowserContext;
  let vendor: { id: string; slug: string };

  beforeAll(async () => {
    emulator = await StripeEmulator.start({
      ...KEYS,
      priceIds: PRICES,
      freeMonthCouponId: 'coupon_free_month',
      start: new Date(),
      // Stripe POSTs each event to the site's webhook endpoint, signed, after answering the call that caused it
      // (the site's handler calls the emulator back, which answers one request at a time).
      deliver: (body, signature) => {
        const url = site ? `${site.baseUrl}/api/billing/webhook` : null;
        if (url) setTimeout(() => void fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body }).catch(() => undefined), 0);
      },
    });
    site = await startSite('sqlite', {
      env: {
        BILLING_PROCESSOR: 'stripe',
        STRIPE_SECRET_KEY: KEYS.secretKey,
        STRIPE_PUBLISHABLE_KEY: KEYS.publishableKey,
        STRIPE_WEBHOOK_SECRET: KEYS.webhookSecret,
        STRIPE_PRICE_FEATURED_INTRO: PRICES.featured.intro,
        STRIPE_PRICE_FEATURED_REGULAR: PRICES.featured.regular,
        STRIPE_PRICE_PREMIER_INTRO: PRICES.premier.intro,
        STRIPE_PRICE_PREMIER_REGULAR: PRICES.premier.regular,
        STRIPE_FREE_MONTH_COUPON: 'coupon_free_month',
        STRIPE_API_URL: emulator.url,
        STRIPE_JS_URL: `${emulator.url}/v3/`,
      },
    });
    browser = await launchBrowser();
    const row = await site.db.knex('vendors').where({ is_featured: false, premier_partner: false, is_active: true }).whereNotIn('id', site.db.knex('subscriptions').whereNot({ tier: 'free' }).select('vendor_id')).orderBy('slug', 'desc').first();
    vendor = { id: row.id, slug: row.slug };
    const now = new Date();
    await site.db.knex('users').insert({ id: '01JSTRIPEUPGRADEOWNER00000', email: OWNER, is_admin: false, is_active: true, vendor_id: row.id, created_at: now, updated_at: now });
    ({ context: owner } = await signInInBrowser(browser, site, OWNER, { landing: /\/vendor\/dashboard$/ }));
  });
  afterAll(async () => {
    await owner?.close();
    await browser?.close();
    await site?.stop();
    await emulator?.close();
  });

  it("starts the plan on a card typed into Stripe's own field; no request body to our site carries the card number or CVV", async () => {
    const page = await owner.newPage();
    const errors = watchPageErrors(page);
    const toSite: Array<{ method: string; url: string; body: string }> = [];
    page.on('request', (r: Request) => {
      if (r.url().startsWith(site!.baseUrl)) toSite.push({ method: r.method(), url: r.url(), body: r.postData() ?? '' });
    });
    const doc = await page.goto(`${site!.baseUrl}/upgrade?slug=${vendor.slug}`);
    expect(doc!.headers()['content-security-policy']).toContain(`script-src 'self' ${emulator.url}`);
    await page.getByTestId('plan-change-summary').getByText('Nothing is charged today.', { exact: false }).waitFor();
    expect(await page.getByLabel('Card Number').count()).toBe(0);
    const frame = page.frameLocator('iframe[title="Secure card payment input frame"]');
    await frame.getByLabel('Card number').fill(CARD);
    await frame.getByLabel('Expiration date').fill('12 / 34');
    await frame.getByLabel('CVC').fill(CVC);
    await page.getByLabel('Cardholder Name').fill('Ada Owner');
    await page.screenshot({ path: `${SHOTS}/issue37-upgrade-stripe-1280.png`, fullPage: true });
    // The payment block in view (a full-page shot leaves a frame below the fold blank).
    await page.getByTestId('upgrade-payment').screenshot({ path: `${SHOTS}/issue37-upgrade-stripe-payment-1280.png` });
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Start 3-Month Free Trial' }).click();
    await page.waitForURL(`${site!.baseUrl}/vendors/${vendor.slug}`, { timeout: 15_000 });

    const upgrade = toSite.filter((r) => r.method === 'POST' && r.url.endsWith('/api/upgrades'));
    expect(upgrade).toHaveLength(1);
    expect(Object.keys(JSON.parse(upgrade[0]!.body)).sort()).toEqual(['businessName', 'email', 'setupIntentId', 'slug', 'subscriptionTier', 'vendorId']);
    for (const body of toSite.map((r) => r.body).filter(Boolean)) {
      expect(body).not.toMatch(/4242[\s-]?4242[\s-]?4242[\s-]?4242/);
      expect(body).not.toContain(CVC);
      expect(body).not.toMatch(/cvc|cvv|cardNumber|card_number/i);
    }
    expect(await site!.db.knex('subscriptions').where({ vendor_id: vendor.id }).first()).toMatchObject({ tier: 'featured', status: 'trialing' });
    expect(errors).toEqual([]);
    await page.close();
  });
});
