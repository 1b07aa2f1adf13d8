/**
 * The `local` BillingProcessor: the embedded default's offline test processor (ADR 36). It takes SPEC.md's
 * validated card form, reduces the card to brand, last 4 and expiry at once, and runs the billing schedule
 * in its own books (ledger.ts) on its own clock: the app's clock plus a test-clock offset that an admin (or a
 * test) moves forward, as Stripe's test clocks do. Its events are delivered in order to the same handler
 * Stripe's webhooks reach, after each change and on every tick; an event whose delivery failed is
 * delivered again on the next one. The config refuses this adapter in production.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BillingEvent, CardOnFile, PaidTier, ProcessorInvoice, ProcessorSubscription } from '../../../domain/billing/billing.ts';
import { CardRejectedError } from '../../../domain/billing/card-errors.ts';
import { digitsOnly, isExpired, parseExpiry, summarizeCard } from '../../../domain/payments/card.ts';
import type { BillingProcessor, CardProof, CardSetup, NewSubscription, TierChangePreview } from '../../../application/ports/billing-processor.ts';
import { WebhookSignatureError } from '../../../application/ports/billing-processor.ts';
import type { Clock } from '../../../application/ports/clock.ts';
import { behaviourOfCardNumber, Ledger, type LedgerStore } from './ledger.ts';

/** Seconds a signed webhook stays acceptable (Stripe's default tolerance). */
const SIGNATURE_TOLERANCE_S = 300;

const luhn = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
};

export type EventSink = (event: BillingEvent) => Promise<void>;

export class LocalBillingProcessor implements BillingProcessor {
  readonly mode = 'local' as const;
  private readonly ledger: Ledger;
  private sink: EventSink | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: LedgerStore,
    private readonly appClock: Clock,
    private readonly webhookSecret: string,
  ) {
    this.ledger = new Ledger(store);
  }

  /** Where events go (the app's billing event handler); set once at wiring. */
  deliverTo(sink: EventSink): void {
    this.sink = sink;
  }

  /** The processor's clock: the app's clock plus the test clock's offset. */
  async now(): Promise<Date> {
    const offset = (await this.store.get('setting', 'test-clock-offset-ms'))?.value ?? 0;
    return new Date(this.appClock.now().getTime() + offset);
  }

  /** Moves the test clock forward by `ms` and runs what fell due (the admin's 'Advance test clock'). */
  async advanceClock(ms: number): Promise<Date> {
    return this.serial(async () => {
      const offset = (await this.store.get('setting', 'test-clock-offset-ms'))?.value ?? 0;
      await this.store.put('setting', { id: 'test-clock-offset-ms', value: offset + Math.max(0, ms) });
      return this.runDue();
    });
  }

  /** Runs what fell due by the processor's clock and delivers events (every minute, from the scheduler). */
  async tick(): Promise<void> {
    await this.serial(() => this.runDue());
  }

  private async runDue(): Promise<Date> {
    const now = await this.now();
    await this.ledger.tick(now);
    await this.deliver();
    return now;
  }

  /** One change at a time, as a processor's API serialises changes to one object. */
  private serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async deliver(): Promise<void> {
    if (!this.sink) return;
    const done = (await this.store.get('setting', 'delivered-seq'))?.value ?? 0;
    for (const { seq, event } of await this.ledger.eventsAfter(done)) {
      try {
        await this.sink(event);
      } catch {
        return; // Delivered again on the next change or tick, as a processor retries a failed webhook.
      }
      await this.store.put('setting', { id: 'delivered-seq', value: seq });
    }
  }

  private change<T>(work: (now: Date) => Promise<T>): Promise<T> {
    return this.serial(async () => {
      const now = await this.now();
      const result = await work(now);
      await this.deliver();
      return result;
    });
  }

  createCustomer(input: { email: string; name: string; reference: string }, idempotencyKey: string): Promise<string> {
    return this.change((now) => this.ledger.createCustomer(now, input, idempotencyKey));
  }

  deleteCustomer(customerId: string): Promise<void> {
    return this.change((now) => this.ledger.deleteCustomer(now, customerId));
  }

  async beginCardSetup(): Promise<CardSetup> {
    return { kind: 'local' };
  }

  async confirmCard(customerId: string, proof: CardProof): Promise<CardOnFile> {
    if (proof.kind !== 'local') throw new CardRejectedError('setup_intent_unexpected_state');
    const digits = digitsOnly(proof.card.cardNumber);
    if (!luhn(digits)) throw new CardRejectedError('incorrect_number');
    const exp = parseExpiry(proof.card.expiryDate);
    if (!exp) throw new CardRejectedError('invalid_expiry_month');
    return this.change(async (now) => {
      if (isExpired(exp, now)) throw new CardRejectedError('expired_card');
      const { brand, last4, expMonth, expYear } = summarizeCard(proof.card);
      return this.ledger.attachCard(now, customerId, { brand, last4, expMonth, expYear, behaviour: behaviourOfCardNumber(digits) });
    });
  }

  defaultCard(customerId: string): Promise<CardOnFile | null> {
    return this.ledger.defaultCard(customerId);
  }

  startSubscription(input: NewSubscription, idempotencyKey: string): Promise<ProcessorSubscription> {
    return this.change(async (now) => this.ledger.subscriptionView(await this.ledger.startSubscription(now, input, idempotencyKey)));
  }

  async previewTierChange(subscriptionId: string, tier: PaidTier): Promise<TierChangePreview> {
    return this.ledger.previewTierChange(await this.now(), subscriptionId, tier);
  }

  changeTier(subscriptionId: string, tier: PaidTier): Promise<ProcessorSubscription> {
    return this.changeSubscription(subscriptionId, (now) => this.ledger.changeTier(now, subscriptionId, tier));
  }

  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProcessorSubscription> {
    return this.changeSubscription(subscriptionId, (now) => this.ledger.setCancelAtPeriodEnd(now, subscriptionId, cancel));
  }

  cancelNow(subscriptionId: string): Promise<ProcessorSubscription> {
    return this.changeSubscription(subscriptionId, (now) => this.ledger.cancelNow(now, subscriptionId));
  }

  grantFreeMonths(subscriptionId: string, months: number): Promise<ProcessorSubscription> {
    return this.changeSubscription(subscriptionId, (now) => this.ledger.grantFreeMonths(now, subscriptionId, months));
  }

  /** A change to one subscription (`change`), answered with the subscription as it stands after it. */
  private changeSubscription(subscriptionId: string, step: (now: Date) => Promise<unknown>): Promise<ProcessorSubscription> {
    return this.change(async (now) => {
      await step(now);
      return this.ledger.subscriptionView(subscriptionId);
    });
  }

  retrieveSubscription(subscriptionId: string): Promise<ProcessorSubscription> {
    return this.ledger.subscriptionView(subscriptionId);
  }

  async *listSubscriptions(): AsyncIterable<ProcessorSubscription> {
    for (const id of await this.ledger.subscriptionIds()) yield await this.ledger.subscriptionView(id);
  }

  retrieveInvoice(invoiceId: string): Promise<ProcessorInvoice> {
    return this.ledger.invoiceView(invoiceId);
  }

  listInvoices(customerId: string): Promise<ProcessorInvoice[]> {
    return this.ledger.invoicesOf(customerId);
  }

  retryInvoice(invoiceId: string): Promise<ProcessorInvoice> {
    return this.change(async (now) => {
      await this.ledger.retryInvoice(now, invoiceId);
      return this.ledger.invoiceView(invoiceId);
    });
  }

  /** Signs a webhook body as Stripe does (`t=<seconds>,v1=<HMAC-SHA256 of "t.body">`). */
  sign(body: string, at: Date): string {
    const t = Math.floor(at.getTime() / 1000);
    return `t=${t},v1=${createHmac('sha256', this.webhookSecret).update(`${t}.${body}`).digest('hex')}`;
  }

  parseWebhook(rawBody: string, signature: string | null): BillingEvent {
    const parts = new Map((signature ?? '').split(',').map((kv) => kv.split('=', 2) as [string, string]));
    const t = Number(parts.get('t'));
    const v1 = parts.get('v1') ?? '';
    if (!Number.isFinite(t) || !/^[0-9a-f]{64}$/.test(v1)) throw new WebhookSignatureError('No valid signature found');
    if (Math.abs(this.appClock.now().getTime() / 1000 - t) > SIGNATURE_TOLERANCE_S) throw new WebhookSignatureError('The signature is too old');
    const expected = createHmac('sha256', this.webhookSecret).update(`${t}.${rawBody}`).digest();
    if (!timingSafeEqual(expected, Buffer.from(v1, 'hex'))) throw new WebhookSignatureError();
    const parsed = JSON.parse(rawBody) as BillingEvent & { createdAt: string };
    return { ...parsed, createdAt: new Date(parsed.createdAt) };
  }
}
