import { CONTACT_CLICK_KINDS, type EventKind, type InsightMetric, type MetricValues } from './insights-api.ts';

/**
 * The counting rules of vendor insights (issue 18 §1), pure: which New York day an event belongs to, who is
 * not counted (bots), what identifies one count (a visitor, a vendor, a kind, a day), and how daily counts
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

/** What the visitor key is made of: the address and the user agent (hashed with the day's salt, never kept). */
export const visitorKeyMaterial = (address: string, userAgent: string): string => `${address}\n${userAgent.slice(0, 512)}`;

/** One count per visitor per vendor per kind per day: the key a buffer dedupes on. */
export const countKey = (day: string, visitorKey: string, vendorId: string, kind: EventKind): string => `${day}|${visitorKey}|${vendorId}|${kind}`;

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
  ...Object.fromEntries(CONTACT_CLICK_KINDS.map((k) => [k, 'contactClicks'])),
};

/** A day's figures of one vendor (or of a category, or the site). */
export type DayMetrics = { day: string } & Partial<MetricValues>;

export const zeroMetrics = (): MetricValues => ({ views: 0, listAppearances: 0, contactClicks: 0, inquiries: 0, replies: 0, booked: 0 });

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
