/** Issue 37 §6: the vendor's Billing tab through the API, on both databases, with the local test processor. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addMonthsUtc } from '../../domain/subscriptions/tiers.ts';
import { startPaidTier } from '../../domain/subscriptions/subscription.ts';
import { KnexSubscriptionRepository } from '../../adapters/persistence/knex/repositories/knex-subscription-repository.ts';
import { ulid } from 'ulid';
import type { LocalBillingProcessor } from '../../adapters/billing/local/local-billing-processor.ts';
import { TOKENS } from '../../apps/api/tokens.ts';
import { DIALECTS } from '../support/databases.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertUser, insertVendor } from '../support/rows.ts';
import { signIn } from '../support/sign-in.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const card = (cardNumber: string) => ({ creditCard: { cardholderName: 'Ann Lee', cardNumber, expiryDate: '12/30', cvv: '123' } });

describe.each(DIALECTS)('the Billing tab [%s]', (dialect) => {
  let t: TestApp;
  let processor: LocalBillingProcessor;
  let vendorId: string;
  let owner: Record<string, string>;

  beforeEach(async () => {
    t = await createTestApp(dialect);
    processor = t.container.get<LocalBillingProcessor>(TOKENS.BillingProcessor);
    const categoryId = await insertCategory(t.db.knex, 'venues', 'Venues', 1);
    vendorId = await insertVendor(t.db.knex, categoryId, { name: 'Riverbend Ballroom', email: 'hello@riverbend.example' });
    await insertUser(t.db.knex, 'owner@riverbend.example', { vendorId });
    owner = await signIn(t, 'owner@riverbend.example');
  });
  afterEach(async () => t.close());

  const call = async (method: string, path: string, body?: unknown) => {
    const res = await t.app.request(path, { method, headers: { 'content-type': 'application/json', ...owner }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: res.status, body: await readJson(res) };
  };
  const featuredTrial = async (cardNumber: string) => {
    expect((await call('PUT', `/api/vendors/${vendorId}/billing/card`, card(cardNumber))).status).toBe(200);
    const { processor_customer_id: customerId } = await t.db.knex('billing_customers').where({ vendor_id: vendorId }).first();
    const trialEnd = addMonthsUtc(await processor.now(), 3);
    await processor.startSubscription({ customerId, vendorId, tier: 'featured', trialEnd, priceLockedUntil: addMonthsUtc(trialEnd, 12) }, `t:${vendorId}`);
    return trialEnd;
  };

  it('shows a free listing with no plan, no card and no invoices, and says the processor is the test one', async () => {
    const { status, body } = await call('GET', `/api/vendors/${vendorId}/billing`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ processor: 'local', plan: { tier: 'free', status: 'none', billed: false }, nextPayment: null, card: null, invoices: [] });
  });

  it('shows a trial: its end, the first payment and its amount, and the card on file', async () => {
    const trialEnd = await featuredTrial('4242 4242 4242 4242');
    const { body } = await call('GET', `/api/vendors/${vendorId}/billing`);
    expect(body.plan).toMatchObject({ tier: 'featured', status: 'trialing', trialEndsAt: trialEnd.toISOString(), billed: true, cancelAt: null });
    expect(body.nextPayment).toEqual({ at: trialEnd.toISOString(), amountCents: 2900 });
    expect(body.card).toMatchObject({ brand: 'visa', last4: '4242' });
  });

  it('pays a past due invoice at once when the card is replaced, and lists the paid invoice with its receipt', async () => {
    const trialEnd = await featuredTrial('4000 0000 0000 0341');
    await processor.advanceClock(trialEnd.getTime() - (await processor.now()).getTime() + 60_000);
    const pastDue = (await call('GET', `/api/vendors/${vendorId}/billing`)).body;
    expect(pastDue.plan.status).toBe('past_due');
    expect(pastDue.plan.graceEndsAt).not.toBeNull();
    expect(pastDue.invoices).toMatchObject([{ status: 'open', amountDueCents: 2900, attemptCount: 1 }]);
    const updated = await call('PUT', `/api/vendors/${vendorId}/billing/card`, card('4242 4242 4242 4242'));
    expect(updated).toMatchObject({ status: 200, body: { message: 'Your card is updated and your payment went through.', card: { last4: '4242' }, paidInvoices: 1 } });
    const paid = (await call('GET', `/api/vendors/${vendorId}/billing`)).body;
    expect(paid.plan.status).toBe('active');
    expect(paid.invoices).toMatchObject([{ status: 'paid', amountPaidCents: 2900, card: { last4: '4242' } }]);
    const receipt = await call('GET', `/api/vendors/${vendorId}/billing/invoices/${paid.invoices[0].id}`);
    expect(receipt).toMatchObject({ status: 200, body: { vendor: { name: 'Riverbend Ballroom' }, invoice: { amountPaidCents: 2900 } } });
    const mail = await t.deliverMail();
    expect(mail.filter((m) => m.subject === 'Receipt for your payment of $29')).toHaveLength(1);
  });

  it('refuses card fields that fail their checks with the spec messages, and keeps the card on file', async () => {
    await featuredTrial('4242 4242 4242 4242');
    const bad = await call('PUT', `/api/vendors/${vendorId}/billing/card`, { creditCard: { cardholderName: '', cardNumber: '1234', expiryDate: '13/99', cvv: '1' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      'creditCard.cardholderName': 'Cardholder name is required',
      'creditCard.cardNumber': 'Please enter a valid 15 or 16-digit card number',
      'creditCard.cvv': 'Please enter a valid 3 or 4-digit CVV',
    });
    const declined = await call('PUT', `/api/vendors/${vendorId}/billing/card`, card('4000 0000 0000 0002'));
    expect(declined.status).toBe(400);
    expect((await call('GET', `/api/vendors/${vendorId}/billing`)).body.card).toMatchObject({ last4: '4242' });
  });

  it('starts a plan from before billing was real at the processor once a card is on file, keeping its trial', async () => {
    const legacy = startPaidTier('featured', new Date());
    await new KnexSubscriptionRepository(t.db.knex, () => ulid()).save(vendorId, legacy, null, new Date());
    expect((await call('GET', `/api/vendors/${vendorId}/billing`)).body.plan).toMatchObject({ tier: 'featured', billed: false });
    expect((await call('PUT', `/api/vendors/${vendorId}/billing/card`, card('4242 4242 4242 4242'))).status).toBe(200);
    const { body } = await call('GET', `/api/vendors/${vendorId}/billing`);
    expect(body.plan).toMatchObject({ tier: 'featured', status: 'trialing', billed: true, trialEndsAt: legacy.trialEndsAt!.toISOString() });
  });

  it("ends a billed plan at the processor at once when an admin cancels it, so nothing more is charged", async () => {
    await featuredTrial('4242 4242 4242 4242');
    await insertUser(t.db.knex, 'boss@admin.example', { isAdmin: true });
    const admin = await signIn(t, 'boss@admin.example');
    const res = await t.app.request(`/api/admin/vendors/${vendorId}/cancel-subscription`, { method: 'PUT', headers: { 'content-type': 'application/json', ...admin } });
    expect(res.status).toBe(200);
    const plan = await t.db.knex('subscriptions').where({ vendor_id: vendorId }).first();
    expect(plan).toMatchObject({ tier: 'free', status: 'cancelled' });
    expect((await processor.retrieveSubscription(plan.processor_subscription_id)).status).toBe('canceled');
  });

  it('cancels for the end of the period and resumes the plan', async () => {
    const trialEnd = await featuredTrial('4242 4242 4242 4242');
    expect((await call('POST', `/api/vendors/${vendorId}/subscription/cancel`)).status).toBe(200);
    const cancelled = (await call('GET', `/api/vendors/${vendorId}/billing`)).body;
    expect(cancelled.plan.cancelAt).toBe(trialEnd.toISOString());
    expect(cancelled.nextPayment).toBeNull();
    expect(await call('POST', `/api/vendors/${vendorId}/billing/resume`)).toMatchObject({ status: 200, body: { message: 'Your plan will continue. Nothing changes for you.' } });
    expect((await call('GET', `/api/vendors/${vendorId}/billing`)).body.plan.cancelAt).toBeNull();
    expect((await call('POST', `/api/vendors/${vendorId}/billing/resume`)).status).toBe(409);
  });
});
