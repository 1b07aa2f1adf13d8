/**
 * The lifecycle every BillingProcessor adapter must run the same way (issue 37 §Checks): the local test
 * processor, and the Stripe adapter against its loopback emulator. The harness owns a controllable clock:
 * `advanceTo` moves the processor's time and lets it do what fell due (trial end, renewals, retries),
 * delivering its events.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BillingEvent, PaidTier } from '../../domain/billing/billing.ts';
import { CARD_DECLINED_MESSAGE } from '../../domain/billing/billing.ts';
import { CardRejectedError } from '../../domain/billing/card-errors.ts';
import { addMonthsUtc } from '../../domain/subscriptions/tiers.ts';
import type { BillingProcessor, CardProof } from '../../application/ports/billing-processor.ts';
import { WebhookSignatureError } from '../../application/ports/billing-processor.ts';

export type TestCard = 'succeeds' | 'fails_at_charge' | 'declined';

export interface BillingHarness {
  processor: BillingProcessor;
  /** The processor's clock. */
  now(): Date;
  /** Moves the processor's clock forward to `to` and runs what fell due, delivering events. */
  advanceTo(to: Date): Promise<void>;
  /** Enters one of Stripe's test cards for the customer as the browser would, and returns the proof it sends us. */
  enterCard(customerId: string, card: TestCard): Promise<CardProof>;
  /** The events delivered so far, oldest first. */
  events(): BillingEvent[];
  /** A webhook body and signature header as the processor would POST them for `event`. */
  signedWebhook(event: BillingEvent): Promise<{ body: string; signature: string }>;
  close(): Promise<void>;
}

const DAY = 24 * 60 * 60 * 1000;
const days = (d: Date, n: number) => new Date(d.getTime() + n * DAY);

export function billingProcessorContract(name: string, makeHarness: () => Promise<BillingHarness>): void {
  describe(`BillingProcessor contract: ${name}`, () => {
    let h: BillingHarness;
    let p: BillingProcessor;
    beforeEach(async () => {
      h = await makeHarness();
      p = h.processor;
    });
    afterEach(async () => h.close());

    const customerWith = async (card: TestCard) => {
      const customerId = await p.createCustomer({ email: 'owner@example.com', name: 'Riverbend Ballroom', reference: 'vendor-1' }, `c-${Math.random()}`);
      await p.confirmCard(customerId, await h.enterCard(customerId, card));
      return customerId;
    };

    const trialPlan = async (card: TestCard, tier: PaidTier = 'featured') => {
      const customerId = await customerWith(card);
      const start = h.now();
      const trialEnd = addMonthsUtc(start, 3);
      const sub = await p.startSubscription({ customerId, tier, trialEnd, priceLockedUntil: addMonthsUtc(trialEnd, 12), vendorId: 'vendor-1' }, `s-${Math.random()}`);
      return { customerId, sub, start, trialEnd };
    };

    const paid = (invoices: { status: string; amountPaidCents: number }[]) =>
      invoices.filter((i) => i.status === 'paid' && i.amountPaidCents > 0).map((i) => i.amountPaidCents);

    it('creates one customer for one idempotency key, however often the call is retried', async () => {
      const a = await p.createCustomer({ email: 'a@example.com', name: 'A', reference: 'application-1' }, 'same-key');
      const b = await p.createCustomer({ email: 'a@example.com', name: 'A', reference: 'application-1' }, 'same-key');
      expect(b).toBe(a);
    });

    it('verifies a good card without charging it and keeps only its brand, last 4 and expiry', async () => {
      const customerId = await p.createCustomer({ email: 'a@example.com', name: 'A', reference: 'r' }, 'k1');
      const card = await p.confirmCard(customerId, await h.enterCard(customerId, 'succeeds'));
      expect(card).toMatchObject({ brand: 'visa', last4: '4242' });
      expect(card.expYear).toBeGreaterThan(2000);
      expect(await p.defaultCard(customerId)).toEqual(card);
      expect(paid(await p.listInvoices(customerId))).toEqual([]);
    });

    it("refuses a declined card with the payment block's message and keeps no card", async () => {
      const customerId = await p.createCustomer({ email: 'a@example.com', name: 'A', reference: 'r' }, 'k2');
      const error = await p.confirmCard(customerId, await h.enterCard(customerId, 'declined')).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CardRejectedError);
      expect((error as CardRejectedError).message).toBe(CARD_DECLINED_MESSAGE);
      expect(await p.defaultCard(customerId)).toBeNull();
    });

    it('starts a plan in a trial that charges nothing until the trial ends', async () => {
      const { customerId, sub, trialEnd } = await trialPlan('succeeds');
      expect(sub).toMatchObject({ tier: 'featured', status: 'trialing', cancelAtPeriodEnd: false, endedAt: null, nextAmountCents: 2900 });
      expect(sub.trialEnd?.getTime()).toBe(trialEnd.getTime());
      await h.advanceTo(days(trialEnd, -1));
      expect((await p.retrieveSubscription(sub.id)).status).toBe('trialing');
      expect(paid(await p.listInvoices(customerId))).toEqual([]);
    });

    it('charges the introductory price when the trial ends, monthly for 12 months, then the regular price', async () => {
      const { customerId, sub, trialEnd } = await trialPlan('succeeds');
      await h.advanceTo(new Date(trialEnd.getTime() + 60_000));
      const first = await p.retrieveSubscription(sub.id);
      expect(first.status).toBe('active');
      expect(first.currentPeriodEnd.getTime()).toBe(addMonthsUtc(trialEnd, 1).getTime());
      expect(paid(await p.listInvoices(customerId))).toEqual([2900]);
      expect(h.events().map((e) => e.type)).toContain('invoice.paid');
      for (let m = 1; m <= 12; m++) await h.advanceTo(new Date(addMonthsUtc(trialEnd, m).getTime() + 60_000));
      const amounts = paid(await p.listInvoices(customerId)).reverse();
      expect(amounts).toEqual([...Array(12).fill(2900), 3900]);
      expect((await p.retrieveSubscription(sub.id)).nextAmountCents).toBe(3900);
    });

    it('moves Featured to Premier at once in a trial, charging nothing', async () => {
      const { customerId, sub } = await trialPlan('succeeds');
      expect(await p.previewTierChange(sub.id, 'premier')).toEqual({ effective: 'now', amountDueNowCents: 0 });
      const up = await p.changeTier(sub.id, 'premier');
      expect(up).toMatchObject({ tier: 'premier', status: 'trialing', nextAmountCents: 12900 });
      expect(paid(await p.listInvoices(customerId))).toEqual([]);
    });

    it('charges the prorated difference at once for Featured to Premier in a paid month', async () => {
      const { customerId, sub, trialEnd } = await trialPlan('succeeds');
      await h.advanceTo(new Date(trialEnd.getTime() + 60_000));
      const period = await p.retrieveSubscription(sub.id);
      const middle = new Date((period.currentPeriodStart.getTime() + period.currentPeriodEnd.getTime()) / 2);
      await h.advanceTo(middle);
      const preview = await p.previewTierChange(sub.id, 'premier');
      expect(preview.effective).toBe('now');
      // Half of the month left: about half of $129 − $29.
      expect(preview.amountDueNowCents).toBeGreaterThan(4500);
      expect(preview.amountDueNowCents).toBeLessThan(5500);
      await p.changeTier(sub.id, 'premier');
      expect(paid(await p.listInvoices(customerId)).sort((a, b) => a - b)).toEqual([2900, preview.amountDueNowCents].sort((a, b) => a - b));
      await h.advanceTo(new Date(period.currentPeriodEnd.getTime() + 60_000));
      expect(paid(await p.listInvoices(customerId))[0]).toBe(12900);
    });

    it('moves Premier to Featured at the end of the period', async () => {
      const { customerId, sub, trialEnd } = await trialPlan('succeeds', 'premier');
      await h.advanceTo(new Date(trialEnd.getTime() + 60_000));
      expect(await p.previewTierChange(sub.id, 'featured')).toEqual({ effective: 'period_end', amountDueNowCents: 0 });
      const down = await p.changeTier(sub.id, 'featured');
      expect(down).toMatchObject({ tier: 'premier', scheduledTier: 'featured', nextAmountCents: 2900 });
      await h.advanceTo(new Date(down.currentPeriodEnd.getTime() + 60_000));
      expect((await p.retrieveSubscription(sub.id)).tier).toBe('featured');
      expect(paid(await p.listInvoices(customerId))).toEqual([2900, 12900]);
    });

    it('ends a plan cancelled for the end of its period then, charging nothing more; resuming undoes the cancel', async () => {
      const { customerId, sub, trialEnd } = await trialPlan('succeeds');
      const cancelled = await p.setCancelAtPeriodEnd(sub.id, true);
      expect(cancelled.cancelAtPeriodEnd).toBe(true);
      const resumed = await p.setCancelAtPeriodEnd(sub.id, false);
      expect(resumed.cancelAtPeriodEnd).toBe(false);
      await p.setCancelAtPeriodEnd(sub.id, true);
      await h.advanceTo(new Date(trialEnd.getTime() + 60_000));
      const ended = await p.retrieveSubscription(sub.id);
      expect(ended.status).toBe('canceled');
      expect(ended.endedAt?.getTime()).toBe(trialEnd.getTime());
      expect(paid(await p.listInvoices(customerId))).toEqual([]);
      expect(h.events().map((e) => e.type)).toContain('customer.subscription.deleted');
    });

    it('marks the plan past due when the first charge fails, retries, and is paid once the card is replaced', async () => {
      const { customerId, sub, trialEnd } = await trialPlan('fails_at_charge');
      await h.advanceTo(new Date(trialEnd.getTime() + 60_000));
      expect((await p.retrieveSubscription(sub.id)).status).toBe('past_due');
      const [failed] = await p.listInvoices(customerId);
      expect(failed).toMatchObject({ status: 'open', amountDueCents: 2900, attemptCount: 1 });
      expect(failed!.nextAttemptAt).not.toBeNull();
      expect(h.events().map((e) => e.type)).toContain('invoice.payment_failed');
      await h.advanceTo(new Date(failed!.nextAttemptAt!.getTime() + 60_000));
      expect((await p.retrieveInvoice(failed!.id)).attemptCount).toBe(2);
      await p.confirmCard(customerId, await h.enterCard(customerId, 'succeeds'));
      const retried = await p.retryInvoice(failed!.id);
      expect(retried.status).toBe('paid');
      expect((await p.retrieveSubscription(sub.id)).status).toBe('active');
      expect(paid(await p.listInvoices(customerId))).toEqual([2900]);
    });

    it('stops retrying after three more tries over 7 days and leaves the plan past due', async () => {
      const { customerId, sub, trialEnd } = await trialPlan('fails_at_charge');
      await h.advanceTo(new Date(trialEnd.getTime() + 60_000));
      await h.advanceTo(days(trialEnd, 8));
      const [failed] = await p.listInvoices(customerId);
      expect(failed).toMatchObject({ status: 'open', attemptCount: 4, nextAttemptAt: null });
      expect((await p.retrieveSubscription(sub.id)).status).toBe('past_due');
    });

    it('ends a plan at once and voids what is unpaid, so nothing is charged later', async () => {
      const { customerId, sub, trialEnd } = await trialPlan('fails_at_charge');
      await h.advanceTo(new Date(trialEnd.getTime() + 60_000));
      const ended = await p.cancelNow(sub.id);
      expect(ended.status).toBe('canceled');
      await p.confirmCard(customerId, await h.enterCard(customerId, 'succeeds'));
      await h.advanceTo(days(trialEnd, 40));
      const invoices = await p.listInvoices(customerId);
      expect(invoices.map((i) => i.status)).toEqual(['void']);
      expect(paid(invoices)).toEqual([]);
    });

    it('restarts a lapsed plan without a trial: the first month is charged at once', async () => {
      const customerId = await customerWith('succeeds');
      const now = h.now();
      const sub = await p.startSubscription({ customerId, tier: 'featured', trialEnd: null, priceLockedUntil: addMonthsUtc(now, 12), vendorId: 'vendor-1' }, 'restart-1');
      expect(sub.status).toBe('active');
      expect(paid(await p.listInvoices(customerId))).toEqual([2900]);
    });

    it('leaves a restart whose first charge fails incomplete, not retried, and expires it unpaid after 23 hours', async () => {
      const customerId = await customerWith('fails_at_charge');
      const now = h.now();
      const sub = await p.startSubscription({ customerId, tier: 'featured', trialEnd: null, priceLockedUntil: addMonthsUtc(now, 12), vendorId: 'vendor-1' }, 'restart-fails');
      expect(sub.status).toBe('incomplete');
      const [first] = await p.listInvoices(customerId);
      expect(first).toMatchObject({ status: 'open', attemptCount: 1, nextAttemptAt: null });
      await h.advanceTo(days(now, 2));
      const expired = await p.retrieveSubscription(sub.id);
      expect(expired.status).toBe('canceled');
      expect(expired.endedAt).not.toBeNull();
      expect((await p.listInvoices(customerId)).map((i) => i.status)).toEqual(['void']);
    });

    it('makes the next months free after an admin grants free months', async () => {
      const { customerId, sub, trialEnd } = await trialPlan('succeeds');
      const granted = await p.grantFreeMonths(sub.id, 2, 'Launch partner');
      expect(granted.discountEndsAt).not.toBeNull();
      for (let m = 0; m <= 2; m++) await h.advanceTo(new Date(addMonthsUtc(trialEnd, m).getTime() + 60_000));
      const amounts = (await p.listInvoices(customerId)).reverse().map((i) => i.amountPaidCents);
      expect(amounts).toEqual([0, 0, 2900]);
    });

    it('lists the subscriptions it holds for the reconciliation', async () => {
      const { sub } = await trialPlan('succeeds');
      const ids: string[] = [];
      for await (const s of p.listSubscriptions()) ids.push(s.id);
      expect(ids).toContain(sub.id);
    });

    it('accepts a signed webhook and refuses a changed body or a wrong signature', async () => {
      await trialPlan('succeeds');
      const event = h.events().find((e) => e.type === 'customer.subscription.created')!;
      const { body, signature } = await h.signedWebhook(event);
      const parsed = p.parseWebhook(body, signature);
      expect(parsed).toMatchObject({ id: event.id, type: event.type, object: event.object });
      expect(() => p.parseWebhook(body.replace(event.id, 'evt_forged'), signature)).toThrow(WebhookSignatureError);
      expect(() => p.parseWebhook(body, null)).toThrow(WebhookSignatureError);
      expect(() => p.parseWebhook(body, 't=1,v1=00')).toThrow(WebhookSignatureError);
    });

    it('removes a customer and its card', async () => {
      const customerId = await customerWith('succeeds');
      await p.deleteCustomer(customerId);
      await p.deleteCustomer(customerId);
      expect(await p.defaultCard(customerId)).toBeNull();
    });
  });
}
