import type { Knex } from 'knex';

/**
 * The total of a list with guests or a budget on a wedding date (issue 38): the vendors that fit, counted
 * through vendors_list_facts_idx, less those of them that marked the day. A mark carries, besides its
 * vendor's category (migration 016), its vendor's status, starting price and capacity
 * (`vendor_unavailable_dates.is_active`, `starting_price`, `capacity`: copies kept in step by the
 * repositories in the transaction that changes the vendor, under its row lock), so that second count is one
 * range of the index (day, category_id, is_active, starting_price, capacity, vendor_id), read alone: no
 * vendor is probed, and no vendor of the category is checked against the day's marks.
 *
 * The new index starts with 016's columns (day, category_id) and holds vendor_id, so it replaces it: it
 * serves the day's marks of a category (joined to their vendors, or the ids of a NOT IN) and the daily purge.
 * Nullable, as 016's copy is (SQLite cannot add a NOT NULL column without a default); every write sets them
 * and this migration fills the marks already stored.
 */
const INDEX = 'vendor_unavailable_dates_day_facts_idx';
const CATEGORY_INDEX = 'vendor_unavailable_dates_day_category_idx';
const COPIES = ['is_active', 'starting_price', 'capacity'];

export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('vendor_unavailable_dates', (t) => {
    t.boolean('is_active').nullable();
    t.integer('starting_price').nullable();
    t.integer('capacity').nullable();
  });
  const copies = COPIES.map((c) => `${c} = (SELECT v.${c} FROM vendors v WHERE v.id = vendor_unavailable_dates.vendor_id)`);
  await knex.raw(`UPDATE vendor_unavailable_dates SET ${copies.join(', ')}`);
  await knex.raw(`CREATE INDEX ${INDEX} ON vendor_unavailable_dates (day, category_id, is_active, starting_price, capacity, vendor_id)`);
  await knex.schema.alterTable('vendor_unavailable_dates', (t) => {
    t.dropIndex([], CATEGORY_INDEX);
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.raw(`CREATE INDEX ${CATEGORY_INDEX} ON vendor_unavailable_dates (day, category_id, vendor_id)`);
  await knex.schema.alterTable('vendor_unavailable_dates', (t) => {
    t.dropIndex([], INDEX);
  });
  await knex.schema.alterTable('vendor_unavailable_dates', (t) => {
    t.dropColumns(...COPIES);
  });
};
