/**
 * Issue 37 §5 on both databases, with the local test processor: a paid application verifies its card at
 * the processor (not charged); a declined card is refused on the payment block and nothing is stored;
 * approval starts the trial at the processor; rejection removes the customer and its card there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_DECLINED_MESSAGE } from '../../domain/billing/billing.ts';
import type { LocalBillingProcessor } from '../../adapters/billing/local/local-billing-processor.ts';
import { StartPendingPlans } from '../../application/billing/processor-plans.ts';
import { TOKENS } from '../../apps/api/tokens.ts';
import { DIALECTS } from '../support/databases.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertUser } from '../support/rows.ts';
import { signIn } from '../support/sign-in.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const card = (cardNumber: string) => ({ cardholderName: 'Ann Lee', cardNumber, expiryDate: '12/30', cvv: '123' });

describe.each(DIALECTS)('paid applications at the payment processor [%s]', (dialect) => {
  let t: TestApp;
  let venues: string;
  let admin: Record<string, string>;
  let processor: LocalBillingProcessor;
  let n = 0;

  beforeAll(async () => {
    // Each application from its own address: the per-address limit on applications is not what is tested.
    t = await createTestApp(dialect, { env: { TRUST_PROXY: 'true' } });
    processor = t.container.get<LocalBillingProcessor>(TOKENS.BillingProcessor);
    venues = await insertCategory(t.db.knex, 'venues', 'Venues', 1);
    await insertUser(t.db.knex, 'boss@admin.example', { isAdmin: true });
    admin = await signIn(t, 'boss@admin.example');
  });
  afterAll(async () => t?.close());

  const apply = async (cardNumber: string) => {
    n++;
    const res = await t.app.request('/api/applications', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${n}` },
      body: JSON.stringify({
        subscriptionTier: 'featured',
        businessName: `Magnolia Barn ${n}`,
        category: venues,
        ownerName: 'Ann Lee',
        email: `ann${n}@magnolia.example`,
        phone: '864-555-0100',
        location: { city: 'Travelers Rest', county: 'Greenville', state: 'SC' },
        yearsInBusiness: 6,
        startingPrice: 4500,
        creditCard: card(cardNumber),
      }),
    });
    return { status: res.status, body: await readJson(res) };
  };
  const moderate = (id: string, action: 'approve' | 'reject') =>
    t.app.request(`/api/admin/applications/${id}/${action}`, { method: 'PUT', headers: { 'content-type': 'application/json', ...admin }, body: JSON.stringify(action === 'reject' ? { reason: 'Outside the Upstate' } : {}) });

  it("tells the apply page that SPEC's card fields take the card with the local test processor", async () => {
    const res = await t.app.request('/api/applications/card-setup');
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ success: true, processor: 'local' });
  });

  it('verifies the card at the processor without charging it and keeps the customer with the application', async () => {
    const { status, body } = await apply('4242 4242 4242 4242');
    expect(status).toBe(201);
    const customer = await t.db.knex('billing_customers').where({ application_id: body.applicationId }).first();
    expect(customer).toMatchObject({ card_brand: 'visa', card_last4: '4242', vendor_id: null });
    expect(await processor.defaultCard(customer.processor_customer_id)).toMatchObject({ last4: '4242' });
    expect(await processor.listInvoices(customer.processor_customer_id)).toEqual([]);
  });

  it("refuses a declined card with the payment block's message and stores nothing", async () => {
    const before = await Promise.all(['applications', 'billing_customers', 'payment_methods', 'outbox'].map((table) => t.db.knex(table).count({ c: '*' }).first()));
    const { status, body } = await apply('4000 0000 0000 0002');
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({ creditCard: CARD_DECLINED_MESSAGE });
    const after = await Promise.all(['applications', 'billing_customers', 'payment_methods', 'outbox'].map((table) => t.db.knex(table).count({ c: '*' }).first()));
    expect(after).toEqual(before);
  });

  it('refuses a number that fails the check digit with the card number message', async () => {
    const { status, body } = await apply('4242 4242 4242 4241');
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({ 'creditCard.cardNumber': 'Please enter a valid 15 or 16-digit card number' });
  });

  it('starts the trial at the processor when the application is approved', async () => {
    const { body } = await apply('4242 4242 4242 4242');
    expect((await moderate(body.applicationId, 'approve')).status).toBe(200);
    const app = await t.db.knex('applications').where({ id: body.applicationId }).first();
    const plan = await t.db.knex('subscriptions').where({ vendor_id: app.vendor_id }).first();
    expect(plan).toMatchObject({ tier: 'featured', status: 'trialing' });
    expect(plan.processor_subscription_id).toMatch(/^sub_/);
    const sub = await processor.retrieveSubscription(plan.processor_subscription_id);
    expect(sub).toMatchObject({ status: 'trialing', tier: 'featured' });
    expect(sub.trialEnd?.getTime()).toBe(new Date(plan.trial_ends_at).getTime());
    expect(await t.db.knex('billing_customers').where({ vendor_id: app.vendor_id }).first()).toBeTruthy();
  });

  it('removes the customer and its card at the processor when the application is rejected', async () => {
    const { body } = await apply('4242 4242 4242 4242');
    const customer = await t.db.knex('billing_customers').where({ application_id: body.applicationId }).first();
    expect((await moderate(body.applicationId, 'reject')).status).toBe(200);
    expect(await t.db.knex('billing_customers').where({ application_id: body.applicationId }).first()).toBeUndefined();
    expect(await processor.defaultCard(customer.processor_customer_id)).toBeNull();
  });

  it('starts a plan later when the processor could not be reached at approval', async () => {
    const { body } = await apply('4242 4242 4242 4242');
    const start = processor.startSubscription.bind(processor);
    processor.startSubscription = async () => {
      throw new Error('connect ECONNREFUSED');
    };
    try {
      expect((await moderate(body.applicationId, 'approve')).status).toBe(200);
    } finally {
      processor.startSubscription = start;
    }
    const app = await t.db.knex('applications').where({ id: body.applicationId }).first();
    expect(await t.db.knex('subscriptions').where({ vendor_id: app.vendor_id }).first()).toMatchObject({ status: 'trialing', processor_subscription_id: null });
    expect((await t.use(StartPendingPlans).execute()).started).toBe(1);
    const plan = await t.db.knex('subscriptions').where({ vendor_id: app.vendor_id }).first();
    expect(plan.processor_subscription_id).toMatch(/^sub_/);
    expect((await t.use(StartPendingPlans).execute()).started).toBe(0);
  });
});
