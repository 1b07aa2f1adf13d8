import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { CountEvents } from '../../../application/insights/count-events.ts';
import { GetSiteInsights, GetVendorInsights } from '../../../application/insights/read-insights.ts';
import type { EventHit } from '../../../application/ports/insights.ts';
import { resolveAll, type UseCases } from '../../../application/wiring.ts';
import * as api from '../../../domain/insights/insights-api.ts';
import { clientIp, currentUser, requireAdmin, requireUser, type AuthEnv } from '../auth.ts';
import { serve } from '../contract-route.ts';
import { errorBody } from '../errors.ts';
import { fieldErrors } from '../validation.ts';

/** The use cases these routes call, resolved by class (ADR 12). */
const INSIGHT_USE_CASES = {
  countEvents: CountEvents,
  vendorInsights: GetVendorInsights,
  siteInsights: GetSiteInsights,
};

export interface InsightRouteOptions {
  trustProxy: boolean;
  /** Origins besides the site's own whose pages may send beacons (CORS_ORIGINS). */
  corsOrigins: readonly string[];
}

/** A beacon is a few hundred bytes; anything much bigger is not one. */
const MAX_BEACON_BYTES = 16 * 1024;

/** Private reads: never stored by a browser or a proxy. */
const privately = (c: Context) => c.header('Cache-Control', 'no-store');

/**
 * Same origin only, as for the other public writes: those send JSON, which a browser will not send to
 * another site without a CORS preflight (refused). A beacon is text/plain, which needs no preflight, so the
 * origin is checked here: a browser's Origin (or Sec-Fetch-Site) naming another site is refused.
 */
const fromOwnSite = (c: Context, corsOrigins: readonly string[]): boolean => {
  const origin = c.req.header('origin');
  if (origin !== undefined) {
    if (corsOrigins.includes(origin)) return true;
    try {
      return new URL(origin).host === c.req.header('host');
    } catch {
      return false;
    }
  }
  const site = c.req.header('sec-fetch-site');
  return site === undefined || site === 'same-origin' || site === 'none';
};

/**
 * A beacon's body: JSON whatever the content type (navigator.sendBeacon sends text/plain, or a Blob's type),
 * validated by the contract's schema; the Response to send instead when it is not acceptable.
 */
const beaconBody = async <S extends z.ZodType>(c: Context, schema: S, corsOrigins: readonly string[]): Promise<{ body: z.output<S> } | { refuse: Response }> => {
  if (!fromOwnSite(c, corsOrigins)) return { refuse: c.json(errorBody('FORBIDDEN', 'Beacons are accepted from this site only'), 403) };
  const text = await c.req.text();
  if (text.length > MAX_BEACON_BYTES) return { refuse: c.json(errorBody('PAYLOAD_TOO_LARGE', 'Request body is too large'), 413) };
  let json: unknown;
  try {
    json = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return { refuse: c.json(errorBody('VALIDATION_FAILED', 'Malformed JSON in request body'), 400) };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error.issues);
    return { refuse: c.json(errorBody('VALIDATION_FAILED', Object.values(fields)[0] ?? 'Invalid request', fields), 400) };
  }
  return { body: parsed.data };
};

/**
 * Vendor insights (issue 18), served from domain/insights/insights-api.ts: the two beacons of the public
 * pages (204, no body: counted, or ignored for a bot, a repeat, an unknown or inactive listing), the
 * vendor's Insights tab (the listing's owner or an admin) and the admins' site-wide figures.
 */
export const insightRoutes = (use: UseCases, options: InsightRouteOptions) => {
  const u = resolveAll(use, INSIGHT_USE_CASES);
  const r = new Hono<AuthEnv>();
  const senderOf = (c: Context) => ({ ip: clientIp(c, options.trustProxy), userAgent: c.req.header('user-agent') });

  r.post(api.listAppearancesRoute.path, async (c) => {
    const got = await beaconBody(c, api.listAppearancesBodySchema, options.corsOrigins);
    if ('refuse' in got) return got.refuse;
    const hits: EventHit[] = [...new Set(got.body.vendorIds)].map((vendorId) => ({ vendorId, kind: 'list_appearance' }));
    await u.countEvents.execute(senderOf(c), hits);
    return c.body(null, 204);
  });

  r.post(api.vendorEventsRoute.path, async (c) => {
    const vendorId = c.req.param('id');
    if (vendorId.length > 191) return c.json(errorBody('NOT_FOUND', 'Not found'), 404);
    const got = await beaconBody(c, api.vendorEventsBodySchema, options.corsOrigins);
    if ('refuse' in got) return got.refuse;
    const hits: EventHit[] = [...new Set(got.body.kinds)].map((kind) => ({ vendorId, kind }));
    await u.countEvents.execute(senderOf(c), hits);
    return c.body(null, 204);
  });

  serve(
    r,
    api.vendorInsightsRoute,
    async (c, { params, query }) => {
      privately(c);
      return { success: true, insights: await u.vendorInsights.execute(currentUser(c), params.id, query.days) };
    },
    requireUser,
  );

  serve(
    r,
    api.siteInsightsRoute,
    async (c, { query }) => {
      privately(c);
      return { success: true, insights: await u.siteInsights.execute(query.days) };
    },
    requireAdmin,
  );
  return r;
};
