import type { CategorySlug, CategorySummary } from '../../domain/categories/category.ts';

/** Object mothers: valid defaults, overridden only where a test cares. */
export const aCategory = (overrides: Partial<CategorySummary> & { slug?: CategorySlug } = {}): CategorySummary => ({
  id: overrides.id ?? `cat_${overrides.slug ?? 'venues'}`,
  name: 'Venues',
  slug: 'venues',
  description: 'Barns, ballrooms and gardens across the Upstate.',
  sortOrder: 1,
  imageKey: null,
  vendorCount: 0,
  ...overrides,
});
