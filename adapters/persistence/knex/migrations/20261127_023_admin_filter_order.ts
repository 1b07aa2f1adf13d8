import type { Knex } from 'knex';
import { syncFilterLinkOrder } from '../filter-link-order.ts';
import { timeColumn } from './schema.ts';

/**
 * The admin vendor table narrowed by a service filter or by a category of any status, newest first, in the
 * order of an index (issue 19, docs/adr/0026-admin-vendor-table.md):
 * - each filter link carries a copy of its vendor's `created_at` (kept with the links' other ordering facts,
 *   filter-link-order.ts), and `vendor_filters_admin_created_idx (filter_id, created_at, vendor_id,
 *   is_active)` gives a filter's vendors newest first, listed or not (is_active is read from the index
 *   entry), so a filtered page reads its own links and joins each to its vendor by primary key — instead of
 *   joining every link of the filter (3 600 at 100 000 vendors) to its vendor row and sorting them;
 * - `vendors_admin_category_any_created_idx (category_id, created_at, id)`: a category's vendors of any
 *   status newest first (migration 019's category index starts with is_active after the category, so that
 *   page walked every vendor newest first, checking each one's category).
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('vendor_filters', (t) => {
    timeColumn(t, 'created_at').nullable();
  });
  await syncFilterLinkOrder(knex, undefined, ['created_at']);
  await knex.raw('CREATE INDEX vendor_filters_admin_created_idx ON vendor_filters (filter_id, created_at, vendor_id, is_active)');
  await knex.raw('CREATE INDEX vendors_admin_category_any_created_idx ON vendors (category_id, created_at, id)');
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('vendors', (t) => {
    t.dropIndex([], 'vendors_admin_category_any_created_idx');
  });
  await knex.schema.alterTable('vendor_filters', (t) => {
    t.dropIndex([], 'vendor_filters_admin_created_idx');
  });
  await knex.schema.alterTable('vendor_filters', (t) => {
    t.dropColumn('created_at');
  });
};
