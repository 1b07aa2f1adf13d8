/**
 * The subscription lifecycle of SPEC.md §4 "Subscription tier" and §9 "Plans", as pure functions over a
 * plain value (no I/O, no clock: every function takes `now`).
 *
 *   none ──startPaidTier──▶ trialing ──advance (trial over)──▶ active ──advance (lock over)──▶ active, regular price
 *                              │  ▲                               │
 *                              │  └── changeTier featured⇄premier ┘ (dates kept)
 *                              └──────────── cancel / changeTier(free) ──▶ cancelled (tier free, listing kept)
 *
 * Rules and the decisions taken where SPEC.md is silent:
 * - A paid tier starts with a TRIAL_MONTHS (3) month free trial; the card is not charged during it, so the
 *   amount due is 0 until the trial ends. Then the tier's introductory price applies, locked for the first
 *   INTRO_PRICE_LOCK_MONTHS (12) months after the trial (12 monthly payments); from `priceLockedUntil` on,
 *   the regular price applies.
 * - Featured → Premier is allowed at any time (SPEC). It keeps the trial (if still trialing), the reminder
 *   state and the lock end; the price becomes Premier's introductory price while the lock runs, else its
 *   regular price. One lock per subscription: changing tier does not restart the first year.
 * - Premier → Featured is allowed too (decision): SPEC says "cancel at any time", so refusing a downgrade
 *   would only push a vendor through cancel + a new trial. Same rule: dates kept, Featured's price.
 * - Changing to the tier already held is a CONFLICT; so is cancelling when there is no paid plan.
 * - Changing to 'free' is cancelling. Cancelling reverts the listing to the free Standard tier at once; the
 *   listing stays in the directory (`listing: 'kept'`), and the flags to write on it come back with the change.
 * - From no plan, or a cancelled one, a paid tier starts afresh with a new trial (decision: SPEC shows every
 *   upgrade starting "with a 3-month free trial"; a one-trial-per-listing policy, if wanted, belongs to the
 *   use case, which can see `trialEndsAt` of the previous subscription).
 * - The trial reminder (REMINDER_DAYS_BEFORE_FIRST_PAYMENT days before the first payment) is due exactly
 *   once: while trialing, not yet sent, and `trialEnd − 7 days ≤ now < trialEnd`. A sweep can select
 *   candidates with status 'trialing', reminderSentAt null and reminderHorizon(now) ≥ trialEndsAt > now.
 * - A cancelled subscription keeps its dates (startedAt, trialEndsAt …) as history; status decides.
 *
 * The value is flat and serialisable into one DB row: strings, integers (cents), Dates (UTC) and nulls.
 */
import { DomainError } from '../shared/domain-error.ts';
import {
  addMonthsUtc,
  INTRO_PRICE_LOCK_MONTHS,
  isPaidTier,
  photoLimitFor,
  REMINDER_DAYS_BEFORE_FIRST_PAYMENT,
  TIER_PLANS,
  type Tier,
  trialEndsAt,
} from './tiers.ts';

export const SUBSCRIPTION_STATUSES = ['none', 'trialing', 'active', 'past_due', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const isSubscriptionStatus = (value: string): value is SubscriptionStatus =>
  (SUBSCRIPTION_STATUSES as readonly string[]).includes(value);

export interface Subscription {
  /** 'free' exactly when the status is 'none' or 'cancelled'. */
  tier: Tier;
  status: SubscriptionStatus;
  /** When the current paid plan started (and its trial with it); null if there never was one. */
  startedAt: Date | null;
  /** End of the free trial = the first payment. */
  trialEndsAt: Date | null;
  /** When the "first payment in 7 days" reminder went out; null until then. */
  reminderSentAt: Date | null;
  /** Until this instant (exclusive) the introductory price applies; from it on the regular price. */
  priceLockedUntil: Date | null;
  /** The agreed monthly price in cents once the trial is over (intro while locked, then regular); 0 on free. */
  monthlyCents: number;
  cancelledAt: Date | null;
  /**
   * A cancel the vendor asked for that takes effect later: the plan runs until this instant (the end of the
   * trial or of the billing period it was asked in), then reverts to the free Standard tier. Null otherwise.
   */
  cancelAt: Date | null;
  /**
   * A plan billed by the payment processor (issue 37): its ids and what it holds. The processor owns the
   * schedule of such a plan, so `advance` leaves it alone; absent on plans from before billing was real.
   */
  processor?: ProcessorPlan | null;
  /**
   * A plan from before billing was real (no `processor`) whose first payment fell due with no card on file:
   * since then (status 'past_due'); it reverts to the free tier after the same grace as a failed payment
   * unless a card starts it at the processor (issue 37, ADR 36). Absent or null otherwise.
   */
  cardDueSince?: Date | null;
}

/** What the processor holds of a plan beyond the fields above (domain/billing/plan-mirror.ts writes it). */
export interface ProcessorPlan {
  subscriptionId: string;
  customerId: string;
  currentPeriodEnd: Date;
  /** Since when a payment is unpaid (status 'past_due'); null otherwise. */
  pastDueSince: Date | null;
  /** Premier → Featured waits for the end of the period. */
  scheduledTier: 'featured' | 'premier' | null;
  /** Free months an admin gave run until then. */
  freeUntil: Date | null;
}

/** What a tier means on the public site: featured placement, and the Premier Partner badge and home spot. */
export interface PublicFlags {
  isFeatured: boolean;
  premierPartner: boolean;
}

/** The result of a tier change: the new subscription and what to write on the vendor listing. */
export interface TierChange {
  subscription: Subscription;
  /** The listing's flags under the new tier (an admin may still toggle `isFeatured` by hand later). */
  flags: PublicFlags;
  /** Photo limit under the new tier; photos already above it are kept, new uploads are refused. */
  photoLimit: number;
  /** A tier change never removes the listing from the directory (SPEC.md §4). */
  listing: 'kept';
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const publicFlags = (tier: Tier): PublicFlags => ({ isFeatured: tier !== 'free', premierPartner: tier === 'premier' });

/** A listing that never had a paid plan. */
export const noSubscription = (): Subscription => ({
  tier: 'free',
  status: 'none',
  startedAt: null,
  trialEndsAt: null,
  reminderSentAt: null,
  priceLockedUntil: null,
  monthlyCents: 0,
  cancelledAt: null,
  cancelAt: null,
});

/** True while a paid plan runs (in its trial or paying). */
export const isPaidSubscription = (sub: Subscription): boolean => sub.status === 'trialing' || sub.status === 'active' || sub.status === 'past_due';

const tierChange = (subscription: Subscription): TierChange => ({
  subscription,
  flags: publicFlags(subscription.tier),
  photoLimit: photoLimitFor(subscription.tier),
  listing: 'kept',
});

/** The agreed price of `tier` at `now`: introductory while the lock runs, regular after it. */
const agreedMonthlyCents = (tier: Tier, priceLockedUntil: Date | null, now: Date): number =>
  priceLockedUntil !== null && now.getTime() >= priceLockedUntil.getTime()
    ? TIER_PLANS[tier].regularMonthlyCents
    : TIER_PLANS[tier].introMonthlyCents;

/** A new paid plan at `now`: a 3-month trial, then the introductory price locked for 12 months. */
export function startPaidTier(tier: Tier, now: Date): Subscription {
  if (!isPaidTier(tier)) {
    throw new DomainError('VALIDATION_FAILED', 'A paid plan is Featured or Premier', { subscriptionTier: 'Choose Featured or Premier' });
  }
  const trialEnd = trialEndsAt(now);
  return {
    tier,
    status: 'trialing',
    startedAt: now,
    trialEndsAt: trialEnd,
    reminderSentAt: null,
    priceLockedUntil: addMonthsUtc(trialEnd, INTRO_PRICE_LOCK_MONTHS),
    monthlyCents: TIER_PLANS[tier].introMonthlyCents,
    cancelledAt: null,
    cancelAt: null,
  };
}

/**
 * Brings `sub` up to `now`: a trial that is over becomes active (at the locked introductory price), and an
 * active plan whose lock is over moves to the regular price. Returns `sub` itself when nothing changes.
 */
export function advance(sub: Subscription, now: Date): Subscription {
  // The processor runs a billed plan's schedule; our row follows its events.
  if (sub.processor) return sub;
  // A plan cancelled for the end of its trial or billing period ends then (and is never charged again).
  if (isPaidSubscription(sub) && sub.cancelAt !== null && now.getTime() >= sub.cancelAt.getTime()) return cancel(sub, sub.cancelAt).subscription;
  let next = sub;
  if (next.status === 'trialing' && next.trialEndsAt !== null && now.getTime() >= next.trialEndsAt.getTime()) {
    next = { ...next, status: 'active' };
  }
  if (next.status === 'active' && next.priceLockedUntil !== null && now.getTime() >= next.priceLockedUntil.getTime()) {
    const regular = TIER_PLANS[next.tier].regularMonthlyCents;
    if (next.monthlyCents !== regular) next = { ...next, monthlyCents: regular };
  }
  return next;
}

/** Cancels the paid plan at `now`: the listing reverts to the free Standard tier and stays listed. */
export function cancel(sub: Subscription, now: Date): TierChange {
  if (!isPaidSubscription(sub)) throw new DomainError('CONFLICT', 'There is no paid plan to cancel');
  return tierChange({ ...sub, tier: 'free', status: 'cancelled', monthlyCents: 0, cancelledAt: now });
}

/**
 * Moves the listing to `newTier` at `now`: 'free' cancels; from no (or a cancelled) plan a paid tier starts
 * with a trial; between Featured and Premier the trial, reminder and lock dates are kept and the price is the
 * new tier's (introductory while the lock runs).
 */
export function changeTier(sub: Subscription, newTier: Tier, now: Date): TierChange {
  if (newTier === 'free') return cancel(sub, now);
  if (!isPaidSubscription(sub)) return tierChange(startPaidTier(newTier, now));
  const current = advance(sub, now);
  if (current.tier === newTier) {
    throw new DomainError('CONFLICT', `The listing is already on the ${TIER_PLANS[newTier].name} plan`);
  }
  // Asking for another paid tier withdraws a cancel that was waiting for the end of the period.
  return tierChange({ ...current, tier: newTier, monthlyCents: agreedMonthlyCents(newTier, current.priceLockedUntil, now), cancelAt: null });
}

/**
 * When the period the vendor is in at `now` ends: the trial's end while trialing, else the next monthly
 * billing date (billing runs monthly from the trial's end, or from the start when there was no trial).
 */
export function currentPeriodEnd(sub: Subscription, now: Date): Date {
  const t = now.getTime();
  if (sub.trialEndsAt !== null && t < sub.trialEndsAt.getTime()) return sub.trialEndsAt;
  const anchor = sub.trialEndsAt ?? sub.startedAt ?? now;
  let months = 1;
  while (addMonthsUtc(anchor, months).getTime() <= t) months++;
  return addMonthsUtc(anchor, months);
}

/** 'February 28, 2027': how a plan date reads in emails and on the dashboard (UTC). */
export const formatPlanDate = (d: Date): string =>
  d.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export const NO_PAID_PLAN_TO_CANCEL = 'Your listing is on the free Standard listing, so there is no paid plan to cancel.';

/**
 * The vendor's own cancel ('cancel whenever you like'): the plan keeps running, unpaid, to the end of the
 * trial or of the billing period it is in, then reverts to the free Standard tier (`advance` applies it);
 * the listing stays in the directory. Cancelling a plan already cancelled, or no paid plan, is a CONFLICT.
 */
export function cancelAtPeriodEnd(sub: Subscription, now: Date): { subscription: Subscription; endsAt: Date } {
  const current = advance(sub, now);
  // A free row may be stored as 'active' (the demo seed's free listings): the tier decides too.
  if (!isPaidSubscription(current) || !isPaidTier(current.tier)) throw new DomainError('CONFLICT', NO_PAID_PLAN_TO_CANCEL);
  if (current.cancelAt !== null) {
    throw new DomainError('CONFLICT', `Your ${TIER_PLANS[current.tier].name} plan is already cancelled; it ends on ${formatPlanDate(current.cancelAt)}.`);
  }
  const endsAt = currentPeriodEnd(current, now);
  return { subscription: { ...current, cancelAt: endsAt }, endsAt };
}

/** When the reminder window of a trial ending at `trialEnd` opens (7 days before the first payment). */
export const reminderWindowOpensAt = (trialEnd: Date): Date =>
  new Date(trialEnd.getTime() - REMINDER_DAYS_BEFORE_FIRST_PAYMENT * DAY_MS);

/** Trials ending at or before this instant (and after `now`) are in their reminder window at `now`. */
export const reminderHorizon = (now: Date): Date => new Date(now.getTime() + REMINDER_DAYS_BEFORE_FIRST_PAYMENT * DAY_MS);

/** True exactly when the first-payment reminder should go out now (and it has not gone out yet). */
export function reminderDue(sub: Subscription, now: Date): boolean {
  if (sub.status !== 'trialing' || sub.reminderSentAt !== null || sub.trialEndsAt === null || sub.cancelAt !== null) return false;
  const t = now.getTime();
  return t >= reminderWindowOpensAt(sub.trialEndsAt).getTime() && t < sub.trialEndsAt.getTime();
}

/** Records that the reminder went out at `now`; a second time is a CONFLICT (it goes out once). */
export function markReminderSent(sub: Subscription, now: Date): Subscription {
  if (sub.status !== 'trialing') throw new DomainError('CONFLICT', 'Only a plan in its trial gets a first-payment reminder');
  if (sub.reminderSentAt !== null) throw new DomainError('CONFLICT', 'The first-payment reminder was already sent');
  return { ...sub, reminderSentAt: now };
}

/** What the vendor pays for the month at `now`, in cents: 0 on free and during the trial. */
export function currentMonthlyCents(sub: Subscription, now: Date): number {
  if (!isPaidSubscription(sub)) return 0;
  if (sub.trialEndsAt !== null && now.getTime() < sub.trialEndsAt.getTime()) return 0;
  if (sub.priceLockedUntil !== null && now.getTime() >= sub.priceLockedUntil.getTime()) {
    return TIER_PLANS[sub.tier].regularMonthlyCents;
  }
  return sub.monthlyCents;
}
