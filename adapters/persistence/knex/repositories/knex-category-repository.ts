import type { Knex } from 'knex';
import { isCategorySlug, type CategorySummary } from '../../../../domain/categories/category.ts';
import type { CategoryRepository } from '../../../../application/ports/category-repository.ts';

interface CategoryRow {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  sort_order: number | string;
  image_key: string | null;
  vendor_count: number | string | null;
}

const toCategory = (row: CategoryRow): CategorySummary => {
  if (!isCategorySlug(row.slug)) throw new Error(`Unknown category slug in database: ${row.slug}`);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description ?? '',
    sortOrder: Number(row.sort_order),
    imageKey: row.image_key,
    vendorCount: Number(row.vendor_count ?? 0),
  };
};

export class KnexCategoryRepository implements CategoryRepository {
  constructor(private readonly knex: Knex) {}

  private baseQuery() {
    const counts = this.knex('vendors')
      .select('category_id')
      .count({ vendor_count: '*' })
      .where('is_active', true)
      .groupBy('category_id')
      .as('vc');
    return this.knex('categories as c')
      .leftJoin(counts, 'vc.category_id', 'c.id')
      .select<CategoryRow[]>('c.id', 'c.name', 'c.slug', 'c.description', 'c.sort_order', 'c.image_key', 'vc.vendor_count');
  }

  async listWithVendorCounts(): Promise<CategorySummary[]> {
    const rows = await this.baseQuery().orderBy([{ column: 'c.sort_order' }, { column: 'c.name' }]);
    return rows.map(toCategory);
  }

  async findByIdOrSlug(idOrSlug: string): Promise<CategorySummary | null> {
    const row = await this.baseQuery().where('c.id', idOrSlug).orWhere('c.slug', idOrSlug).first();
    return row ? toCategory(row) : null;
  }
}
