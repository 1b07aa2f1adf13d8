/**
 * A vendor's own change of plan, run on the processor with no admin in the loop (issue 37 §2, ADR 36):
 *
 * - From the free tier a paid plan starts at once. The first paid plan a listing ever has starts with the
 *   3-month free trial; a listing that had one before (it lapsed unpaid, or was cancelled) restarts without
 *   a trial and is charged at once. The introductory price stays locked until the date the first plan set
 *   (a restart does not begin a new first year); without one, for 12 months from the first payment.
 * - A plan the processor bills: Featured → Premier at once, prorated; Premier → Featured at the end of the
 *   paid period (the processor's `changeTier` does either).
 * - A paid plan from before billing was real (written here, unknown to the processor) is started at the
 *   processor on the new tier, keeping what is left of its trial and its price lock.
 */
import { isPaidSubscription, type Subscription } from '../subscriptions/subscription.ts';
import { addMonthsUtc, INTRO_PRICE_LOCK_MONTHS, TIER_PLANS, trialEndsAt } from '../subscriptions/tiers.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { PaidTier } from './billing.ts';

export type PlanChange =
  /** A new subscription at the processor; `trialEnd` null: charged at once. */
  | { kind: 'start'; tier: PaidTier; trialEnd: Date | null; priceLockedUntil: Date }
  /** The running subscription changes tier (up now, down at the period's end). */
  | { kind: 'change'; tier: PaidTier; subscriptionId: string };

/**
 * True when the listing had a paid plan before (running or ended): a new one then starts without a trial. A
 * free row marked 'active' (the demo seed writes free listings so) never had one.
 */
export const hadPaidPlan = (plan: Subscription | null): boolean =>
  plan !== null && (plan.tier !== 'free' || plan.status === 'cancelled' || plan.startedAt !== null || plan.trialEndsAt !== null);

export const alreadyOnPlan = (tier: PaidTier) => `Your listing is already on the ${TIER_PLANS[tier].name} plan.`;

/** What asking for `tier` does to the listing's plan `plan` (null: never had one) at `now`. */
export function planChangeOf(plan: Subscription | null, tier: PaidTier, now: Date): PlanChange {
  const running = plan !== null && isPaidSubscription(plan) && plan.tier !== 'free';
  if (running && plan.processor) {
    // The tier already held is refused, unless a downgrade waits: asking for it again withdraws that.
    if (plan.tier === tier && !plan.processor.scheduledTier) throw new DomainError('CONFLICT', alreadyOnPlan(tier));
    return { kind: 'change', tier, subscriptionId: plan.processor.subscriptionId };
  }
  if (running) {
    // A plan written before billing was real: the processor takes it over with what is left of its trial.
    if (plan.tier === tier) throw new DomainError('CONFLICT', alreadyOnPlan(tier));
    const trialEnd = plan.trialEndsAt && plan.trialEndsAt.getTime() > now.getTime() ? plan.trialEndsAt : null;
    return { kind: 'start', tier, trialEnd, priceLockedUntil: plan.priceLockedUntil ?? addMonthsUtc(trialEnd ?? now, INTRO_PRICE_LOCK_MONTHS) };
  }
  if (!hadPaidPlan(plan)) {
    const trialEnd = trialEndsAt(now);
    return { kind: 'start', tier, trialEnd, priceLockedUntil: addMonthsUtc(trialEnd, INTRO_PRICE_LOCK_MONTHS) };
  }
  // A restart: charged at once; the first year's price lock keeps its date while it lasts.
  return { kind: 'start', tier, trialEnd: null, priceLockedUntil: plan?.priceLockedUntil ?? addMonthsUtc(now, INTRO_PRICE_LOCK_MONTHS) };
}

/** The price charged at once when a plan restarts without a trial: introductory while locked, else regular. */
export const firstChargeCents = (tier: PaidTier, priceLockedUntil: Date, now: Date): number =>
  now.getTime() < priceLockedUntil.getTime() ? TIER_PLANS[tier].introMonthlyCents : TIER_PLANS[tier].regularMonthlyCents;
