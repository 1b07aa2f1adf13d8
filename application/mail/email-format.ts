import { formatPlanDate } from '../../domain/subscriptions/subscription.ts';
import type { DateText, MoneyText } from '../ports/outbox.ts';

/**
 * How emails write money and days (the same in every email), and the only makers of the email data's
 * `MoneyText` and `DateText`: `$29`, `$12.50`; `February 25, 2027` (UTC, the day the dashboard shows too).
 */
export const dollars = (cents: number): MoneyText => `$${(cents / 100).toFixed(cents % 100 ? 2 : 0)}` as MoneyText;

export const longDate = (d: Date): DateText => formatPlanDate(d) as DateText;
