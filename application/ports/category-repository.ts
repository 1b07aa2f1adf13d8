import type { CategorySummary } from '../../domain/categories/category.ts';

export interface CategoryRepository {
  /** Every category with the count of its active vendors. */
  listWithVendorCounts(): Promise<CategorySummary[]>;
  findByIdOrSlug(idOrSlug: string): Promise<CategorySummary | null>;
}
