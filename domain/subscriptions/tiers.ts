/** Subscription tiers and their business constants (SPEC.md §9). */
export const TIERS = ['free', 'featured', 'premier'] as const;
export type Tier = (typeof TIERS)[number];

export const isTier = (value: string): value is Tier => (TIERS as readonly string[]).includes(value);

export interface TierPlan {
  tier: Tier;
  name: string;
  /** Introductory monthly price in cents, locked for the first year. */
  introMonthlyCents: number;
  /** Regular monthly price in cents. */
  regularMonthlyCents: number;
  photoLimit: number;
}

export const TIER_PLANS: Record<Tier, TierPlan> = {
  free: { tier: 'free', name: 'Free Standard Listing', introMonthlyCents: 0, regularMonthlyCents: 0, photoLimit: 10 },
  featured: { tier: 'featured', name: 'Featured Listing', introMonthlyCents: 2900, regularMonthlyCents: 3900, photoLimit: 30 },
  premier: { tier: 'premier', name: 'Premier Partner', introMonthlyCents: 12900, regularMonthlyCents: 18900, photoLimit: 30 },
};

export const TRIAL_MONTHS = 3;
export const REMINDER_DAYS_BEFORE_FIRST_PAYMENT = 7;

export const photoLimitFor = (tier: Tier): number => TIER_PLANS[tier].photoLimit;
export const isPaidTier = (tier: Tier): boolean => tier !== 'free';

/** How long the introductory price is locked once the trial is over: the first year of paying. */
export const INTRO_PRICE_LOCK_MONTHS = 12;

/**
 * `date` plus `months` calendar months in UTC: the same day-of-month and time, clamped to the last day of a
 * shorter month (Nov 30 + 3 months = Feb 28, or Feb 29 in a leap year).
 */
export const addMonthsUtc = (date: Date, months: number): Date => {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const day = Math.min(date.getUTCDate(), lastDay);
  return new Date(
    Date.UTC(y, m, day, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds()),
  );
};

/** The end of a trial that starts at `start`: the same day-of-month, TRIAL_MONTHS later (clamped to month end), UTC. */
export const trialEndsAt = (start: Date): Date => addMonthsUtc(start, TRIAL_MONTHS);
