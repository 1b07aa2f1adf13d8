import { Hono } from 'hono';
import { z } from 'zod';
import { vendorListQuerySchema } from '../../../domain/listings/vendor-list-query.ts';
import { paginationOf } from '../../../domain/shared/pagination.ts';
import type { ListVendors } from '../../../application/listings/list-vendors.ts';
import type { GetPublicVendor } from '../../../application/listings/get-public-vendor.ts';
import type { ListVendorCities } from '../../../application/listings/list-vendor-cities.ts';
import type { ListFilterVendors } from '../../../application/filters/filter-queries.ts';
import type { ListVendorReviews } from '../../../application/reviews/list-vendor-reviews.ts';
import type { SubmitReview } from '../../../application/reviews/submit-review.ts';
import type { Clock } from '../../../application/ports/clock.ts';
import { REVIEW_SUBMITTED_MESSAGE, reviewSubmissionSchema } from '../../../domain/reviews/review.ts';
import { clientIp } from '../auth.ts';
import { toPublicReviewDto, toReviewStatsDto } from '../dto/review-dto.ts';
import { toCategoryDto } from '../dto/category-dto.ts';
import { toFilterDto } from '../dto/filter-dto.ts';
import { toPaginationDto, toVendorDto, toVendorSummaryDto, type MediaUrl } from '../dto/vendor-dto.ts';
import { PUBLIC_REVALIDATE } from '../conditional-get.ts';
import { validate } from '../validation.ts';
import { filterLandingAnswerSchema } from '../../../domain/filters/filter-answers.ts';
import { oneVendorAnswerSchema, vendorCitiesAnswerSchema, vendorPageAnswerSchema } from '../../../domain/listings/vendor-answers.ts';
import { reviewSubmittedAnswerSchema, vendorReviewsAnswerSchema } from '../../../domain/reviews/review-answers.ts';
import { answer } from '../route-answers.ts';

export interface VendorRouteDeps {
  listVendors: ListVendors;
  getPublicVendor: GetPublicVendor;
  listVendorCities: ListVendorCities;
  listFilterVendors: ListFilterVendors;
  listVendorReviews: ListVendorReviews;
  submitReview: SubmitReview;
  clock: Clock;
  trustProxy: boolean;
  mediaUrl: MediaUrl;
}

const slugParam = z.string().min(1).max(191);

const reviewPageSchema = vendorListQuerySchema.pick({ page: true }).extend({
  limit: vendorListQuerySchema.shape.limit.transform((n) => Math.min(n, 50)),
});

export const vendorRoutes = (d: VendorRouteDeps) =>
  new Hono()
    .get('/', validate('query', vendorListQuerySchema), async (c) => {
      const query = c.req.valid('query');
      const { page } = await d.listVendors.execute(query);
      c.header('Cache-Control', PUBLIC_REVALIDATE);
      return c.json(
        answer(vendorPageAnswerSchema, {
          success: true,
          vendors: page.items.map((v) => toVendorSummaryDto(v, d.mediaUrl)),
          pagination: toPaginationDto(paginationOf(page.page, page.limit, page.total)),
        }),
      );
    })
    .get('/locations', validate('query', z.object({ category: z.string().max(64).optional() })), async (c) => {
      const cities = await d.listVendorCities.execute(c.req.valid('query').category);
      c.header('Cache-Control', PUBLIC_REVALIDATE);
      return c.json(answer(vendorCitiesAnswerSchema, { success: true, locations: cities.map((x) => ({ city: x.city, vendorCount: x.vendorCount })) }));
    })
    .get(
      '/category/:categorySlug/:filterSlug',
      validate('param', z.object({ categorySlug: slugParam, filterSlug: slugParam })),
      validate('query', vendorListQuerySchema),
      async (c) => {
        const { categorySlug, filterSlug } = c.req.valid('param');
        const { category, filter, page } = await d.listFilterVendors.execute(categorySlug, filterSlug, c.req.valid('query'));
        c.header('Cache-Control', PUBLIC_REVALIDATE);
        return c.json(
          answer(filterLandingAnswerSchema, {
            success: true,
            vendors: page.items.map((v) => toVendorSummaryDto(v, d.mediaUrl)),
            pagination: toPaginationDto(paginationOf(page.page, page.limit, page.total)),
            filter: toFilterDto(filter),
            category: toCategoryDto(category, d.mediaUrl),
          }),
        );
      },
    )
    .get('/:slugOrId/reviews', validate('param', z.object({ slugOrId: slugParam })), validate('query', reviewPageSchema), async (c) => {
      const { page, limit } = c.req.valid('query');
      const result = await d.listVendorReviews.execute(c.req.valid('param').slugOrId, page, limit);
      c.header('Cache-Control', PUBLIC_REVALIDATE);
      return c.json(
        answer(vendorReviewsAnswerSchema, {
          success: true,
          reviews: result.page.items.map(toPublicReviewDto),
          stats: toReviewStatsDto(result.stats),
          pagination: { ...toPaginationDto(paginationOf(page, limit, result.page.total)), totalReviews: result.page.total },
        }),
      );
    })
    .post('/:slugOrId/reviews', validate('param', z.object({ slugOrId: slugParam })), validate('json', reviewSubmissionSchema(() => d.clock.now())), async (c) => {
      const r = await d.submitReview.execute(c.req.valid('param').slugOrId, c.req.valid('json'), clientIp(c, d.trustProxy));
      return c.json(answer(reviewSubmittedAnswerSchema, { success: true, message: REVIEW_SUBMITTED_MESSAGE, reviewId: r.id }), 201);
    })
    .get('/:slugOrId', validate('param', z.object({ slugOrId: slugParam })), async (c) => {
      const vendor = await d.getPublicVendor.execute(c.req.valid('param').slugOrId);
      c.header('Cache-Control', PUBLIC_REVALIDATE);
      return c.json(answer(oneVendorAnswerSchema, { success: true, vendor: toVendorDto(vendor, d.mediaUrl) }));
    });
