import type { Knex } from 'knex';
import { isCategorySlug, type Category, type CategorySummary } from '../../../../domain/categories/category.ts';
import type { CategoryRepository } from '../../../../application/ports/category-repository.ts';
import { TABLE as LISTING_COUNTS } from '../listing-counts.ts';
import { allOf, firstOf, num, strOrNull, type Row } from '../rows.ts';

const CATEGORY_COLUMNS = ['c.id', 'c.name', 'c.slug', 'c.description', 'c.sort_order', 'c.image_key'];

const categoryOf = (r: Row): Category => {
  const slug = String(r.slug);
  if (!isCategorySlug(slug)) throw new Error(`Unknown category slug in database: ${slug}`);
  const description = String(r.description ?? '');
  return { id: String(r.id), name: String(r.name), slug, description, sortOrder: num(r.sort_order), imageKey: strOrNull(r.image_key) };
};

const toCategory = (r: Row): CategorySummary => Object.assign(categoryOf(r), { vendorCount: num(r.vendor_count) });

/** The six categories, each with the count kept on write of its active vendors (listing_counts, ADR 20). */
export class KnexCategoryRepository implements CategoryRepository {
  constructor(private readonly knex: Knex) {}

  private baseQuery() {
    return this.knex('categories as c')
      .leftJoin(`${LISTING_COUNTS} as lc`, (j) => j.onVal('lc.scope', '=', 'category').andOn('lc.scope_key', '=', 'c.id'))
      .select(...CATEGORY_COLUMNS, 'lc.vendor_count');
  }

  async listWithVendorCounts(): Promise<CategorySummary[]> {
    return allOf(this.baseQuery().orderBy([{ column: 'c.sort_order' }, { column: 'c.name' }]), toCategory);
  }

  async findByIdOrSlug(idOrSlug: string): Promise<CategorySummary | null> {
    return firstOf(this.baseQuery().where('c.slug', idOrSlug).orWhere('c.id', idOrSlug), toCategory);
  }

  async findWithoutCount(idOrSlug: string): Promise<Category | null> {
    return firstOf(this.knex('categories as c').select(CATEGORY_COLUMNS).where('c.slug', idOrSlug).orWhere('c.id', idOrSlug), categoryOf);
  }
}
