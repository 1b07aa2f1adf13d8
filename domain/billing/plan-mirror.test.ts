import { describe, expect, it } from 'vitest';
import type { ProcessorSubscription } from './billing.ts';
import { holdsPlan, mirrorOf, planNews } from './plan-mirror.ts';

const at = (s: string) => new Date(s);
const NOW = at('2027-01-15T12:00:00Z');
const ps = (over: Partial<ProcessorSubscription> = {}): ProcessorSubscription => ({
  id: 'sub_1',
  customerId: 'cus_1',
  tier: 'featured',
  status: 'trialing',
  trialEnd: at('2027-04-15T12:00:00Z'),
  currentPeriodStart: NOW,
  currentPeriodEnd: at('2027-04-15T12:00:00Z'),
  cancelAtPeriodEnd: false,
  endedAt: null,
  scheduledTier: null,
  priceLockedUntil: at('2028-04-15T12:00:00Z'),
  nextAmountCents: 2900,
  discountEndsAt: null,
  ...over,
});

describe('the plan mirrored from the processor', () => {
  it('takes tier, status, trial, price lock and next amount from the processor', () => {
    const plan = mirrorOf(ps(), null, NOW);
    expect(plan).toMatchObject({ tier: 'featured', status: 'trialing', trialEndsAt: at('2027-04-15T12:00:00Z'), monthlyCents: 2900, cancelAt: null, startedAt: NOW });
    expect(plan.processor).toMatchObject({ subscriptionId: 'sub_1', pastDueSince: null });
  });

  it('shows a cancel for the end of the period as the date it ends', () => {
    expect(mirrorOf(ps({ cancelAtPeriodEnd: true }), null, NOW).cancelAt).toEqual(at('2027-04-15T12:00:00Z'));
  });

  it('keeps the first moment a payment went unpaid however often the past due state is mirrored', () => {
    const first = mirrorOf(ps({ status: 'past_due' }), null, NOW);
    const later = mirrorOf(ps({ status: 'past_due' }), first, at('2027-01-20T00:00:00Z'));
    expect(later.processor?.pastDueSince).toEqual(NOW);
  });

  it('reverts an ended plan to the free tier and keeps the trial reminder of the same plan', () => {
    const running = { ...mirrorOf(ps(), null, NOW), reminderSentAt: NOW };
    const ended = mirrorOf(ps({ status: 'canceled', endedAt: at('2027-04-15T12:00:00Z') }), running, NOW);
    expect(ended).toMatchObject({ tier: 'free', status: 'cancelled', monthlyCents: 0, cancelledAt: at('2027-04-15T12:00:00Z'), reminderSentAt: NOW });
  });

  it('tells the owner once a plan ends, changes tier, falls past due or is paid again', () => {
    const trial = mirrorOf(ps(), null, NOW);
    expect(planNews(trial, mirrorOf(ps({ status: 'canceled', endedAt: NOW }), trial, NOW))).toEqual(['plan-ended']);
    expect(planNews(trial, mirrorOf(ps({ tier: 'premier' }), trial, NOW))).toEqual(['plan-changed']);
    const pastDue = mirrorOf(ps({ status: 'past_due' }), trial, NOW);
    expect(planNews(trial, pastDue)).toEqual(['plan-past-due']);
    expect(planNews(pastDue, mirrorOf(ps({ status: 'active' }), pastDue, NOW))).toEqual(['plan-restored']);
    expect(planNews(trial, mirrorOf(ps(), trial, NOW))).toEqual([]);
  });
});

describe('which processor subscription is the listing plan', () => {
  const lapsed = mirrorOf(ps({ id: 'sub_old', status: 'canceled', endedAt: NOW }), null, NOW);
  const legacy = { tier: 'featured' as const, status: 'active' as const, startedAt: NOW, trialEndsAt: null, reminderSentAt: null, priceLockedUntil: null, monthlyCents: 2900, cancelledAt: null, cancelAt: null };

  it('never takes up a subscription whose first payment was never made (incomplete), nor its end', () => {
    const refused = ps({ id: 'sub_new', status: 'incomplete', trialEnd: null });
    expect(holdsPlan(lapsed, refused)).toBe(false);
    expect(holdsPlan(legacy, refused)).toBe(false);
    expect(holdsPlan(legacy, { ...refused, status: 'canceled', endedAt: NOW })).toBe(false);
  });

  it('takes up a new running plan after a lapsed one, or a plan from before billing started at the processor', () => {
    expect(holdsPlan(lapsed, ps({ id: 'sub_new', status: 'active', trialEnd: null }))).toBe(true);
    expect(holdsPlan(legacy, ps({ id: 'sub_new', status: 'active', trialEnd: null }))).toBe(true);
    expect(holdsPlan(null, ps())).toBe(true);
  });

  it('keeps the running plan when the news is of another subscription', () => {
    const running = mirrorOf(ps({ id: 'sub_live' }), null, NOW);
    expect(holdsPlan(running, ps({ id: 'sub_other', status: 'active' }))).toBe(false);
    expect(holdsPlan(running, ps({ id: 'sub_live', status: 'past_due' }))).toBe(true);
  });
});
