import type { Knex } from 'knex';
import { syncFilterLinkOrder } from '../filter-link-order.ts';

/**
 * Orders held by indexes (issue 19, docs/adr/0020-listing-counts.md):
 * - vendor_filters carries a copy of its vendor's ordering facts, and vendor_filters_rank_idx gives a
 *   landing page's vendors in the published order (a page reads its own links, not the filter's vendors);
 * - vendors_category_city_rank_idx and vendors_city_rank_idx give a town's vendors (within a category, or of
 *   every category) in that order, so a town's list page reads its own rows instead of walking the category.
 */
const RANK = 'review_average DESC, review_count DESC, rotation_key';

export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('vendor_filters', (t) => {
    t.boolean('is_active').notNullable().defaultTo(false);
    t.decimal('review_average', 3, 2).notNullable().defaultTo(0);
    t.integer('review_count').notNullable().defaultTo(0);
    t.integer('rotation_key').unsigned().notNullable().defaultTo(0);
  });
  // The columns this migration adds (migration 023 adds created_at to the copy).
  await syncFilterLinkOrder(knex, undefined, ['is_active', 'review_average', 'review_count', 'rotation_key']);
  await knex.raw(`CREATE INDEX vendor_filters_rank_idx ON vendor_filters (filter_id, is_active, ${RANK}, vendor_id)`);
  await knex.raw(`CREATE INDEX vendors_category_city_rank_idx ON vendors (category_id, is_active, city, ${RANK}, id)`);
  await knex.raw(`CREATE INDEX vendors_city_rank_idx ON vendors (is_active, city, ${RANK}, id)`);
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('vendors', (t) => {
    t.dropIndex([], 'vendors_city_rank_idx');
    t.dropIndex([], 'vendors_category_city_rank_idx');
  });
  await knex.schema.alterTable('vendor_filters', (t) => {
    t.dropIndex([], 'vendor_filters_rank_idx');
  });
  await knex.schema.alterTable('vendor_filters', (t) => {
    t.dropColumn('rotation_key');
    t.dropColumn('review_count');
    t.dropColumn('review_average');
    t.dropColumn('is_active');
  });
};
