import { Hono } from 'hono';
import { z } from 'zod';
import { SyncBillingEvent } from '../../../application/billing/sync-billing-event.ts';
import { BeginCardSetup, GetBilling, GetReceipt, ResumePlan, UpdateCard, type BillingOverview } from '../../../application/billing/vendor-billing.ts';
import { WebhookSignatureError, type BillingProcessor, type CardProof } from '../../../application/ports/billing-processor.ts';
import type { StoredInvoice } from '../../../application/ports/billing-repository.ts';
import type { Clock } from '../../../application/ports/clock.ts';
import { resolveAll, type UseCases } from '../../../application/wiring.ts';
import {
  billingOverviewSchema,
  CARD_UPDATED_AND_PAID_MESSAGE,
  CARD_UPDATED_MESSAGE,
  cardSetupSchema,
  cardUpdateBodySchema,
  cardUpdatedSchema,
  localCardFields,
  PLAN_RESUMED_MESSAGE,
  receiptSchema,
  webhookAnswerSchema,
  type InvoiceDto,
} from '../../../domain/billing/billing-api.ts';
import { okMessageSchema } from '../../../domain/shared/answers.ts';
import { DomainError } from '../../../domain/shared/domain-error.ts';
import { currentUser, requireUser, type AuthEnv } from '../auth.ts';
import { errorBody } from '../errors.ts';
import { reply } from '../route-answers.ts';
import { validate } from '../validation.ts';

const BILLING_USE_CASES = { sync: SyncBillingEvent, billing: GetBilling, receipt: GetReceipt, cardSetup: BeginCardSetup, updateCard: UpdateCard, resume: ResumePlan };

const id = z.string().min(1).max(191);
const iso = (d: Date | null) => (d ? d.toISOString() : null);

const toInvoiceDto = (i: StoredInvoice): InvoiceDto => ({
  id: i.id,
  number: i.number,
  status: i.status,
  amountDueCents: i.amountDueCents,
  amountPaidCents: i.amountPaidCents,
  description: i.description,
  periodStart: i.periodStart.toISOString(),
  periodEnd: i.periodEnd.toISOString(),
  issuedAt: i.issuedAt.toISOString(),
  paidAt: iso(i.paidAt),
  attemptCount: i.attemptCount,
  nextAttemptAt: iso(i.nextAttemptAt),
  card: i.card,
});

const toOverviewDto = (b: BillingOverview) => ({
  success: true as const,
  processor: b.processor,
  plan: {
    tier: b.plan.tier,
    status: b.plan.status,
    trialEndsAt: iso(b.plan.trialEndsAt),
    currentPeriodEnd: iso(b.plan.processor?.currentPeriodEnd ?? null),
    cancelAt: iso(b.plan.cancelAt),
    pastDueSince: iso(b.plan.processor?.pastDueSince ?? b.plan.cardDueSince ?? null),
    graceEndsAt: iso(b.graceEndsAt),
    scheduledTier: b.plan.processor?.scheduledTier ?? null,
    freeUntil: iso(b.plan.processor?.freeUntil ?? null),
    priceLockedUntil: iso(b.plan.priceLockedUntil),
    monthlyCents: b.plan.monthlyCents,
    billed: Boolean(b.plan.processor),
  },
  nextPayment: b.nextPayment ? { at: b.nextPayment.at.toISOString(), amountCents: b.nextPayment.amountCents } : null,
  card: b.card,
  invoices: b.invoices.map(toInvoiceDto),
  freeMonths: b.freeMonths.map((f) => ({ months: f.months, reason: f.reason, grantedAt: f.at.toISOString() })),
});

/**
 * Billing (issue 37): the payment processor's webhook, and the vendor's Billing tab.
 * The webhook's signature is checked on the raw body before anything is read from it (Stripe-Signature,
 * `stripe.webhooks.constructEvent`); a body without a valid signature is a 400 and changes nothing. A
 * verified event is mirrored (each event id once) and answered 200; a failure while mirroring is a 500, so
 * the processor delivers the event again.
 */
export const billingRoutes = (use: UseCases, processor: BillingProcessor, clock: Clock) => {
  const r = new Hono<AuthEnv>();
  const uc = resolveAll(use, BILLING_USE_CASES);
  const privately = { 'Cache-Control': 'no-store' };

  r.post('/billing/webhook', async (c) => {
    const raw = await c.req.text();
    let event;
    try {
      event = processor.parseWebhook(raw, c.req.header('stripe-signature') ?? null);
    } catch (e) {
      if (e instanceof WebhookSignatureError || e instanceof SyntaxError) return c.json(errorBody('BAD_REQUEST', 'The webhook signature does not match'), 400);
      throw e;
    }
    await uc.sync.execute(event);
    return reply(c, webhookAnswerSchema, { received: true });
  });

  r.get('/vendors/:id/billing', requireUser, validate('param', z.object({ id })), async (c) => {
    c.header('Cache-Control', privately['Cache-Control']);
    return reply(c, billingOverviewSchema, toOverviewDto(await uc.billing.execute(currentUser(c), c.req.valid('param').id)));
  });

  r.get('/vendors/:id/billing/invoices/:invoiceId', requireUser, validate('param', z.object({ id, invoiceId: id })), async (c) => {
    c.header('Cache-Control', privately['Cache-Control']);
    const { id: vendorId, invoiceId } = c.req.valid('param');
    const receipt = await uc.receipt.execute(currentUser(c), vendorId, invoiceId);
    return reply(c, receiptSchema, { success: true, vendor: receipt.vendor, invoice: toInvoiceDto(receipt.invoice) });
  });

  r.post('/vendors/:id/billing/card-setup', requireUser, validate('param', z.object({ id })), async (c) => {
    const setup = await uc.cardSetup.execute(currentUser(c), c.req.valid('param').id);
    return reply(c, cardSetupSchema, { success: true, setup });
  });

  r.put('/vendors/:id/billing/card', requireUser, validate('param', z.object({ id })), validate('json', cardUpdateBodySchema), async (c) => {
    const body = c.req.valid('json');
    let proof: CardProof;
    if (processor.mode === 'stripe') {
      // Stripe's own fields took the card: a body with card data is refused, and nothing of it is kept.
      if (!body.setupIntentId || body.creditCard !== undefined) throw new DomainError('VALIDATION_FAILED', 'Please enter your card in the secure card form', { creditCard: 'Please enter your card in the secure card form' });
      proof = { kind: 'stripe', setupIntentId: body.setupIntentId };
    } else {
      const checked = localCardFields(() => clock.now(), body.creditCard);
      if ('fields' in checked) throw new DomainError('VALIDATION_FAILED', 'Please check the card details', checked.fields);
      proof = { kind: 'local', card: checked.card };
    }
    const r2 = await uc.updateCard.execute(currentUser(c), c.req.valid('param').id, proof);
    return reply(c, cardUpdatedSchema, { success: true, message: r2.paidInvoices > 0 ? CARD_UPDATED_AND_PAID_MESSAGE : CARD_UPDATED_MESSAGE, card: r2.card, paidInvoices: r2.paidInvoices });
  });

  r.post('/vendors/:id/billing/resume', requireUser, validate('param', z.object({ id })), async (c) => {
    await uc.resume.execute(currentUser(c), c.req.valid('param').id);
    return reply(c, okMessageSchema, { success: true, message: PLAN_RESUMED_MESSAGE });
  });

  return r;
};
