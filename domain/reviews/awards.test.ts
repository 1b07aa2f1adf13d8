import { describe, expect, it } from 'vitest';
import type { ReplyTimePair } from '../inquiries/timing.ts';
import { awardYearAt, couplesChoice, couplesChoiceTitle, couplesChoiceWindow, newYorkNewYear, type AwardReview } from './awards.ts';

const HOUR = 60 * 60 * 1000;
const at = (iso: string) => new Date(iso);
const review = (rating: number, publishedAt: string, verified = true): AwardReview => ({ rating, verified, publishedAt: at(publishedAt) });
const answered = (receivedAt: string, hours: number): ReplyTimePair => ({ receivedAt: at(receivedAt), firstRepliedAt: new Date(at(receivedAt).getTime() + hours * HOUR) });

/** A vendor that just meets every criterion for 2027: five verified reviews averaging 4.6, replies within a day. */
const reviews = [review(5, '2026-03-01T12:00:00Z'), review(5, '2026-05-01T12:00:00Z'), review(5, '2026-07-01T12:00:00Z'), review(4, '2026-09-01T12:00:00Z'), review(4, '2026-11-01T12:00:00Z')];
const inquiries = [answered('2026-02-01T12:00:00Z', 2), answered('2026-04-01T12:00:00Z', 24), answered('2026-06-01T12:00:00Z', 30)];

describe('the award year and its window in New York', () => {
  it('is New York’s calendar year: 23:59 on Dec 31 in New York is still the old year (04:59 UTC on Jan 1)', () => {
    expect(awardYearAt(at('2027-01-01T04:59:59.999Z'))).toBe(2026);
    expect(awardYearAt(at('2027-01-01T05:00:00Z'))).toBe(2027);
  });

  it('begins at 00:00 New York time, 05:00 UTC (EST, UTC−5, at every new year)', () => {
    expect(newYorkNewYear(2027).toISOString()).toBe('2027-01-01T05:00:00.000Z');
    expect(newYorkNewYear(2026).toISOString()).toBe('2026-01-01T05:00:00.000Z');
    expect(couplesChoiceWindow(2027)).toEqual({ from: at('2026-01-01T05:00:00Z'), to: at('2027-01-01T05:00:00Z') });
  });

  it('is titled with its year', () => {
    expect(couplesChoiceTitle(2027)).toBe("Couples' Choice 2027");
  });
});

describe("'Couples' Choice {year}'", () => {
  it('goes to a vendor with 5 verified reviews, an average of 4.5 or more and a median first reply within 24 hours', () => {
    expect(couplesChoice({ reviews, inquiries }, 2027)).toEqual({ awarded: true, missed: [], verifiedReviews: 5, average: 4.6 });
  });

  it('an average of exactly 4.5 is enough, just under is not', () => {
    const ten = [...reviews, review(5, '2026-12-01T12:00:00Z'), review(5, '2026-12-02T12:00:00Z'), ...[1, 2, 3].map((m) => review(4, `2026-0${m}-15T12:00:00Z`))];
    expect(couplesChoice({ reviews: ten, inquiries }, 2027)).toMatchObject({ awarded: true, average: 4.5 });
    const underHalf = [review(5, '2026-03-01T12:00:00Z'), review(5, '2026-04-01T12:00:00Z'), review(4, '2026-05-01T12:00:00Z'), review(4, '2026-06-01T12:00:00Z'), review(4, '2026-07-01T12:00:00Z')];
    expect(couplesChoice({ reviews: underHalf, inquiries }, 2027)).toMatchObject({ awarded: false, missed: ['average'], average: 4.4 });
  });

  it('misses with 4 verified reviews (an unverified fifth does not count, nor does its rating)', () => {
    const four = [...reviews.slice(0, 4), review(5, '2026-11-01T12:00:00Z', false), review(1, '2026-11-02T12:00:00Z', false)];
    expect(couplesChoice({ reviews: four, inquiries }, 2027)).toMatchObject({ awarded: false, missed: ['verified-reviews'], verifiedReviews: 4, average: 4.75 });
  });

  it('misses when a review waits unpublished', () => {
    const waiting: AwardReview[] = [...reviews.slice(0, 4), { rating: 5, verified: true, publishedAt: null }];
    expect(couplesChoice({ reviews: waiting, inquiries }, 2027).missed).toEqual(['verified-reviews']);
  });

  it('counts a review published at 23:59 on Dec 31 in New York, not one published at 00:00 on Jan 1', () => {
    const lastMinute = [...reviews.slice(0, 4), review(4, '2027-01-01T04:59:00Z')];
    expect(couplesChoice({ reviews: lastMinute, inquiries }, 2027).awarded).toBe(true);
    const newYear = [...reviews.slice(0, 4), review(4, '2027-01-01T05:00:00Z')];
    expect(couplesChoice({ reviews: newYear, inquiries }, 2027)).toMatchObject({ awarded: false, missed: ['verified-reviews'] });
    // …which counts toward the next year's award instead.
    expect(couplesChoice({ reviews: newYear, inquiries }, 2028).verifiedReviews).toBe(1);
  });

  it('counts a review published at 00:00 on Jan 1 of the year before in New York, not one at 23:59 the day before', () => {
    const first = [...reviews.slice(1), review(5, '2026-01-01T05:00:00Z')];
    expect(couplesChoice({ reviews: first, inquiries }, 2027).awarded).toBe(true);
    const tooEarly = [...reviews.slice(1), review(5, '2026-01-01T04:59:00Z')];
    expect(couplesChoice({ reviews: tooEarly, inquiries }, 2027).missed).toEqual(['verified-reviews']);
  });

  it('misses with a median first reply of 25 hours', () => {
    const slow = [answered('2026-02-01T12:00:00Z', 2), answered('2026-04-01T12:00:00Z', 25), answered('2026-06-01T12:00:00Z', 30)];
    expect(couplesChoice({ reviews, inquiries: slow }, 2027)).toMatchObject({ awarded: false, missed: ['reply-time'] });
  });

  it('counts an unanswered inquiry as slower once it has waited 24 hours by the window’s end, and leaves a younger one out', () => {
    const twoFast = [answered('2026-02-01T12:00:00Z', 2), answered('2026-04-01T12:00:00Z', 3)];
    const waitedADay: ReplyTimePair = { receivedAt: at('2026-12-31T05:00:00Z'), firstRepliedAt: null };
    const waitedLess: ReplyTimePair = { receivedAt: at('2026-12-31T05:00:01Z'), firstRepliedAt: null };
    expect(couplesChoice({ reviews, inquiries: [...twoFast, waitedADay, { ...waitedADay }] }, 2027).missed).toEqual(['reply-time']);
    expect(couplesChoice({ reviews, inquiries: [...twoFast, waitedLess, { ...waitedLess }] }, 2027).awarded).toBe(true);
  });

  it('takes the answers as they stood at the window’s end: a reply after 00:00 on Jan 1 in New York is no reply yet', () => {
    const lateReply: ReplyTimePair = { receivedAt: at('2026-12-30T12:00:00Z'), firstRepliedAt: at('2027-01-01T05:00:00Z') };
    const oneFast = [answered('2026-02-01T12:00:00Z', 2)];
    expect(couplesChoice({ reviews, inquiries: [...oneFast, lateReply] }, 2027).missed).toEqual(['reply-time']);
  });

  it('ignores inquiries outside the window, and misses without any', () => {
    const before = [answered('2025-12-31T12:00:00Z', 1), answered('2025-12-30T12:00:00Z', 1)];
    expect(couplesChoice({ reviews, inquiries: [...before, answered('2026-06-01T12:00:00Z', 30)] }, 2027).missed).toEqual(['reply-time']);
    expect(couplesChoice({ reviews, inquiries: [] }, 2027).missed).toEqual(['reply-time']);
  });

  it('lists every criterion missed', () => {
    expect(couplesChoice({ reviews: [], inquiries: [] }, 2027)).toEqual({ awarded: false, missed: ['verified-reviews', 'average', 'reply-time'], verifiedReviews: 0, average: null });
  });
});
