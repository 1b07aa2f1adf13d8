import type { Knex } from 'knex';

/**
 * The admin vendor table, newest first, in the order of an index (issue 19): it sorted every vendor by
 * created_at (100 000 at the bench's size) to show twenty. One index per way the table is narrowed without
 * a search: none, by status, by category (and status), by featured; each ends with (created_at, id), read
 * backwards for "newest first". Its totals come from listing_counts (ADR 20).
 */
const INDEXES: Array<[string, string]> = [
  ['vendors_admin_created_idx', 'created_at, id'],
  ['vendors_admin_active_created_idx', 'is_active, created_at, id'],
  ['vendors_admin_category_created_idx', 'category_id, is_active, created_at, id'],
  ['vendors_admin_featured_created_idx', 'is_featured, created_at, id'],
];

export const up = async (knex: Knex): Promise<void> => {
  for (const [name, columns] of INDEXES) await knex.raw(`CREATE INDEX ${name} ON vendors (${columns})`);
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('vendors', (t) => {
    for (const [name] of INDEXES) t.dropIndex([], name);
  });
};
