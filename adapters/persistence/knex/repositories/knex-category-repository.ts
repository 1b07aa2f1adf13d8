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
    // Each category's active vendors: the count kept on write (listing_counts, ADR 20), not a grouping of every vendor.
    return this.knex('categories as c')
      .leftJoin(`${LISTING_COUNTS} as lc`, (j) => j.onVal('lc.scope', '=', 'category').andOn('lc.scope_key', '=', 'c.id'))
      .select<CategoryRow[]>('c.id', 'c.name', 'c.slug', 'c.description', 'c.sort_order', 'c.image_key', 'lc.vendor_count');
  }

  async listWithVendorCounts(): Promise<CategorySummary[]> {
    const rows = await this.baseQuery().orderBy([{ column: 'c.sort_order' }, { column: 'c.name' }]);
    return rows.map(toCategory);
  }

  /** One category, with the kept count of its active vendors (one primary-key read, ADR 20). */
  async findByIdOrSlug(idOrSlug: string): Promise<CategorySummary | null> {
    const row = await this.row(idOrSlug);
    if (!row) return null;
    const count = (await this.knex(LISTING_COUNTS).where({ scope: 'category', scope_key: row.id }).first('vendor_count')) as { vendor_count: number | string } | undefined;
    return toCategory({ ...row, vendor_count: count?.vendor_count ?? 0 });
  }

  async findWithoutCount(idOrSlug: string): Promise<Category | null> {
    const row = await this.row(idOrSlug);
    if (!row) return null;
    const { vendorCount: _count, ...category } = toCategory({ ...row, vendor_count: 0 });
    return category;
  }

  private async row(idOrSlug: string) {
    return (await this.knex('categories as c')
      .select('c.id', 'c.name', 'c.slug', 'c.description', 'c.sort_order', 'c.image_key')
      .where('c.slug', idOrSlug)
      .orWhere('c.id', idOrSlug)
      .first()) as Omit<CategoryRow, 'vendor_count'> | undefined;
  }
}
