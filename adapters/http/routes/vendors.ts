import { Hono } from 'hono';
import { resolveAll, type UseCaseInstances, type UseCases } from '../../../application/wiring.ts';
import { z } from 'zod';
import { vendorListQuerySchema, vendorListQuerySchemaAt } from '../../../domain/listings/vendor-list-query.ts';
import { siteToday } from '../../../domain/availability/calendar-days.ts';
import { paginationOf } from '../../../domain/shared/pagination.ts';
import { ListVendors } from '../../../application/listings/list-vendors.ts';
import { GetPublicVendor } from '../../../application/listings/get-public-vendor.ts';
import { ListVendorCities } from '../../../application/listings/list-vendor-cities.ts';
import { ListVendorCards } from '../../../application/listings/list-vendor-cards.ts';
import { CompareVendors } from '../../../application/listings/compare-vendors.ts';
import { ListFilterVendors } from '../../../application/filters/filter-queries.ts';
import { ListVendorReviews } from '../../../application/reviews/list-vendor-reviews.ts';
import { SubmitReview } from '../../../application/reviews/submit-review.ts';
import type { Clock } from '../../../application/ports/clock.ts';
import { REVIEW_SUBMITTED_MESSAGE, reviewSubmissionSchema } from '../../../domain/reviews/review.ts';
import { reviewSortField } from '../../../domain/reviews/review-list-query.ts';
import { clientIp } from '../auth.ts';
import { toPublicReviewDto, toReviewPhotoDtos } from '../dto/review-dto.ts';
import { toCategoryDto } from '../dto/category-dto.ts';
import { toFilterDto } from '../dto/filter-dto.ts';
import { toPaginationDto, toVendorDto, toVendorSummaryDto, unlistedDto, type MediaUrl } from '../dto/vendor-dto.ts';
import { PUBLIC_REVALIDATE } from '../response-cache.ts';
import { validate } from '../validation.ts';
import { filterLandingAnswerSchema } from '../../../domain/filters/filter-answers.ts';
import { oneVendorAnswerSchema, vendorCitiesAnswerSchema, vendorPageAnswerSchema } from '../../../domain/listings/vendor-answers.ts';
import { reviewSubmittedAnswerSchema, vendorReviewsAnswerSchema } from '../../../domain/reviews/review-answers.ts';
import { reply, replyRevalidated } from '../route-answers.ts';
import { vendorCardsAnswerSchema, vendorCardsQuerySchema } from '../../../domain/couples/shortlist-api.ts';
import { vendorCompareAnswerSchema, vendorCompareQuerySchemaAt } from '../../../domain/couples/compare-api.ts';
import { toCompareVendorDto } from '../dto/compare-dto.ts';

/** The use cases these routes call, resolved by class (ADR 12). */
const VENDOR_ROUTE_USE_CASES = {
  listVendors: ListVendors,
  getPublicVendor: GetPublicVendor,
  listVendorCities: ListVendorCities,
  listVendorCards: ListVendorCards,
  compareVendors: CompareVendors,
  listFilterVendors: ListFilterVendors,
  listVendorReviews: ListVendorReviews,
  submitReview: SubmitReview,
};

/** What these routes are given besides their use cases. */
export interface VendorRouteOptions {
  clock: Clock;
  trustProxy: boolean;
  mediaUrl: MediaUrl;
}

type VendorRouteDeps = UseCaseInstances<typeof VENDOR_ROUTE_USE_CASES> & VendorRouteOptions;

const slugParam = z.string().min(1).max(191);

const reviewPageSchema = vendorListQuerySchema.pick({ page: true }).extend({
  limit: vendorListQuerySchema.shape.limit.transform((n) => Math.min(n, 50)),
  sort: reviewSortField,
});

const landingParams = z.object({ categorySlug: slugParam, filterSlug: slugParam });

const vendorRoutesOf = (
  d: VendorRouteDeps,
  listQuery = vendorListQuerySchemaAt(() => siteToday(d.clock.now())),
  compareQuery = vendorCompareQuerySchemaAt(() => siteToday(d.clock.now())),
) => {
  return new Hono()
    .get('/', validate('query', listQuery), async (c) => {
      const { page } = await d.listVendors.execute(c.req.valid('query'));
      return replyRevalidated(c, vendorPageAnswerSchema, {
        success: true,
        vendors: page.items.map((v) => toVendorSummaryDto(v, d.mediaUrl)),
        pagination: toPaginationDto(paginationOf(page.page, page.limit, page.total), page.totalIsAtLeast),
        ...unlistedDto(page.unlisted),
      });
    })
    .get('/locations', validate('query', z.object({ category: z.string().max(64).optional() })), async (c) => {
      const cities = await d.listVendorCities.execute(c.req.valid('query').category);
      c.header('Cache-Control', PUBLIC_REVALIDATE);
      return reply(c, vendorCitiesAnswerSchema, { success: true, locations: cities.map((x) => ({ city: x.city, vendorCount: x.vendorCount })) });
    })
    // A couple's saved vendors (issue 39): before '/:slugOrId', which would take 'cards' for a slug.
    .get('/cards', validate('query', vendorCardsQuerySchema), async (c) => {
      const cards = await d.listVendorCards.execute(c.req.valid('query').ids);
      return replyRevalidated(c, vendorCardsAnswerSchema, { success: true, vendors: cards.map((v) => toVendorSummaryDto(v, d.mediaUrl)) });
    })
    /*
     * The shortlist's compare table (issue 39 §2). A public read even with a wedding date, like the list's
     * `?date=` (which it must never contradict): the answer is the same for every visitor who asks that URL,
     * the marks it reads are already public (GET /api/vendors/{id}/unavailable-dates) and the URL names no one.
     * `no-cache` + ETag makes the browser ask again each time, and marking a day is a write, which empties the
     * server's read cache (ADR 6): a day marked a minute ago is never answered as free.
     */
    .get('/compare', validate('query', compareQuery), async (c) => {
      const { ids, date } = c.req.valid('query');
      const vendors = await d.compareVendors.execute(ids, date);
      return replyRevalidated(c, vendorCompareAnswerSchema, { success: true, date: date ?? null, vendors: vendors.map((v) => toCompareVendorDto(v, d.mediaUrl)) });
    })
    .get(
      '/category/:categorySlug/:filterSlug',
      validate('param', landingParams),
      validate('query', listQuery),
      async (c) => {
        const { categorySlug, filterSlug } = c.req.valid('param');
        const { category, filter, page } = await d.listFilterVendors.execute(categorySlug, filterSlug, c.req.valid('query'));
        return replyRevalidated(c, filterLandingAnswerSchema, {
          success: true,
          vendors: page.items.map((v) => toVendorSummaryDto(v, d.mediaUrl)),
          pagination: toPaginationDto(paginationOf(page.page, page.limit, page.total), page.totalIsAtLeast),
          ...unlistedDto(page.unlisted),
          filter: toFilterDto(filter),
          category: toCategoryDto(category, d.mediaUrl),
        });
      },
    )
    .get('/:slugOrId/reviews', validate('param', z.object({ slugOrId: slugParam })), validate('query', reviewPageSchema), async (c) => {
      const { page, limit, sort } = c.req.valid('query');
      const result = await d.listVendorReviews.execute(c.req.valid('param').slugOrId, page, limit, sort);
      c.header('Cache-Control', PUBLIC_REVALIDATE);
      return reply(c, vendorReviewsAnswerSchema, {
          success: true,
          reviews: result.page.items.map((r) => toPublicReviewDto(r, toReviewPhotoDtos(result.photos.filter((p) => p.reviewId === r.id), d.mediaUrl))),
          stats: result.stats,
          pagination: { ...toPaginationDto(paginationOf(page, limit, result.page.total)), totalReviews: result.page.total },
        });
    })
    .post('/:slugOrId/reviews', validate('param', z.object({ slugOrId: slugParam })), validate('json', reviewSubmissionSchema(() => d.clock.now())), async (c) => {
      const r = await d.submitReview.execute(c.req.valid('param').slugOrId, c.req.valid('json'), clientIp(c, d.trustProxy));
      return reply(c, reviewSubmittedAnswerSchema, { success: true, message: REVIEW_SUBMITTED_MESSAGE, reviewId: r.id }, 201);
    })
    .get('/:slugOrId', validate('param', z.object({ slugOrId: slugParam })), async (c) => {
      const vendor = await d.getPublicVendor.execute(c.req.valid('param').slugOrId);
      return replyRevalidated(c, oneVendorAnswerSchema, { success: true, vendor: toVendorDto(vendor, d.mediaUrl) });
    });
};

/** The routes, given the use-case resolver and their options. */
export const vendorRoutes = (use: UseCases, options: VendorRouteOptions) =>
  vendorRoutesOf({ ...resolveAll(use, VENDOR_ROUTE_USE_CASES), ...options });
