import type { SeoFilter } from '../../../domain/filters/seo-filter.ts';
import type { SeoFilterDto } from '../../../domain/filters/filter-answers.ts';
import { toRefDto } from './vendor-dto.ts';

export const toFilterDto = (f: SeoFilter): SeoFilterDto => ({
  _id: f.id,
  name: f.name,
  slug: f.slug,
  category: f.category ? toRefDto(f.category) : null,
  filterKey: f.filterKey,
  filterValue: f.filterValue,
  seoTitle: f.seoTitle,
  seoDescription: f.seoDescription,
  metaKeywords: f.metaKeywords,
  content: f.content,
  sortOrder: f.sortOrder,
  isActive: f.isActive,
  vendorCount: f.vendorCount,
  createdAt: f.createdAt.toISOString(),
  updatedAt: f.updatedAt.toISOString(),
});
