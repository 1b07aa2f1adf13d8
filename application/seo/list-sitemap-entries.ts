import type { CategoryRepository } from '../ports/category-repository.ts';
import type { FilterRepository } from '../ports/filter-repository.ts';
import { RANKING_PAGE_PATH } from '../../domain/listings/ranking.ts';
import { REVIEW_POLICY_PATH } from '../../domain/reviews/review-policy.ts';
import type { VendorRepository } from '../ports/vendor-repository.ts';

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
  priority: number;
}

/**
 * Vendors per vendor sitemap. The protocol allows 50 000 URLs (and 50 MB) per file; 10 000 keeps each file
 * about 1.3 MB and one cheap index range read.
 */
export const VENDORS_PER_SITEMAP = 10_000;

/** One file of the sitemap index: the site's pages, or a page of vendors after a slug (keyset). */
export type SitemapFile = { kind: 'pages' } | { kind: 'vendors'; after: string | null };

/** The site's own pages worth indexing: home, lists, category pages, active filter pages, static pages. */
export class ListSitemapEntries {
  static readonly inject = ['CategoryRepository', 'FilterRepository'] as const;
  constructor(
    private readonly categories: CategoryRepository,
    private readonly filters: FilterRepository,
  ) {}

  async execute(): Promise<SitemapEntry[]> {
    const [categories, filters] = await Promise.all([this.categories.listWithVendorCounts(), this.filters.list({ activeOnly: true })]);
    return [
      { path: '/', priority: 1 },
      { path: '/vendors', priority: 0.8 },
      ...categories.map((c) => ({ path: `/${c.slug}`, priority: 0.8 })),
      ...filters.filter((f) => f.category).map((f) => ({ path: `/${f.category!.slug}/${f.slug}`, lastModified: f.updatedAt, priority: 0.7 })),
      { path: '/about', priority: 0.3 },
      { path: '/contact', priority: 0.3 },
      { path: '/partner', priority: 0.5 },
      { path: '/apply', priority: 0.4 },
      { path: RANKING_PAGE_PATH, priority: 0.3 },
      { path: REVIEW_POLICY_PATH, priority: 0.3 },
    ];
  }
}

/**
 * The files the sitemap index lists: the pages, then one per VENDORS_PER_SITEMAP active vendors in slug
 * order, each named by the slug it starts after, so serving one reads only its own vendors.
 */
export class ListSitemapFiles {
  static readonly inject = ['VendorRepository'] as const;
  constructor(private readonly vendors: VendorRepository) {}

  async execute(): Promise<SitemapFile[]> {
    const cursors = await this.vendors.activeSlugCursors(VENDORS_PER_SITEMAP);
    return [{ kind: 'pages' }, ...cursors.map((after) => ({ kind: 'vendors' as const, after }))];
  }
}

/** One vendor sitemap: the active vendors after a slug (or from the first), VENDORS_PER_SITEMAP at most. */
export class ListSitemapVendors {
  static readonly inject = ['VendorRepository'] as const;
  constructor(private readonly vendors: VendorRepository) {}

  async execute(after: string | null): Promise<SitemapEntry[]> {
    const rows = await this.vendors.listActiveSlugs(after, VENDORS_PER_SITEMAP);
    return rows.map((v) => ({ path: `/vendors/${v.slug}`, lastModified: v.updatedAt, priority: 0.6 }));
  }
}
