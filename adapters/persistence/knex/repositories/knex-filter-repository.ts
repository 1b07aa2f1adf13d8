import type { Knex } from 'knex';
import { isCategorySlug } from '../../../../domain/categories/category.ts';
import type { SeoFilter } from '../../../../domain/filters/seo-filter.ts';
import type { FilterRepository } from '../../../../application/ports/filter-repository.ts';
import { bool, date, json, num } from '../rows.ts';

type Row = Record<string, unknown>;

const toFilter = (r: Row): SeoFilter => {
  const slug = r.category_slug == null ? null : String(r.category_slug);
  const keywords = json<unknown>(r.meta_keywords, []);
  return {
    id: String(r.id),
    name: String(r.name),
    slug: String(r.slug),
    category: slug && isCategorySlug(slug) ? { id: String(r.category_id), name: String(r.category_name), slug } : null,
    filterKey: String(r.filter_key),
    filterValue: String(r.filter_value),
    seoTitle: String(r.seo_title),
    seoDescription: String(r.seo_description),
    metaKeywords: Array.isArray(keywords) ? keywords.map(String) : [],
    content: (r.content as string | null) ?? null,
    sortOrder: num(r.sort_order),
    isActive: bool(r.is_active),
    vendorCount: num(r.vendor_count),
    createdAt: date(r.created_at),
    updatedAt: date(r.updated_at),
  };
};

export class KnexFilterRepository implements FilterRepository {
  constructor(private readonly knex: Knex) {}

  private base() {
    const counts = this.knex('vendor_filters as vf')
      .join('vendors as v', 'v.id', 'vf.vendor_id')
      .where('v.is_active', true)
      .select('vf.filter_id')
      .count({ vendor_count: '*' })
      .groupBy('vf.filter_id')
      .as('fc');
    return this.knex('seo_filters as f')
      .leftJoin('categories as c', 'c.id', 'f.category_id')
      .leftJoin(counts, 'fc.filter_id', 'f.id')
      .select('f.*', 'c.name as category_name', 'c.slug as category_slug', 'fc.vendor_count');
  }

  async list(options: { activeOnly: boolean; categoryId?: string }): Promise<SeoFilter[]> {
    const q = this.base();
    if (options.activeOnly) q.where('f.is_active', true);
    if (options.categoryId) q.where('f.category_id', options.categoryId);
    const rows = (await q.orderBy([{ column: 'c.sort_order' }, { column: 'f.sort_order' }, { column: 'f.name' }])) as Row[];
    return rows.map(toFilter);
  }

  async findByCategoryAndSlug(categoryId: string, slug: string): Promise<SeoFilter | null> {
    const row = (await this.base().where('f.category_id', categoryId).andWhere('f.slug', slug).first()) as Row | undefined;
    return row ? toFilter(row) : null;
  }
}
