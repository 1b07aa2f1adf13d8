import type { Category, CategorySummary } from '../../../domain/categories/category.ts';
import type { CategoryRepository } from '../../../application/ports/category-repository.ts';

export class InMemoryCategoryRepository implements CategoryRepository {
  constructor(private readonly rows: CategorySummary[] = []) {}

  async listWithVendorCounts(): Promise<CategorySummary[]> {
    return this.rows.map((r) => ({ ...r }));
  }

  async findByIdOrSlug(idOrSlug: string): Promise<CategorySummary | null> {
    const row = this.rowOf(idOrSlug);
    return row ? { ...row } : null;
  }

  async findWithoutCount(idOrSlug: string): Promise<Category | null> {
    const row = this.rowOf(idOrSlug);
    if (!row) return null;
    const { vendorCount: _count, ...category } = row;
    return category;
  }

  private rowOf(idOrSlug: string): CategorySummary | undefined {
    return this.rows.find((r) => r.id === idOrSlug || r.slug === idOrSlug);
  }
}
