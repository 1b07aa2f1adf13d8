import { describe, expect, it } from 'vitest';
import { CapturingLogger } from '../../tests/support/fakes/capturing-logger.ts';
import { FixedClock } from '../../tests/support/fakes/fixed-clock.ts';
import { InMemoryRanking } from '../../tests/support/fakes/in-memory-ranking.ts';
import { RefreshReplyTimeBadges, RotateListingOrder } from './ranking-sweeps.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const world = () => {
  const clock = new FixedClock(new Date('2026-11-25T15:00:00.000Z'));
  const ranking = new InMemoryRanking();
  const logger = new CapturingLogger();
  /** `n` inquiries to `vendorId`, received `daysAgo` days ago and answered after `replyMs` (null: not yet). */
  const inquiries = (vendorId: string, n: number, replyMs: number | null, daysAgo = 2) => {
    for (let i = 0; i < n; i++) {
      const at = new Date(clock.now().getTime() - daysAgo * DAY);
      ranking.deliver(vendorId, at, replyMs === null ? null : new Date(at.getTime() + replyMs));
    }
  };
  return { clock, ranking, inquiries, badges: new RefreshReplyTimeBadges(ranking, clock, logger), rotation: new RotateListingOrder(ranking, clock, logger) };
};

describe('refreshing the reply-time badges', () => {
  it('gives a badge to each vendor with at least 5 inquiries, in one batched write', async () => {
    const w = world();
    w.inquiries('fast', 5, 90 * 60 * 1000);
    w.inquiries('day', 5, 20 * HOUR);
    w.inquiries('few', 4, 60 * 1000);
    expect(await w.badges.execute()).toEqual({ badged: 2, changed: 2 });
    expect(w.ranking.badges).toEqual(new Map([['fast', 2], ['day', 20]]));
    expect(w.ranking.writeStatements).toBe(1);
  });

  it('writes nothing when nothing changed, and clears a vendor that no longer qualifies', async () => {
    const w = world();
    w.inquiries('fast', 5, HOUR);
    w.inquiries('slowing', 3, HOUR, 80);
    w.inquiries('slowing', 2, HOUR);
    await w.badges.execute();
    expect(w.ranking.badges).toEqual(new Map([['fast', 1], ['slowing', 1]]));
    expect(await w.badges.execute()).toEqual({ badged: 2, changed: 0 });
    expect(w.ranking.writeStatements).toBe(1);

    // Eleven days later three of 'slowing''s five inquiries are past the 90 days.
    w.clock.advance(11 * DAY);
    expect(await w.badges.execute()).toEqual({ badged: 1, changed: 1 });
    expect(w.ranking.badges).toEqual(new Map([['fast', 1]]));
  });

  it('clears the badge of a vendor now slower than a day, or leaving inquiries unanswered', async () => {
    const w = world();
    w.ranking.badges.set('slow', 3);
    w.ranking.badges.set('silent', 2);
    w.inquiries('slow', 5, 30 * HOUR);
    w.inquiries('silent', 2, HOUR);
    w.inquiries('silent', 3, null);
    expect(await w.badges.execute()).toEqual({ badged: 0, changed: 2 });
    expect(w.ranking.badges.size).toBe(0);
  });
});

describe('the daily rotation', () => {
  it('draws new keys once when the day changes in Greenville, and only for new vendors otherwise', async () => {
    const w = world();
    w.ranking.rotationDays.set('a', null);
    w.ranking.rotationDays.set('b', null);
    expect(await w.rotation.execute()).toEqual({ day: '2026-11-25', rotated: 2 });
    w.ranking.rotationDays.set('new', null);
    w.clock.advance(15 * 60 * 1000);
    expect(await w.rotation.execute()).toEqual({ day: '2026-11-25', rotated: 1 });
    expect(await w.rotation.execute()).toEqual({ day: '2026-11-25', rotated: 0 });
    // 04:59 UTC on the 26th is still the 25th in Greenville; 05:00 is the 26th.
    w.clock.set(new Date('2026-11-26T04:59:00.000Z'));
    expect(await w.rotation.execute()).toEqual({ day: '2026-11-25', rotated: 0 });
    w.clock.set(new Date('2026-11-26T05:00:00.000Z'));
    expect(await w.rotation.execute()).toEqual({ day: '2026-11-26', rotated: 3 });
  });
});
