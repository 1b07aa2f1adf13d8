import type { Knex } from 'knex';
import { isCategorySlug, type Category, type CategorySummary } from '../../../../domain/categories/category.ts';
import type { CategoryRepository } from '../../../../application/ports/category-repository.ts';
import { TABLE as LISTING_COUNTS } from '../listing-counts.ts';

interface CategoryRow {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  sort_order: number | string;
  image_key: string | null;
  vendor_count: number | string | null;
}

const CATEGORY_COLUMNS = ['c.id', 'c.name', 'c.slug', 'c.description', 'c.sort_order', 'c.image_key'];

const categoryOf = (row: Omit<CategoryRow, 'vendor_count'>): Category => {
  if (!isCategorySlug(row.slug)) throw new Error(`Unknown category slug in database: ${row.slug}`);
  return { id: row.id, name: row.name, slug: row.slug, description: row.description ?? '', sortOrder: Number(row.sort_order), imageKey: row.image_key };
};

const toCategory = (row: CategoryRow): CategorySummary => Object.assign(categoryOf(row), { vendorCount: Number(row.vendor_count ?? 0) });

/** The six categories, each with the count kept on write of its active vendors (listing_counts, ADR 20). */
export class KnexCategoryRepository implements CategoryRepository {
  constructor(private readonly knex: Knex) {}

  private baseQuery() {
    return this.knex('categories as c')
      .leftJoin(`${LISTING_COUNTS} as lc`, (j) => j.onVal('lc.scope', '=', 'category').andOn('lc.scope_key', '=', 'c.id'))
      .select<CategoryRow[]>(...CATEGORY_COLUMNS, 'lc.vendor_count');
  }

  async listWithVendorCounts(): Promise<CategorySummary[]> {
    const rows = await this.baseQuery().orderBy([{ column: 'c.sort_order' }, { column: 'c.name' }]);
    return rows.map(toCategory);
  }

  async findByIdOrSlug(idOrSlug: string): Promise<CategorySummary | null> {
    const row = await this.baseQuery().where('c.slug', idOrSlug).orWhere('c.id', idOrSlug).first();
    return row ? toCategory(row) : null;
  }

  async findWithoutCount(idOrSlug: string): Promise<Category | null> {
    const row = await this.knex('categories as c').select<Omit<CategoryRow, 'vendor_count'>[]>(CATEGORY_COLUMNS).where('c.slug', idOrSlug).orWhere('c.id', idOrSlug).first();
    return row ? categoryOf(row) : null;
  }
}
