import { z } from 'zod';
import { okSchema } from '../shared/answers.ts';
import { defineRoute } from '../shared/route-contract.ts';

/**
 * Vendor insights (issue 18), declared once as route contracts (ADR 13): the counting beacon the public
 * pages send, the vendor's Insights tab and the admins' site-wide figures. Paths are under /api.
 */

/** What a person did with a listing, as the public pages report it ('shortlist_save': a couple saved it to their shortlist, issue 39 §5). */
export const EVENT_KINDS = ['profile_view', 'gallery_open', 'call_click', 'email_click', 'website_click', 'social_click', 'share', 'list_appearance', 'shortlist_save'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** The contact clicks, counted together as 'Contact clicks'. */
export const CONTACT_CLICK_KINDS = ['call_click', 'email_click', 'website_click', 'social_click'] as const satisfies readonly EventKind[];

/** The periods the Insights tab offers, in days. */
export const INSIGHT_PERIODS = [7, 30, 90] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];

/** The line under the chart: how counts are made (one count per address, vendor, kind and New York day: issue 35 §1). */
export const COUNTING_NOTE = 'One visit per internet connection per day: people who share one count once. Bots and spam are not counted.';

/** The body of a beacon for one vendor (sent as text/plain by navigator.sendBeacon, JSON inside). */
export const vendorEventsBodySchema = z.object({
  kinds: z
    .array(z.enum(EVENT_KINDS, `Kind must be one of ${EVENT_KINDS.join(', ')}`), 'Kinds must be a list')
    .min(1, 'Kinds must not be empty')
    .max(EVENT_KINDS.length, `At most ${EVENT_KINDS.length} kinds at once`),
});

/** The body of a batched list-appearance beacon: the vendors whose cards were seen on screen. */
export const MAX_APPEARANCES_PER_BEACON = 100;
export const listAppearancesBodySchema = z.object({
  vendorIds: z
    .array(z.string().min(1).max(64), 'Vendor ids must be a list')
    .min(1, 'Vendor ids must not be empty')
    .max(MAX_APPEARANCES_PER_BEACON, `At most ${MAX_APPEARANCES_PER_BEACON} vendors at once`),
});

/** POST /api/vendors/{id}/events: 204, no body. Unknown kinds are a 400; an inactive or unknown vendor is ignored (204). */
export const vendorEventsRoute = defineRoute({ method: 'POST', path: '/vendors/:id/events', body: vendorEventsBodySchema, answer: z.undefined() });

/** POST /api/vendors/appearances: 204, no body. Cards seen on screen in a list, search or landing page. */
export const listAppearancesRoute = defineRoute({ method: 'POST', path: '/vendors/appearances', body: listAppearancesBodySchema, answer: z.undefined() });

// ---- the vendor's Insights tab -------------------------------------------------------------------

export const insightsQuerySchema = z.object({
  days: z.preprocess(
    (v) => (v === undefined || v === '' ? '30' : v),
    z.enum(INSIGHT_PERIODS.map(String) as ['7', '30', '90'], 'Days must be 7, 30 or 90').transform((v) => Number(v) as InsightPeriod),
  ),
});

/** The seven figures of the Insights tab. */
export const INSIGHT_METRICS = ['views', 'listAppearances', 'contactClicks', 'savedByCouples', 'inquiries', 'replies', 'booked'] as const;
export type InsightMetric = (typeof INSIGHT_METRICS)[number];
export const INSIGHT_METRIC_LABELS: Record<InsightMetric, string> = {
  views: 'Profile views',
  listAppearances: 'List appearances',
  contactClicks: 'Contact clicks',
  savedByCouples: 'Saved by couples',
  inquiries: 'Inquiries',
  replies: 'Replies',
  booked: 'Booked',
};

const metricValuesSchema = z.object(Object.fromEntries(INSIGHT_METRICS.map((m) => [m, z.number()])) as Record<InsightMetric, z.ZodNumber>);
export type MetricValues = z.infer<typeof metricValuesSchema>;

/** One figure for the period, the previous period of the same length, and the change in percent (null when the previous was 0). */
const totalSchema = z.object({ value: z.number(), previous: z.number(), changePercent: z.number().nullable() });

export const vendorInsightsSchema = z.object({
  days: z.number(),
  /** First and last day of the period (America/New_York), YYYY-MM-DD. */
  from: z.string(),
  to: z.string(),
  totals: z.object(Object.fromEntries(INSIGHT_METRICS.map((m) => [m, totalSchema])) as Record<InsightMetric, typeof totalSchema>),
  /** Per week (Monday first, YYYY-MM-DD), oldest first, covering the period; the first and last week may be partial. */
  weeks: z.array(metricValuesSchema.extend({ weekStart: z.string() })),
});
export type VendorInsights = z.infer<typeof vendorInsightsSchema>;

/** GET /api/vendors/{id}/insights?days=7|30|90: the listing's owner or an admin. */
export const vendorInsightsRoute = defineRoute({ method: 'GET', path: '/vendors/:id/insights', query: insightsQuerySchema, answer: okSchema.extend({ insights: vendorInsightsSchema }) });

// ---- admins: the whole directory -----------------------------------------------------------------

export const ADMIN_INSIGHT_METRICS = ['views', 'inquiries', 'booked'] as const;
export type AdminInsightMetric = (typeof ADMIN_INSIGHT_METRICS)[number];

const adminWeekSchema = z.object({ weekStart: z.string(), views: z.number(), inquiries: z.number(), booked: z.number() });

export const siteInsightsSchema = z.object({
  days: z.number(),
  from: z.string(),
  to: z.string(),
  /** Site-wide, per week, oldest first. */
  weeks: z.array(adminWeekSchema),
  /** The same weeks by category (every category, zeros included). */
  categories: z.array(z.object({ slug: z.string(), name: z.string(), weeks: z.array(adminWeekSchema) })),
});
export type SiteInsights = z.infer<typeof siteInsightsSchema>;

/** GET /api/admin/insights?days=7|30|90: admins only. */
export const siteInsightsRoute = defineRoute({ method: 'GET', path: '/admin/insights', query: insightsQuerySchema, answer: okSchema.extend({ insights: siteInsightsSchema }) });
