/**
 * The payment processor (issue 37, ADR 36). Two adapters: `stripe` (production: the official SDK; the card
 * is typed into Stripe's own fields, so no card number or CVV reaches our API) and `local` (the embedded
 * default: an offline test processor that takes SPEC.md's card form and behaves like Stripe's test mode).
 * Both pass tests/support/billing-processor-contract.ts.
 *
 * The processor owns the schedule: the trial, the introductory price locked for 12 months, the regular
 * price after it, renewals, retries of failed payments. We mirror what it holds, from its events.
 */
import type { BillingEvent, CardOnFile, PaidTier, ProcessorInvoice, ProcessorSubscription } from '../../domain/billing/billing.ts';
import type { CardInput } from '../../domain/payments/card.ts';

/** How the browser hands the card to the processor. */
export type CardSetup =
  /** Stripe Elements confirm this SetupIntent in the browser with the publishable key; Stripe.js comes from `jsUrl`. */
  | { kind: 'stripe'; publishableKey: string; clientSecret: string; setupIntentId: string; jsUrl: string }
  /** The local test processor takes SPEC.md's card form; our server reduces it to brand and last 4. */
  | { kind: 'local' };

/** What the browser sends back once the card is entered. */
export type CardProof = { kind: 'stripe'; setupIntentId: string } | { kind: 'local'; card: CardInput };

export interface NewSubscription {
  customerId: string;
  tier: PaidTier;
  /** The end of the free trial; null starts paying at once (a plan restarted after it lapsed). */
  trialEnd: Date | null;
  /** The introductory price applies until then; the regular price from then on. */
  priceLockedUntil: Date;
  /** Our vendor id, kept on the processor's object so its events find us. */
  vendorId: string;
}

/** A tier change: up takes effect at once with proration; down at the end of the period. */
export interface TierChangePreview {
  effective: 'now' | 'period_end';
  /** What is charged now for the rest of the period (0 in a trial, or for a change at the period's end). */
  amountDueNowCents: number;
}

export interface BillingProcessor {
  readonly mode: 'stripe' | 'local';

  /** A customer for an applicant or a vendor; the idempotency key makes a retried call create one. */
  createCustomer(input: { email: string; name: string; reference: string }, idempotencyKey: string): Promise<string>;
  /** Removes the customer and its cards (a rejected application); a customer already gone is fine. */
  deleteCustomer(customerId: string): Promise<void>;

  /** Starts entering a card for the customer. */
  beginCardSetup(customerId: string): Promise<CardSetup>;
  /**
   * Verifies the card (not charged) and makes it the customer's default for its subscriptions.
   * Throws CardRejectedError (domain/billing/card-errors.ts) when the processor refuses it.
   */
  confirmCard(customerId: string, proof: CardProof): Promise<CardOnFile>;
  /** The customer's default card, if any. */
  defaultCard(customerId: string): Promise<CardOnFile | null>;

  startSubscription(input: NewSubscription, idempotencyKey: string): Promise<ProcessorSubscription>;
  previewTierChange(subscriptionId: string, tier: PaidTier): Promise<TierChangePreview>;
  /** Featured → Premier at once, prorated (charged now unless in the trial); Premier → Featured at the period's end. */
  changeTier(subscriptionId: string, tier: PaidTier): Promise<ProcessorSubscription>;
  /** true: the plan ends at the end of the paid period; false: 'Resume plan'. */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProcessorSubscription>;
  /** Ends the plan now (an admin; a plan past its grace period); nothing more is charged. */
  cancelNow(subscriptionId: string): Promise<ProcessorSubscription>;
  /** Free months on the subscription (a coupon at the processor). */
  grantFreeMonths(subscriptionId: string, months: number, reason: string): Promise<ProcessorSubscription>;

  retrieveSubscription(subscriptionId: string): Promise<ProcessorSubscription>;
  /** Every subscription the processor holds for our vendors (the daily reconciliation). */
  listSubscriptions(): AsyncIterable<ProcessorSubscription>;
  retrieveInvoice(invoiceId: string): Promise<ProcessorInvoice>;
  /** The customer's invoices, newest first. */
  listInvoices(customerId: string): Promise<ProcessorInvoice[]>;
  /** Tries an open invoice again now (after the card was updated). */
  retryInvoice(invoiceId: string): Promise<ProcessorInvoice>;

  /**
   * The event in a webhook body, after checking its signature on the raw body; throws
   * WebhookSignatureError when the signature is missing, wrong or too old.
   */
  parseWebhook(rawBody: string, signature: string | null): BillingEvent;
}

export class WebhookSignatureError extends Error {
  constructor(message = 'The webhook signature does not match') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}
