import type { VendorCompareFacts } from '../../domain/couples/compare.ts';
import type { Vendor, VendorCore, VendorSummary } from '../../domain/listings/vendor.ts';
import type { VendorListCriteria } from '../../domain/listings/vendor-list-query.ts';
import type { Page } from '../../domain/shared/pagination.ts';

export interface CityCount {
  city: string;
  vendorCount: number;
}

export interface VendorRepository {
  /**
   * Active vendors matching the criteria, in the requested order, one page of them. A search's words narrow
   * it like any criterion; a search's own page, by relevance, is the VendorSearch port's (listOrSearch).
   */
  listPublic(criteria: VendorListCriteria): Promise<Page<VendorSummary>>;
  /** The cards of these vendors, in the order of `ids` (a search's page: ADR 21); unknown or inactive ids left out. */
  summariesByIds(ids: readonly string[]): Promise<VendorSummary[]>;
  /**
   * The shortlist's compare facts of these vendors (issue 39): each card with its capacity, style and filters
   * and, given a wedding date (YYYY-MM-DD), whether it marked that day; in the order of `ids`, listed ones only.
   */
  compareFactsByIds(ids: readonly string[], date?: string): Promise<VendorCompareFacts[]>;
  /** One vendor by slug or id, active or not (callers decide what the public may see). */
  findBySlugOrId(slugOrId: string): Promise<Vendor | null>;
  /** The same listing's core facts in one read, active or not (what inquiries need). */
  findCoreBySlugOrId(slugOrId: string): Promise<VendorCore | null>;
  /** Slug and last change of active vendors in slug order, after `after` (keyset; null: from the first), at most `limit`. */
  listActiveSlugs(after: string | null, limit: number): Promise<Array<{ slug: string; updatedAt: Date }>>;
  /**
   * Keyset cursors cutting the active vendors, in slug order, into pages of `pageSize`: null (the first
   * page), then the last slug of every full page that more vendors follow.
   */
  activeSlugCursors(pageSize: number): Promise<Array<string | null>>;
  /** Cities with active vendors, optionally within a category, most vendors first. */
  listCities(categoryId?: string): Promise<CityCount[]>;
}
