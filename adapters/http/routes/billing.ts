import { Hono } from 'hono';
import { SyncBillingEvent } from '../../../application/billing/sync-billing-event.ts';
import { WebhookSignatureError, type BillingProcessor } from '../../../application/ports/billing-processor.ts';
import { resolveAll, type UseCases } from '../../../application/wiring.ts';
import { webhookAnswerSchema } from '../../../domain/billing/billing-api.ts';
import type { AuthEnv } from '../auth.ts';
import { errorBody } from '../errors.ts';
import { reply } from '../route-answers.ts';

const BILLING_USE_CASES = { sync: SyncBillingEvent };

/**
 * The payment processor's webhook (issue 37 §4): the signature is checked on the raw body before anything
 * is read from it (Stripe-Signature, `stripe.webhooks.constructEvent`); a body without a valid signature is
 * a 400 and changes nothing. A verified event is mirrored (each event id once) and answered 200; a failure
 * while mirroring is a 500, so the processor delivers the event again.
 */
export const billingRoutes = (use: UseCases, processor: BillingProcessor) => {
  const r = new Hono<AuthEnv>();
  const uc = resolveAll(use, BILLING_USE_CASES);

  r.post('/webhook', async (c) => {
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

  return r;
};
