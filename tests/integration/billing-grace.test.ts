/** Issue 37 §3: no paid plan runs unpaid past its 14-day grace period (both databases, local processor). */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addMonthsUtc } from '../../domain/subscriptions/tiers.ts';
import type { LocalBillingProcessor } from '../../adapters/billing/local/local-billing-processor.ts';
import { EndUnpaidPlans } from '../../application/billing/end-unpaid-plans.ts';
import { SendTrialReminders } from '../../application/subscriptions/send-trial-reminders.ts';
import { TOKENS } from '../../apps/api/tokens.ts';
import { DIALECTS } from '../support/databases.ts';
import { insertCategory, insertUser, insertVendor } from '../support/rows.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(DIALECTS)('plans unpaid past their grace period [%s]', (dialect) => {
  let t: TestApp;
  let processor: LocalBillingProcessor;
  let vendorId: string;
  let now = new Date('2027-01-15T12:00:00Z');

  beforeEach(async () => {
    now = new Date('2027-01-15T12:00:00Z');
    t = await createTestApp(dialect, { clock: { now: () => now } });
    processor = t.container.get<LocalBillingProcessor>(TOKENS.BillingProcessor);
    const categoryId = await insertCategory(t.db.knex, 'venues', 'Venues', 1);
    vendorId = await insertVendor(t.db.knex, categoryId, { name: 'Riverbend Ballroom' });
    await insertUser(t.db.knex, 'owner@riverbend.example', { vendorId });
  });
  afterEach(async () => t.close());

  const failingTrial = async () => {
    const customerId = await processor.createCustomer({ email: 'owner@riverbend.example', name: 'Riverbend', reference: vendorId }, `v:${vendorId}`);
    await t.db.knex('billing_customers').insert({ id: 'bc000000000000000000000001', processor_customer_id: customerId, vendor_id: vendorId, created_at: now, updated_at: now });
    await processor.confirmCard(customerId, { kind: 'local', card: { cardholderName: 'Ann Lee', cardNumber: '4000 0000 0000 0341', expiryDate: '12/30', cvv: '123' } });
    const trialEnd = addMonthsUtc(now, 3);
    await processor.startSubscription({ customerId, vendorId, tier: 'premier', trialEnd, priceLockedUntil: addMonthsUtc(trialEnd, 12) }, `s:${vendorId}`);
    return { customerId, trialEnd };
  };
  const plan = () => t.db.knex('subscriptions').where({ vendor_id: vendorId }).first();

  it('keeps a past due plan for 14 days, then ends it at the processor, voids what is unpaid and reverts the listing', async () => {
    const { customerId, trialEnd } = await failingTrial();
    now = new Date(trialEnd.getTime() + 60_000);
    await processor.tick();
    expect(await plan()).toMatchObject({ status: 'past_due', tier: 'premier' });
    now = new Date(trialEnd.getTime() + 13 * DAY);
    await processor.tick();
    expect((await t.use(EndUnpaidPlans).execute()).ended).toBe(0);
    now = new Date(trialEnd.getTime() + 14 * DAY + 120_000);
    expect((await t.use(EndUnpaidPlans).execute()).ended).toBe(1);
    expect(await plan()).toMatchObject({ status: 'cancelled', tier: 'free' });
    const vendor = await t.db.knex('vendors').where({ id: vendorId }).first('is_featured', 'premier_partner');
    expect([Boolean(vendor.is_featured), Boolean(vendor.premier_partner)]).toEqual([false, false]);
    expect((await processor.listInvoices(customerId)).map((i) => i.status)).toEqual(['void']);
    const mail = await t.deliverMail();
    const ended = mail.filter((m) => m.subject === 'Your Premier Partner plan has ended');
    expect(ended).toHaveLength(1);
    expect(ended[0]!.text).toContain('stayed unpaid');
    expect((await t.use(EndUnpaidPlans).execute()).ended).toBe(0);
  });

  it('reminds the owner once, 7 days before the first payment, naming the card on file at the processor', async () => {
    const { trialEnd } = await failingTrial();
    now = new Date(trialEnd.getTime() - 8 * DAY);
    expect((await t.use(SendTrialReminders).execute()).sent).toBe(0);
    now = new Date(trialEnd.getTime() - 7 * DAY + 60_000);
    expect((await t.use(SendTrialReminders).execute()).sent).toBe(1);
    expect((await t.use(SendTrialReminders).execute()).sent).toBe(0);
    const reminders = (await t.deliverMail()).filter((m) => m.subject === 'Your free trial ends in 7 days');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain('card ending in 0341');
  });
});
