import { describe, expect, it } from 'vitest';
import {
  addDays,
  changePercent,
  countedPair,
  counterDay,
  isBot,
  mergeCounts,
  nyDay,
  periodEndingOn,
  totalOf,
  visitorKeyMaterial,
  weeklyOf,
  weekStartOf,
  weeksCovering,
} from './counting.ts';
import { INSIGHT_METRIC_LABELS } from './insights-api.ts';

describe('the day of an event, in America/New_York', () => {
  it('counts a late-evening visit on the New York day, not the UTC one', () => {
    // 23:30 in New York on Saturday 2026-11-21 (EST, UTC-5) is 04:30 UTC on Sunday.
    expect(nyDay(new Date('2026-11-22T04:30:00Z'))).toBe('2026-11-21');
    expect(nyDay(new Date('2026-11-22T05:00:00Z'))).toBe('2026-11-22');
  });

  it('follows daylight saving time: midnight is 04:00 UTC in summer and 05:00 UTC in winter', () => {
    expect(nyDay(new Date('2026-07-04T03:59:59Z'))).toBe('2026-07-03');
    expect(nyDay(new Date('2026-07-04T04:00:00Z'))).toBe('2026-07-04');
    expect(nyDay(new Date('2026-01-10T04:59:59Z'))).toBe('2026-01-09');
    expect(nyDay(new Date('2026-01-10T05:00:00Z'))).toBe('2026-01-10');
  });

  it('keeps the day right across the spring-forward and fall-back nights', () => {
    // 2026-03-08: clocks go from 02:00 EST to 03:00 EDT (07:00 UTC).
    expect(nyDay(new Date('2026-03-08T04:59:59Z'))).toBe('2026-03-07');
    expect(nyDay(new Date('2026-03-08T05:00:00Z'))).toBe('2026-03-08');
    expect(nyDay(new Date('2026-03-09T03:59:59Z'))).toBe('2026-03-08'); // 23:59:59 EDT
    expect(nyDay(new Date('2026-03-09T04:00:00Z'))).toBe('2026-03-09');
    // 2026-11-01: clocks go from 02:00 EDT back to 01:00 EST (06:00 UTC); the day has 25 hours.
    expect(nyDay(new Date('2026-11-01T03:59:59Z'))).toBe('2026-10-31');
    expect(nyDay(new Date('2026-11-01T04:00:00Z'))).toBe('2026-11-01');
    expect(nyDay(new Date('2026-11-02T04:59:59Z'))).toBe('2026-11-01'); // 23:59:59 EST
    expect(nyDay(new Date('2026-11-02T05:00:00Z'))).toBe('2026-11-02');
  });

  it('steps calendar days across month, year and DST changes', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });
});

describe('bots, crawlers and scripts', () => {
  const browsers = [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:132.0) Gecko/20100101 Firefox/132.0',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 340.0.0.22.109',
  ];
  it.each(browsers)('counts a person\'s browser: %s', (ua) => expect(isBot(ua)).toBe(false));

  const bots = [
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
    'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
    'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
    'Mozilla/5.0 (compatible; SemrushBot/7~bl; +http://www.semrush.com/bot.html)',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'WhatsApp/2.23.20.0',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
    'curl/8.5.0',
    'Wget/1.21.4',
    'python-requests/2.32.3',
    'Python-urllib/3.12',
    'Go-http-client/1.1',
    'axios/1.7.7',
    'okhttp/4.12.0',
    'Java/17.0.2',
    'PostmanRuntime/7.42.0',
    'Scrapy/2.11 (+https://scrapy.org)',
    'UptimeRobot/2.0',
  ];
  it.each(bots)('does not count %s', (ua) => expect(isBot(ua)).toBe(true));

  it('does not count a request with no user agent, or a made-up stub of one', () => {
    expect(isBot(undefined)).toBe(true);
    expect(isBot('')).toBe(true);
    expect(isBot('   ')).toBe(true);
    expect(isBot('node')).toBe(true);
    expect(isBot('x')).toBe(true);
  });
});

describe('one count per visitor (address), vendor, kind and day', () => {
  it("dedupes a visitor's day on the vendor and the kind, each of which makes a new count", () => {
    const k = countedPair('A', 'profile_view');
    expect(countedPair('A', 'profile_view')).toBe(k);
    expect(new Set([k, countedPair('B', 'profile_view'), countedPair('A', 'share')]).size).toBe(3);
  });

  it('makes the visitor from the address alone (the HMAC of it with the day salt)', () => {
    const a = visitorKeyMaterial('203.0.113.9');
    expect(visitorKeyMaterial('203.0.113.9')).toBe(a);
    expect(visitorKeyMaterial('203.0.113.10')).not.toBe(a);
  });

  it('adds up the counts of one vendor, day and kind before a flush', () => {
    expect(
      mergeCounts([
        { vendorId: 'A', day: '2026-11-25', kind: 'profile_view', count: 2 },
        { vendorId: 'A', day: '2026-11-25', kind: 'profile_view', count: 3 },
        { vendorId: 'A', day: '2026-11-25', kind: 'share', count: 1 },
        { vendorId: 'B', day: '2026-11-25', kind: 'profile_view', count: 1 },
      ]),
    ).toEqual([
      { vendorId: 'A', day: '2026-11-25', kind: 'profile_view', count: 5 },
      { vendorId: 'A', day: '2026-11-25', kind: 'share', count: 1 },
      { vendorId: 'B', day: '2026-11-25', kind: 'profile_view', count: 1 },
    ]);
  });
});

describe('weeks, periods and the change', () => {
  it('starts weeks on Monday', () => {
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23'); // Monday
    expect(weekStartOf('2026-11-25')).toBe('2026-11-23'); // Wednesday
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23'); // Sunday
    expect(weekStartOf('2026-11-30')).toBe('2026-11-30');
    expect(weekStartOf('2026-03-01')).toBe('2026-02-23'); // across a month
  });

  it('covers a period with its Monday weeks, the first and last partial', () => {
    expect(weeksCovering('2026-11-19', '2026-11-25')).toEqual(['2026-11-16', '2026-11-23']);
    expect(weeksCovering('2026-11-23', '2026-11-29')).toEqual(['2026-11-23']);
  });

  it('takes the last N New York days, today included, and the N days before as the previous period', () => {
    expect(periodEndingOn('2026-11-25', 7)).toEqual({ from: '2026-11-19', to: '2026-11-25', previousFrom: '2026-11-12', previousTo: '2026-11-18' });
    expect(periodEndingOn('2026-11-25', 30).from).toBe('2026-10-27');
  });

  it('gives the change in whole percent, and none when the previous period had nothing', () => {
    expect(changePercent(15, 10)).toBe(50);
    expect(changePercent(5, 10)).toBe(-50);
    expect(changePercent(10, 10)).toBe(0);
    expect(changePercent(2, 3)).toBe(-33);
    expect(changePercent(1, 8)).toBe(-88); // -87.5 rounds away from zero
    expect(changePercent(7, 0)).toBeNull();
    expect(changePercent(0, 0)).toBeNull();
  });

  it('sums days into totals and Monday weeks, leaving out days outside the period', () => {
    const days = [
      { day: '2026-11-18', views: 100 }, // before the period
      { day: '2026-11-19', views: 1, inquiries: 1 },
      { day: '2026-11-22', views: 2 },
      { day: '2026-11-23', views: 4, booked: 1 },
    ];
    expect(totalOf(days, '2026-11-19', '2026-11-25')).toEqual({ views: 7, listAppearances: 0, contactClicks: 0, savedByCouples: 0, inquiries: 1, replies: 0, booked: 1 });
    expect(weeklyOf(days, '2026-11-19', '2026-11-25')).toEqual([
      { weekStart: '2026-11-16', views: 3, listAppearances: 0, contactClicks: 0, savedByCouples: 0, inquiries: 1, replies: 0, booked: 0 },
      { weekStart: '2026-11-23', views: 4, listAppearances: 0, contactClicks: 0, savedByCouples: 0, inquiries: 0, replies: 0, booked: 1 },
    ]);
  });
});

describe("'Saved by couples' (issue 39 §5)", () => {
  it('counts a save like any other event: one per visitor, vendor and day, a new kind of its own', () => {
    const k = countedPair('A', 'shortlist_save');
    expect(countedPair('A', 'shortlist_save')).toBe(k);
    expect(new Set([k, countedPair('B', 'shortlist_save'), countedPair('A', 'profile_view')]).size).toBe(3);
  });

  it("makes a day's saves the 'Saved by couples' figure, summed per Monday week", () => {
    expect(INSIGHT_METRIC_LABELS.savedByCouples).toBe('Saved by couples');
    expect(counterDay({ day: '2026-11-19', kind: 'shortlist_save', count: 3 })).toEqual({ day: '2026-11-19', savedByCouples: 3 });
    const days = [counterDay({ day: '2026-11-19', kind: 'shortlist_save', count: 3 }), counterDay({ day: '2026-11-24', kind: 'shortlist_save', count: 2 }), counterDay({ day: '2026-11-24', kind: 'profile_view', count: 9 })];
    expect(weeklyOf(days, '2026-11-19', '2026-11-25').map((w) => [w.weekStart, w.savedByCouples])).toEqual([
      ['2026-11-16', 3],
      ['2026-11-23', 2],
    ]);
    expect(totalOf(days, '2026-11-19', '2026-11-25')).toMatchObject({ savedByCouples: 5, views: 9 });
  });
});
