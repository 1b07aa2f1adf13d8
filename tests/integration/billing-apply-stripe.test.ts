/**
 * Issue 37 §1 and §5 in stripe mode, on both databases, against the loopback Stripe emulator: /apply's
 * paid tiers take the card in Stripe's own fields. A public, rate-limited route makes the processor's
 * customer and a SetupIntent and answers its client secret with a signed token binding that customer to the
 * application; POST /api/applications then carries { setupIntentId, cardToken } and never card fields.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_DECLINED_MESSAGE } from '../../domain/billing/billing.ts';
import { DIALECTS } from '../support/databases.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertUser, insertVendor } from '../support/rows.ts';
import { signIn } from '../support/sign-in.ts';
import { StripeEmulator } from '../support/stripe-emulator.ts';
import { STRIPE_TEST_ENV } from '../support/stripe-test-env.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const PRICES = {
  featured: { intro: STRIPE_TEST_ENV.STRIPE_PRICE_FEATURED_INTRO!, regular: STRIPE_TEST_ENV.STRIPE_PRICE_FEATURED_REGULAR! },
  premier: { intro: STRIPE_TEST_ENV.STRIPE_PRICE_PREMIER_INTRO!, regular: STRIPE_TEST_ENV.STRIPE_PRICE_PREMIER_REGULAR! },
};

describe.each(DIALECTS)('a paid application in stripe mode [%s]', (dialect) => {
  let t: TestApp;
  let emulator: StripeEmulator;
  let venues: string;
  let n = 0;

  beforeAll(async () => {
    emulator = await StripeEmulator.start({
      secretKey: 'sk_test_apply',
      publishableKey: 'pk_test_apply',
      webhookSecret: 'whsec_apply',
      priceIds: PRICES,
      freeMonthCouponId: STRIPE_TEST_ENV.STRIPE_FREE_MONTH_COUPON!,
      start: new Date(),
      deliver: () => undefined,
    });
    t = await createTestApp(dialect, {
      env: { ...STRIPE_TEST_ENV, STRIPE_SECRET_KEY: 'sk_test_apply', STRIPE_PUBLISHABLE_KEY: 'pk_test_apply', STRIPE_WEBHOOK_SECRET: 'whsec_apply', STRIPE_API_URL: emulator.url, TRUST_PROXY: 'true' },
    });
    venues = await insertCategory(t.db.knex, 'venues', 'Venues', 1);
  });
  afterAll(async () => {
    await t?.close();
    await emulator?.close();
  });

  const post = async (path: string, body: unknown, ip: string) => {
    const res = await t.app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify(body) });
    return { status: res.status, body: await readJson(res) };
  };
  const application = (pay: Record<string, unknown>) => {
    n++;
    return {
      subscriptionTier: 'featured',
      businessName: `Magnolia Barn ${n}`,
      category: venues,
      ownerName: 'Ann Lee',
      email: `ann${n}@magnolia.example`,
      phone: '864-555-0100',
      location: { city: 'Travelers Rest', county: 'Greenville', state: 'SC' },
      yearsInBusiness: 6,
      startingPrice: 4500,
      ...pay,
    };
  };
  const setup = async (ip: string) => {
    const r = await post('/api/applications/card-setup', { email: 'ann@magnolia.example', businessName: 'Magnolia Barn' }, ip);
    expect(r.status).toBe(201);
    expect(r.body.setup).toMatchObject({ kind: 'stripe', publishableKey: 'pk_test_apply' });
    expect(typeof r.body.cardToken).toBe('string');
    return r.body as { setup: { setupIntentId: string; clientSecret: string; publishableKey: string }; cardToken: string };
  };

  it('verifies the card confirmed in Stripe’s fields and keeps its customer with the application, with no card data sent', async () => {
    const s = await setup('203.0.113.10');
    await emulator.confirmAsStripeJs(s.setup, 'pm_card_visa');
    const r = await post('/api/applications', application({ setupIntentId: s.setup.setupIntentId, cardToken: s.cardToken }), '203.0.113.10');
    expect(r.status).toBe(201);
    const customer = await t.db.knex('billing_customers').where({ application_id: r.body.applicationId }).first();
    expect(customer).toMatchObject({ card_brand: 'visa', card_last4: '4242', vendor_id: null });
  });

  it("tells the apply page, before any email is typed, that the card goes into Stripe's fields, without making a customer", async () => {
    const calls = emulator.requests.length;
    const res = await t.app.request('/api/applications/card-setup');
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ success: true, processor: 'stripe' });
    expect(emulator.requests.length).toBe(calls);
  });

  it('refuses card fields: the card is typed into Stripe’s fields only', async () => {
    const r = await post('/api/applications', application({ creditCard: { cardholderName: 'Ann Lee', cardNumber: '4242 4242 4242 4242', expiryDate: '12/30', cvv: '123' } }), '203.0.113.11');
    expect(r.status).toBe(400);
    expect(r.body.error.fields).toEqual({ creditCard: 'Please enter your card in the secure card form' });
    expect(await t.db.knex('applications').count({ c: '*' }).first()).toMatchObject({ c: 1 });
  });

  it("refuses a token for another customer's SetupIntent, and a forged token", async () => {
    const mine = await setup('203.0.113.12');
    const theirs = await setup('203.0.113.12');
    await emulator.confirmAsStripeJs(theirs.setup, 'pm_card_visa');
    const swapped = await post('/api/applications', application({ setupIntentId: theirs.setup.setupIntentId, cardToken: mine.cardToken }), '203.0.113.12');
    expect(swapped.status).toBe(400);
    expect(swapped.body.error.fields).toEqual({ creditCard: CARD_DECLINED_MESSAGE });
    const forged = await post('/api/applications', application({ setupIntentId: theirs.setup.setupIntentId, cardToken: `${theirs.cardToken.split('~')[0]}~1.AAAA` }), '203.0.113.12');
    expect(forged.status).toBe(400);
    expect(await t.db.knex('applications').count({ c: '*' }).first()).toMatchObject({ c: 1 });
  });

  it("refuses a declined card with the payment block's message and stores nothing", async () => {
    const s = await setup('203.0.113.13');
    await emulator.confirmAsStripeJs(s.setup, 'pm_card_chargeDeclined').catch(() => undefined);
    const r = await post('/api/applications', application({ setupIntentId: s.setup.setupIntentId, cardToken: s.cardToken }), '203.0.113.13');
    expect(r.status).toBe(400);
    expect(r.body.error.fields).toEqual({ creditCard: CARD_DECLINED_MESSAGE });
    expect(await t.db.knex('applications').count({ c: '*' }).first()).toMatchObject({ c: 1 });
  });

  it('rate-limits the card setup per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await post('/api/applications/card-setup', { email: 'ann@magnolia.example' }, '203.0.113.99')).status);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("starts a vendor's plan on a card confirmed in Stripe's fields: the upgrade sends only the SetupIntent's id", async () => {
    const id = await insertVendor(t.db.knex, venues, { name: 'River Hall', slug: 'river-hall' });
    await insertUser(t.db.knex, 'owner@river.example', { vendorId: id });
    const headers = { 'content-type': 'application/json', ...(await signIn(t, 'owner@river.example')) };
    const setupRes = await t.app.request(`/api/vendors/${id}/billing/card-setup`, { method: 'POST', headers });
    const { setup } = (await readJson(setupRes)) as { setup: { setupIntentId: string; clientSecret: string; publishableKey: string } };
    await emulator.confirmAsStripeJs(setup, 'pm_card_visa');
    const res = await t.app.request('/api/upgrades', {
      method: 'POST',
      headers,
      body: JSON.stringify({ businessName: 'River Hall', email: 'owner@river.example', subscriptionTier: 'featured', vendorId: id, setupIntentId: setup.setupIntentId }),
    });
    expect(res.status).toBe(201);
    expect(await readJson(res)).toMatchObject({ tier: 'featured', effective: 'now', amountChargedCents: 0, card: { brand: 'visa', last4: '4242' } });
    expect(await t.db.knex('subscriptions').where({ vendor_id: id }).first()).toMatchObject({ tier: 'featured', status: 'trialing' });
  });
});
