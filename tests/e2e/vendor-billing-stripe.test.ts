/**
 * Issue 37 §1 and Checks in Debian's Chromium, in `stripe` mode against the loopback Stripe emulator and its
 * Stripe.js stand-in (no internet): 'Update card' loads Stripe.js lazily from STRIPE_JS_URL on the card page
 * only (whose CSP alone names its origin), the card is typed into the processor's own frame and confirmed
 * there, and a recording of every request the page sends to our site shows that no body carries a card
 * number or CVV — our API gets only the SetupIntent's id.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { signInInBrowser } from '../support/browser-sign-in.ts';
import type { RunningSite } from '../support/running-site.ts';
import type { StripeEmulator } from '../support/stripe-emulator.ts';
import { expectNoCardData, recordRequests, startStripeSite, typeStripeCard, type StripeSite } from '../support/stripe-site.ts';

const OWNER = 'owner@stripe-billing.example';
const SHOTS = 'tests/.artifacts';
const CARD = '4242 4242 4242 4242';
const CVC = '987';

describe('Update card with Stripe Elements, offline (issue 37 §1)', () => {
  let stripeSite: StripeSite | null = null;
  let emulator: StripeEmulator;
  let site: RunningSite;
  let browser: Browser;
  let owner: BrowserContext;

  beforeAll(async () => {
    stripeSite = await startStripeSite();
    ({ emulator, site } = stripeSite);
    browser = await launchBrowser();
    const row = await site.db.knex('vendors').where({ is_featured: false, premier_partner: false, is_active: true }).whereNotIn('id', site.db.knex('subscriptions').whereNot({ tier: 'free' }).select('vendor_id')).orderBy('slug').first();
    const now = new Date();
    await site.db.knex('users').insert({ id: '01JSTRIPEOWNER000000000000', email: OWNER, is_admin: false, is_active: true, vendor_id: row.id, created_at: now, updated_at: now });
    ({ context: owner } = await signInInBrowser(browser, site, OWNER, { landing: /\/vendor\/dashboard$/ }));
  });
  afterAll(async () => {
    await owner?.close();
    await browser?.close();
    await stripeSite?.stop();
  });

  it("saves a card typed into Stripe's own field; no request body the page sends to our site carries the card number or CVV", async () => {
    const page = await owner.newPage();
    const errors = watchPageErrors(page);
    const { toSite, toStripe } = recordRequests(page, { site, emulator });

    // The dashboard's document does not name Stripe's origin, and does not load Stripe.js.
    const dashboard = await page.goto(`${site.baseUrl}/vendor/dashboard?tab=billing`);
    expect(dashboard!.headers()['content-security-policy']).not.toContain(emulator.url);
    await page.getByRole('tabpanel', { name: 'Billing' }).getByText('No card on file.').waitFor();
    expect(await page.getByTestId('test-processor-note').count()).toBe(0);
    expect(toStripe).toEqual([]);

    const card = await page.goto(`${site.baseUrl}/vendor/billing/card`);
    expect(card!.headers()['content-security-policy']).toContain(`script-src 'self' ${emulator.url}`);
    await typeStripeCard(page, { number: CARD, cvc: CVC });
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
    expectNoCardData(toSite, { numbers: [CARD], cvc: CVC });
    expect(errors).toEqual([]);

    await page.getByRole('link', { name: 'Back to Billing' }).last().click();
    expect(await page.getByRole('tabpanel', { name: 'Billing' }).getByTestId('card-on-file').textContent()).toBe('Visa •••• 4242');
    await page.close();
  });
});
