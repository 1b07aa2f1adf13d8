import { Hono } from 'hono';
import { z } from 'zod';
import { ListSimilarVendors } from '../../../application/listings/similar-vendors.ts';
import type { Clock } from '../../../application/ports/clock.ts';
import { resolveAll, type UseCases } from '../../../application/wiring.ts';
import { siteToday } from '../../../domain/availability/calendar-days.ts';
import { similarVendorsAnswerSchema, similarVendorsQuerySchemaAt } from '../../../domain/listings/similar-vendors-api.ts';
import { toVendorSummaryDto, type MediaUrl } from '../dto/vendor-dto.ts';
import { replyRevalidated } from '../route-answers.ts';
import { validate } from '../validation.ts';

export interface SimilarVendorRouteOptions {
  clock: Clock;
  mediaUrl: MediaUrl;
}

/**
 * GET /api/vendors/{id}/similar (issue 39 §4), beside the vendor routes: 'Also ask similar vendors' after a
 * single inquiry. A public read, the same for every visitor who asks that URL (no-cache + ETag, and the server's
 * read cache, which a write such as a marked day empties: ADR 6), as the list it is a page of.
 */
export const similarVendorRoutes = (use: UseCases, options: SimilarVendorRouteOptions) => {
  const { similarVendors } = resolveAll(use, { similarVendors: ListSimilarVendors });
  const query = similarVendorsQuerySchemaAt(() => siteToday(options.clock.now()));
  return new Hono().get('/:id/similar', validate('param', z.object({ id: z.string().min(1).max(191) })), validate('query', query), async (c) => {
    const { vendors, unlisted } = await similarVendors.execute(c.req.valid('param').id, c.req.valid('query'));
    return replyRevalidated(c, similarVendorsAnswerSchema, { success: true, vendors: vendors.map((v) => toVendorSummaryDto(v, options.mediaUrl)), unlisted });
  });
};
