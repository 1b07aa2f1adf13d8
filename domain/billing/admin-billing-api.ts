/**
 * The admins' side of billing (issue 37 §7), declared once as route contracts (ADR 13): revenue at a glance
 * on /admin, free months for a vendor, and the local test processor's test clock. Paths are under /api.
 */
import { z } from 'zod';
import { isoTime, okMessageSchema, okSchema } from '../shared/answers.ts';
import { defineRoute } from '../shared/route-contract.ts';

// ---- revenue at a glance -------------------------------------------------------------------------

/** What 'Monthly recurring revenue' counts, said under the figure. */
export const MRR_HELP =
  'The monthly price each active or past-due paid plan will next be charged (introductory or regular; free months not deducted), including plans cancelled for the end of their period until they end. Trials are not counted here.';

/** How many months the revenue chart shows, the current one last. */
export const REVENUE_MONTHS = 12;

export const revenueSchema = z.object({
  /** The sum of the next monthly amounts of the active and past-due plans (cents): MRR_HELP. */
  mrrCents: z.number().int(),
  /** Plans paying (status active). */
  paidPlans: z.number().int(),
  /** Plans in their free trial, and what they will bring each month once they pay (cents). */
  trials: z.number().int(),
  trialMrrCents: z.number().int(),
  pastDue: z.number().int(),
  /** Trials whose first payment falls within the next 7 days. */
  trialsEndingIn7Days: z.number().int(),
  /** Paid invoices by the month (UTC, YYYY-MM) they were paid, oldest first, REVENUE_MONTHS of them, zeros included. */
  months: z.array(z.object({ month: z.string(), paidCents: z.number().int(), invoices: z.number().int() })),
  /** 'local': the embedded default's test processor (the dashboard says so). */
  processor: z.enum(['stripe', 'local']),
});
export type RevenueDto = z.infer<typeof revenueSchema>;

/** GET /api/admin/billing/revenue: admins only. */
export const adminRevenueRoute = defineRoute({ method: 'GET', path: '/admin/billing/revenue', answer: okSchema.extend({ revenue: revenueSchema }) });

/** '$1,234' for whole dollars, '$1,234.50' otherwise. */
export const formatCents = (cents: number): string => {
  const whole = cents % 100 === 0;
  return (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
};

/** 'YYYY-MM' → 'Mar 2027' (or 'Mar' when `short`). */
export const monthLabel = (month: string, short = false): string => {
  const [y, m] = month.split('-').map(Number);
  if (!y || !m) return month;
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString('en-US', { month: 'short', ...(short ? {} : { year: 'numeric' }), timeZone: 'UTC' });
};

// ---- free months ---------------------------------------------------------------------------------

export const FREE_MONTHS_MAX = 12;
export const FREE_MONTHS_REASON_MAX = 200;

export const freeMonthsBodySchema = z.object({
  months: z.coerce
    .number('Choose between 1 and 12 free months')
    .int('Choose between 1 and 12 free months')
    .min(1, 'Choose between 1 and 12 free months')
    .max(FREE_MONTHS_MAX, 'Choose between 1 and 12 free months'),
  reason: z
    .string('Please give a reason')
    .transform((s) => s.trim())
    .pipe(
      z
        .string()
        .min(1, 'Please give a reason')
        .max(FREE_MONTHS_REASON_MAX, `Keep the reason under ${FREE_MONTHS_REASON_MAX} characters`)
        .refine((s) => !/[\r\n]/.test(s), 'Keep the reason on one line'),
    ),
});
export type FreeMonthsBody = z.input<typeof freeMonthsBodySchema>;

export const NO_BILLED_PLAN = 'This listing has no paid plan billed by the processor, so there is nothing to give free months on.';
export const freeMonthsGranted = (months: number, businessName: string) => `${businessName} has ${months} free ${months === 1 ? 'month' : 'months'}.`;

/** POST /api/admin/vendors/{id}/billing/free-months: admins only. */
export const grantFreeMonthsRoute = defineRoute({
  method: 'POST',
  path: '/admin/vendors/:id/billing/free-months',
  body: freeMonthsBodySchema,
  answer: okMessageSchema.extend({ freeUntil: isoTime.nullable() }),
});

// ---- the local test processor's test clock -------------------------------------------------------

export const TEST_CLOCK_STEPS = [1, 7, 30] as const;
export const testClockSchema = z.object({ now: isoTime, offsetDays: z.number() });
export const advanceTestClockBodySchema = z.object({ days: z.literal(TEST_CLOCK_STEPS, 'Advance by 1, 7 or 30 days') });

/** GET /api/admin/billing/test-clock: the local test processor's date (404 with Stripe). */
export const testClockRoute = defineRoute({ method: 'GET', path: '/admin/billing/test-clock', answer: okSchema.extend({ clock: testClockSchema }) });
/** POST /api/admin/billing/test-clock: moves it forward and runs what fell due (404 with Stripe). */
export const advanceTestClockRoute = defineRoute({ method: 'POST', path: '/admin/billing/test-clock', body: advanceTestClockBodySchema, answer: okSchema.extend({ clock: testClockSchema }) });

// ---- a vendor's billing status in the admin table ------------------------------------------------

export interface BillingStatusFacts {
  planStatus: 'none' | 'trialing' | 'active' | 'past_due' | 'cancelled';
  trialEndsAt: string | null;
  planCancelAt: string | null;
}

const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'Past due', 'Cancels Apr 1', 'Trial ends Mar 3', 'Paid' or 'Free', and its tone. */
export const billingStatusOf = (v: BillingStatusFacts): { label: string; tone: 'danger' | 'neutral' | 'pending' | 'success' } => {
  if (v.planStatus === 'past_due') return { label: 'Past due', tone: 'danger' };
  const running = v.planStatus === 'trialing' || v.planStatus === 'active';
  if (running && v.planCancelAt) return { label: `Cancels ${shortDate(v.planCancelAt)}`, tone: 'neutral' };
  if (v.planStatus === 'trialing') return { label: v.trialEndsAt ? `Trial ends ${shortDate(v.trialEndsAt)}` : 'Trial', tone: 'pending' };
  if (v.planStatus === 'active') return { label: 'Paid', tone: 'success' };
  return { label: 'Free', tone: 'neutral' };
};
