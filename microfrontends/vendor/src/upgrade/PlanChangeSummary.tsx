import type { PlanChangePreview } from '@uwd/api-client';
import { formatPlanDate } from '@domain/subscriptions/subscription';
import { TIER_PLANS } from '@domain/subscriptions/tiers';
import type { PaidTier } from '@domain/billing/billing';

/** 5806 → '$58.06', 2900 → '$29'. */
export const money = (cents: number): string => `$${(cents / 100).toFixed(cents % 100 ? 2 : 0)}`;

/** What confirming does, in one sentence, from the server's preview (GET /api/vendors/{id}/plan-change); `from`: the plan held now. */
export function planChangeSentence(p: PlanChangePreview, from?: PaidTier): string {
  const name = TIER_PLANS[p.tier].name;
  const monthly = `${money(p.monthlyCents)}/month`;
  if (p.kind === 'start' && p.trialEndsAt) return `Nothing is charged today. Your free trial runs until ${formatPlanDate(new Date(p.trialEndsAt))}, then ${monthly}.`;
  if (p.effective === 'period_end') {
    return `Your plan moves to ${name} on ${formatPlanDate(new Date(p.effectiveAt))}; ${from ? TIER_PLANS[from].name : 'your current plan'} stays until then. Nothing is charged today, then ${monthly}.`;
  }
  if (p.kind === 'start') return `${money(p.amountDueNowCents)} is charged today, then ${monthly}.`;
  return p.amountDueNowCents > 0
    ? `${name} starts now. ${money(p.amountDueNowCents)} is charged today for the rest of this billing period (prorated), then ${monthly}.`
    : `${name} starts now. Nothing is charged today, then ${monthly}.`;
}

/** The button that confirms: SPEC's 'Start 3-Month Free Trial' for a trial, else what is paid now. */
export function confirmLabel(p: PlanChangePreview | null, trialLabel: string): string {
  if (!p || (p.kind === 'start' && p.trialEndsAt)) return trialLabel;
  if (p.effective === 'period_end') return `Switch to ${TIER_PLANS[p.tier].name}`;
  if (p.amountDueNowCents <= 0) return 'Upgrade Now';
  return p.kind === 'start' ? `Confirm and Pay ${money(p.amountDueNowCents)}` : `Upgrade Now and Pay ${money(p.amountDueNowCents)}`;
}

/** 'What happens when you confirm': the trial's end or the (prorated) amount charged today. */
export function PlanChangeSummary({ preview, loading, from }: { preview: PlanChangePreview | null; loading: boolean; from?: PaidTier }) {
  return (
    <div className="vu-summary" data-testid="plan-change-summary" aria-live="polite">
      <strong className="vu-summary__title">When you confirm</strong>
      <p>{preview ? planChangeSentence(preview, from) : loading ? 'Working out what changes today…' : 'Your plan starts as soon as you confirm.'}</p>
    </div>
  );
}
