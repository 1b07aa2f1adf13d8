import { z } from 'zod';
import { okMessageSchema, okSchema } from '../shared/answers.ts';
import { defineRoute } from '../shared/route-contract.ts';
import { availabilityQuerySchema, availabilityUpdateSchema, UNAVAILABLE_KINDS } from './availability.ts';

/**
 * Availability (issue 18), declared once as route contracts (ADR 13): the vendor's calendar on the dashboard
 * (the listing's owner, or an admin) and the public read the inquiry form checks a date against. Paths are under /api.
 */

export const unavailableDaySchema = z.object({ day: z.string(), kind: z.enum(UNAVAILABLE_KINDS) });

/** The calendar's window: the months read, the site's today (days before it cannot be chosen) and the marked days in it. */
export const availabilityAnswerSchema = okSchema.extend({
  from: z.string(),
  months: z.number(),
  first: z.string(),
  last: z.string(),
  today: z.string(),
  days: z.array(unavailableDaySchema),
});
export type AvailabilityAnswer = z.infer<typeof availabilityAnswerSchema>;

/** GET /api/vendors/{id}/availability?from=YYYY-MM&months=N: the owner's calendar (private). */
export const vendorAvailabilityRoute = defineRoute({ method: 'GET', path: '/vendors/:id/availability', query: availabilityQuerySchema, answer: availabilityAnswerSchema });

/** PUT /api/vendors/{id}/availability {from, to, status}: marks a range booked or unavailable, or clears it. */
export const setAvailabilityRoute = defineRoute({
  method: 'PUT',
  path: '/vendors/:id/availability',
  body: availabilityUpdateSchema(),
  answer: okMessageSchema.extend({ changed: z.number(), from: z.string(), to: z.string(), status: z.enum(['booked', 'unavailable', 'available']) }),
});

/** GET /api/vendors/{id}/unavailable-dates: the next 12 months' marked days, no kinds (public, cached). */
export const unavailableDatesRoute = defineRoute({
  method: 'GET',
  path: '/vendors/:id/unavailable-dates',
  answer: okSchema.extend({ first: z.string(), last: z.string(), days: z.array(z.string()) }),
});
