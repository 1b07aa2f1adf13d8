/**
 * Vendor lists (SPEC §2 Category list, Filter landing page, Home; §7 Vendors, Filters):
 * GET /api/vendors, GET /api/vendors/locations, GET /api/vendors/category/{category}/{filter},
 * GET /api/filters/category/{category}; the shortlist's GET /api/vendors/cards (issue 39).
 * The answer types are inferred from their schemas in domain/ (see types.ts).
 */
import type { VendorCardsAnswer } from '@domain/couples/shortlist-api';
import type { CategoryFiltersAnswer, FilterLandingAnswer, SeoFilterDto } from '@domain/filters/filter-answers';
import type { CityCount, vendorCitiesAnswerSchema, VendorPageAnswer, VendorSummaryDto } from '@domain/listings/vendor-answers';
import type { ListBlock, VendorSort } from '@domain/listings/vendor-list-query';
import type { VendorPagination as VendorPaginationDto } from '@domain/shared/answers';
import type { z } from 'zod';
import { http, type RequestOptions } from './http';

type CallOptions = Pick<RequestOptions, 'signal'>;

/** A vendor as lists show it (a card): only the primary image, or none. */
export type VendorSummary = VendorSummaryDto;
/** Pagination as the server sends it (SPEC §3). */
export type VendorPagination = VendorPaginationDto;
export type VendorPage = Omit<VendorPageAnswer, 'success'>;
export type VendorSortBy = VendorSort;

export interface VendorListQuery {
  page?: number;
  /** Default 12 on the server, capped at 100. */
  limit?: number;
  /** A category slug; 'vendors' or 'all' (or nothing) means every category. An unknown slug is a 400. */
  category?: string;
  search?: string;
  /** A city. */
  location?: string;
  sortBy?: VendorSortBy;
  featured?: boolean;
  premierPartner?: boolean;
  /** A list page's block: 'featured' (at most 3, the day's turn) or 'others' (all but those). */
  block?: ListBlock;
  /** Wedding date (YYYY-MM-DD): vendors who marked it are left out (issue 18). */
  date?: string;
  /** Venues and caterers that hold this many guests. */
  guests?: number;
  /** Starting price at most, in whole dollars. */
  maxPrice?: number;
}

export type { CityCount };
/** An SEO filter landing page as the public API sends it. */
export type SeoFilter = SeoFilterDto;
export type FilterLandingPage = Omit<FilterLandingAnswer, 'success'>;
export type CategoryFilters = Omit<CategoryFiltersAnswer, 'success'>;

const emptyPagination = (query: { page?: number; limit?: number }): VendorPagination => ({
  page: query.page ?? 1,
  limit: query.limit ?? 12,
  pages: 1,
  totalPages: 1,
  totalVendors: 0,
  hasPrevPage: false,
  hasNextPage: false,
});

const flag = (value: boolean | undefined) => (value === undefined ? undefined : String(value));

/** One page of active vendors (GET /api/vendors). Sorted by reviews unless told otherwise. */
export async function listVendors(query: VendorListQuery = {}, options?: CallOptions): Promise<VendorPage> {
  const res = await http.get<Partial<VendorPage> | null>('/vendors', {
    ...options,
    query: {
      page: query.page,
      limit: query.limit,
      category: query.category,
      search: query.search,
      location: query.location,
      sortBy: query.sortBy,
      featured: flag(query.featured),
      premierPartner: flag(query.premierPartner),
      block: query.block,
      date: query.date,
      guests: query.guests,
      maxPrice: query.maxPrice,
    },
  });
  return { vendors: res?.vendors ?? [], pagination: res?.pagination ?? emptyPagination(query), ...(res?.unlisted ? { unlisted: res.unlisted } : {}) };
}

/**
 * The cards of a couple's saved vendors (GET /api/vendors/cards, at most 50 ids), in the order asked; vendors
 * that are no longer listed are left out. A plain call, not the route contract: that would bring the answer's
 * zod schemas into the shortlist page's chunk.
 */
export async function getVendorCards(ids: readonly string[], options?: CallOptions): Promise<VendorSummary[]> {
  const res = await http.get<Partial<VendorCardsAnswer> | null>('/vendors/cards', { ...options, query: { ids: ids.join(',') } });
  return res?.vendors ?? [];
}

/** The cities that have active vendors (in a category, when given), with how many: for the city dropdown. */
export async function listVendorCities(category?: string, options?: CallOptions): Promise<CityCount[]> {
  const res = await http.get<Partial<z.infer<typeof vendorCitiesAnswerSchema>> | null>('/vendors/locations', {
    ...options,
    query: { category: category && category !== 'vendors' && category !== 'all' ? category : undefined },
  });
  return res?.locations ?? [];
}

/**
 * A filter landing page's vendors with the filter and its category
 * (GET /api/vendors/category/{categorySlug}/{filterSlug}). Unknown or inactive: `ApiError` with status 404.
 */
export async function getFilterLandingPage(
  categorySlug: string,
  filterSlug: string,
  query: Pick<VendorListQuery, 'page' | 'limit' | 'search' | 'location' | 'date' | 'guests' | 'maxPrice'> = {},
  options?: CallOptions,
): Promise<FilterLandingPage> {
  const res = await http.get<Partial<FilterLandingAnswer> | null>(
    `/vendors/category/${encodeURIComponent(categorySlug)}/${encodeURIComponent(filterSlug)}`,
    { ...options, query: { page: query.page, limit: query.limit, search: query.search, location: query.location, date: query.date, guests: query.guests, maxPrice: query.maxPrice } },
  );
  if (!res?.filter || !res.category) throw new Error('Malformed filter landing response');
  return {
    vendors: res.vendors ?? [],
    pagination: res.pagination ?? emptyPagination(query),
    filter: res.filter,
    category: res.category,
    ...(res.unlisted ? { unlisted: res.unlisted } : {}),
  };
}

/** The active SEO filters of a category, in display order, with the category (GET /api/filters/category/{slug}). */
export async function getCategoryFilters(categorySlug: string, options?: CallOptions): Promise<CategoryFilters> {
  const res = await http.get<Partial<CategoryFiltersAnswer> | null>(
    `/filters/category/${encodeURIComponent(categorySlug)}`,
    options,
  );
  if (!res?.category) throw new Error('Malformed category filters response');
  return { category: res.category, filters: res.filters ?? [] };
}
