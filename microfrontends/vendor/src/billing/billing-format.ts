/** How the Billing tab, the card page and the receipt say money, cards, plans and statuses. */
import type { BillingInvoice, BillingOverview } from '@uwd/api-client';
import { TIER_PLANS } from '@domain/subscriptions/tiers';
import { planDate } from '../dashboard/plan';

export { planDate };

/** 2900 → '$29.00' (always cents: a bill is exact). */
export const money = (cents: number): string => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const BRANDS = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', card: 'Card' } as const;

/** 'Visa •••• 4242'. */
export const cardLabel = (card: { brand: keyof typeof BRANDS; last4: string }): string => `${BRANDS[card.brand]} •••• ${card.last4}`;

export const planName = (tier: BillingOverview['plan']['tier']): string => TIER_PLANS[tier].name;

const PLAN_STATUS: Record<BillingOverview['plan']['status'], string> = {
  none: 'No paid plan',
  trialing: 'Free trial',
  active: 'Active',
  past_due: 'Payment past due',
  cancelled: 'Cancelled',
};
export const planStatus = (plan: BillingOverview['plan']): string => (plan.cancelAt && plan.status !== 'past_due' ? 'Cancelled' : PLAN_STATUS[plan.status]);

const INVOICE_STATUS: Record<BillingInvoice['status'], string> = { draft: 'Draft', open: 'Unpaid', paid: 'Paid', void: 'Void', uncollectible: 'Unpaid' };
export const invoiceStatus = (invoice: BillingInvoice): string => INVOICE_STATUS[invoice.status];

/** What an invoice came to: what was paid, or what is due while it is not. */
export const invoiceAmount = (invoice: BillingInvoice): number => (invoice.status === 'paid' ? invoice.amountPaidCents : invoice.amountDueCents);

/** The page that takes a new card. Always loaded as a document, never by the SPA (its CSP opens Stripe's origins: ADR 36). */
export const CARD_PAGE_PATH = '/vendor/billing/card';
export const receiptPath = (invoiceId: string) => `/vendor/billing/receipts/${encodeURIComponent(invoiceId)}`;
export const BILLING_TAB_PATH = '/vendor/dashboard?tab=billing';

export const TEST_PROCESSOR_NOTE =
  'Test processor: no real charges. Use 4242 4242 4242 4242; 4000 0000 0000 0341 fails at the first charge; 4000 0000 0000 0002 is declined.';
