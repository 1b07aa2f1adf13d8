import { describe, expect, it } from 'vitest';
import { REVIEW_RATE_LIMITS } from './submit-review.ts';
import { MODERATION_BUSINESS_DAYS, POLICY_REVIEW_LIMITS, REVIEW_POLICY, moderationDueBy } from '../../domain/reviews/review-policy.ts';

const HOUR = 60 * 60 * 1000;

describe('the published review policy', () => {
  it('states the submission limits the code enforces', () => {
    expect(REVIEW_RATE_LIMITS.perEmailVendor).toEqual({ limit: POLICY_REVIEW_LIMITS.perEmailVendorPerDay, windowMs: 24 * HOUR });
    expect(REVIEW_RATE_LIMITS.perIp).toEqual({ limit: POLICY_REVIEW_LIMITS.perConnectionPerHour, windowMs: HOUR });
    expect(REVIEW_POLICY.who.join(' ')).toContain('One review of a vendor from one email address a day, and at most 5 reviews an hour from one connection.');
  });

  it(`puts the moderation deadline ${MODERATION_BUSINESS_DAYS} business days after the submission, weekends not counted`, () => {
    // Monday → Wednesday; Thursday → Monday; Friday → Tuesday; Saturday and Sunday → Tuesday.
    expect(moderationDueBy(new Date('2026-11-30T15:00:00Z')).toISOString()).toBe('2026-12-02T15:00:00.000Z');
    expect(moderationDueBy(new Date('2026-12-03T15:00:00Z')).toISOString()).toBe('2026-12-07T15:00:00.000Z');
    expect(moderationDueBy(new Date('2026-12-04T15:00:00Z')).toISOString()).toBe('2026-12-08T15:00:00.000Z');
    expect(moderationDueBy(new Date('2026-12-05T15:00:00Z')).toISOString()).toBe('2026-12-08T15:00:00.000Z');
    expect(moderationDueBy(new Date('2026-12-06T15:00:00Z')).toISOString()).toBe('2026-12-08T15:00:00.000Z');
  });
});
