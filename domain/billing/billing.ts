/**
 * Paid plans billed by a payment processor (issue 37, ADR 36). The processor owns the schedule (trial,
 * price lock, renewals, retries); these are the shapes our side mirrors and shows. Money is integer cents.
 */
import type { CardBrand } from '../payments/card.ts';

export type PaidTier = 'featured' | 'premier';
export const isPaidTierName = (value: string): value is PaidTier => value === 'featured' || value === 'premier';

/** A subscription's state at the processor, as Stripe names them (the ones this product meets). */
export const PLAN_STATUSES = ['trialing', 'active', 'past_due', 'canceled', 'incomplete'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'void', 'uncollectible'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** What we keep of a card on file: never the number or the CVV (PCI DSS 3.3). */
export interface CardOnFile {
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A subscription as the processor holds it now. */
export interface ProcessorSubscription {
  id: string;
  customerId: string;
  tier: PaidTier;
  status: PlanStatus;
  /** End of the free trial (the first payment); null when the plan started without one. */
  trialEnd: Date | null;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  /** The plan ends at `currentPeriodEnd` (the vendor cancelled; 'Resume plan' undoes it). */
  cancelAtPeriodEnd: boolean;
  /** When the plan ended; null while it runs. */
  endedAt: Date | null;
  /** A tier that takes over at the end of the current period (a downgrade); null otherwise. */
  scheduledTier: PaidTier | null;
  /** Until this instant the introductory price applies; from it on the regular price. */
  priceLockedUntil: Date | null;
  /** The amount the next invoice will ask for, before any discount (cents). */
  nextAmountCents: number;
  /** Free months an admin gave: invoices before this instant are free. Null without such a grant. */
  discountEndsAt: Date | null;
}

export interface InvoiceLine {
  description: string;
  amountCents: number;
}

/** An invoice as the processor holds it now. */
export interface ProcessorInvoice {
  id: string;
  customerId: string;
  subscriptionId: string | null;
  /** The processor's invoice number, e.g. 'UWD-0001-0003'; null while a draft. */
  number: string | null;
  status: InvoiceStatus;
  amountDueCents: number;
  amountPaidCents: number;
  periodStart: Date;
  periodEnd: Date;
  createdAt: Date;
  paidAt: Date | null;
  /** Payment attempts so far, and when the processor will try again (null: no more tries). */
  attemptCount: number;
  nextAttemptAt: Date | null;
  lines: InvoiceLine[];
  /** The card charged (or tried), when there was one. */
  card: { brand: CardBrand; last4: string } | null;
}

/**
 * A processor event, reduced to what tells us which object to read again: the handler reads the object's
 * current state from the processor, so replays and events arriving out of order change nothing wrong.
 */
export interface BillingEvent {
  id: string;
  type: string;
  object: { kind: 'subscription' | 'invoice' | 'setup_intent' | 'payment_method' | 'customer' | 'other'; id: string };
  customerId: string | null;
  createdAt: Date;
}

/** The event types the lifecycle needs (issue 37 §4); others are stored and ignored. */
export const HANDLED_EVENT_TYPES = [
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.finalized',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.trial_will_end',
  'setup_intent.succeeded',
  'payment_method.attached',
] as const;

/** Days a plan may stay unpaid before it reverts to the free Standard tier (issue 37 §3). */
export const PAST_DUE_GRACE_DAYS = 14;

/** The on-screen and email message for a card the processor refused (issue 37 §5). */
export const CARD_DECLINED_MESSAGE = 'Your card was declined. Please check the details or choose the free listing.';
