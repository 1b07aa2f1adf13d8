import type { Knex } from 'knex';
import { createTable, dropTables, refColumn } from './schema.ts';

/**
 * Availability (issue 18): the days a vendor marked 'booked' or 'unavailable'; a day without a row is
 * available. The primary key (vendor_id, day) serves every read: the calendar's month range, the inquiry
 * form's public read, and the list's 'Wedding date' filter (NOT EXISTS … WHERE vendor_id = v.id AND day = ?,
 * one index probe per candidate vendor). The `day` index serves the daily purge of past days.
 *
 * The list's 'Guests' and 'Budget' filters read vendors.starting_price, capacity and category_id: one index
 * holding them (and the id the date filter probes with) lets the total of a filtered whole-directory list be
 * counted from the index instead of the table.
 */
export const up = async (knex: Knex): Promise<void> => {
  await createTable(knex, 'vendor_unavailable_dates', (t) => {
    refColumn(t, 'vendor_id').notNullable().references('id').inTable('vendors').onDelete('CASCADE');
    t.date('day').notNullable();
    t.string('kind', 12).notNullable(); // booked | unavailable
    t.primary(['vendor_id', 'day']);
    t.index(['day'], 'vendor_unavailable_dates_day_idx');
  });
  await knex.schema.alterTable('vendors', (t) => {
    t.index(['is_active', 'category_id', 'starting_price', 'capacity', 'id'], 'vendors_list_facts_idx');
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('vendors', (t) => {
    t.dropIndex(['is_active', 'category_id', 'starting_price', 'capacity', 'id'], 'vendors_list_facts_idx');
  });
  await dropTables(knex, ['vendor_unavailable_dates']);
};
