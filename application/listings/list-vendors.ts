import type { Category } from '../../domain/categories/category.ts';
import { listFactsOf, type VendorListCriteria, type VendorListQuery } from '../../domain/listings/vendor-list-query.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import { FEATURED_PER_PAGE } from '../../domain/listings/ranking.ts';
import type { Page } from '../../domain/shared/pagination.ts';
import type { VendorSummary } from '../../domain/listings/vendor.ts';
import type { CategoryRepository } from '../ports/category-repository.ts';
import type { VendorRepository } from '../ports/vendor-repository.ts';
import type { VendorSearch } from '../ports/vendor-search.ts';

/**
 * The one place a list becomes a search (ADR 38): the search port finds the page's vendors and counts the
 * matches up to its cap; the cards are read by id. The Featured block of a search stays a list read.
 */
export const listOrSearch = async (vendors: VendorRepository, search: VendorSearch, criteria: VendorListCriteria): Promise<Page<VendorSummary>> => {
  if (criteria.search === undefined || criteria.block === 'featured') return vendors.listPublic(criteria);
  const hits = await search.search({ ...criteria, search: criteria.search });
  const items = await vendors.summariesByIds(hits.ids);
  return { items, page: criteria.page, limit: criteria.limit, total: hits.total, ...(hits.totalIsAtLeast ? { totalIsAtLeast: true } : {}), ...(hits.unlisted ? { unlisted: hits.unlisted } : {}) };
};

/** The public vendor list: active vendors only, by category, city, search and flags. */
export class ListVendors {
  static readonly inject = ['CategoryRepository', 'VendorRepository', 'VendorSearch'] as const;
  constructor(
    private readonly categories: CategoryRepository,
    private readonly vendors: VendorRepository,
    private readonly search: VendorSearch,
  ) {}

  async execute(query: VendorListQuery): Promise<{ page: Page<VendorSummary>; category: Category | null }> {
    let category: Category | null = null;
    if (query.category && query.category !== 'vendors' && query.category !== 'all') {
      // Only its id is needed: counting the category's vendors would read them all once more.
      category = await this.categories.findWithoutCount(query.category);
      if (!category) throw new DomainError('VALIDATION_FAILED', 'Unknown category', { category: 'Unknown category' });
    }
    // The Featured block is capped and is page 1's (docs/adr/0018): its answer is the block itself.
    const featuredBlock = query.block === 'featured';
    const page = await listOrSearch(this.vendors, this.search, {
      page: featuredBlock ? 1 : query.page,
      limit: featuredBlock ? Math.min(query.limit, FEATURED_PER_PAGE) : query.limit,
      sortBy: query.sortBy,
      ...(category ? { categoryId: category.id } : {}),
      ...(query.search ? { search: query.search } : {}),
      ...(query.location ? { city: query.location } : {}),
      ...(query.featured !== undefined ? { featured: query.featured } : {}),
      ...(query.premierPartner !== undefined ? { premierPartner: query.premierPartner } : {}),
      ...(query.block ? { block: query.block } : {}),
      ...listFactsOf(query),
    });
    return { page: featuredBlock ? { ...page, total: page.items.length } : page, category };
  }
}
