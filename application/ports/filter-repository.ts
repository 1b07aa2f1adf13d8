import type { SeoFilter } from '../../domain/filters/seo-filter.ts';

export interface FilterRepository {
  /** Filters with their active-vendor counts; `activeOnly` for the public site. */
  list(options: { activeOnly: boolean; categoryId?: string }): Promise<SeoFilter[]>;
  findByCategoryAndSlug(categoryId: string, slug: string): Promise<SeoFilter | null>;
}
