import { FEATURED_PER_PAGE } from '../../domain/listings/ranking.ts';
import { SIMILAR_VENDORS_LIMIT, type SimilarVendorsQuery } from '../../domain/listings/similar-vendors-api.ts';
import type { UnlistedFact } from '../../domain/listings/unlisted-facts.ts';
import { listFactsOf, type VendorListCriteria } from '../../domain/listings/vendor-list-query.ts';
import type { VendorSummary } from '../../domain/listings/vendor.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { VendorRepository } from '../ports/vendor-repository.ts';
import type { VendorSearch } from '../ports/vendor-search.ts';
import { listOrSearch } from './list-vendors.ts';

export interface SimilarVendors {
  vendors: VendorSummary[];
  /** What each of `vendors` that has not stated a fact asked about has not stated, by id. */
  unlisted: Record<string, UnlistedFact[]>;
}

/**
 * 'Also ask similar vendors' (issue 39 §4): the first vendors of the list page of this vendor's category and
 * town under the couple's date, guests and budget, this vendor left out — read by the list's own path, so in
 * its order ('How vendors are ordered': the day's Featured block, then everyone else) and with its filters'
 * meanings. An inactive or unknown vendor is not found, as its page is not.
 */
export class ListSimilarVendors {
  static readonly inject = ['VendorRepository', 'VendorSearch'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly search: VendorSearch,
  ) {}

  async execute(id: string, query: SimilarVendorsQuery): Promise<SimilarVendors> {
    const [vendor] = await this.vendors.summariesByIds([id]);
    if (!vendor) throw new DomainError('VENDOR_NOT_FOUND', 'Vendor not found');
    const criteria: VendorListCriteria = { page: 1, limit: FEATURED_PER_PAGE, sortBy: 'reviews', categoryId: vendor.category.id, city: vendor.location.city, ...listFactsOf(query) };
    // Page 1 of the list: its Featured block, then the others (one more than needed, this vendor may be one).
    const [featured, others] = await Promise.all([
      listOrSearch(this.vendors, this.search, { ...criteria, block: 'featured' }),
      listOrSearch(this.vendors, this.search, { ...criteria, block: 'others', limit: SIMILAR_VENDORS_LIMIT + 1 }),
    ]);
    const vendors = [...featured.items, ...others.items].filter((v) => v.id !== vendor.id).slice(0, SIMILAR_VENDORS_LIMIT);
    const marks = { ...featured.unlisted?.byId, ...others.unlisted?.byId };
    const unlisted = Object.fromEntries(vendors.flatMap((v) => (marks[v.id]?.length ? [[v.id, marks[v.id]!]] : [])));
    return { vendors, unlisted };
  }
}
