import { Hono, type Context } from 'hono';
import { resolveAll, type UseCaseInstances, type UseCases } from '../../../application/wiring.ts';
import { z } from 'zod';
import { vendorListQuerySchema, vendorListQuerySchemaAt } from '../../../domain/listings/vendor-list-query.ts';
import { siteToday } from '../../../domain/availability/calendar-days.ts';
import { paginationOf } from '../../../domain/shared/pagination.ts';
import { ListVendors } from '../../../application/listings/list-vendors.ts';
import { GetPublicVendor } from '../../../application/listings/get-public-vendor.ts';
import { ListVendorCities } from '../../../application/listings/list-vendor-cities.ts';
import { ListFilterVendors } from '../../../application/filters/filter-queries.ts';
import { ListVendorReviews } from '../../../application/reviews/list-vendor-reviews.ts';
import { SubmitReview } from '../../../application/reviews/submit-review.ts';
import type { Clock } from '../../../application/ports/clock.ts';
import { REVIEW_SUBMITTED_MESSAGE, reviewSubmissionSchema } from '../../../domain/reviews/review.ts';
import { clientIp } from '../auth.ts';
import { toPublicReviewDto, toReviewStatsDto } from '../dto/review-dto.ts';
import { toCategoryDto } from '../dto/category-dto.ts';
import { toFilterDto } from '../dto/filter-dto.ts';
import { filterLandingAnswerText, toPaginationDto, toVendorDto, vendorPageAnswerText, type MediaUrl } from '../dto/vendor-dto.ts';
import { mediaPrefixOf } from '../../../domain/listings/vendor-answer-mapping.ts';
import { PUBLIC_REVALIDATE } from '../conditional-get.ts';
import { validate, validateOr } from '../validation.ts';
import { plainListQuery } from '../plain-list-query.ts';
import { heldAnswerText } from '../dto/held-answer-text.ts';
import type { Category } from '../../../domain/categories/category.ts';
import type { SeoFilter } from '../../../domain/filters/seo-filter.ts';
import { filterLandingAnswerSchema } from '../../../domain/filters/filter-answers.ts';
import { oneVendorAnswerSchema, vendorCitiesAnswerSchema, vendorPageAnswerSchema } from '../../../domain/listings/vendor-answers.ts';
import { reviewSubmittedAnswerSchema, vendorReviewsAnswerSchema } from '../../../domain/reviews/review-answers.ts';
import { reply, replyRevalidated, replyRevalidatedText } from '../route-answers.ts';

/** The use cases these routes call, resolved by class (ADR 12). */
const VENDOR_ROUTE_USE_CASES = {
  listVendors: ListVendors,
  getPublicVendor: GetPublicVendor,
  listVendorCities: ListVendorCities,
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

type HeldFilter = Omit<SeoFilter, 'vendorCount'>;

type VendorRouteDeps = UseCaseInstances<typeof VENDOR_ROUTE_USE_CASES> & VendorRouteOptions & { mediaPrefix: string };

const slugParam = z.string().min(1).max(191);

const reviewPageSchema = vendorListQuerySchema.pick({ page: true }).extend({
  limit: vendorListQuerySchema.shape.limit.transform((n) => Math.min(n, 50)),
});

const landingParams = z.object({ categorySlug: slugParam, filterSlug: slugParam });

/** landingParams' output without zod for what it accepts (ADR 29): two slugs of 1 to 191 characters. */
const plainLandingParams = (c: Context): z.output<typeof landingParams> | undefined => {
  const categorySlug = c.req.param('categorySlug');
  const filterSlug = c.req.param('filterSlug');
  return typeof categorySlug === 'string' && typeof filterSlug === 'string' && isSlugParam(categorySlug) && isSlugParam(filterSlug) ? { categorySlug, filterSlug } : undefined;
};
const isSlugParam = (s: string) => s.length >= (slugParam.minLength ?? 0) && s.length <= (slugParam.maxLength ?? Infinity);

const vendorRoutesOf = (d: VendorRouteDeps, listQuery = vendorListQuerySchemaAt(() => siteToday(d.clock.now()))) => {
  // A landing page's filter and category as JSON text, kept for the objects the repositories hold (ADR 29).
  const filterText = heldAnswerText((f: HeldFilter, vendorCount: number) => toFilterDto({ ...f, vendorCount }));
  const categoryText = heldAnswerText((k: Category, vendorCount: number) => toCategoryDto({ ...k, vendorCount }, d.mediaUrl));
  return new Hono()
    .get('/', validateOr('query', listQuery, plainListQuery), async (c) => {
      // The page's cards as stored, in the answer's shape (ADR 28).
      const { page } = await d.listVendors.execute(c.req.valid('query'), 'answer');
      const pagination = toPaginationDto(paginationOf(page.page, page.limit, page.total), page.totalIsAtLeast);
      return replyRevalidatedText(c, vendorPageAnswerSchema, vendorPageAnswerText(page.items, pagination, d.mediaPrefix, page.unlisted));
    })
    .get('/locations', validate('query', z.object({ category: z.string().max(64).optional() })), async (c) => {
      const cities = await d.listVendorCities.execute(c.req.valid('query').category);
      c.header('Cache-Control', PUBLIC_REVALIDATE);
      return reply(c, vendorCitiesAnswerSchema, { success: true, locations: cities.map((x) => ({ city: x.city, vendorCount: x.vendorCount })) });
    })
    .get(
      '/category/:categorySlug/:filterSlug',
      validateOr('param', landingParams, plainLandingParams),
      validateOr('query', listQuery, plainListQuery),
      async (c) => {
        const { categorySlug, filterSlug } = c.req.valid('param');
        const { category, filter, page, held } = await d.listFilterVendors.execute(categorySlug, filterSlug, c.req.valid('query'), 'answer');
        const rest = {
          pagination: toPaginationDto(paginationOf(page.page, page.limit, page.total), page.totalIsAtLeast),
          filter: filterText(held.filter, filter.vendorCount),
          category: categoryText(held.category, category.vendorCount),
          ...(page.unlisted ? { unlisted: page.unlisted } : {}),
        };
        return replyRevalidatedText(c, filterLandingAnswerSchema, filterLandingAnswerText(page.items, rest, d.mediaPrefix));
      },
    )
    .get('/:slugOrId/reviews', validate('param', z.object({ slugOrId: slugParam })), validate('query', reviewPageSchema), async (c) => {
      const { page, limit } = c.req.valid('query');
      const result = await d.listVendorReviews.execute(c.req.valid('param').slugOrId, page, limit);
      c.header('Cache-Control', PUBLIC_REVALIDATE);
      return reply(c, vendorReviewsAnswerSchema, {
          success: true,
          reviews: result.page.items.map(toPublicReviewDto),
          stats: toReviewStatsDto(result.stats),
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
  vendorRoutesOf({ ...resolveAll(use, VENDOR_ROUTE_USE_CASES), ...options, mediaPrefix: mediaPrefixOf(options.mediaUrl) });
