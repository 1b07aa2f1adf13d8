import { sortCategories, type CategorySummary } from '../../domain/categories/category.ts';
import type { CategoryRepository } from '../ports/category-repository.ts';

/** The public category list: every category, in display order, with its active-vendor count. */
export class ListCategories {
  static readonly inject = ['CategoryRepository'] as const;
  constructor(private readonly categories: CategoryRepository) {}

  async execute(): Promise<CategorySummary[]> {
    return sortCategories(await this.categories.listWithVendorCounts());
  }
}
