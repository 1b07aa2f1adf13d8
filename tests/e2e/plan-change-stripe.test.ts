/**
 * Issue 37 §1 and §2 in Debian's Chromium, in `stripe` mode against the loopback Stripe emulator and its
 * Stripe.js stand-in (no internet): on /upgrade a listing with no card on file types its card into Stripe's
 * own frame; the plan starts at once with its trial, and a recording of every request the page sends to our
 * site shows that no body carries a card number or CVV — POST /api/upgrades gets only the SetupIntent's id.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, watchPageErrors } from '../support/browser.ts';
import { signInInBrowser } from '../support/browser-sign-in.ts';
import type { RunningSite } from '../support/running-site.ts';
import type { StripeEmulator } from '../support/stripe-emulator.ts';
import { expectNoCardData, recordRequests, startStripeSite, typeStripeCard, type StripeSite } from '../support/stripe-site.ts';

const OWNER = 'owner@stripe-upgrade.example';
const SHOTS = 'tests/.artifacts';
const CARD = '4242 4242 4242 4242';
const CVC = '987';

describe('a self-service upgrade with Stripe Elements, offline (issue 37 §1, §2)', () => {
  let stripeSite: StripeSite | null = null;
  let emulator: StripeEmulator;
  let site: RunningSite;
  let browser: Browser;
  let owner: BrowserContext;
  let vendor: { id: string; slug: string };

  beforeAll(async () => {
    stripeSite = await startStripeSite();
    ({ emulator, site } = stripeSite);
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
    await stripeSite?.stop();
  });

  it("starts the plan on a card typed into Stripe's own field; no request body to our site carries the card number or CVV", async () => {
    const page = await owner.newPage();
    const errors = watchPageErrors(page);
    const { toSite } = recordRequests(page, { site, emulator });
    const doc = await page.goto(`${site.baseUrl}/upgrade?slug=${vendor.slug}`);
    expect(doc!.headers()['content-security-policy']).toContain(`script-src 'self' ${emulator.url}`);
    await page.getByTestId('plan-change-summary').getByText('Nothing is charged today.', { exact: false }).waitFor();
    expect(await page.getByLabel('Card Number').count()).toBe(0);
    await typeStripeCard(page, { number: CARD, cvc: CVC });
    await page.getByLabel('Cardholder Name').fill('Ada Owner');
    await page.screenshot({ path: `${SHOTS}/issue37-upgrade-stripe-1280.png`, fullPage: true });
    // The payment block in view (a full-page shot leaves a frame below the fold blank).
    await page.getByTestId('upgrade-payment').screenshot({ path: `${SHOTS}/issue37-upgrade-stripe-payment-1280.png` });
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Start 3-Month Free Trial' }).click();
    await page.waitForURL(`${site.baseUrl}/vendors/${vendor.slug}`, { timeout: 15_000 });

    const upgrade = toSite.filter((r) => r.method === 'POST' && r.url.endsWith('/api/upgrades'));
    expect(upgrade).toHaveLength(1);
    expect(Object.keys(JSON.parse(upgrade[0]!.body)).sort()).toEqual(['businessName', 'email', 'setupIntentId', 'slug', 'subscriptionTier', 'vendorId']);
    expectNoCardData(toSite, { numbers: [CARD], cvc: CVC });
    expect(await site.db.knex('subscriptions').where({ vendor_id: vendor.id }).first()).toMatchObject({ tier: 'featured', status: 'trialing' });
    expect(errors).toEqual([]);
    await page.close();
  });
});
