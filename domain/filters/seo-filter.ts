import type { CategorySlug } from '../categories/category.ts';

/** An SEO filter landing page: one (key, value) within one category (SPEC.md §3). */
export interface SeoFilter {
  id: string;
  name: string;
  slug: string;
  category: { id: string; name: string; slug: CategorySlug } | null;
  filterKey: string;
  filterValue: string;
  seoTitle: string;
  seoDescription: string;
  metaKeywords: string[];
  content: string | null;
  sortOrder: number;
  isActive: boolean;
  /** Active vendors carrying this filter. */
  vendorCount: number;
  createdAt: Date;
  updatedAt: Date;
}
