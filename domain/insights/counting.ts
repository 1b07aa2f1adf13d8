import { CONTACT_CLICK_KINDS, INSIGHT_METRICS, type EventKind, type InsightMetric, type MetricValues, type SiteInsights, type VendorInsights } from './insights-api.ts';

/**
 * The counting rules of vendor insights (issue 18 §1), pure: which New York day an event belongs to, who is
 * not counted (bots), what identifies one count (a visitor — an address —, a vendor, a kind, a day), and how daily counts
 * become the periods and weeks of the Insights tab. The hashing itself (HMAC-SHA256 with the day's salt) is
 * an adapter's (node:crypto), fed by `visitorKeyMaterial`.
 */

/** The directory's days are New York days: a 23:30 visit on a Saturday counts on Saturday, whatever UTC says. */
export const INSIGHTS_TIME_ZONE = 'America/New_York';

const NY_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: INSIGHTS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The New York calendar day of an instant, YYYY-MM-DD (daylight saving time included). */
export const nyDay = (instant: Date): string => NY_DAY.format(instant);

const DAY_MS = 24 * 60 * 60 * 1000;
const utcOf = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const dayOfUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** A calendar day `n` days after `day` (negative: before). */
export const addDays = (day: string, n: number): string => dayOfUtc(utcOf(day) + n * DAY_MS);

/** The days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string): string[] => {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
};

/** The Monday of the week a day belongs to (weeks run Monday to Sunday). */
export const weekStartOf = (day: string): string => {
  const weekday = new Date(utcOf(day)).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
};

/** The Mondays of the weeks that cover `from`..`to`, oldest first (the first and last may be partial). */
export const weeksCovering = (from: string, to: string): string[] => {
  const out: string[] = [];
  for (let w = weekStartOf(from); w <= to; w = addDays(w, 7)) out.push(w);
  return out;
};

export interface InsightPeriodDays {
  /** The period: the last `days` New York days, today included. */
  from: string;
  to: string;
  /** The period of the same length just before it, for the change. */
  previousFrom: string;
  previousTo: string;
}

export const periodEndingOn = (today: string, days: number): InsightPeriodDays => ({
  from: addDays(today, -(days - 1)),
  to: today,
  previousFrom: addDays(today, -(2 * days - 1)),
  previousTo: addDays(today, -days),
});

/**
 * The change against the previous period, in whole percent (rounded half away from zero); null when the
 * previous period had none, where a percentage would mean nothing ('+∞%').
 */
export const changePercent = (value: number, previous: number): number | null => {
  if (previous === 0) return null;
  const p = ((value - previous) / previous) * 100;
  return Math.sign(p) * Math.round(Math.abs(p));
};

// ---- who is not counted ------------------------------------------------------------------------

/**
 * Known bots, crawlers, previews, monitors, headless browsers and HTTP libraries, by a word of their user
 * agent. Real browsers name none of these. Matched case-insensitively against the whole user agent.
 */
const BOT_PATTERN = new RegExp(
  [
    'bot\\b', 'bot/', 'bot-', 'bot;', 'crawl', 'spider', 'slurp', 'scrap', 'archiver', 'fetcher', 'indexer',
    'headless', 'phantomjs', 'puppeteer', 'playwright', 'selenium', 'webdriver', 'lighthouse', 'pagespeed', 'chrome-lighthouse', 'gtmetrix', 'pingdom', 'uptime', 'monitor',
    'facebookexternalhit', 'facebookcatalog', 'meta-externalagent', 'embedly', 'quora link preview', 'whatsapp', 'telegram', 'skypeuripreview', 'slack', 'discord', 'vkshare', 'w3c_validator', 'validator', 'preview',
    'mediapartners-google', 'adsbot', 'apis-google', 'feedfetcher', 'google-read-aloud', 'google-inspectiontool', 'googleother', 'bingpreview', 'yandex', 'baidu', 'duckduckgo', 'sogou', 'exabot', 'ia_archiver', 'petalbot', 'bytespider', 'applebot', 'amazonbot', 'gptbot', 'chatgpt', 'claude', 'anthropic', 'perplexity', 'ccbot', 'cohere', 'diffbot', 'semrush', 'ahrefs', 'mj12', 'dotbot', 'dataforseo', 'seznam', 'qwant',
    '^curl', '^wget', 'python', 'httpie', 'java/', 'okhttp', 'go-http-client', 'node-fetch', 'undici', 'axios', 'got \\(', 'libwww', 'lwp-', 'httpclient', 'http_request', 'guzzle', 'ruby', 'perl', 'php/', 'postman', 'insomnia', 'autocannon', 'k6/', 'jmeter', 'apachebench', 'wrk', 'hey/', 'siege', 'scrapy', 'nutch', 'heritrix', 'zgrab', 'masscan', 'nmap', 'nikto', 'sqlmap',
  ].join('|'),
  'i',
);

/**
 * Whether a user agent is a bot, a crawler or a script rather than a person's browser: an empty or
 * implausibly short user agent is (every browser sends one of some length), and so is any known name.
 */
export const isBot = (userAgent: string | null | undefined): boolean => {
  const ua = (userAgent ?? '').trim();
  if (ua.length < 10) return true;
  return BOT_PATTERN.test(ua);
};

// ---- who counts once --------------------------------------------------------------------------

/**
 * What the visitor key is made of: the address alone (hashed with the day's salt, never kept). Not the user
 * agent: anyone can send a new one with every request, and each would count again (issue 35 §1). People
 * sharing one connection count once: we undercount rather than pad.
 */
export const visitorKeyMaterial = (address: string): string => address;

/**
 * One count per visitor (address) per vendor per kind per day: what a buffer keeps per visitor and day to
 * dedupe on (and to spend the visitor's budget with).
 */
export const countedPair = (vendorId: string, kind: EventKind): string => `${vendorId}|${kind}`;

/** A day's count of one kind for one vendor, as the buffer flushes it and the table stores it. */
export interface DailyCount {
  vendorId: string;
  day: string;
  kind: EventKind;
  count: number;
}

/** Adds up counts with the same vendor, day and kind (a flush writes each row once). */
export const mergeCounts = (counts: Iterable<DailyCount>): DailyCount[] => {
  const byKey = new Map<string, DailyCount>();
  for (const c of counts) {
    const key = `${c.vendorId}|${c.day}|${c.kind}`;
    const seen = byKey.get(key);
    if (seen) seen.count += c.count;
    else byKey.set(key, { ...c });
  }
  return [...byKey.values()];
};

// ---- from daily counts to the Insights tab ------------------------------------------------------

/** Which event kinds make up each metric (inquiries, replies and booked come from the inquiries). */
export const METRIC_OF_KIND: Partial<Record<EventKind, InsightMetric>> = {
  profile_view: 'views',
  list_appearance: 'listAppearances',
  shortlist_save: 'savedByCouples',
  ...Object.fromEntries(CONTACT_CLICK_KINDS.map((k) => [k, 'contactClicks'])),
};

/** A day's figures of one vendor (or of a category, or the site). */
export type DayMetrics = { day: string } & Partial<MetricValues>;

export const zeroMetrics = (): MetricValues => ({ views: 0, listAppearances: 0, contactClicks: 0, savedByCouples: 0, inquiries: 0, replies: 0, booked: 0 });

const addInto = (into: MetricValues, d: Partial<MetricValues>) => {
  for (const [k, v] of Object.entries(d)) if (k in into && typeof v === 'number') into[k as InsightMetric] += v;
};

/** The sum of the days within from..to. */
export const totalOf = (days: readonly DayMetrics[], from: string, to: string): MetricValues => {
  const t = zeroMetrics();
  for (const d of days) if (d.day >= from && d.day <= to) addInto(t, d);
  return t;
};

/** The days within from..to, summed per Monday week, every week of the period present (zeros included). */
export const weeklyOf = (days: readonly DayMetrics[], from: string, to: string): Array<MetricValues & { weekStart: string }> => {
  const weeks = new Map(weeksCovering(from, to).map((w) => [w, zeroMetrics()]));
  for (const d of days) if (d.day >= from && d.day <= to) addInto(weeks.get(weekStartOf(d.day))!, d);
  return [...weeks].map(([weekStart, m]) => ({ weekStart, ...m }));
};

// ---- limits ------------------------------------------------------------------------------------

/** Beacons one address may send in a minute (a page sends a handful; a flood gets 429). */
export const BEACON_RATE_LIMIT = { limit: 120, windowMs: 60_000 } as const;
/** The pending counts are written at most this often (so at most one write per second per vendor). */
export const MIN_FLUSH_INTERVAL_MS = 1000;
/**
 * The counts one visitor (one address) may add in a New York day, over every vendor and kind: far more than a
 * household browsing the directory makes (a list page shows a few dozen cards), and its own, so an address
 * that spends it stops only its own counts, never anyone else's (issue 35 §9).
 */
export const VISITOR_DAILY_BUDGET = 2000;
/** How long a dedupe key lives: past the end of its New York day whatever the time zone offset. */
export const DEDUPE_TTL_SECONDS = 2 * 24 * 60 * 60;

// ---- the answers -------------------------------------------------------------------------------

/** The midnight UTC that starts a day: every New York instant of that day or later is at or after it. */
export const utcStartOf = (day: string): Date => new Date(utcOf(day));

/** What an inquiry adds to the days: 'Inquiries' and 'Booked' on the New York day it reached the vendor, 'Replies' on the day of its first reply. */
export const inquiryDays = (facts: { deliveredAt: Date; firstRepliedAt: Date | null; booked: boolean }): DayMetrics[] => [
  { day: nyDay(facts.deliveredAt), inquiries: 1, booked: facts.booked ? 1 : 0 },
  ...(facts.firstRepliedAt ? [{ day: nyDay(facts.firstRepliedAt), replies: 1 }] : []),
];

/** What a daily counter adds to its day (kinds outside the seven metrics, e.g. gallery_open and share, add nothing). */
export const counterDay = (c: { day: string; kind: EventKind; count: number }): DayMetrics => {
  const metric = METRIC_OF_KIND[c.kind];
  return metric ? { day: c.day, [metric]: c.count } : { day: c.day };
};

/** The Insights tab's figures: totals with the previous period and the change, and the period's Monday weeks. */
export const vendorInsightsOf = (days: number, today: string, dayMetrics: readonly DayMetrics[]): VendorInsights => {
  const p = periodEndingOn(today, days);
  const value = totalOf(dayMetrics, p.from, p.to);
  const previous = totalOf(dayMetrics, p.previousFrom, p.previousTo);
  const totals = Object.fromEntries(
    INSIGHT_METRICS.map((m) => [m, { value: value[m], previous: previous[m], changePercent: changePercent(value[m], previous[m]) }]),
  ) as VendorInsights['totals'];
  return { days, from: p.from, to: p.to, totals, weeks: weeklyOf(dayMetrics, p.from, p.to) };
};

type SiteWeek = SiteInsights['weeks'][number];

const siteWeeksOf = (dayMetrics: readonly DayMetrics[], from: string, to: string): SiteWeek[] =>
  weeklyOf(dayMetrics, from, to).map((w) => ({ weekStart: w.weekStart, views: w.views, inquiries: w.inquiries, booked: w.booked }));

/** The admins' figures: site-wide weeks, and the same weeks for every category (zeros included), in the order given. */
export const siteInsightsOf = (
  days: number,
  today: string,
  categories: Readonly<Array<{ id: string; slug: string; name: string }>>,
  byCategory: ReadonlyMap<string, readonly DayMetrics[]>,
): SiteInsights => {
  const p = periodEndingOn(today, days);
  const all = [...byCategory.values()].flat();
  return {
    days,
    from: p.from,
    to: p.to,
    weeks: siteWeeksOf(all, p.from, p.to),
    categories: categories.map((c) => ({ slug: c.slug, name: c.name, weeks: siteWeeksOf(byCategory.get(c.id) ?? [], p.from, p.to) })),
  };
};
