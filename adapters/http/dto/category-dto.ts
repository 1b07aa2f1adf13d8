import type { CategorySummary } from '../../../domain/categories/category.ts';

export interface CategoryDto {
  _id: string;
  name: string;
  slug: string;
  description: string;
  sortOrder: number;
  vendorCount: number;
  imageUrl: string | null;
}

export const toCategoryDto = (c: CategorySummary, mediaUrl: (key: string) => string): CategoryDto => ({
  _id: c.id,
  name: c.name,
  slug: c.slug,
  description: c.description,
  sortOrder: c.sortOrder,
  vendorCount: c.vendorCount,
  imageUrl: c.imageKey ? mediaUrl(c.imageKey) : null,
});
