import type { BillingInvoice, BillingOverview } from '@uwd/api-client';

export const anInvoice = (o: Partial<BillingInvoice> = {}): BillingInvoice => ({
  id: 'in_1',
  number: 'UWD-0001',
  status: 'paid',
  amountDueCents: 2900,
  amountPaidCents: 2900,
  description: 'Featured Listing, monthly',
  periodStart: '2027-03-01T12:00:00.000Z',
  periodEnd: '2027-04-01T12:00:00.000Z',
  issuedAt: '2027-03-01T12:00:00.000Z',
  paidAt: '2027-03-01T12:05:00.000Z',
  attemptCount: 1,
  nextAttemptAt: null,
  card: { brand: 'visa', last4: '4242' },
  ...o,
});

type Overrides = Omit<Partial<BillingOverview>, 'plan'> & { plan?: Partial<BillingOverview['plan']> };

export const anOverview = ({ plan, ...o }: Overrides = {}): BillingOverview => ({
  success: true,
  processor: 'local',
  plan: {
    tier: 'featured',
    status: 'trialing',
    trialEndsAt: '2027-03-01T12:00:00.000Z',
    currentPeriodEnd: '2027-03-01T12:00:00.000Z',
    cancelAt: null,
    pastDueSince: null,
    graceEndsAt: null,
    scheduledTier: null,
    freeUntil: null,
    priceLockedUntil: null,
    monthlyCents: 2900,
    billed: true,
    ...plan,
  },
  nextPayment: { at: '2027-03-01T12:00:00.000Z', amountCents: 2900 },
  card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
  invoices: [],
  freeMonths: [],
  ...o,
});
