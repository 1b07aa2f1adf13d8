import type { SeoFilter } from '../../domain/filters/seo-filter.ts';

/** An SEO filter as stored (no vendor count). */
export type SeoFilterRecord = Omit<SeoFilter, 'category' | 'vendorCount'> & { categoryId: string };

/** SEO filter writes (admin), in a transaction. */
export interface FilterWriteRepository {
  find(id: string): Promise<SeoFilterRecord | null>;
  /** True when another filter of the category has this slug. */
  slugTaken(categoryId: string, slug: string, exceptId?: string): Promise<boolean>;
  /** True when another filter of the category has this key and value (one landing page per value). */
  valueTaken(categoryId: string, filterKey: string, filterValue: string, exceptId?: string): Promise<boolean>;
  /** create and update throw DomainError CONFLICT (FILTER_VALUE_TAKEN) when the store's unique index refuses the value. */
  create(filter: SeoFilterRecord): Promise<void>;
  update(filter: SeoFilterRecord): Promise<void>;
  setActive(id: string, isActive: boolean, at: Date): Promise<void>;
  delete(id: string): Promise<void>;
}

export interface FilterRepository {
  /** Filters with their active-vendor counts; `activeOnly` for the public site. */
  list(options: { activeOnly: boolean; categoryId?: string }): Promise<SeoFilter[]>;
  findByCategoryAndSlug(categoryId: string, slug: string): Promise<SeoFilter | null>;
  /** One filter by id, with its active-vendor count. */
  findById(id: string): Promise<SeoFilter | null>;
  /** The filters with this key and value, of any category, listed or not (the admin table's selects, ADR 26). */
  findByKeyValue(filterKey: string, filterValue: string): Promise<Array<{ id: string; categoryId: string }>>;
}
