import { describe, expect, it } from 'vitest';
import { noSubscription, startPaidTier, type Subscription } from '../subscriptions/subscription.ts';
import { firstChargeCents, planChangeOf } from './plan-change.ts';

const now = new Date('2027-01-15T12:00:00Z');
const billed = (tier: 'featured' | 'premier', extra: Partial<Subscription> = {}): Subscription => ({
  ...startPaidTier(tier, new Date('2026-06-01T00:00:00Z')),
  status: 'active',
  processor: { subscriptionId: 'sub_1', customerId: 'cus_1', currentPeriodEnd: new Date('2027-02-01T00:00:00Z'), pastDueSince: null, scheduledTier: null, freeUntil: null },
  ...extra,
});
const ended = (priceLockedUntil: Date | null): Subscription => ({ ...billed('featured'), tier: 'free', status: 'cancelled', cancelledAt: new Date('2027-01-01T00:00:00Z'), priceLockedUntil });

describe('a vendor changing plan on the processor', () => {
  it('starts the first paid plan of a listing with the 3-month trial and a price lock 12 months after it', () => {
    // A free listing stored as an 'active' free row (as the demo seed writes them) never had a paid plan either.
    for (const plan of [null, noSubscription(), { ...noSubscription(), status: 'active' as const }]) {
      expect(planChangeOf(plan, 'featured', now)).toEqual({
        kind: 'start',
        tier: 'featured',
        trialEnd: new Date('2027-04-15T12:00:00Z'),
        priceLockedUntil: new Date('2028-04-15T12:00:00Z'),
      });
    }
  });

  it('restarts a lapsed or cancelled plan without a trial, keeping the first price lock while it lasts', () => {
    const lock = new Date('2027-09-01T00:00:00Z');
    expect(planChangeOf(ended(lock), 'premier', now)).toEqual({ kind: 'start', tier: 'premier', trialEnd: null, priceLockedUntil: lock });
    expect(firstChargeCents('premier', lock, now)).toBe(12900);
    const past = new Date('2026-12-01T00:00:00Z');
    expect(planChangeOf(ended(past), 'featured', now)).toMatchObject({ trialEnd: null, priceLockedUntil: past });
    expect(firstChargeCents('featured', past, now)).toBe(3900);
  });

  it('changes the tier of a billed plan at the processor, up or down', () => {
    expect(planChangeOf(billed('featured'), 'premier', now)).toEqual({ kind: 'change', tier: 'premier', subscriptionId: 'sub_1' });
    expect(planChangeOf(billed('premier'), 'featured', now)).toEqual({ kind: 'change', tier: 'featured', subscriptionId: 'sub_1' });
  });

  it('refuses the tier already held, unless asking for it again withdraws a downgrade waiting for the period end', () => {
    expect(() => planChangeOf(billed('featured'), 'featured', now)).toThrow('Your listing is already on the Featured Listing plan.');
    const downgrading = billed('premier');
    downgrading.processor = { ...downgrading.processor!, scheduledTier: 'featured' };
    expect(planChangeOf(downgrading, 'premier', now)).toMatchObject({ kind: 'change', tier: 'premier' });
  });

  it('starts a plan from before billing was real at the processor, with what is left of its trial', () => {
    const legacy = startPaidTier('featured', new Date('2026-12-01T00:00:00Z'));
    expect(planChangeOf(legacy, 'premier', now)).toEqual({ kind: 'start', tier: 'premier', trialEnd: legacy.trialEndsAt, priceLockedUntil: legacy.priceLockedUntil });
  });
});
