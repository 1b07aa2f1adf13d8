import type { Knex } from 'knex';
import { recountFilter, TABLE as LISTING_COUNTS } from '../listing-counts.ts';
import { isCategorySlug } from '../../../../domain/categories/category.ts';
import type { SeoFilter } from '../../../../domain/filters/seo-filter.ts';
import type { FilterRepository, FilterWriteRepository, SeoFilterRecord } from '../../../../application/ports/filter-repository.ts';
import { filterValueTaken } from '../../../../application/admin/manage-filters.ts';
import { INDEX as FILTER_VALUES_INDEX } from '../migrations/20261125_010_filter_values.ts';
import { allOf, bool, columnsOf, date, firstOf, json, num, type Row } from '../rows.ts';
import { retriedTransaction } from '../retried-transaction.ts';

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

  async findByKeyValue(filterKey: string, filterValue: string): Promise<Array<{ id: string; categoryId: string }>> {
    const rows = (await this.knex('seo_filters').where({ filter_key: filterKey, filter_value: filterValue }).select('id', 'category_id').orderBy('id')) as Row[];
    return rows.map((r) => ({ id: String(r.id), categoryId: String(r.category_id) }));
  }

  /**
   * Filters with their active-vendor counts: the count kept on write for the filter's landing page (its
   * active vendors of the filter's category; listing_counts, ADR 20), one primary-key read per filter.
   */
  private base() {
    return this.knex('seo_filters as f')
      .leftJoin('categories as c', 'c.id', 'f.category_id')
      .leftJoin(`${LISTING_COUNTS} as lc`, (j) => j.onVal('lc.scope', '=', 'filter').andOn('lc.scope_key', '=', 'f.id'))
      .select('f.*', 'c.name as category_name', 'c.slug as category_slug', this.knex.raw('COALESCE(lc.vendor_count, 0) as vendor_count'));
  }

  async list(options: { activeOnly: boolean; categoryId?: string }): Promise<SeoFilter[]> {
    const q = this.base();
    if (options.activeOnly) q.where('f.is_active', true);
    if (options.categoryId) q.where('f.category_id', options.categoryId);
    return allOf(q.orderBy([{ column: 'c.sort_order' }, { column: 'f.sort_order' }, { column: 'f.name' }]), toFilter);
  }

  async findByCategoryAndSlug(categoryId: string, slug: string): Promise<SeoFilter | null> {
    return firstOf(this.base().where('f.category_id', categoryId).andWhere('f.slug', slug), toFilter);
  }

  async findById(id: string): Promise<SeoFilter | null> {
    return firstOf(this.base().where('f.id', id), toFilter);
  }
}

const toRecord = (r: Row): SeoFilterRecord => {
  const { category: _category, vendorCount: _count, ...rest } = toFilter(r);
  return { ...rest, categoryId: String(r.category_id) };
};

/** The columns a save writes: all but the id and the creation time, which only the insert sets. */
const recordRow = ({ id: _id, createdAt: _createdAt, metaKeywords, ...f }: SeoFilterRecord) => ({ ...columnsOf(f), meta_keywords: JSON.stringify(metaKeywords) });

/**
 * A write the unique index on (category_id, filter_key, filter_value) refuses (another admin saved the same
 * value between SaveFilter's check and this write) is the same 409 as the check's.
 */
const refuseTakenValue = async (write: Promise<unknown>): Promise<void> => {
  try {
    await write;
  } catch (e) {
    const message = (e as Error).message ?? '';
    if (message.includes(FILTER_VALUES_INDEX) || /UNIQUE constraint failed: seo_filters\.category_id, seo_filters\.filter_key, seo_filters\.filter_value/.test(message)) {
      throw filterValueTaken();
    }
    throw e;
  }
};

export class KnexFilterWriteRepository implements FilterWriteRepository {
  constructor(private readonly knex: Knex) {}

  async find(id: string): Promise<SeoFilterRecord | null> {
    return firstOf(this.knex('seo_filters').where({ id }), toRecord);
  }

  async slugTaken(categoryId: string, slug: string, exceptId?: string): Promise<boolean> {
    const q = this.knex('seo_filters').where({ category_id: categoryId, slug });
    if (exceptId) q.whereNot('id', exceptId);
    return Boolean(await q.first('id'));
  }

  async valueTaken(categoryId: string, filterKey: string, filterValue: string, exceptId?: string): Promise<boolean> {
    const q = this.knex('seo_filters').where({ category_id: categoryId, filter_key: filterKey, filter_value: filterValue });
    if (exceptId) q.whereNot('id', exceptId);
    return Boolean(await q.first('id'));
  }

  async create(f: SeoFilterRecord): Promise<void> {
    await refuseTakenValue(this.knex('seo_filters').insert({ id: f.id, ...recordRow(f), created_at: f.createdAt }));
  }

  async update(f: SeoFilterRecord): Promise<void> {
    await retriedTransaction(this.knex, async (trx) => {
      await refuseTakenValue(trx('seo_filters').where({ id: f.id }).update(recordRow(f)));
      // Its count is of the vendors of its category (listing_counts, ADR 20): a new category, a new count.
      await recountFilter(trx, f.id);
    });
  }

  async setActive(id: string, isActive: boolean, at: Date): Promise<void> {
    await this.knex('seo_filters').where({ id }).update({ is_active: isActive, updated_at: at });
  }

  async delete(id: string): Promise<void> {
    await retriedTransaction(this.knex, async (trx) => {
      await trx('vendor_filters').where({ filter_id: id }).delete();
      await trx('seo_filters').where({ id }).delete();
      await recountFilter(trx, id);
    });
  }
}
