import type { Knex } from 'knex';

/**
 * Indexes for the public reads at 100 000 vendors (found by `npm run bench`, checked by
 * tests/integration/explain-plans.test.ts):
 *
 * - The lists' default order is `review_average DESC, review_count DESC, id ASC`. The listing indexes of
 *   migration 001 put `is_featured` before the review columns, so a category list sorted every active
 *   vendor of the category to return 12. These indexes hold the rows in that very order (descending
 *   keys: MySQL 8, MariaDB ≥ 10.8, SQLite), so a page reads its own 12 entries.
 * - The sitemap reads active vendors' slugs in slug order, a file at a time after a slug (keyset); with
 *   `updated_at` in the index it never touches a vendor row.
 */
const INDEXES: Array<[name: string, columns: string]> = [
  ['vendors_category_rank_idx', 'category_id, is_active, review_average DESC, review_count DESC, id'],
  ['vendors_rank_idx', 'is_active, review_average DESC, review_count DESC, id'],
  ['vendors_active_slug_idx', 'is_active, slug, updated_at'],
];

export const up = async (knex: Knex): Promise<void> => {
  for (const [name, columns] of INDEXES) await knex.raw(`CREATE INDEX ${name} ON vendors (${columns})`);
};

export const down = async (knex: Knex): Promise<void> => {
  for (const [name] of INDEXES) {
    await knex.schema.alterTable('vendors', (t) => {
      t.dropIndex([], name);
    });
  }
};
