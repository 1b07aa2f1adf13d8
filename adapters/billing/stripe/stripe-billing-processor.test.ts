import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebhookSignatureError } from '../../../application/ports/billing-processor.ts';
import { CardRejectedError } from '../../../domain/billing/card-errors.ts';
import { DomainError } from '../../../domain/shared/domain-error.ts';
import { addMonthsUtc } from '../../../domain/subscriptions/tiers.ts';
import { billingProcessorContract } from '../../../tests/support/billing-processor-contract.ts';
import { STRIPE_TEST_CONFIG, stripeHarness, type StripeHarness } from '../../../tests/support/stripe-billing-harness.ts';
import { cardBrandOf, planStatusOf, StripeBillingProcessor } from './stripe-billing-processor.ts';
import { phasesOf, type StripePlan } from './stripe-plan.ts';

billingProcessorContract('stripe, against the loopback emulator', () => stripeHarness());

const s = (iso: string) => Math.floor(Date.parse(iso) / 1000);
const { priceIds, freeMonthCouponId } = STRIPE_TEST_CONFIG;

describe('Stripe webhooks', () => {
  const processor = new StripeBillingProcessor({ ...STRIPE_TEST_CONFIG, host: '127.0.0.1', port: 9, protocol: 'http' });
  const body = JSON.stringify({ id: 'evt_1', object: 'event', type: 'invoice.paid', created: s('2027-05-15T12:00:00Z'), data: { object: { id: 'in_1', object: 'invoice', customer: 'cus_1' } } });
  const sign = (payload: string, opts: { secret?: string; timestamp?: number } = {}) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? STRIPE_TEST_CONFIG.webhookSecret, ...(opts.timestamp ? { timestamp: opts.timestamp } : {}) });

  it('accepts a body signed with the endpoint secret and names the object to read again', () => {
    expect(processor.parseWebhook(body, sign(body))).toEqual({
      id: 'evt_1',
      type: 'invoice.paid',
      object: { kind: 'invoice', id: 'in_1' },
      customerId: 'cus_1',
      createdAt: new Date('2027-05-15T12:00:00Z'),
    });
  });

  it('refuses a body signed with another secret', () => {
    expect(() => processor.parseWebhook(body, sign(body, { secret: 'whsec_someone_else' }))).toThrow(WebhookSignatureError);
  });

  it('refuses a body changed after it was signed', () => {
    expect(() => processor.parseWebhook(body.replace('in_1', 'in_2'), sign(body))).toThrow(WebhookSignatureError);
  });

  it('refuses a body without a signature header', () => {
    expect(() => processor.parseWebhook(body, null)).toThrow(WebhookSignatureError);
    expect(() => processor.parseWebhook(body, '')).toThrow(WebhookSignatureError);
  });

  it('refuses a signature older than five minutes (a replayed capture)', () => {
    const sixMinutesAgo = Math.floor(Date.now() / 1000) - 6 * 60;
    expect(() => processor.parseWebhook(body, sign(body, { timestamp: sixMinutesAgo }))).toThrow(WebhookSignatureError);
  });
});

describe('Stripe objects in our terms', () => {
  it("maps Stripe's subscription statuses to the five our plans know", () => {
    expect(['trialing', 'active', 'past_due', 'canceled', 'incomplete', 'unpaid', 'paused', 'incomplete_expired'].map((x) => planStatusOf(x))).toEqual([
      'trialing',
      'active',
      'past_due',
      'canceled',
      'incomplete',
      'past_due',
      'past_due',
      'canceled',
    ]);
  });

  it('keeps the four card brands we show and calls the rest a card', () => {
    expect(['visa', 'mastercard', 'amex', 'discover', 'jcb', 'unknown', null].map(cardBrandOf)).toEqual(['visa', 'mastercard', 'amex', 'discover', 'card', 'card', 'card']);
  });
});

describe('A plan as subscription schedule phases', () => {
  const trial: StripePlan = {
    currentStart: 0,
    tier: 'featured',
    nextTier: null,
    trialEnd: s('2027-04-15T12:00:00Z'),
    priceLockedUntil: s('2028-04-15T12:00:00Z'),
    free: null,
    cancelAt: null,
  };
  const phases = (plan: StripePlan) =>
    phasesOf(plan, priceIds, freeMonthCouponId, {}).map((p) => ({ price: p.items[0]!.price, end: p.end_date ?? p.duration, trial: p.trial ?? false, free: p.discounts ? 'coupon' : '' }));

  it('runs the trial and the introductory price until the lock ends, then the regular price', () => {
    expect(phases(trial)).toEqual([
      { price: 'price_featured_intro', end: trial.trialEnd, trial: true, free: '' },
      { price: 'price_featured_intro', end: trial.priceLockedUntil, trial: false, free: '' },
      { price: 'price_featured_regular', end: { interval: 'month', interval_count: 1 }, trial: false, free: '' },
    ]);
  });

  it('moves to the lower tier from the end of the period, keeping the price step', () => {
    const paid = { ...trial, currentStart: s('2027-04-15T12:00:00Z'), tier: 'premier' as const, nextTier: { tier: 'featured' as const, at: s('2027-05-15T12:00:00Z') } };
    expect(phases(paid)).toEqual([
      { price: 'price_premier_intro', end: s('2027-05-15T12:00:00Z'), trial: false, free: '' },
      { price: 'price_featured_intro', end: paid.priceLockedUntil, trial: false, free: '' },
      { price: 'price_featured_regular', end: { interval: 'month', interval_count: 1 }, trial: false, free: '' },
    ]);
  });

  it('puts the free-month coupon on the months given, and ends the schedule at a cancel', () => {
    const start = s('2027-04-15T12:00:00Z');
    const plan = { ...trial, currentStart: start, free: { from: s('2027-05-15T12:00:00Z'), until: s('2027-07-15T12:00:00Z') } };
    expect(phases(plan).map((p) => [p.end, p.free])).toEqual([
      [s('2027-05-15T12:00:00Z'), ''],
      [s('2027-07-15T12:00:00Z'), 'coupon'],
      [plan.priceLockedUntil, ''],
      [{ interval: 'month', interval_count: 1 }, ''],
    ]);
    expect(phases({ ...plan, cancelAt: s('2027-05-15T12:00:00Z') })).toEqual([{ price: 'price_featured_intro', end: s('2027-05-15T12:00:00Z'), trial: false, free: '' }]);
  });
});

describe('The stripe adapter and card data', () => {
  let h: StripeHarness;
  beforeEach(async () => {
    h = await stripeHarness();
  });
  afterEach(() => h.close());

  it("refuses the local processor's card form: a card number never goes to Stripe from our server", async () => {
    const customerId = await h.processor.createCustomer({ email: 'a@example.com', name: 'A', reference: 'r' }, 'k');
    const before = h.emulator.requests.length;
    const error = await h.processor
      .confirmCard(customerId, { kind: 'local', card: { cardholderName: 'Ann Lee', cardNumber: '4242424242424242', expiryDate: '12/30', cvv: '123' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CardRejectedError);
    expect(h.emulator.requests.length).toBe(before);
    expect(await h.processor.defaultCard(customerId)).toBeNull();
  });

  it("refuses a SetupIntent confirmed for another customer's card", async () => {
    const mine = await h.processor.createCustomer({ email: 'a@example.com', name: 'A', reference: 'r' }, 'k1');
    const theirs = await h.processor.createCustomer({ email: 'b@example.com', name: 'B', reference: 's' }, 'k2');
    const proof = await h.enterCard(theirs, 'succeeds');
    await expect(h.processor.confirmCard(mine, proof)).rejects.toBeInstanceOf(CardRejectedError);
    expect(await h.processor.defaultCard(mine)).toBeNull();
  });

  it('sends Stripe no card number or CVV through a whole plan: the browser hands the card to Stripe', async () => {
    const p = h.processor;
    const customerId = await p.createCustomer({ email: 'a@example.com', name: 'A', reference: 'r' }, 'k');
    await p.confirmCard(customerId, await h.enterCard(customerId, 'succeeds'));
    const trialEnd = addMonthsUtc(h.now(), 3);
    const sub = await p.startSubscription({ customerId, tier: 'featured', trialEnd, priceLockedUntil: addMonthsUtc(trialEnd, 12), vendorId: 'v1' }, 's');
    await h.advanceTo(new Date(trialEnd.getTime() + 60_000));
    await p.changeTier(sub.id, 'premier');
    await p.listInvoices(customerId);
    const sent = h.emulator.bodies.join('\n');
    expect(sent).not.toMatch(/4242\s?4242|cvc|cvv|card\[number\]/i);
    expect(h.emulator.requests).toContain('POST /v1/subscription_schedules');
  });

  it('keeps running a plan after its schedule has released it: cancel, resume, upgrade and free months', async () => {
    const p = h.processor;
    const customerId = await p.createCustomer({ email: 'a@example.com', name: 'A', reference: 'r' }, 'k');
    await p.confirmCard(customerId, await h.enterCard(customerId, 'succeeds'));
    const trialEnd = addMonthsUtc(h.now(), 3);
    const lock = addMonthsUtc(trialEnd, 12);
    const sub = await p.startSubscription({ customerId, tier: 'featured', trialEnd, priceLockedUntil: lock, vendorId: 'v1' }, 's');
    // The schedule's last phase (the regular price) runs one month; then Stripe releases the subscription.
    await h.advanceTo(new Date(addMonthsUtc(lock, 2).getTime() + 60_000));
    const released = await p.retrieveSubscription(sub.id);
    expect(released).toMatchObject({ status: 'active', tier: 'featured', nextAmountCents: 3900, scheduledTier: null, cancelAtPeriodEnd: false });
    const schedulesBefore = h.emulator.requests.filter((r) => r === 'POST /v1/subscription_schedules').length;
    // A preview changes nothing at Stripe, not even a schedule.
    expect((await p.previewTierChange(sub.id, 'premier')).amountDueNowCents).toBeGreaterThan(0);
    expect(h.emulator.requests.filter((r) => r === 'POST /v1/subscription_schedules').length).toBe(schedulesBefore);

    expect((await p.setCancelAtPeriodEnd(sub.id, true)).cancelAtPeriodEnd).toBe(true);
    expect((await p.setCancelAtPeriodEnd(sub.id, false)).cancelAtPeriodEnd).toBe(false);
    // A new schedule took the subscription over from its current period.
    expect(h.emulator.requests.filter((r) => r === 'POST /v1/subscription_schedules').length).toBe(schedulesBefore + 1);

    await h.advanceTo(new Date((released.currentPeriodStart.getTime() + released.currentPeriodEnd.getTime()) / 2));
    const preview = await p.previewTierChange(sub.id, 'premier');
    expect(preview.amountDueNowCents).toBeGreaterThan(6000); // about half of $189 − $39
    const up = await p.changeTier(sub.id, 'premier');
    expect(up).toMatchObject({ tier: 'premier', nextAmountCents: 18900 });
    const free = await p.grantFreeMonths(sub.id, 1, 'Sorry for the outage');
    expect(free.discountEndsAt?.getTime()).toBe(addMonthsUtc(up.currentPeriodEnd, 1).getTime());
    await h.advanceTo(new Date(up.currentPeriodEnd.getTime() + 60_000));
    const [latest, proration] = await p.listInvoices(customerId);
    expect(latest).toMatchObject({ status: 'paid', amountPaidCents: 0 });
    expect(proration).toMatchObject({ status: 'paid', amountPaidCents: preview.amountDueNowCents });
  });

  it('answers as the local processor does for a change that cannot be made: a 409, not a Stripe error', async () => {
    const p = h.processor;
    const customerId = await p.createCustomer({ email: 'a@example.com', name: 'A', reference: 'r' }, 'k');
    await p.confirmCard(customerId, await h.enterCard(customerId, 'succeeds'));
    const sub = await p.startSubscription({ customerId, tier: 'featured', trialEnd: null, priceLockedUntil: addMonthsUtc(h.now(), 12), vendorId: 'v1' }, 's');
    const conflict = (promise: Promise<unknown>) => promise.then(() => null, (e: unknown) => (e instanceof DomainError ? `${e.code}: ${e.message}` : e));
    expect(await conflict(p.changeTier(sub.id, 'featured'))).toBe('CONFLICT: The listing is already on the Featured Listing plan');
    const [paid] = await p.listInvoices(customerId);
    expect(await conflict(p.retryInvoice(paid!.id))).toBe('CONFLICT: This invoice is not open.');
    await p.cancelNow(sub.id);
    expect(await conflict(p.changeTier(sub.id, 'premier'))).toBe('CONFLICT: This plan has ended.');
    expect(await conflict(p.setCancelAtPeriodEnd(sub.id, true))).toBe('CONFLICT: This plan has ended.');
    expect(await conflict(p.grantFreeMonths(sub.id, 1, 'x'))).toBe('CONFLICT: This plan has ended.');
  });

  it('withdraws a downgrade scheduled for the end of the period when the vendor keeps the tier', async () => {
    const p = h.processor;
    const customerId = await p.createCustomer({ email: 'a@example.com', name: 'A', reference: 'r' }, 'k');
    await p.confirmCard(customerId, await h.enterCard(customerId, 'succeeds'));
    const sub = await p.startSubscription({ customerId, tier: 'premier', trialEnd: null, priceLockedUntil: addMonthsUtc(h.now(), 12), vendorId: 'v1' }, 's');
    expect(await p.changeTier(sub.id, 'featured')).toMatchObject({ tier: 'premier', scheduledTier: 'featured', nextAmountCents: 2900 });
    expect(await p.previewTierChange(sub.id, 'premier')).toEqual({ effective: 'period_end', amountDueNowCents: 0 });
    const kept = await p.changeTier(sub.id, 'premier');
    expect(kept).toMatchObject({ tier: 'premier', scheduledTier: null, nextAmountCents: 12900 });
    await h.advanceTo(new Date(kept.currentPeriodEnd.getTime() + 60_000));
    expect((await p.listInvoices(customerId)).map((i) => i.amountPaidCents)).toEqual([12900, 12900]);
  });
});

describe('The Stripe emulator', () => {
  let h: StripeHarness;
  beforeEach(async () => {
    h = await stripeHarness();
  });
  afterEach(() => h.close());

  const call = (path: string, key: string, init: RequestInit = {}) =>
    fetch(`${h.emulator.url}${path}`, { ...init, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/x-www-form-urlencoded' } }).then(async (r) => ({
      status: r.status,
      body: (await r.json()) as { error?: { type: string; message: string } },
    }));

  it('refuses a wrong key, and the publishable key anywhere but confirming a SetupIntent', async () => {
    expect((await call('/v1/customers', 'sk_test_wrong', { method: 'POST', body: 'email=a%40example.com&name=A' })).status).toBe(401);
    expect((await call('/v1/customers', STRIPE_TEST_CONFIG.publishableKey, { method: 'POST', body: 'email=a%40example.com&name=A' })).status).toBe(401);
  });

  it('answers an endpoint the adapter does not call with a 400 naming it', async () => {
    const answer = await call('/v1/charges', STRIPE_TEST_CONFIG.secretKey);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toBe('The emulator does not answer GET /v1/charges');
  });
});
