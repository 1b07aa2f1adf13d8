/**
 * Issue 37 §3 ('no paid plan runs unpaid past its grace period') for plans from before billing was real, on
 * both databases: when such a plan's trial is over and its vendor has no card on file, the owner is asked
 * once to add one, the Billing tab shows it past due with the day it reverts, and without a card within
 * PAST_DUE_GRACE_DAYS the listing reverts to the free Standard tier with the 'plan ended' email, once. A
 * card added in time starts the plan at the processor, charged at once, with no new trial.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { CollectCardlessPlans } from '../../application/billing/cardless-plans.ts';
import { ReconcileBilling } from '../../application/billing/reconcile-billing.ts';
import { longDate } from '../../application/mail/email-format.ts';
import { KnexSubscriptionRepository } from '../../adapters/persistence/knex/repositories/knex-subscription-repository.ts';
import { startPaidTier } from '../../domain/subscriptions/subscription.ts';
import { billingOverviewSchema } from '../../domain/billing/billing-api.ts';
import type { LocalBillingProcessor } from '../../adapters/billing/local/local-billing-processor.ts';
import { TOKENS } from '../../apps/api/tokens.ts';
import { DIALECTS } from '../support/databases.ts';
import { FixedClock } from '../support/fakes/fixed-clock.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertUser, insertVendor } from '../support/rows.ts';
import { signIn } from '../support/sign-in.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;
const START = new Date('2026-08-01T12:00:00Z');
const card = (cardNumber: string) => ({ creditCard: { cardholderName: 'Ann Lee', cardNumber, expiryDate: '12/30', cvv: '123' } });

describe.each(DIALECTS)('a paid plan from before billing with no card [%s]', (dialect) => {
  let t: TestApp;
  let clock: FixedClock;
  let vendorId: string;
  let owner: Record<string, string>;

  beforeEach(async () => {
    clock = new FixedClock(START);
    t = await createTestApp(dialect, { clock });
    const categoryId = await insertCategory(t.db.knex, 'venues', 'Venues', 1);
    vendorId = await insertVendor(t.db.knex, categoryId, { name: 'Riverbend Ballroom', email: 'hello@riverbend.example', is_featured: true });
    await insertUser(t.db.knex, 'owner@riverbend.example', { vendorId });
    owner = await signIn(t, 'owner@riverbend.example');
    // Approved before plans ran on the processor: a Featured trial written here, unknown to the processor.
    const legacy = startPaidTier('featured', START);
    await new KnexSubscriptionRepository(t.db.knex, () => ulid()).save(vendorId, legacy, null, START);
    clock.set(new Date(legacy.trialEndsAt!.getTime() + DAY));
  });
  afterEach(async () => t.close());

  const call = async (method: string, path: string, body?: unknown) => {
    // The test moves the clock by days: a fresh session each time.
    owner = await signIn(t, 'owner@riverbend.example');
    const res = await t.app.request(path, { method, headers: { 'content-type': 'application/json', ...owner }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: res.status, body: await readJson(res) };
  };
  const sweep = () => t.use(CollectCardlessPlans).execute();
  const plan = async () => t.db.knex('subscriptions').where({ vendor_id: vendorId }).first();
  const featured = async () => Boolean((await t.db.knex('vendors').where({ id: vendorId }).first()).is_featured);
  const mailTo = async (subject: string) => (await t.deliverMail()).filter((m) => m.to === 'owner@riverbend.example' && m.subject === subject);

  it('asks the owner once, across two sweeps, to add a card by the day the listing would revert, and the Billing tab says so', async () => {
    expect(await sweep()).toMatchObject({ asked: 1, ended: 0 });
    clock.advance(60 * 60 * 1000);
    expect(await sweep()).toMatchObject({ asked: 0, ended: 0 });
    const asked = await mailTo('Add your card to keep Featured Listing');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.text).toContain('/vendor/billing/card');
    expect(asked[0]!.text).toContain(`Add your card by ${longDate(new Date(clock.now().getTime() - 60 * 60 * 1000 + 14 * DAY))}`);
    const { status, body } = await call('GET', `/api/vendors/${vendorId}/billing`);
    expect(status).toBe(200);
    const overview = billingOverviewSchema.parse(body);
    expect(overview.plan).toMatchObject({ tier: 'featured', status: 'past_due', billed: false });
    expect(overview.plan.graceEndsAt).toBe(new Date(clock.now().getTime() - 60 * 60 * 1000 + 14 * DAY).toISOString());
    expect(overview.card).toBeNull();
    // Nothing is charged until a card is added: no 'Next payment' on a day already past.
    expect(overview.nextPayment).toBeNull();
    // The listing keeps its plan during the grace.
    expect(await featured()).toBe(true);
  });

  it('reverts the listing to the free Standard tier 14 days later with one plan-ended email', async () => {
    await sweep();
    clock.advance(13 * DAY);
    expect(await sweep()).toMatchObject({ ended: 0 });
    expect(await featured()).toBe(true);
    clock.advance(DAY);
    expect(await sweep()).toMatchObject({ ended: 1 });
    expect(await sweep()).toMatchObject({ asked: 0, ended: 0 });
    expect(await plan()).toMatchObject({ tier: 'free', status: 'cancelled', past_due_since: null });
    expect(await featured()).toBe(false);
    const ended = await mailTo('Your Featured Listing plan has ended');
    expect(ended).toHaveLength(1);
    expect(ended[0]!.text).toContain('stayed unpaid');
    expect(await mailTo('Add your card to keep Featured Listing')).toHaveLength(1);
  });

  it('starts billing at the processor, charged at once with no new trial, when the card is added on day 10, and does not revert', async () => {
    await sweep();
    clock.advance(10 * DAY);
    const added = await call('PUT', `/api/vendors/${vendorId}/billing/card`, card('4242 4242 4242 4242'));
    expect(added.status).toBe(200);
    const { body } = await call('GET', `/api/vendors/${vendorId}/billing`);
    expect(body.plan).toMatchObject({ tier: 'featured', status: 'active', billed: true, graceEndsAt: null });
    expect(body.invoices).toMatchObject([{ status: 'paid', amountPaidCents: 2900 }]);
    clock.advance(5 * DAY);
    expect(await sweep()).toEqual({ asked: 0, ended: 0 });
    expect(await plan()).toMatchObject({ tier: 'featured', status: 'active' });
    expect(await featured()).toBe(true);
    expect(await mailTo('Your Featured Listing plan has ended')).toHaveLength(0);
  });

  it('keeps the plan past due when the added card fails at its first charge, and starts it with the next card', async () => {
    await sweep();
    clock.advance(2 * DAY);
    expect((await call('PUT', `/api/vendors/${vendorId}/billing/card`, card('4000 0000 0000 0341'))).status).toBe(200);
    const refused = (await call('GET', `/api/vendors/${vendorId}/billing`)).body;
    expect(refused.plan).toMatchObject({ tier: 'featured', status: 'past_due', billed: false });
    // The refused attempt is no drift for the daily reconciliation: it never was the listing's plan.
    expect((await t.use(ReconcileBilling).execute()).drift).toEqual({ tier: 0, status: 0, dates: 0, 'unknown-customer': 0 });
    // Two days on: the refused attempt has expired at the processor (as Stripe's incomplete ones do).
    clock.advance(2 * DAY);
    await t.container.get<LocalBillingProcessor>(TOKENS.BillingProcessor).tick();
    expect((await call('PUT', `/api/vendors/${vendorId}/billing/card`, card('4242 4242 4242 4242'))).status).toBe(200);
    const { body } = await call('GET', `/api/vendors/${vendorId}/billing`);
    expect(body.plan).toMatchObject({ tier: 'featured', status: 'active', billed: true });
    expect(body.invoices.filter((i: { status: string }) => i.status === 'paid')).toMatchObject([{ amountPaidCents: 2900 }]);
    expect(await mailTo('Payment failed: please update your card')).toHaveLength(0);
  });

  it('leaves alone a plan still in its trial, and one whose vendor has a card on file', async () => {
    clock.set(new Date(START.getTime() + DAY));
    expect(await sweep()).toEqual({ asked: 0, ended: 0 });
    expect((await call('PUT', `/api/vendors/${vendorId}/billing/card`, card('4242 4242 4242 4242'))).status).toBe(200);
    clock.advance(100 * DAY);
    expect(await sweep()).toEqual({ asked: 0, ended: 0 });
    expect(await mailTo('Add your card to keep Featured Listing')).toHaveLength(0);
  });
});
