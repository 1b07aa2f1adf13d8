import { describe, expect, it } from 'vitest';
import { HmacVisitorKeys, InMemoryDailySalts } from '../../adapters/insights/hmac-visitor-keys.ts';
import { InMemoryEventCounter } from '../../adapters/insights/in-memory-event-counter.ts';
import { BEACON_RATE_LIMIT } from '../../domain/insights/counting.ts';
import { aUser } from '../../tests/support/fakes/a-user.ts';
import { FixedClock } from '../../tests/support/fakes/fixed-clock.ts';
import { CountingRateLimiter } from '../../tests/support/fakes/in-memory-auth-repositories.ts';
import { InMemoryCategoryRepository } from '../../tests/support/fakes/in-memory-category-repository.ts';
import { InMemoryInsights } from '../../tests/support/fakes/in-memory-insights.ts';
import { aVendor, InMemoryVendors } from '../../tests/support/fakes/in-memory-vendors.ts';
import { CountEvents, FlushInsights } from './count-events.ts';
import { GetSiteInsights, GetVendorInsights } from './read-insights.ts';

const FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:132.0) Gecko/20100101 Firefox/132.0';
const HOUR = 60 * 60 * 1000;

/** Counting over the embedded profile's buffer and in-memory counters: Magnolia Barn (owned), Wisteria Hall, a closed listing. */
const world = () => {
  // Wednesday 2026-11-25, 10:00 in New York.
  const clock = new FixedClock(new Date('2026-11-25T15:00:00Z'));
  let now = 0;
  const counter = new InMemoryEventCounter(() => now, undefined, { minIntervalMs: 1000 });
  const repo = new InMemoryInsights(
    new Map([
      ['barn', { categoryId: 'cat_venues', active: true }],
      ['hall', { categoryId: 'cat_venues', active: true }],
      ['petals', { categoryId: 'cat_florists', active: true }],
      ['closed', { categoryId: 'cat_venues', active: false }],
    ]),
  );
  const vendors = new InMemoryVendors();
  vendors.add(aVendor('barn', { name: 'Magnolia Barn', ownerUserId: 'owner' }));
  vendors.add(aVendor('hall', { name: 'Wisteria Hall', ownerUserId: 'other' }));
  const categories = new InMemoryCategoryRepository([
    { id: 'cat_venues', name: 'Venues', slug: 'venues', description: '', sortOrder: 1, imageKey: null, vendorCount: 3 },
    { id: 'cat_florists', name: 'Florists', slug: 'florists', description: '', sortOrder: 2, imageKey: null, vendorCount: 1 },
  ]);
  const limiter = new CountingRateLimiter(clock);
  return {
    clock,
    repo,
    limiter,
    tick: (ms: number) => void (now += ms),
    count: new CountEvents(counter, new HmacVisitorKeys(new InMemoryDailySalts()), repo, limiter, clock),
    flush: new FlushInsights(counter, repo),
    vendorInsights: new GetVendorInsights(vendors, repo, clock),
    siteInsights: new GetSiteInsights(repo, categories, clock),
    owner: aUser('owner', { vendorId: 'barn' }),
    other: aUser('other', { vendorId: 'hall' }),
    admin: aUser('admin', { isAdmin: true }),
  };
};

describe('counting events', () => {
  it('counts a visitor once a day per vendor and kind, and again the next New York day', async () => {
    const w = world();
    const ann = { ip: '203.0.113.9', userAgent: FIREFOX };
    expect(await w.count.execute(ann, [{ vendorId: 'barn', kind: 'profile_view' }])).toBe(1);
    expect(await w.count.execute(ann, [{ vendorId: 'barn', kind: 'profile_view' }])).toBe(0);
    // 23:59 in New York is still the same day; midnight there starts a new one.
    w.clock.set(new Date('2026-11-26T04:59:00Z'));
    expect(await w.count.execute(ann, [{ vendorId: 'barn', kind: 'profile_view' }])).toBe(0);
    w.clock.set(new Date('2026-11-26T05:00:00Z'));
    expect(await w.count.execute(ann, [{ vendorId: 'barn', kind: 'profile_view' }])).toBe(1);
    await w.flush.execute();
    expect(w.repo.counts).toEqual([
      { vendorId: 'barn', day: '2026-11-25', kind: 'profile_view', count: 1 },
      { vendorId: 'barn', day: '2026-11-26', kind: 'profile_view', count: 1 },
    ]);
  });

  it('counts one address once per vendor and kind whatever user agent each beacon names', async () => {
    const w = world();
    expect(await w.count.execute({ ip: '203.0.113.9', userAgent: FIREFOX }, [{ vendorId: 'barn', kind: 'profile_view' }])).toBe(1);
    for (let i = 0; i < 10; i++) expect(await w.count.execute({ ip: '203.0.113.9', userAgent: `${FIREFOX} build/${i}` }, [{ vendorId: 'barn', kind: 'profile_view' }])).toBe(0);
    expect(await w.count.execute({ ip: '203.0.113.10', userAgent: FIREFOX }, [{ vendorId: 'barn', kind: 'profile_view' }])).toBe(1);
  });

  it('drops unknown and inactive listings before counting them', async () => {
    const w = world();
    const hits = [{ vendorId: 'ghost', kind: 'profile_view' as const }, { vendorId: 'closed', kind: 'profile_view' as const }, { vendorId: 'barn', kind: 'profile_view' as const }];
    expect(await w.count.execute({ ip: '203.0.113.9', userAgent: FIREFOX }, hits)).toBe(1);
    expect(await w.count.execute({ ip: '203.0.113.9', userAgent: FIREFOX }, [{ vendorId: 'ghost', kind: 'share' }])).toBe(0);
  });

  it('counts nothing for a bot, but still rate-limits it', async () => {
    const w = world();
    expect(await w.count.execute({ ip: '203.0.113.9', userAgent: 'Googlebot/2.1' }, [{ vendorId: 'barn', kind: 'profile_view' }])).toBe(0);
    expect(await w.count.execute({ ip: '203.0.113.9', userAgent: undefined }, [{ vendorId: 'barn', kind: 'profile_view' }])).toBe(0);
    expect(w.limiter.keys).toEqual(['insights:ip:203.0.113.9', 'insights:ip:203.0.113.9']);
    expect(await w.flush.execute({ force: true })).toBe(0);
  });

  it(`refuses the ${BEACON_RATE_LIMIT.limit + 1}th beacon of a minute from one address with RATE_LIMITED`, async () => {
    const w = world();
    for (let i = 0; i < BEACON_RATE_LIMIT.limit; i++) await w.count.execute({ ip: '203.0.113.9', userAgent: `${FIREFOX} ${i}` }, [{ vendorId: 'barn', kind: 'share' }]);
    await expect(w.count.execute({ ip: '203.0.113.9', userAgent: FIREFOX }, [{ vendorId: 'barn', kind: 'share' }])).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect(await w.count.execute({ ip: '203.0.113.10', userAgent: FIREFOX }, [{ vendorId: 'barn', kind: 'share' }])).toBe(1);
  });

  it('writes a flood of events as one write per flush interval, dropping inactive and unknown listings', async () => {
    const w = world();
    for (let i = 0; i < 500; i++) {
      await w.count.execute({ ip: `198.51.${100 + Math.floor(i / 250)}.${i % 250}`, userAgent: FIREFOX }, [{ vendorId: 'barn', kind: 'profile_view' }, { vendorId: 'closed', kind: 'profile_view' }, { vendorId: 'ghost', kind: 'profile_view' }]);
      if (i % 50 === 0) await w.flush.execute(); // a timer firing far more often than the interval
    }
    expect(w.repo.writes).toBe(1);
    w.tick(1000);
    await w.flush.execute();
    expect(w.repo.writes).toBe(2);
    expect(w.repo.counts).toEqual([{ vendorId: 'barn', day: '2026-11-25', kind: 'profile_view', count: 500 }]);
  });

  it('keeps the counts of a failed write for the next flush', async () => {
    const w = world();
    await w.count.execute({ ip: '203.0.113.9', userAgent: FIREFOX }, [{ vendorId: 'barn', kind: 'email_click' }]);
    w.repo.failNextWrite = true;
    await expect(w.flush.execute()).rejects.toThrow('database unavailable');
    await w.count.execute({ ip: '203.0.113.10', userAgent: FIREFOX }, [{ vendorId: 'barn', kind: 'email_click' }]);
    expect(await w.flush.execute({ force: true })).toBe(1);
    expect(w.repo.counts).toEqual([{ vendorId: 'barn', day: '2026-11-25', kind: 'email_click', count: 2 }]);
  });
});

describe("the vendor's insights", () => {
  it('totals the period against the previous one, with Monday weeks, from counters and delivered inquiries', async () => {
    const w = world();
    w.repo.counts = [
      { vendorId: 'barn', day: '2026-11-25', kind: 'profile_view', count: 6 },
      { vendorId: 'barn', day: '2026-11-20', kind: 'profile_view', count: 3 },
      { vendorId: 'barn', day: '2026-11-15', kind: 'profile_view', count: 6 }, // the previous 7 days
      { vendorId: 'barn', day: '2026-11-25', kind: 'call_click', count: 1 },
      { vendorId: 'barn', day: '2026-11-25', kind: 'website_click', count: 2 },
      { vendorId: 'barn', day: '2026-11-24', kind: 'list_appearance', count: 40 },
      { vendorId: 'barn', day: '2026-11-24', kind: 'gallery_open', count: 9 }, // not one of the seven figures
      { vendorId: 'barn', day: '2026-11-19', kind: 'shortlist_save', count: 2 },
      { vendorId: 'barn', day: '2026-11-25', kind: 'shortlist_save', count: 1 },
      { vendorId: 'hall', day: '2026-11-25', kind: 'profile_view', count: 99 },
    ];
    // Delivered Sunday 23:30 in New York (Monday in UTC): Sunday's week.
    w.repo.inquiries.push({ vendorId: 'barn', deliveredAt: new Date('2026-11-23T04:30:00Z'), firstRepliedAt: new Date('2026-11-23T14:00:00Z'), booked: true });
    w.repo.inquiries.push({ vendorId: 'barn', deliveredAt: new Date('2026-11-13T15:00:00Z'), firstRepliedAt: null, booked: false });
    const i = await w.vendorInsights.execute(w.owner, 'barn', 7);
    expect(i).toMatchObject({ days: 7, from: '2026-11-19', to: '2026-11-25' });
    expect(i.totals).toEqual({
      views: { value: 9, previous: 6, changePercent: 50 },
      listAppearances: { value: 40, previous: 0, changePercent: null },
      contactClicks: { value: 3, previous: 0, changePercent: null },
      savedByCouples: { value: 3, previous: 0, changePercent: null },
      inquiries: { value: 1, previous: 1, changePercent: 0 },
      replies: { value: 1, previous: 0, changePercent: null },
      booked: { value: 1, previous: 0, changePercent: null },
    });
    expect(i.weeks).toEqual([
      { weekStart: '2026-11-16', views: 3, listAppearances: 0, contactClicks: 0, savedByCouples: 2, inquiries: 1, replies: 0, booked: 1 },
      { weekStart: '2026-11-23', views: 6, listAppearances: 40, contactClicks: 3, savedByCouples: 1, inquiries: 0, replies: 1, booked: 0 },
    ]);
  });

  it("is the owner's and the admins', not another vendor's", async () => {
    const w = world();
    expect((await w.vendorInsights.execute(w.admin, 'barn', 30)).weeks).toHaveLength(5);
    await expect(w.vendorInsights.execute(w.other, 'barn', 30)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('gives admins views, inquiries and booked per week, site-wide and for every category', async () => {
    const w = world();
    w.repo.counts = [
      { vendorId: 'barn', day: '2026-11-25', kind: 'profile_view', count: 5 },
      { vendorId: 'petals', day: '2026-11-24', kind: 'profile_view', count: 2 },
      { vendorId: 'petals', day: '2026-11-24', kind: 'share', count: 7 },
    ];
    w.repo.inquiries.push({ vendorId: 'hall', deliveredAt: new Date('2026-11-24T15:00:00Z'), firstRepliedAt: null, booked: true });
    w.clock.advance(HOUR);
    const s = await w.siteInsights.execute(7);
    expect(s.weeks).toEqual([
      { weekStart: '2026-11-16', views: 0, inquiries: 0, booked: 0 },
      { weekStart: '2026-11-23', views: 7, inquiries: 1, booked: 1 },
    ]);
    expect(s.categories.map((c) => [c.slug, c.weeks[1]])).toEqual([
      ['venues', { weekStart: '2026-11-23', views: 5, inquiries: 1, booked: 1 }],
      ['florists', { weekStart: '2026-11-23', views: 2, inquiries: 0, booked: 0 }],
    ]);
  });
});
