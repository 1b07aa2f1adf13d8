/** The billing routes' bodies and answers (issue 37): one schema serves the server's reply and the client. */
import { z } from 'zod';
import { cardSchema } from '../payments/card.ts';

/** POST /api/billing/webhook: the processor's event was verified and taken in. */
export const webhookAnswerSchema = z.object({ received: z.literal(true) });

const date = z.string();
const tier = z.enum(['free', 'featured', 'premier']);
const brand = z.enum(['visa', 'mastercard', 'amex', 'discover', 'card']);

export const cardOnFileSchema = z.object({ brand, last4: z.string(), expMonth: z.number().int(), expYear: z.number().int() });
export type CardOnFileDto = z.infer<typeof cardOnFileSchema>;

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  status: z.enum(['draft', 'open', 'paid', 'void', 'uncollectible']),
  amountDueCents: z.number().int(),
  amountPaidCents: z.number().int(),
  description: z.string(),
  periodStart: date,
  periodEnd: date,
  issuedAt: date,
  paidAt: date.nullable(),
  attemptCount: z.number().int(),
  nextAttemptAt: date.nullable(),
  card: z.object({ brand, last4: z.string() }).nullable(),
});
export type InvoiceDto = z.infer<typeof invoiceSchema>;

/** GET /api/vendors/{id}/billing: the vendor's Billing tab. */
export const billingOverviewSchema = z.object({
  success: z.literal(true),
  /** 'local': the embedded default's test processor (the page says so). */
  processor: z.enum(['stripe', 'local']),
  plan: z.object({
    tier,
    status: z.enum(['none', 'trialing', 'active', 'past_due', 'cancelled']),
    trialEndsAt: date.nullable(),
    currentPeriodEnd: date.nullable(),
    /** The plan was cancelled and ends then ('Resume plan' until then). */
    cancelAt: date.nullable(),
    pastDueSince: date.nullable(),
    graceEndsAt: date.nullable(),
    scheduledTier: z.enum(['featured', 'premier']).nullable(),
    freeUntil: date.nullable(),
    priceLockedUntil: date.nullable(),
    monthlyCents: z.number().int(),
    /** Billed by the processor (false: a plan from before billing was real). */
    billed: z.boolean(),
  }),
  nextPayment: z.object({ at: date, amountCents: z.number().int() }).nullable(),
  card: cardOnFileSchema.nullable(),
  invoices: z.array(invoiceSchema),
  freeMonths: z.array(z.object({ months: z.number().int(), reason: z.string(), grantedAt: date })),
});
export type BillingOverviewDto = z.infer<typeof billingOverviewSchema>;

/** GET /api/vendors/{id}/billing/invoices/{invoiceId}: a receipt to print. */
export const receiptSchema = z.object({
  success: z.literal(true),
  vendor: z.object({ name: z.string(), city: z.string().nullable(), state: z.string().nullable(), email: z.string().nullable() }),
  invoice: invoiceSchema,
});
export type ReceiptDto = z.infer<typeof receiptSchema>;

/** POST /api/vendors/{id}/billing/card-setup: how the browser hands the card to the processor. */
export const cardSetupSchema = z.object({
  success: z.literal(true),
  setup: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('local') }),
    /** jsUrl: where the page loads Stripe.js from (https://js.stripe.com/endive/stripe.js; a test's emulator in tests). */
    z.object({ kind: z.literal('stripe'), publishableKey: z.string(), clientSecret: z.string(), setupIntentId: z.string(), jsUrl: z.string() }),
  ]),
});
export type CardSetupDto = z.infer<typeof cardSetupSchema>;

/**
 * PUT /api/vendors/{id}/billing/card: the new card. With Stripe, only the SetupIntent the browser confirmed
 * in Stripe's own fields (no card data reaches us); with the local test processor, SPEC.md's card fields.
 */
export const cardUpdateBodySchema = z.object({ setupIntentId: z.string().min(1).max(255).optional(), creditCard: z.unknown().optional() }).strict();

/** The card fields of a local processor's card update, checked as the apply form's are (fields under `creditCard.`). */
export const localCardFields = (now: () => Date, value: unknown): { card: z.output<ReturnType<typeof cardSchema>> } | { fields: Record<string, string> } => {
  const parsed = cardSchema(now).safeParse(value ?? {});
  if (parsed.success) return { card: parsed.data };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[['creditCard', ...issue.path.map(String)].join('.')] ??= issue.message;
  return { fields };
};

export const cardUpdatedSchema = z.object({ success: z.literal(true), message: z.string(), card: cardOnFileSchema, paidInvoices: z.number().int() });
export type CardUpdatedDto = z.infer<typeof cardUpdatedSchema>;

export const CARD_UPDATED_MESSAGE = 'Your card is updated.';
export const CARD_UPDATED_AND_PAID_MESSAGE = 'Your card is updated and your payment went through.';
export const PLAN_RESUMED_MESSAGE = 'Your plan will continue. Nothing changes for you.';
