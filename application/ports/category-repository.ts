import type { Category, CategorySummary } from '../../domain/categories/category.ts';

export interface CategoryRepository {
  /** Every category with the count of its active vendors. */
  listWithVendorCounts(): Promise<CategorySummary[]>;
  /** One category with the count of its active vendors. */
  findByIdOrSlug(idOrSlug: string): Promise<CategorySummary | null>;
  /** One category without counting its vendors: what a list filtered by category needs (its id). */
  findWithoutCount(idOrSlug: string): Promise<Category | null>;
}
