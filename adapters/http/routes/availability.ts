import { Hono, type Context } from 'hono';
import { GetPublicUnavailableDates, GetVendorAvailability, SetVendorAvailability } from '../../../application/availability/vendor-availability.ts';
import { resolveAll, type UseCases } from '../../../application/wiring.ts';
import * as api from '../../../domain/availability/availability-api.ts';
import { currentUser, requireUser, type AuthEnv } from '../auth.ts';
import { PUBLIC_REVALIDATE } from '../response-cache.ts';
import { serve } from '../contract-route.ts';

/** The use cases these routes call, resolved by class (ADR 12). */
const AVAILABILITY_USE_CASES = {
  getAvailability: GetVendorAvailability,
  setAvailability: SetVendorAvailability,
  publicDates: GetPublicUnavailableDates,
};

/** Private reads: never stored by a browser or a proxy. */
const privately = (c: Context) => c.header('Cache-Control', 'no-store');

/**
 * Availability (issue 18), served from the contracts in domain/availability/availability-api.ts. The calendar
 * is the listing's owner's (or an admin's); the marked days of the next 12 months are public and cached (the
 * PUT is a write that empties the public read cache).
 */
export const availabilityRoutes = (use: UseCases) => {
  const u = resolveAll(use, AVAILABILITY_USE_CASES);
  const r = new Hono<AuthEnv>();
  serve(
    r,
    api.vendorAvailabilityRoute,
    async (c, { params, query }) => {
      privately(c);
      const w = await u.getAvailability.execute(currentUser(c), params.id, query);
      return { success: true, from: w.from, months: w.months, first: w.first, last: w.last, today: w.today, days: w.days };
    },
    requireUser,
  );
  serve(
    r,
    api.setAvailabilityRoute,
    async (c, { params, body }) => {
      const done = await u.setAvailability.execute(currentUser(c), params.id, body);
      return { success: true, message: done.message, changed: done.changed, from: body.from, to: body.to, status: body.status };
    },
    requireUser,
  );
  serve(r, api.unavailableDatesRoute, async (c, { params }) => {
    c.header('Cache-Control', PUBLIC_REVALIDATE);
    return { success: true, ...(await u.publicDates.execute(params.id)) };
  });
  return r;
};
