import type { Knex } from 'knex';
import { isCategorySlug, type Category, type CategorySummary } from '../../../../domain/categories/category.ts';
import type { CategoryRepository } from '../../../../application/ports/category-repository.ts';
import { TABLE as LISTING_COUNTS } from '../listing-counts.ts';
import { driverReads, type DriverReads } from '../driver-reads.ts';

interface CategoryRow {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  sort_order: number | string;
  image_key: string | null;
  vendor_count: number | string | null;
}

const categoryOf = (row: Omit<CategoryRow, 'vendor_count'>): Category => {
  if (!isCategorySlug(row.slug)) throw new Error(`Unknown category slug in database: ${row.slug}`);
  return { id: row.id, name: row.name, slug: row.slug, description: row.description ?? '', sortOrder: Number(row.sort_order), imageKey: row.image_key };
};

const toCategory = (row: CategoryRow): CategorySummary => Object.assign(categoryOf(row), { vendorCount: Number(row.vendor_count ?? 0) });

/**
 * Categories are read on every list and landing page to turn a slug into an id, and change only when an
 * operator seeds or edits them (ADR 23). The rows found are held in process memory until `forget`, which
 * the API calls whenever its read cache is emptied (every successful write through the API, and other
 * processes' writes through the Redis broadcast: ADR 6, ADR 19). A slug not found is read again each time.
 * The kept counts (listing_counts) are never held: they change with every listing write. A held category is
 * the same object from one read to the next until `forget` (never changed in place), so the HTTP adapter
 * keeps its answer text by that object (ADR 29).
 */
export class KnexCategoryRepository implements CategoryRepository {
  private readonly held = new Map<string, Category>();

  /** A landing page's category count is one of its hot reads: a prepared statement (ADR 28). */
  private readonly driver: DriverReads;

  constructor(private readonly knex: Knex) {
    this.driver = driverReads(knex);
  }

  /** Empties what is held in memory (the read cache's invalidation calls it). */
  forget(): void {
    this.held.clear();
  }

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
    const category = await this.heldCategory(idOrSlug);
    if (!category) return null;
    const [count] = await this.driver.all(`select \`vendor_count\` from \`${LISTING_COUNTS}\` where \`scope\` = ? and \`scope_key\` = ? limit ?`, ['category', category.id, 1]);
    return { ...category, vendorCount: Number((count?.vendor_count as number | string | undefined) ?? 0) };
  }

  async findWithoutCount(idOrSlug: string): Promise<Category | null> {
    // Every list page asks (to turn a slug into an id): no count, no copies (the held object itself).
    return (await this.heldCategory(idOrSlug)) ?? null;
  }

  private async heldCategory(idOrSlug: string): Promise<Category | undefined> {
    const held = this.held.get(idOrSlug);
    if (held) return held;
    const row = (await this.knex('categories as c')
      .select('c.id', 'c.name', 'c.slug', 'c.description', 'c.sort_order', 'c.image_key')
      .where('c.slug', idOrSlug)
      .orWhere('c.id', idOrSlug)
      .first()) as Omit<CategoryRow, 'vendor_count'> | undefined;
    if (!row) return undefined;
    const category = categoryOf(row);
    // (A handful of rows: six categories, by slug and by id.)
    if (this.held.size < 100) this.held.set(idOrSlug, category);
    return category;
  }
}
