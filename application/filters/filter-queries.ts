import type { CategorySummary } from '../../domain/categories/category.ts';
import type { SeoFilter } from '../../domain/filters/seo-filter.ts';
import type { VendorSummary } from '../../domain/listings/vendor.ts';
import { listFactsOf, type VendorListQuery } from '../../domain/listings/vendor-list-query.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { Page } from '../../domain/shared/pagination.ts';
import type { CategoryRepository } from '../ports/category-repository.ts';
import type { FilterRepository } from '../ports/filter-repository.ts';
import type { VendorRepository } from '../ports/vendor-repository.ts';
import type { VendorSearch } from '../ports/vendor-search.ts';
import { listOrSearch } from '../listings/list-vendors.ts';

export interface FilterGroup {
  category: CategorySummary;
  filters: SeoFilter[];
}

const categoryOrThrow = async (categories: CategoryRepository, slugOrId: string) => {
  const category = await categories.findByIdOrSlug(slugOrId);
  if (!category) throw new DomainError('CATEGORY_NOT_FOUND', 'Category not found');
  return category;
};

/** Active filters grouped by category slug, every category present (possibly with none). */
export class ListPublicFilters {
  static readonly inject = ['CategoryRepository', 'FilterRepository'] as const;
  constructor(
    private readonly categories: CategoryRepository,
    private readonly filters: FilterRepository,
  ) {}

  async execute(): Promise<Record<string, FilterGroup>> {
    const [categories, filters] = await Promise.all([this.categories.listWithVendorCounts(), this.filters.list({ activeOnly: true })]);
    const groups: Record<string, FilterGroup> = {};
    for (const category of categories) groups[category.slug] = { category, filters: [] };
    for (const f of filters) if (f.category) groups[f.category.slug]?.filters.push(f);
    return groups;
  }
}

export class ListCategoryFilters {
  static readonly inject = ['CategoryRepository', 'FilterRepository'] as const;
  constructor(
    private readonly categories: CategoryRepository,
    private readonly filters: FilterRepository,
  ) {}

  async execute(categorySlug: string): Promise<{ category: CategorySummary; filters: SeoFilter[] }> {
    const category = await categoryOrThrow(this.categories, categorySlug);
    return { category, filters: await this.filters.list({ activeOnly: true, categoryId: category.id }) };
  }
}

/** The public's view of a filter, shared by the use cases that start from one. */
const findPublicFilter = async (categories: CategoryRepository, filters: FilterRepository, categorySlug: string, filterSlug: string) => {
  const category = await categoryOrThrow(categories, categorySlug);
  const filter = await filters.findByCategoryAndSlug(category.id, filterSlug);
  if (!filter || !filter.isActive) throw new DomainError('FILTER_NOT_FOUND', 'Filter not found');
  return { category, filter };
};

/** One active filter landing page's filter; an inactive or unknown one does not exist for the public. */
export class GetPublicFilter {
  static readonly inject = ['CategoryRepository', 'FilterRepository'] as const;
  constructor(
    private readonly categories: CategoryRepository,
    private readonly filters: FilterRepository,
  ) {}

  execute(categorySlug: string, filterSlug: string): Promise<{ category: CategorySummary; filter: SeoFilter }> {
    return findPublicFilter(this.categories, this.filters, categorySlug, filterSlug);
  }
}

/** The vendors of a filter landing page. */
export class ListFilterVendors {
  static readonly inject = ['CategoryRepository', 'FilterRepository', 'VendorRepository', 'VendorSearch'] as const;
  constructor(
    private readonly categories: CategoryRepository,
    private readonly filters: FilterRepository,
    private readonly vendors: VendorRepository,
    private readonly search: VendorSearch,
  ) {}

  /** A landing page: its category and filter, each with its kept count, and the page of cards. */
  async execute(categorySlug: string, filterSlug: string, query: VendorListQuery): Promise<{ category: CategorySummary; filter: SeoFilter; page: Page<VendorSummary> }> {
    const { category, filter } = await findPublicFilter(this.categories, this.filters, categorySlug, filterSlug);
    const page = await listOrSearch(this.vendors, this.search, {
      page: query.page,
      limit: query.limit,
      sortBy: query.sortBy,
      categoryId: category.id,
      filterId: filter.id,
      ...(query.search ? { search: query.search } : {}),
      ...(query.location ? { city: query.location } : {}),
      ...listFactsOf(query),
    });
    return { category, filter, page };
  }
}
