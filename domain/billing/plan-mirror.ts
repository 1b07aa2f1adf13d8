/**
 * Our row of a vendor's plan, written from what the processor holds now (issue 37 §4): an event only says
 * which object changed; the handler reads the object and mirrors it here. Writing the same state twice
 * changes nothing, so a replayed or late event is harmless.
 */
import { type Subscription } from '../subscriptions/subscription.ts';
import type { ProcessorSubscription } from './billing.ts';

/**
 * Whether the processor's subscription `ps` is (or becomes) the listing's plan, given our row `previous`:
 * - the subscription our row holds, always;
 * - never one whose first payment was never made (Stripe's `incomplete`: a restart whose first charge
 *   failed, which the vendor was told never started), nor the end of a subscription our row does not hold:
 *   a plan that never ran can neither fall past due nor end;
 * - a new subscription after a plan that ended, or one taking over a plan from before billing was real;
 *   never another subscription while a billed plan runs.
 */
export function holdsPlan(previous: Subscription | null, ps: ProcessorSubscription): boolean {
  if (previous?.processor?.subscriptionId === ps.id) return true;
  if (ps.status === 'incomplete') return false;
  const ended = ps.status === 'canceled' || ps.endedAt !== null;
  const running = previous !== null && previous.status !== 'cancelled' && previous.status !== 'none';
  if (ended && running) return false;
  return !(previous?.processor && running);
}

/** The vendor's plan as the processor's subscription `ps` says it is, given our previous row. */
export function mirrorOf(ps: ProcessorSubscription, previous: Subscription | null, now: Date): Subscription {
  const ended = ps.status === 'canceled' || ps.endedAt !== null;
  const same = previous?.processor?.subscriptionId === ps.id;
  const status: Subscription['status'] = ended || ps.status === 'canceled' ? 'cancelled' : ps.status === 'incomplete' ? 'past_due' : ps.status;
  return {
    tier: ended ? 'free' : ps.tier,
    status,
    startedAt: same ? (previous?.startedAt ?? now) : now,
    trialEndsAt: ps.trialEnd,
    reminderSentAt: same ? (previous?.reminderSentAt ?? null) : null,
    priceLockedUntil: ps.priceLockedUntil,
    monthlyCents: ended ? 0 : ps.nextAmountCents,
    cancelledAt: ended ? (ps.endedAt ?? now) : null,
    cancelAt: !ended && ps.cancelAtPeriodEnd ? ps.currentPeriodEnd : null,
    processor: {
      subscriptionId: ps.id,
      customerId: ps.customerId,
      currentPeriodEnd: ps.currentPeriodEnd,
      pastDueSince: status === 'past_due' ? ((same ? previous?.processor?.pastDueSince : null) ?? now) : null,
      scheduledTier: ended ? null : ps.scheduledTier,
      freeUntil: ps.discountEndsAt,
    },
  };
}

/** What a person should hear about a change of plan (each an email, sent once). */
export type PlanNews = 'plan-changed' | 'plan-ended' | 'plan-past-due' | 'plan-restored';

export function planNews(previous: Subscription | null, next: Subscription): PlanNews[] {
  const same = previous?.processor?.subscriptionId === next.processor?.subscriptionId;
  if (!previous || !same) return [];
  const news: PlanNews[] = [];
  const wasPaid = previous.status !== 'cancelled' && previous.status !== 'none';
  if (wasPaid && next.status === 'cancelled') news.push('plan-ended');
  if (wasPaid && next.status !== 'cancelled' && previous.tier !== next.tier) news.push('plan-changed');
  if (previous.status !== 'past_due' && next.status === 'past_due') news.push('plan-past-due');
  if (previous.status === 'past_due' && (next.status === 'active' || next.status === 'trialing')) news.push('plan-restored');
  return news;
}
