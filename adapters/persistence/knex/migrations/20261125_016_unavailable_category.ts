import type { Knex } from 'knex';
import { refColumn } from './schema.ts';

/**
 * The total of a dated list, counted cheaply (issue 18, docs/adr/0017): a list's total on a wedding date is
 * its plain total (an index count) minus the vendors of the same criteria who marked that day. That second
 * count is driven from the day's marks, so a mark carries its vendor's category
 * (`vendor_unavailable_dates.category_id`, a copy of vendors.category_id kept in step by the repositories in
 * the same transaction as the write: marking days, changing a listing's category) and the index
 * (day, category_id, vendor_id) gives a category's marks of one day — about a tenth of its vendors on a busy
 * Saturday — instead of probing every vendor of the category.
 *
 * Nullable (SQLite cannot add a NOT NULL column without a default); every write sets it and this migration
 * fills the marks already stored.
 */
const INDEX = 'vendor_unavailable_dates_day_category_idx';
const DAY_INDEX = 'vendor_unavailable_dates_day_idx';

export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('vendor_unavailable_dates', (t) => {
    refColumn(t, 'category_id').nullable();
  });
  await knex.raw('UPDATE vendor_unavailable_dates SET category_id = (SELECT v.category_id FROM vendors v WHERE v.id = vendor_unavailable_dates.vendor_id)');
  await knex.raw(`CREATE INDEX ${INDEX} ON vendor_unavailable_dates (day, category_id, vendor_id)`);
  // It starts with the day, so it serves the daily purge (day < ?) too: the day-only index of 013 goes.
  await knex.schema.alterTable('vendor_unavailable_dates', (t) => {
    t.dropIndex([], DAY_INDEX);
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('vendor_unavailable_dates', (t) => {
    t.index(['day'], DAY_INDEX);
  });
  await knex.schema.alterTable('vendor_unavailable_dates', (t) => {
    t.dropIndex([], INDEX);
  });
  await knex.schema.alterTable('vendor_unavailable_dates', (t) => {
    t.dropColumn('category_id');
  });
};
