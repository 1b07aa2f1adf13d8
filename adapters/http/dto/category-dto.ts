import type { CategorySummary } from '../../../domain/categories/category.ts';
import type { CategoryDto } from '../../../domain/categories/category-answers.ts';
import type { MediaUrl } from './vendor-dto.ts';

export const toCategoryDto = (c: CategorySummary, mediaUrl: MediaUrl): CategoryDto => ({
  _id: c.id,
  name: c.name,
  slug: c.slug,
  description: c.description,
  sortOrder: c.sortOrder,
  vendorCount: c.vendorCount,
  imageUrl: c.imageKey ? mediaUrl(c.imageKey) : null,
});
