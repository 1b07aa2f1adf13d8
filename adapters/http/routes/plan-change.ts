import { Hono } from 'hono';
import { z } from 'zod';
import { ChangePlan, PreviewPlanChange } from '../../../application/billing/change-plan.ts';
import type { BillingProcessor, CardProof } from '../../../application/ports/billing-processor.ts';
import type { Clock } from '../../../application/ports/clock.ts';
import { resolveAll, type UseCases } from '../../../application/wiring.ts';
import { localCardFields } from '../../../domain/billing/billing-api.ts';
import { planChangeBodySchema, planChangedSchema, planPreviewQuerySchema, planPreviewSchema, SECURE_CARD_FORM_MESSAGE, type PlanChangeBody } from '../../../domain/billing/plan-change-api.ts';
import { DomainError } from '../../../domain/shared/domain-error.ts';
import { formatPlanDate } from '../../../domain/subscriptions/subscription.ts';
import { TIER_PLANS } from '../../../domain/subscriptions/tiers.ts';
import type { PaidTier } from '../../../domain/billing/billing.ts';
import { currentUser, requireUser, type AuthEnv } from '../auth.ts';
import { reply } from '../route-answers.ts';
import { validate } from '../validation.ts';

const PLAN_CHANGE_USE_CASES = { change: ChangePlan, preview: PreviewPlanChange };

const id = z.string().min(1).max(191);
const iso = (d: Date | null) => (d ? d.toISOString() : null);

const PLAN_MESSAGES = {
  trial: (date: string) => `Your plan has started. Your free trial runs until ${date}.`,
  now: 'Your plan has changed.',
  later: (date: string) => `Your plan changes on ${date}, at the end of the period you have paid for.`,
  kept: (tier: PaidTier) => `You keep ${TIER_PLANS[tier].name}. Nothing changes for you.`,
};

/**
 * The card of a plan change: the one on file, a SetupIntent confirmed in Stripe's own fields (stripe: card
 * fields are refused, and nothing of them is kept), or SPEC.md §5's card fields (the local test processor).
 */
const proofOf = (body: PlanChangeBody, processor: BillingProcessor, clock: Clock): CardProof | null => {
  if (processor.mode === 'stripe') {
    if (body.creditCard !== undefined) throw new DomainError('VALIDATION_FAILED', SECURE_CARD_FORM_MESSAGE, { creditCard: SECURE_CARD_FORM_MESSAGE });
    return body.setupIntentId && !body.useCardOnFile ? { kind: 'stripe', setupIntentId: body.setupIntentId } : null;
  }
  if (body.useCardOnFile || body.creditCard === undefined) return null;
  const checked = localCardFields(() => clock.now(), body.creditCard);
  if ('fields' in checked) throw new DomainError('VALIDATION_FAILED', 'Please check the card details', checked.fields);
  return { kind: 'local', card: checked.card };
};

/**
 * POST /api/upgrades (the vendor's own change of plan, run on the processor at once, issue 37 §2) and
 * GET /api/vendors/{id}/plan-change?tier=… (what it would do: the trial's end, or the amount charged now).
 */
export const planChangeRoutes = (use: UseCases, processor: BillingProcessor, clock: Clock) => {
  const uc = resolveAll(use, PLAN_CHANGE_USE_CASES);
  return new Hono<AuthEnv>()
    .get('/vendors/:id/plan-change', requireUser, validate('param', z.object({ id })), validate('query', planPreviewQuerySchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      const p = await uc.preview.execute(currentUser(c), c.req.valid('param').id, c.req.valid('query').tier);
      return reply(c, planPreviewSchema, {
        success: true,
        tier: p.tier,
        kind: p.kind,
        effective: p.effective,
        effectiveAt: p.effectiveAt.toISOString(),
        trialEndsAt: iso(p.trialEndsAt),
        amountDueNowCents: p.amountDueNowCents,
        monthlyCents: p.monthlyCents,
        card: p.card,
        processor: processor.mode,
      });
    })
    .post('/upgrades', requireUser, validate('json', planChangeBodySchema), async (c) => {
      const body = c.req.valid('json');
      const user = currentUser(c);
      const target = body.vendorId ?? body.slug ?? user.vendorId;
      if (!target) throw new DomainError('VALIDATION_FAILED', 'Please sign in to your listing first', { vendorId: 'Please sign in to your listing first' });
      const r = await uc.change.execute(user, target, body.subscriptionTier, proofOf(body, processor, clock));
      const message = r.trialEndsAt
        ? PLAN_MESSAGES.trial(formatPlanDate(r.trialEndsAt))
        : r.kept
          ? PLAN_MESSAGES.kept(r.tier)
          : r.effective === 'now'
            ? PLAN_MESSAGES.now
            : PLAN_MESSAGES.later(formatPlanDate(r.effectiveAt));
      return reply(
        c,
        planChangedSchema,
        { success: true, message, tier: r.tier, effective: r.effective, effectiveAt: r.effectiveAt.toISOString(), trialEndsAt: iso(r.trialEndsAt), amountChargedCents: r.amountChargedCents, card: r.card },
        201,
      );
    });
};
