/**
 * The public vendor page: GET /api/vendors/{slugOrId} and GET /api/vendors/{slugOrId}/reviews
 * (SPEC §3 Vendor, §7). Rich-text fields arrive as HTML and must be sanitized before rendering.
 */
import type { reviewSubmissionSchema } from '@domain/reviews/review';
import type { PriceRange } from '@domain/listings/vendor';
import type { ReviewSort } from '@domain/reviews/review-sort';
import type {
  OneVendorAnswer,
  VendorDto,
  VendorFilterEntryDto,
  VendorImageDto,
  VendorLocationDto,
  VendorReviewStatsDto,
  VendorSocialMediaDto,
  VendorTagDto,
} from '@domain/listings/vendor-answers';
import type {
  PublicReviewDto,
  RatingDistribution,
  ReviewPagination,
  ReviewSummaryStatsDto,
  VendorReviewsAnswer,
  reviewSubmittedAnswerSchema,
} from '@domain/reviews/review-answers';
import type { NamedRef } from '@domain/shared/answers';
import type { z } from 'zod';
import { http, type RequestOptions } from './http';

type CallOptions = Pick<RequestOptions, 'signal'>;

export type VendorPriceRange = PriceRange;
export type { VendorImageDto, VendorLocationDto, VendorTagDto, VendorFilterEntryDto, VendorSocialMediaDto, VendorReviewStatsDto, RatingDistribution, ReviewPagination };
export type VendorCategoryRefDto = NamedRef;
/** The whole public listing. */
export type VendorDetail = VendorDto;
export type PublicReview = PublicReviewDto;
export type ReviewSummaryStats = ReviewSummaryStatsDto;
export type VendorReviewsPage = Omit<VendorReviewsAnswer, 'success'>;

/** One active vendor by slug or id. A 404 (unknown or inactive) throws `ApiError` with status 404. */
export async function getVendor(slugOrId: string, options?: CallOptions): Promise<VendorDetail> {
  const res = await http.get<Partial<OneVendorAnswer> | VendorDetail>(
    `/vendors/${encodeURIComponent(slugOrId)}`,
    options,
  );
  // SPEC §7: the response is the vendor itself or an object wrapping it as `vendor`.
  const vendor = res && 'vendor' in res && res.vendor ? res.vendor : (res as VendorDetail | null);
  if (!vendor || typeof vendor !== 'object' || !('slug' in vendor)) throw new Error('Malformed vendor response');
  return vendor;
}

/** Published reviews of a vendor, newest first unless `sort` says otherwise (issue 40 §2), with the summary stats. */
export async function getVendorReviews(
  slugOrId: string,
  query: { page?: number; limit?: number; sort?: ReviewSort } = {},
  options?: CallOptions,
): Promise<VendorReviewsPage> {
  const res = await http.get<Partial<VendorReviewsAnswer> | null>(
    `/vendors/${encodeURIComponent(slugOrId)}/reviews`,
    { ...options, query: { page: query.page, limit: query.limit, sort: query.sort } },
  );
  const stats = res?.stats ?? {
    averageRating: 0,
    totalReviews: 0,
    distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    verifiedReviews: 0,
  };
  return {
    reviews: res?.reviews ?? [],
    stats,
    pagination: res?.pagination ?? {
      page: query.page ?? 1,
      limit: query.limit ?? 0,
      pages: 0,
      totalPages: 0,
      totalVendors: stats.totalReviews,
      hasPrevPage: false,
      hasNextPage: false,
      totalReviews: stats.totalReviews,
    },
  };
}

// ---- a couple's review ------------------------------------------------------------------------

/** The body of POST /vendors/{id}/reviews: what the server's schema accepts, as it stores it. */
export type ReviewSubmission = z.output<ReturnType<typeof reviewSubmissionSchema>>;

/** POST /vendors/{id}/reviews: stored unpublished until an admin publishes it. */
export function submitReview(vendorId: string, input: ReviewSubmission): Promise<z.infer<typeof reviewSubmittedAnswerSchema>> {
  return http.post(`/vendors/${encodeURIComponent(vendorId)}/reviews`, input);
}
