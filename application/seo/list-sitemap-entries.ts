import type { CategoryRepository } from '../ports/category-repository.ts';
import type { FilterRepository } from '../ports/filter-repository.ts';
import type { VendorRepository } from '../ports/vendor-repository.ts';

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
  priority: number;
}

/** Every public page worth indexing: home, lists, category pages, active filter pages, active vendors. */
export class ListSitemapEntries {
  constructor(
    private readonly categories: CategoryRepository,
    private readonly filters: FilterRepository,
    private readonly vendors: VendorRepository,
  ) {}

  async execute(): Promise<SitemapEntry[]> {
    const [categories, filters, vendors] = await Promise.all([
      this.categories.listWithVendorCounts(),
      this.filters.list({ activeOnly: true }),
      this.vendors.listActiveSlugs(),
    ]);
    return [
      { path: '/', priority: 1 },
      { path: '/vendors', priority: 0.8 },
      ...categories.map((c) => ({ path: `/${c.slug}`, priority: 0.8 })),
      ...filters.filter((f) => f.category).map((f) => ({ path: `/${f.category!.slug}/${f.slug}`, lastModified: f.updatedAt, priority: 0.7 })),
      ...vendors.map((v) => ({ path: `/vendors/${v.slug}`, lastModified: v.updatedAt, priority: 0.6 })),
      { path: '/about', priority: 0.3 },
      { path: '/contact', priority: 0.3 },
      { path: '/partner', priority: 0.5 },
      { path: '/apply', priority: 0.4 },
    ];
  }
}
