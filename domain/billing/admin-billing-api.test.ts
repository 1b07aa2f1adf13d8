import { describe, expect, it } from 'vitest';
import { billingStatusOf, formatCents, freeMonthsBodySchema, monthLabel } from './admin-billing-api.ts';

describe('a vendor’s billing status in the admin table', () => {
  const at = (iso: string) => `${iso}T12:00:00.000Z`;
  it.each([
    [{ planStatus: 'trialing', trialEndsAt: at('2027-03-03'), planCancelAt: null }, 'Trial ends Mar 3', 'pending'],
    [{ planStatus: 'active', trialEndsAt: null, planCancelAt: null }, 'Paid', 'success'],
    [{ planStatus: 'past_due', trialEndsAt: null, planCancelAt: null }, 'Past due', 'danger'],
    [{ planStatus: 'active', trialEndsAt: null, planCancelAt: at('2027-04-01') }, 'Cancels Apr 1', 'neutral'],
    [{ planStatus: 'trialing', trialEndsAt: at('2027-03-03'), planCancelAt: at('2027-03-03') }, 'Cancels Mar 3', 'neutral'],
    [{ planStatus: 'cancelled', trialEndsAt: null, planCancelAt: null }, 'Free', 'neutral'],
    [{ planStatus: 'none', trialEndsAt: null, planCancelAt: null }, 'Free', 'neutral'],
  ] as const)('%o reads %s', (facts, label, tone) => {
    expect(billingStatusOf(facts)).toEqual({ label, tone });
  });
});

describe('revenue figures in words', () => {
  it('writes whole dollars without cents and others with them', () => {
    expect([formatCents(0), formatCents(2900), formatCents(1234550), formatCents(4333)]).toEqual(['$0', '$29', '$12,345.50', '$43.33']);
  });
  it('names a month short under a bar and with its year in the table', () => {
    expect([monthLabel('2027-03', true), monthLabel('2027-03')]).toEqual(['Mar', 'Mar 2027']);
  });
});

describe('free months', () => {
  it('takes 1 to 12 whole months and a trimmed one-line reason of at most 200 characters', () => {
    expect(freeMonthsBodySchema.parse({ months: '12', reason: '  Outage  ' })).toEqual({ months: 12, reason: 'Outage' });
    expect(freeMonthsBodySchema.safeParse({ months: 1, reason: 'x'.repeat(200) }).success).toBe(true);
    expect(freeMonthsBodySchema.safeParse({ months: 'many', reason: 'x' }).error?.issues[0]?.message).toBe('Choose between 1 and 12 free months');
  });
});
