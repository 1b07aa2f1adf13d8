import type { Knex } from 'knex';
import { createTable, dropTables, refColumn } from './schema.ts';

/**
 * Vendor insights (issue 18 §1): daily counters per vendor, one row per vendor, New York day and event kind
 * (the EVENT_KINDS strings of domain/insights), added to by the batched flush in one upsert statement.
 * Nothing about a visitor is stored: the dedupe keys live in memory or Redis for a day and are hashes.
 *
 * - PK (vendor_id, day, kind): the vendor's Insights tab reads a range of its days.
 * - vendor_daily_stats_kind_day_idx (kind, day, vendor_id, count): the admins' site-wide weekly read
 *   (one kind over a range of days, joined to vendors for the category), covered by the index.
 * - inquiries_state_delivered_idx: the admins' site-wide inquiries and booked per week (delivered since a day).
 */
export const up = async (knex: Knex): Promise<void> => {
  await createTable(knex, 'vendor_daily_stats', (t) => {
    refColumn(t, 'vendor_id').notNullable().references('id').inTable('vendors').onDelete('CASCADE');
    t.date('day').notNullable();
    t.string('kind', 24).notNullable();
    t.integer('count').notNullable().defaultTo(0);
    t.primary(['vendor_id', 'day', 'kind']);
    t.index(['kind', 'day', 'vendor_id', 'count'], 'vendor_daily_stats_kind_day_idx');
  });
  await knex.schema.alterTable('inquiries', (t) => {
    t.index(['state', 'delivered_at'], 'inquiries_state_delivered_idx');
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('inquiries', (t) => {
    t.dropIndex(['state', 'delivered_at'], 'inquiries_state_delivered_idx');
  });
  await dropTables(knex, ['vendor_daily_stats']);
};
