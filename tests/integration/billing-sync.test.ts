/**
 * Issue 37 §4: the processor's events mirrored into our records, on both databases, with the local test
 * processor as the processor (its events reach SyncBillingEvent as Stripe's webhooks would).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BillingEvent } from '../../domain/billing/billing.ts';
import { addMonthsUtc } from '../../domain/subscriptions/tiers.ts';
import type { LocalBillingProcessor } from '../../adapters/billing/local/local-billing-processor.ts';
import { SyncBillingEvent } from '../../application/billing/sync-billing-event.ts';
import { ReconcileBilling } from '../../application/billing/reconcile-billing.ts';
import { TOKENS } from '../../apps/api/tokens.ts';
import { DIALECTS } from '../support/databases.ts';
import { insertCategory, insertUser, insertVendor } from '../support/rows.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;
const NUMBERS = { succeeds: '4242 4242 4242 4242', fails_at_charge: '4000 0000 0000 0341' } as const;

describe.each(DIALECTS)('billing events mirrored from the processor (%s)', (dialect) => {
  let t: TestApp;
  let processor: LocalBillingProcessor;
  let vendorId: string;
  let delivered: BillingEvent[];

  beforeEach(async () => {
    t = await createTestApp(dialect);
    processor = t.container.get<LocalBillingProcessor>(TOKENS.BillingProcessor);
    delivered = [];
    const sync = t.use(SyncBillingEvent);
    processor.deliverTo(async (e) => {
      delivered.push(e);
      await sync.execute(e);
    });
    const categoryId = await insertCategory(t.db.knex, 'venues', 'Venues', 1);
    vendorId = await insertVendor(t.db.knex, categoryId, { name: 'Riverbend Ballroom' });
    await insertUser(t.db.knex, 'owner@riverbend.example', { vendorId });
  });
  afterEach(async () => t.close());

  /** A vendor with a customer and a card at the processor, on a Featured trial. */
  const featuredTrial = async (card: keyof typeof NUMBERS) => {
    const customerId = await processor.createCustomer({ email: 'owner@riverbend.example', name: 'Riverbend Ballroom', reference: vendorId }, `vendor:${vendorId}`);
    const now = new Date();
    await t.db.knex('billing_customers').insert({ id: `bc${vendorId}`.slice(0, 26), processor_customer_id: customerId, vendor_id: vendorId, created_at: now, updated_at: now });
    await processor.confirmCard(customerId, { kind: 'local', card: { cardholderName: 'Ann Lee', cardNumber: NUMBERS[card], expiryDate: '12/30', cvv: '123' } });
    const trialEnd = addMonthsUtc(await processor.now(), 3);
    const sub = await processor.startSubscription({ customerId, vendorId, tier: 'featured', trialEnd, priceLockedUntil: addMonthsUtc(trialEnd, 12) }, `start:${vendorId}`);
    return { customerId, sub, trialEnd };
  };

  const plan = async () => t.db.knex('subscriptions').where({ vendor_id: vendorId }).first();
  const flags = async () => t.db.knex('vendors').where({ id: vendorId }).first('is_featured', 'premier_partner');
  const toTrialEnd = async (trialEnd: Date) => processor.advanceClock(trialEnd.getTime() - (await processor.now()).getTime() + 60_000);

  it('mirrors a started trial: the plan, its dates and the listing featured, with the card summary only', async () => {
    const { sub, trialEnd } = await featuredTrial('succeeds');
    const row = await plan();
    expect(row).toMatchObject({ tier: 'featured', status: 'trialing', processor_subscription_id: sub.id });
    expect(new Date(row.trial_ends_at).getTime()).toBe(trialEnd.getTime());
    expect(Boolean((await flags()).is_featured)).toBe(true);
    const customer = await t.db.knex('billing_customers').where({ vendor_id: vendorId }).first();
    expect(customer).toMatchObject({ card_brand: 'visa', card_last4: '4242' });
    expect(JSON.stringify(customer)).not.toContain('4242424242424242');
  });

  it('records the first paid invoice at the end of the trial and sends one receipt', async () => {
    const { trialEnd } = await featuredTrial('succeeds');
    await toTrialEnd(trialEnd);
    expect(await plan()).toMatchObject({ status: 'active', next_amount_cents: 2900 });
    const invoices = await t.db.knex('invoices').where({ vendor_id: vendorId });
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ status: 'paid', amount_paid_cents: 2900, card_last4: '4242' });
    const mail = await t.deliverMail();
    const receipts = mail.filter((m) => m.subject === 'Receipt for your payment of $29');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.to).toBe('owner@riverbend.example');
  });

  it('does nothing for a replayed event, and an old event arriving late cannot bring back an old state', async () => {
    const { trialEnd } = await featuredTrial('succeeds');
    const created = delivered.find((e) => e.type === 'customer.subscription.created')!;
    await toTrialEnd(trialEnd);
    const sync = t.use(SyncBillingEvent);
    expect(await sync.execute(created)).toBe('replayed');
    // The same change told again under a new event id (out of order): the state read now is 'active'.
    expect(await sync.execute({ ...created, id: 'evt_late_delivery' })).toBe('synced');
    expect(await plan()).toMatchObject({ status: 'active' });
    const paid = delivered.find((e) => e.type === 'invoice.paid')!;
    expect(await sync.execute(paid)).toBe('replayed');
    expect(await sync.execute({ ...paid, id: 'evt_paid_again' })).toBe('synced');
    const mail = await t.deliverMail();
    expect(mail.filter((m) => m.subject.startsWith('Receipt for your payment'))).toHaveLength(1);
  });

  it('marks a failed first payment past due and emails the owner a link to update the card', async () => {
    const { trialEnd } = await featuredTrial('fails_at_charge');
    await toTrialEnd(trialEnd);
    const row = await plan();
    expect(row.status).toBe('past_due');
    expect(row.past_due_since).not.toBeNull();
    // The listing keeps its plan during the grace period.
    expect(Boolean((await flags()).is_featured)).toBe(true);
    const mail = await t.deliverMail();
    const failed = mail.filter((m) => m.subject === 'Payment failed: please update your card');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.text).toContain('/vendor/dashboard?tab=billing');
  });

  it('reconciles daily: a plan that missed its events is repaired from the processor and counted as drift', async () => {
    const { sub, trialEnd } = await featuredTrial('succeeds');
    // The trial ends while the webhook endpoint is down: the events never arrive.
    processor.deliverTo(async () => {
      throw new Error('webhook endpoint down');
    });
    await processor.advanceClock(trialEnd.getTime() - (await processor.now()).getTime() + 60_000);
    expect(await plan()).toMatchObject({ status: 'trialing' });
    const first = await t.use(ReconcileBilling).execute();
    expect(first.checked).toBe(1);
    expect(first.drift).toMatchObject({ status: 1, dates: 1, tier: 0 });
    expect(await plan()).toMatchObject({ status: 'active', processor_subscription_id: sub.id });
    const second = await t.use(ReconcileBilling).execute();
    expect(second.drift).toEqual({ tier: 0, status: 0, dates: 0, 'unknown-customer': 0 });
  });

  it('reports a subscription of a customer we do not know, and changes nothing', async () => {
    const stranger = await processor.createCustomer({ email: 'x@example.com', name: 'X', reference: 'none' }, 'stranger');
    await processor.confirmCard(stranger, { kind: 'local', card: { cardholderName: 'X', cardNumber: NUMBERS.succeeds, expiryDate: '12/30', cvv: '123' } });
    const now = await processor.now();
    await processor.startSubscription({ customerId: stranger, vendorId: 'nobody', tier: 'featured', trialEnd: addMonthsUtc(now, 3), priceLockedUntil: addMonthsUtc(now, 15) }, 'stranger-plan');
    const report = await t.use(ReconcileBilling).execute();
    expect(report.drift['unknown-customer']).toBe(1);
    expect(await t.db.knex('subscriptions').count({ n: '*' }).first()).toMatchObject({ n: 0 });
  });

  it('reverts the listing to the free Standard tier when the plan ends, and says so once', async () => {
    const { sub, trialEnd } = await featuredTrial('succeeds');
    await processor.setCancelAtPeriodEnd(sub.id, true);
    expect(new Date((await plan()).cancel_at).getTime()).toBe(trialEnd.getTime());
    await processor.advanceClock(trialEnd.getTime() - (await processor.now()).getTime() + DAY);
    expect(await plan()).toMatchObject({ tier: 'free', status: 'cancelled' });
    expect(Boolean((await flags()).is_featured)).toBe(false);
    const mail = await t.deliverMail();
    expect(mail.filter((m) => m.subject === 'Your Featured Listing plan has ended')).toHaveLength(1);
  });
});
