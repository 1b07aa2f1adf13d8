import type { CategorySummary } from '../../domain/categories/category.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CategoryRepository } from '../ports/category-repository.ts';

/** One category by its id or its slug. */
export class GetCategory {
  static readonly inject = ['CategoryRepository'] as const;
  constructor(private readonly categories: CategoryRepository) {}

  async execute(idOrSlug: string): Promise<CategorySummary> {
    const category = await this.categories.findByIdOrSlug(idOrSlug);
    if (!category) throw new DomainError('CATEGORY_NOT_FOUND', 'Category not found');
    return category;
  }
}
