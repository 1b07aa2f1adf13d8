import { describe, expect, it } from 'vitest';
import { formatPlanDate } from '../../domain/subscriptions/subscription.ts';
import { dollars, longDate } from './email-format.ts';

describe('email formatting', () => {
  it('writes whole dollars without cents and other amounts with two decimals', () => {
    expect([dollars(2900), dollars(12900), dollars(1250), dollars(1205), dollars(0)]).toEqual(['$29', '$129', '$12.50', '$12.05', '$0']);
  });

  it('writes a day in UTC the way the dashboard does', () => {
    const lateEvening = new Date('2027-02-25T23:30:00Z');
    expect(longDate(lateEvening)).toBe('February 25, 2027');
    expect(longDate(lateEvening)).toBe(formatPlanDate(lateEvening));
  });
});
