/** The plans as the apply page shows them: names, prices and photo limits from TIER_PLANS (SPEC §9). */
import { TIER_PLANS, TIERS, TRIAL_MONTHS, type Tier } from '@domain/subscriptions/tiers';

/** 2900 → '$29'. */
export const dollars = (cents: number): string => `$${(cents / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

export interface PlanOption {
  tier: Tier;
  name: string;
  price: string;
  /** '/month' for paid plans. */
  period: string;
  terms: string;
  badge?: string;
  inclusions: string[];
}

const INCLUSIONS: Record<Tier, string[]> = {
  free: [`Photo gallery up to ${TIER_PLANS.free.photoLimit} photos`, 'Basic directory listing', 'Contact form'],
  featured: ['Top-of-category placement', 'Featured Vendor badge', `Photo gallery up to ${TIER_PLANS.featured.photoLimit} photos`, 'Wedding Journal feature'],
  premier: ['Homepage feature placement', 'Guaranteed social media spotlight', 'All Featured benefits', 'Dedicated ad spend', 'Premier Partner badge'],
};

export const PLAN_OPTIONS: PlanOption[] = TIERS.map((tier) => {
  const plan = TIER_PLANS[tier];
  const paid = tier !== 'free';
  return {
    tier,
    name: plan.name,
    price: dollars(plan.introMonthlyCents),
    period: paid ? '/month' : '',
    terms: paid ? `Locked for the first year (normally ${dollars(plan.regularMonthlyCents)}/mo)` : 'Always complimentary. No card needed.',
    badge: paid ? `${TRIAL_MONTHS} months free` : undefined,
    inclusions: INCLUSIONS[tier],
  };
});

export const planOption = (tier: Tier): PlanOption => PLAN_OPTIONS.find((p) => p.tier === tier) ?? PLAN_OPTIONS[0]!;
