/**
 * The public vendor page: GET /api/vendors/{slugOrId} and GET /api/vendors/{slugOrId}/reviews
 * (SPEC §3 Vendor, §7). Rich-text fields arrive as HTML and must be sanitized before rendering.
 */
import { http, type RequestOptions } from './http';

type CallOptions = Pick<RequestOptions, 'signal'>;

export type VendorPriceRange = 'not-specified' | 'budget' | 'moderate' | 'premium' | 'luxury';

export interface VendorImageDto {
  _id: string;
  url: string;
  urls: { original: string; medium: string };
  altText: string | null;
  caption: string | null;
  isPrimary: boolean;
  sortOrder: number;
  width: number | null;
  height: number | null;
}

export interface VendorLocationDto {
  city: string;
  county: string;
  state: string;
  region: string | null;
  zipCode: string | null;
  formattedLocation: string;
}

export interface VendorCategoryRefDto {
  _id: string;
  name: string;
  slug: string;
}

export interface VendorTagDto {
  _id: string;
  id?: string;
  name: string;
}

export interface VendorFilterEntryDto {
  filter: { _id: string; name: string; slug: string; filterKey: string; filterValue: string };
}

export interface VendorSocialMediaDto {
  instagram: string | null;
  facebook: string | null;
  pinterest: string | null;
  tiktok: string | null;
}

export interface VendorReviewStatsDto {
  averageRating: number;
  totalReviews: number;
}

/** The whole public listing. */
export interface VendorDetail {
  _id: string;
  name: string;
  slug: string;
  tagline: string | null;
  /** HTML (rich text). */
  description: string | null;
  /** HTML (rich text). */
  pricingNotes: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  category: VendorCategoryRefDto;
  location: VendorLocationDto;
  startingPrice: number | null;
  priceRange: VendorPriceRange;
  isActive: boolean;
  isFeatured: boolean;
  isVerified: boolean;
  premierPartner: boolean;
  reviewStats: VendorReviewStatsDto;
  socialMedia: VendorSocialMediaDto;
  attributes: { capacity: number | null; style: string | string[] | null; specialties: string[] };
  yearEstablished: number | null;
  isLicensed: boolean;
  isInsured: boolean;
  /** In gallery order. */
  images: VendorImageDto[];
  tags: VendorTagDto[];
  filters: VendorFilterEntryDto[];
}

export interface PublicReview {
  _id: string;
  rating: number;
  title: string | null;
  body: string;
  reviewerName: string;
  /** YYYY-MM-DD, when the couple gave it. */
  weddingDate: string | null;
  createdAt: string;
}

export type RatingDistribution = Record<'1' | '2' | '3' | '4' | '5', number>;

export interface ReviewSummaryStats extends VendorReviewStatsDto {
  distribution: RatingDistribution;
}

export interface ReviewPagination {
  page: number;
  limit: number;
  totalPages: number;
  hasPrevPage: boolean;
  hasNextPage: boolean;
  totalReviews: number;
}

export interface VendorReviewsPage {
  reviews: PublicReview[];
  stats: ReviewSummaryStats;
  pagination: ReviewPagination;
}

/** One active vendor by slug or id. A 404 (unknown or inactive) throws `ApiError` with status 404. */
export async function getVendor(slugOrId: string, options?: CallOptions): Promise<VendorDetail> {
  const res = await http.get<{ success: boolean; vendor?: VendorDetail } | VendorDetail>(
    `/vendors/${encodeURIComponent(slugOrId)}`,
    options,
  );
  // SPEC §7: the response is the vendor itself or an object wrapping it as `vendor`.
  const vendor = res && 'vendor' in res && res.vendor ? res.vendor : (res as VendorDetail | null);
  if (!vendor || typeof vendor !== 'object' || !('slug' in vendor)) throw new Error('Malformed vendor response');
  return vendor;
}

/** Published reviews of a vendor, newest first, with the summary stats. */
export async function getVendorReviews(
  slugOrId: string,
  query: { page?: number; limit?: number } = {},
  options?: CallOptions,
): Promise<VendorReviewsPage> {
  const res = await http.get<{ success: boolean } & Partial<VendorReviewsPage>>(
    `/vendors/${encodeURIComponent(slugOrId)}/reviews`,
    { ...options, query: { page: query.page, limit: query.limit } },
  );
  const stats = res?.stats ?? {
    averageRating: 0,
    totalReviews: 0,
    distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
  };
  return {
    reviews: res?.reviews ?? [],
    stats,
    pagination: res?.pagination ?? {
      page: query.page ?? 1,
      limit: query.limit ?? 0,
      totalPages: 0,
      hasPrevPage: false,
      hasNextPage: false,
      totalReviews: stats.totalReviews,
    },
  };
}

// ---- a couple's review ------------------------------------------------------------------------

export interface ReviewSubmission {
  name: string;
  email: string;
  rating: number;
  title?: string | null;
  text: string;
  /** YYYY-MM-DD, optional. */
  weddingDate?: string | null;
}

/** POST /vendors/{id}/reviews: stored unpublished until an admin publishes it. */
export function submitReview(vendorId: string, input: ReviewSubmission): Promise<{ success: true; message: string }> {
  return http.post(`/vendors/${encodeURIComponent(vendorId)}/reviews`, input);
}
