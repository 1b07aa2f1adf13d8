/**
 * A paid plan as Stripe Billing holds it: one subscription driven by a subscription schedule whose phases
 * carry the trial, the introductory price until the price lock ends, the regular price after it, a tier
 * change at the end of the period (a downgrade), free months (a 100%-off coupon on the phases they cover)
 * and a cancellation at the period's end (the schedule ends there with `end_behavior: 'cancel'`).
 *
 * Every change reads the plan from the schedule, changes the plan, and writes all its phases again from
 * the plan (`phasesOf`), so the phases are always the plan's pure image — no phase edits that could drift.
 */
import type Stripe from 'stripe';
import type { PaidTier } from '../../../domain/billing/billing.ts';

export type PriceKind = 'intro' | 'regular';
export type PriceIds = Record<PaidTier, Record<PriceKind, string>>;

/** What the schedule's phases say, in seconds since the epoch (Stripe's unit). */
export interface StripePlan {
  /** Start of the schedule's current phase (Stripe wants it unchanged on every update). */
  currentStart: number;
  /** The tier now. */
  tier: PaidTier;
  /** A tier taking over later (a downgrade at the period's end). */
  nextTier: { tier: PaidTier; at: number } | null;
  trialEnd: number | null;
  priceLockedUntil: number;
  /** Months an admin gave: invoices for periods starting in [from, until) are free. */
  free: { from: number; until: number } | null;
  /** The schedule ends here and cancels the subscription (the vendor cancelled). */
  cancelAt: number | null;
}

export type SchedulePhase = Stripe.SubscriptionScheduleUpdateParams.Phase;

/** Calendar months later, in UTC, clamped to the month's last day (as Stripe's monthly billing does). */
export const addMonths = (seconds: number, months: number): number => {
  const d = new Date(seconds * 1000);
  const day = d.getUTCDate();
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return Math.floor(target.getTime() / 1000);
};

/** The metadata every phase, the schedule and so the subscription carry: how our side finds the plan. */
export const planMetadata = (vendorId: string, plan: StripePlan): Record<string, string> => ({
  vendor_id: vendorId,
  price_locked_until: String(plan.priceLockedUntil),
  free_from: plan.free ? String(plan.free.from) : '',
  free_until: plan.free ? String(plan.free.until) : '',
});

/** The tier in force at an instant of the plan. */
export const tierAt = (plan: StripePlan, at: number): PaidTier => (plan.nextTier && at >= plan.nextTier.at ? plan.nextTier.tier : plan.tier);
export const kindAt = (plan: StripePlan, at: number): PriceKind => (at < plan.priceLockedUntil ? 'intro' : 'regular');

/**
 * The plan's phases from its current one on. Phase boundaries are the instants where something changes;
 * the last phase runs one month (the schedule is then released and the subscription renews at its price),
 * or ends at `cancelAt`.
 */
export const phasesOf = (plan: StripePlan, prices: PriceIds, couponId: string, metadata: Record<string, string>): SchedulePhase[] => {
  const marks = [plan.trialEnd, plan.priceLockedUntil, plan.nextTier?.at, plan.free?.from, plan.free?.until, plan.cancelAt]
    .filter((t): t is number => typeof t === 'number' && t > plan.currentStart && (plan.cancelAt == null || t <= plan.cancelAt));
  const bounds = [...new Set(marks)].sort((a, b) => a - b);
  const starts = [plan.currentStart, ...bounds.filter((t) => t !== plan.cancelAt)];
  return starts.map((start, i) => {
    const end = i + 1 < starts.length ? starts[i + 1] : plan.cancelAt;
    const price = prices[tierAt(plan, start)][kindAt(plan, start)];
    const free = plan.free != null && start >= plan.free.from && start < plan.free.until;
    const phase: SchedulePhase = { items: [{ price, quantity: 1 }], metadata, proration_behavior: 'none' };
    if (i === 0) phase.start_date = plan.currentStart;
    if (end != null) phase.end_date = end;
    else phase.duration = { interval: 'month', interval_count: 1 };
    if (plan.trialEnd != null && start < plan.trialEnd) phase.trial = true;
    if (free) phase.discounts = [{ coupon: couponId }];
    return phase;
  });
};

const seconds = (value: string | undefined | null): number | null => {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : null;
};

/** The tier a price id stands for, or null for a price that is not one of ours. */
export const priceTier = (prices: PriceIds, priceId: string): { tier: PaidTier; kind: PriceKind } | null => {
  for (const tier of ['featured', 'premier'] as const) {
    for (const kind of ['intro', 'regular'] as const) if (prices[tier][kind] === priceId) return { tier, kind };
  }
  return null;
};

const priceIdOf = (price: string | Stripe.Price | Stripe.DeletedPrice) => (typeof price === 'string' ? price : price.id);

/**
 * The plan a subscription and its schedule hold. `schedule` null (released, or never had one) reads the
 * plan from the subscription alone, starting at its current period.
 */
export const readPlan = (sub: Stripe.Subscription, schedule: Stripe.SubscriptionSchedule | null, prices: PriceIds): StripePlan => {
  const item = sub.items.data[0];
  if (!item) throw new Error(`Stripe subscription ${sub.id} has no item`);
  const tier = priceTier(prices, item.price.id)?.tier ?? 'featured';
  const meta = { ...sub.metadata, ...(schedule?.metadata ?? {}) };
  const freeFrom = seconds(meta.free_from);
  const freeUntil = seconds(meta.free_until);
  const base: StripePlan = {
    currentStart: item.current_period_start,
    tier,
    nextTier: null,
    trialEnd: sub.trial_end,
    priceLockedUntil: seconds(meta.price_locked_until) ?? 0,
    free: freeFrom != null && freeUntil != null ? { from: freeFrom, until: freeUntil } : null,
    cancelAt: sub.cancel_at,
  };
  if (!schedule || !isLive(schedule)) return base;
  const currentStart = schedule.current_phase?.start_date ?? schedule.phases[0]?.start_date ?? base.currentStart;
  const current = schedule.phases.find((p) => p.start_date === currentStart);
  let nextTier: StripePlan['nextTier'] = null;
  for (const phase of schedule.phases) {
    if (phase.start_date <= currentStart || !phase.items[0]) continue;
    const later = priceTier(prices, priceIdOf(phase.items[0].price))?.tier;
    if (later && later !== tier) {
      nextTier = { tier: later, at: phase.start_date };
      break;
    }
  }
  const last = schedule.phases[schedule.phases.length - 1];
  return {
    ...base,
    currentStart: current ? currentStart : base.currentStart,
    nextTier,
    cancelAt: schedule.end_behavior === 'cancel' && last ? last.end_date : base.cancelAt,
  };
};

/** A schedule that still drives its subscription. */
export const isLive = (schedule: Stripe.SubscriptionSchedule) => schedule.status === 'active' || schedule.status === 'not_started';
