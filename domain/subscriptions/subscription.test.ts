import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/domain-error.ts';
import {
  advance,
  cancel,
  cancelAtPeriodEnd,
  changeTier,
  currentMonthlyCents,
  markReminderSent,
  noSubscription,
  publicFlags,
  reminderDue,
  reminderHorizon,
  startPaidTier,
  type Subscription,
} from './subscription.ts';

const at = (iso: string) => new Date(iso);
const START = at('2026-01-15T10:00:00.000Z');
const TRIAL_END = at('2026-04-15T10:00:00.000Z');
const LOCK_END = at('2027-04-15T10:00:00.000Z');
const ms = (date: Date, delta: number) => new Date(date.getTime() + delta);
const DAY = 24 * 60 * 60 * 1000;

const featuredTrial = (): Subscription => startPaidTier('featured', START);

const expectDomainError = (fn: () => unknown, code: DomainError['code']) => {
  let caught: unknown;
  try {
    fn();
  } catch (e) {
    caught = e;
  }
  expect(caught).toBeInstanceOf(DomainError);
  expect((caught as DomainError).code).toBe(code);
};

describe('starting a paid tier', () => {
  it('starts a 3-month free trial at the introductory price, locked for the year after the trial', () => {
    expect(startPaidTier('featured', START)).toEqual({
      tier: 'featured',
      status: 'trialing',
      startedAt: START,
      trialEndsAt: TRIAL_END,
      reminderSentAt: null,
      priceLockedUntil: LOCK_END,
      monthlyCents: 2900,
      cancelledAt: null,
      cancelAt: null,
    });
    expect(startPaidTier('premier', START).monthlyCents).toBe(12900);
  });

  it('clamps the trial end of Nov 30 to Feb 28, and to Feb 29 in a leap year', () => {
    expect(startPaidTier('featured', at('2026-11-30T12:00:00.000Z')).trialEndsAt).toEqual(at('2027-02-28T12:00:00.000Z'));
    expect(startPaidTier('featured', at('2027-11-30T12:00:00.000Z')).trialEndsAt).toEqual(at('2028-02-29T12:00:00.000Z'));
  });

  it('clamps the price lock end too: a trial ending Feb 29 is locked until Feb 28 a year later', () => {
    expect(startPaidTier('premier', at('2027-11-30T12:00:00.000Z')).priceLockedUntil).toEqual(at('2029-02-28T12:00:00.000Z'));
  });

  it('refuses free as a paid tier', () => {
    expectDomainError(() => startPaidTier('free', START), 'VALIDATION_FAILED');
  });

  it('charges nothing during the trial', () => {
    const sub = featuredTrial();
    expect(currentMonthlyCents(sub, START)).toBe(0);
    expect(currentMonthlyCents(sub, ms(TRIAL_END, -1))).toBe(0);
  });

  it('keeps the subscription a flat row of strings, numbers, dates and nulls', () => {
    for (const value of Object.values(featuredTrial())) {
      expect(value === null || value instanceof Date || ['string', 'number'].includes(typeof value)).toBe(true);
    }
  });
});

describe('the first-payment reminder', () => {
  const windowOpens = at('2026-04-08T10:00:00.000Z');

  it('is not due before the window opens, 7 days before the trial ends', () => {
    expect(reminderDue(featuredTrial(), START)).toBe(false);
    expect(reminderDue(featuredTrial(), ms(windowOpens, -1))).toBe(false);
  });

  it('is due from exactly 7 days before the trial ends until the trial ends', () => {
    expect(reminderDue(featuredTrial(), windowOpens)).toBe(true);
    expect(reminderDue(featuredTrial(), ms(windowOpens, 3 * DAY))).toBe(true);
    expect(reminderDue(featuredTrial(), ms(TRIAL_END, -1))).toBe(true);
  });

  it('is not due once the trial has ended', () => {
    expect(reminderDue(featuredTrial(), TRIAL_END)).toBe(false);
    expect(reminderDue(featuredTrial(), ms(TRIAL_END, DAY))).toBe(false);
    expect(reminderDue(advance(featuredTrial(), TRIAL_END), TRIAL_END)).toBe(false);
  });

  it('is due exactly once: after markReminderSent it is never due again', () => {
    const sent = markReminderSent(featuredTrial(), windowOpens);
    expect(sent.reminderSentAt).toEqual(windowOpens);
    for (const now of [windowOpens, ms(windowOpens, DAY), ms(TRIAL_END, -1)]) expect(reminderDue(sent, now)).toBe(false);
    expectDomainError(() => markReminderSent(sent, ms(windowOpens, DAY)), 'CONFLICT');
  });

  it('is not due for a cancelled plan or a listing without one', () => {
    const cancelled = cancel(featuredTrial(), ms(windowOpens, -DAY)).subscription;
    expect(reminderDue(cancelled, windowOpens)).toBe(false);
    expectDomainError(() => markReminderSent(cancelled, windowOpens), 'CONFLICT');
    expect(reminderDue(noSubscription(), windowOpens)).toBe(false);
  });

  it('puts a trial in the sweep horizon when it ends within 7 days', () => {
    expect(reminderHorizon(windowOpens)).toEqual(TRIAL_END);
  });
});

describe('cancelling', () => {
  it('reverts to the free tier, keeps the listing, and clears the featured and premier flags', () => {
    const now = at('2026-02-01T00:00:00.000Z');
    const change = cancel(startPaidTier('premier', START), now);
    expect(change.subscription).toMatchObject({ tier: 'free', status: 'cancelled', cancelledAt: now, monthlyCents: 0 });
    expect(change.listing).toBe('kept');
    expect(change.flags).toEqual({ isFeatured: false, premierPartner: false });
    expect(change.photoLimit).toBe(10);
    expect(currentMonthlyCents(change.subscription, ms(TRIAL_END, DAY))).toBe(0);
  });

  it('is what changing to free does', () => {
    const now = ms(TRIAL_END, 10 * DAY);
    expect(changeTier(featuredTrial(), 'free', now)).toEqual(cancel(featuredTrial(), now));
  });

  it('is a conflict without a paid plan', () => {
    expectDomainError(() => cancel(noSubscription(), START), 'CONFLICT');
    const cancelled = cancel(featuredTrial(), START).subscription;
    expectDomainError(() => cancel(cancelled, START), 'CONFLICT');
    expectDomainError(() => changeTier(cancelled, 'free', START), 'CONFLICT');
  });

  it('does not move a cancelled plan on', () => {
    const cancelled = cancel(featuredTrial(), START).subscription;
    expect(advance(cancelled, ms(LOCK_END, DAY))).toBe(cancelled);
  });
});

describe('changing tier', () => {
  it('upgrades featured to premier during the trial, keeping the trial end, lock and reminder state', () => {
    const reminded = markReminderSent(featuredTrial(), at('2026-04-09T00:00:00.000Z'));
    const change = changeTier(reminded, 'premier', at('2026-04-10T00:00:00.000Z'));
    expect(change.subscription).toEqual({ ...reminded, tier: 'premier', monthlyCents: 12900 });
    expect(change.subscription.status).toBe('trialing');
    expect(change.subscription.trialEndsAt).toEqual(TRIAL_END);
    expect(change.flags).toEqual({ isFeatured: true, premierPartner: true });
    expect(change.photoLimit).toBe(30);
    expect(change.listing).toBe('kept');
    expect(reminderDue(change.subscription, at('2026-04-11T00:00:00.000Z'))).toBe(false);
  });

  it('upgrades featured to premier after the trial at the premier introductory price while the lock runs', () => {
    const change = changeTier(featuredTrial(), 'premier', at('2026-09-01T00:00:00.000Z'));
    expect(change.subscription).toMatchObject({ tier: 'premier', status: 'active', monthlyCents: 12900, priceLockedUntil: LOCK_END });
  });

  it('upgrades featured to premier at the regular premier price once the first year is over', () => {
    const change = changeTier(featuredTrial(), 'premier', ms(LOCK_END, DAY));
    expect(change.subscription).toMatchObject({ tier: 'premier', status: 'active', monthlyCents: 18900 });
  });

  it('allows premier down to featured, keeping the dates, at the featured price', () => {
    const premier = startPaidTier('premier', START);
    const change = changeTier(premier, 'featured', at('2026-02-01T00:00:00.000Z'));
    expect(change.subscription).toEqual({ ...premier, tier: 'featured', monthlyCents: 2900 });
    expect(change.flags).toEqual({ isFeatured: true, premierPartner: false });
  });

  it('is a conflict to change to the tier already held', () => {
    expectDomainError(() => changeTier(featuredTrial(), 'featured', START), 'CONFLICT');
    expectDomainError(() => changeTier(noSubscription(), 'free', START), 'CONFLICT');
  });

  it('starts a paid tier with a new trial from no plan or a cancelled one', () => {
    const now = at('2026-06-01T00:00:00.000Z');
    expect(changeTier(noSubscription(), 'featured', now).subscription).toEqual(startPaidTier('featured', now));
    const cancelled = cancel(featuredTrial(), START).subscription;
    const restarted = changeTier(cancelled, 'premier', now);
    expect(restarted.subscription).toEqual(startPaidTier('premier', now));
    expect(restarted.flags).toEqual({ isFeatured: true, premierPartner: true });
  });
});

describe('advancing in time', () => {
  it('leaves a trial alone until it ends', () => {
    const sub = featuredTrial();
    expect(advance(sub, ms(TRIAL_END, -1))).toBe(sub);
  });

  it('makes a trial active at the locked introductory price when it ends', () => {
    const active = advance(featuredTrial(), TRIAL_END);
    expect(active).toMatchObject({ status: 'active', tier: 'featured', monthlyCents: 2900 });
    expect(currentMonthlyCents(active, TRIAL_END)).toBe(2900);
    expect(currentMonthlyCents(active, ms(LOCK_END, -1))).toBe(2900);
    expect(advance(active, ms(LOCK_END, -1))).toBe(active);
  });

  it('applies the regular price once the lock is over', () => {
    const active = advance(featuredTrial(), TRIAL_END);
    const regular = advance(active, LOCK_END);
    expect(regular).toMatchObject({ status: 'active', monthlyCents: 3900 });
    expect(currentMonthlyCents(regular, LOCK_END)).toBe(3900);
    // The amount due follows the calendar even before a sweep has advanced the row.
    expect(currentMonthlyCents(active, LOCK_END)).toBe(3900);
    expect(advance(regular, ms(LOCK_END, 30 * DAY))).toBe(regular);
  });

  it('goes straight to the regular price when a trial is first advanced after the lock', () => {
    expect(advance(startPaidTier('premier', START), ms(LOCK_END, DAY))).toMatchObject({ status: 'active', monthlyCents: 18900 });
  });
});

describe('public flags', () => {
  it('features paid tiers and makes premier a Premier Partner', () => {
    expect(publicFlags('free')).toEqual({ isFeatured: false, premierPartner: false });
    expect(publicFlags('featured')).toEqual({ isFeatured: true, premierPartner: false });
    expect(publicFlags('premier')).toEqual({ isFeatured: true, premierPartner: true });
  });
});

describe("the vendor's own cancel (at the end of the trial or billing period)", () => {
  it('keeps the plan to the end of the trial, then reverts to the free Standard tier', () => {
    const during = ms(START, 10 * DAY);
    const { subscription, endsAt } = cancelAtPeriodEnd(featuredTrial(), during);
    expect(endsAt).toEqual(TRIAL_END);
    expect(subscription).toMatchObject({ tier: 'featured', status: 'trialing', cancelAt: TRIAL_END });
    expect(advance(subscription, ms(TRIAL_END, -1))).toMatchObject({ tier: 'featured', status: 'trialing' });
    expect(advance(subscription, TRIAL_END)).toMatchObject({ tier: 'free', status: 'cancelled', cancelledAt: TRIAL_END, monthlyCents: 0 });
    // No "first payment" reminder for a plan that will not be paid.
    expect(reminderDue(subscription, ms(TRIAL_END, -DAY))).toBe(false);
  });

  it('keeps a paying plan to the end of the billing month it is in', () => {
    const { endsAt } = cancelAtPeriodEnd(featuredTrial(), at('2026-06-20T00:00:00.000Z'));
    expect(endsAt).toEqual(at('2026-07-15T10:00:00.000Z'));
    expect(cancelAtPeriodEnd(featuredTrial(), at('2026-07-15T10:00:00.000Z')).endsAt).toEqual(at('2026-08-15T10:00:00.000Z'));
  });

  it('refuses a second cancel and a cancel without a paid plan', () => {
    const { subscription } = cancelAtPeriodEnd(featuredTrial(), START);
    expect(() => cancelAtPeriodEnd(subscription, START)).toThrow('Your Featured Listing plan is already cancelled; it ends on April 15, 2026.');
    expectDomainError(() => cancelAtPeriodEnd(noSubscription(), START), 'CONFLICT');
  });

  it('withdraws the cancel when the vendor moves to another paid tier', () => {
    const { subscription } = cancelAtPeriodEnd(featuredTrial(), START);
    expect(changeTier(subscription, 'premier', START).subscription.cancelAt).toBeNull();
  });
});
