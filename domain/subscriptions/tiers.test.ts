import { describe, expect, it } from 'vitest';
import { isPaidTier, photoLimitFor, TIER_PLANS, trialEndsAt } from './tiers.ts';

describe('subscription tiers', () => {
  it('allows 10 photos on free and 30 on featured and premier', () => {
    expect(photoLimitFor('free')).toBe(10);
    expect(photoLimitFor('featured')).toBe(30);
    expect(photoLimitFor('premier')).toBe(30);
  });
  it('prices featured at $29 locked (normally $39) and premier at $129 (normally $189)', () => {
    expect(TIER_PLANS.featured.introMonthlyCents).toBe(2900);
    expect(TIER_PLANS.featured.regularMonthlyCents).toBe(3900);
    expect(TIER_PLANS.premier.introMonthlyCents).toBe(12900);
    expect(TIER_PLANS.premier.regularMonthlyCents).toBe(18900);
  });
  it('treats only featured and premier as paid', () => {
    expect(isPaidTier('free')).toBe(false);
    expect(isPaidTier('featured')).toBe(true);
  });
  it('ends a trial three months after it starts', () => {
    expect(trialEndsAt(new Date('2026-01-15T10:00:00Z')).toISOString()).toBe('2026-04-15T10:00:00.000Z');
  });
  it('clamps the trial end to the last day of a shorter month', () => {
    expect(trialEndsAt(new Date('2026-11-30T00:00:00Z')).toISOString()).toBe('2027-02-28T00:00:00.000Z');
  });
});
