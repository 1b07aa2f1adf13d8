import { describe, expect, it } from 'vitest';
import { replyBadgeHours, replyBadgeLabel, REPLY_BADGE_MIN_INQUIRIES } from './reply-time-badge.ts';

const NOW = new Date('2026-11-25T15:00:00.000Z');
const MIN = 60 * 1000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms);
/** Received `daysAgo` days ago and answered after `replyMs` (null: not yet). */
const inquiry = (replyMs: number | null, daysAgo = 3) => {
  const receivedAt = ago(daysAgo * DAY);
  return { receivedAt, firstRepliedAt: replyMs === null ? null : new Date(receivedAt.getTime() + replyMs) };
};
const answeredIn = (...times: number[]) => times.map((t) => inquiry(t));

describe('the reply-time badge', () => {
  it('needs at least 5 inquiries delivered in the last 90 days', () => {
    expect(REPLY_BADGE_MIN_INQUIRIES).toBe(5);
    expect(replyBadgeHours(answeredIn(HOUR, HOUR, HOUR, HOUR), NOW)).toBeNull();
    expect(replyBadgeHours(answeredIn(HOUR, HOUR, HOUR, HOUR, HOUR), NOW)).toBe(1);
    // The fifth is older than 90 days: it does not count.
    expect(replyBadgeHours([...answeredIn(HOUR, HOUR, HOUR, HOUR), inquiry(HOUR, 91)], NOW)).toBeNull();
  });

  it('rounds the median up to whole hours, at least one', () => {
    expect(replyBadgeHours(answeredIn(0, 0, 0, 0, 0), NOW)).toBe(1);
    expect(replyBadgeHours(answeredIn(10 * MIN, 20 * MIN, 59 * MIN, 5 * HOUR, 9 * HOUR), NOW)).toBe(1);
    expect(replyBadgeHours(answeredIn(10 * MIN, 20 * MIN, 61 * MIN, 5 * HOUR, 9 * HOUR), NOW)).toBe(2);
    expect(replyBadgeHours(answeredIn(HOUR, 2 * HOUR, 3 * HOUR, 4 * HOUR, 5 * HOUR), NOW)).toBe(3);
    expect(replyBadgeHours(answeredIn(HOUR, 2 * HOUR, 3 * HOUR + 1, 4 * HOUR, 5 * HOUR), NOW)).toBe(4);
  });

  it('takes the upper middle one for an even count (more than half within the time)', () => {
    expect(replyBadgeHours(answeredIn(HOUR, HOUR, 2 * HOUR, 5 * HOUR, 6 * HOUR, 7 * HOUR), NOW)).toBe(5);
  });

  it('shows a day for a 24-hour median and nothing slower', () => {
    expect(replyBadgeHours(answeredIn(HOUR, 2 * HOUR, 23 * HOUR + 1, 30 * HOUR, 40 * HOUR), NOW)).toBe(24);
    expect(replyBadgeHours(answeredIn(HOUR, 2 * HOUR, 24 * HOUR, 30 * HOUR, 40 * HOUR), NOW)).toBe(24);
    expect(replyBadgeHours(answeredIn(HOUR, 2 * HOUR, 24 * HOUR + 1, 30 * HOUR, 40 * HOUR), NOW)).toBeNull();
  });

  it('counts an unanswered inquiry older than the time as not yet answered, a younger one not at all', () => {
    // Three answered within an hour, two still waiting after days: 3 of 5 within an hour.
    expect(replyBadgeHours([...answeredIn(HOUR, HOUR, HOUR), inquiry(null), inquiry(null)], NOW)).toBe(1);
    // Two answered within an hour, three waiting for days: never more than half.
    expect(replyBadgeHours([...answeredIn(HOUR, HOUR), inquiry(null), inquiry(null), inquiry(null)], NOW)).toBeNull();
    // Two answered within an hour and three received 30 minutes ago: their outcome at an hour is unknown.
    const fresh = () => ({ receivedAt: ago(30 * MIN), firstRepliedAt: null });
    expect(replyBadgeHours([...answeredIn(HOUR, HOUR), fresh(), fresh(), fresh()], NOW)).toBe(1);
    // Two answered at 5 h, three waiting 3 h: slower than 3 h so far, unknown at 5 h, so 5 h is the figure.
    const waiting3h = () => ({ receivedAt: ago(3 * HOUR), firstRepliedAt: null });
    expect(replyBadgeHours([...answeredIn(5 * HOUR, 5 * HOUR), waiting3h(), waiting3h(), waiting3h()], NOW)).toBe(5);
  });

  it('reads as the issue says: 1 hour, N hours up to 23, a day', () => {
    expect(replyBadgeLabel(1)).toBe('Usually replies within 1 hour');
    expect(replyBadgeLabel(2)).toBe('Usually replies within 2 hours');
    expect(replyBadgeLabel(23)).toBe('Usually replies within 23 hours');
    expect(replyBadgeLabel(24)).toBe('Usually replies within a day');
    expect(replyBadgeLabel(25)).toBeNull();
    expect(replyBadgeLabel(0)).toBeNull();
    expect(replyBadgeLabel(null)).toBeNull();
  });
});
