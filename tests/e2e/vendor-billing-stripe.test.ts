/**
 * Issue 37 §1 and Checks in Debian's Chromium, in `stripe` mode against the loopback Stripe emulator and its
 * Stripe.js stand-in (no internet): 'Update card' loads Stripe.js lazily from STRIPE_JS_URL on the card page
 * only (whose CSP alone names its origin), the card is typed into the processor's own frame and confirmed
 * there, and a recording of every request the page sends to our site shows that no body carries a card
 * number or CVV — our API gets only the SetupIntent's id.
 */
import type { Browser, BrowserContext, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { signInInBrowser } from '../support/browser-sign-in.ts';
import { startSite, type RunningSite } from '../support/running-site.ts';
import { StripeEmulator } from '../support/stripe-emulator.ts';

const OWNER = 'owner@stripe-billing.example';
const SHOTS = 'tests/.artifacts';
const KEYS = { secretKey: 'sk_test_e2e', publishableKey: 'pk_test_e2e', webhookSecret: 'whsec_e2e' };
const PRICES = { featured: { intro: 'price_f_intro', regular: 'price_f_regular' }, premier: { intro: 'price_p_intro', regular: 'price_p_regular' } };
const CARD = '4242 4242 4242 4242';
const CVC = '987';

describe('Update card with Stripe Elements, offline (issue 37 §1)', () => {
  let emulator: StripeEmulator;
  let site: RunningSite | null = null;
  let browser: Browser;
  let owner: BrowserContext;

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
    const row = await site.db.knex('vendors').where({ is_featured: false, premier_partner: false, is_active: true }).whereNotIn('id', site.db.knex('subscriptions').whereNot({ tier: 'free' }).select('vendor_id')).orderBy('slug').first();
    const now = new Date();
    await site.db.knex('users').insert({ id: '01JSTRIPEOWNER000000000000', email: OWNER, is_admin: false, is_active: true, vendor_id: row.id, created_at: now, updated_at: now });
    ({ context: owner } = await signInInBrowser(browser, site, OWNER, { landing: /\/vendor\/dashboard$/ }));
  });
  afterAll(async () => {
    await owner?.close();
    await browser?.close();
    await site?.stop();
    await emulator?.close();
  });

  it("saves a card typed into Stripe's own field; no request body the page sends to our site carries the card number or CVV", async () => {
    const page = await owner.newPage();
    const errors = watchPageErrors(page);
    const toSite: Array<{ method: string; url: string; body: string }> = [];
    const toStripe: string[] = [];
    page.on('request', (r: Request) => {
      if (r.url().startsWith(site!.baseUrl)) toSite.push({ method: r.method(), url: r.url(), body: r.postData() ?? '' });
      else if (r.url().startsWith(emulator.url)) toStripe.push(`${r.method()} ${new URL(r.url()).pathname}`);
    });

    // The dashboard's document does not name Stripe's origin, and does not load Stripe.js.
    const dashboard = await page.goto(`${site!.baseUrl}/vendor/dashboard?tab=billing`);
    expect(dashboard!.headers()['content-security-policy']).not.toContain(emulator.url);
    await page.getByRole('tabpanel', { name: 'Billing' }).getByText('No card on file.').waitFor();
    expect(await page.getByTestId('test-processor-note').count()).toBe(0);
    expect(toStripe).toEqual([]);

    const card = await page.goto(`${site!.baseUrl}/vendor/billing/card`);
    expect(card!.headers()['content-security-policy']).toContain(`script-src 'self' ${emulator.url}`);
    const frame = page.frameLocator('iframe[title="Secure card payment input frame"]');
    await frame.getByLabel('Card number').fill(CARD);
    await frame.getByLabel('Expiration date').fill('12 / 34');
    await frame.getByLabel('CVC').fill(CVC);
    await page.getByLabel('Cardholder Name').fill('Ada Owner');
    await page.screenshot({ path: `${SHOTS}/issue37-stripe-card-1280.png`, fullPage: true });
    await page.getByRole('button', { name: 'Save card' }).click();
    expect(await page.getByTestId('card-updated').textContent()).toContain('Your card is updated.');
    expect(await page.getByTestId('card-updated').textContent()).toContain('Visa •••• 4242');

    // Stripe.js and its frame came from the processor's origin, which confirmed the SetupIntent itself.
    expect(toStripe).toContain('GET /v3/');
    expect(toStripe).toContain('GET /elements/card');
    expect(toStripe.some((r) => /^POST \/v1\/setup_intents\/[^/]+\/confirm$/.test(r))).toBe(true);
    // Our API got the SetupIntent's id and nothing of the card.
    const put = toSite.filter((r) => r.method === 'PUT' && r.url.endsWith('/billing/card'));
    expect(put).toHaveLength(1);
    expect(Object.keys(JSON.parse(put[0]!.body))).toEqual(['setupIntentId']);
    const bodies = toSite.map((r) => r.body).filter(Boolean);
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) {
      expect(body).not.toMatch(/4242[\s-]?4242[\s-]?4242[\s-]?4242/);
      expect(body).not.toContain(CVC);
      expect(body).not.toMatch(/cvc|cvv|cardNumber|card_number/i);
    }
    expect(errors).toEqual([]);

    await page.getByRole('link', { name: 'Back to Billing' }).last().click();
    expect(await page.getByRole('tabpanel', { name: 'Billing' }).getByTestId('card-on-file').textContent()).toBe('Visa •••• 4242');
    await page.close();
  });
});
