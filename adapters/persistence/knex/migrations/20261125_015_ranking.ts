import type { Knex } from 'knex';

/**
 * The published ranking and the reply-time badge (issue 18 §3, §6; docs/adr/0018-published-ranking.md):
 *
 * - vendors.rotation_key: the day's place among ties (lower first), with rotation_day, the day
 *   (America/New_York) it was drawn for. A sweep redraws every vendor's key in one statement when the day
 *   changes (and gives new vendors theirs), so ties take turns.
 * - The listing indexes of migration 006 gain rotation_key before id: the lists' order is now
 *   `review_average DESC, review_count DESC, rotation_key, id` and a page still reads its own entries in
 *   index order. The featured block reads the featured vendors in rotation order from an index of its own.
 * - vendors.reply_time_hours: the badge's time in whole hours (1 … 24), null for no badge; refreshed by the
 *   inquiry sweep. Indexed, so the sweep finds the vendors that carry a badge without reading them all.
 * - inquiries_reply_time_idx: the sweep reads the last 90 days of delivered inquiries from the index alone.
 */
const RANK_INDEXES: Array<[name: string, before: string, after: string]> = [
  ['vendors_category_rank_idx', 'category_id, is_active, review_average DESC, review_count DESC, id', 'category_id, is_active, review_average DESC, review_count DESC, rotation_key, id'],
  ['vendors_rank_idx', 'is_active, review_average DESC, review_count DESC, id', 'is_active, review_average DESC, review_count DESC, rotation_key, id'],
];

const dropIndex = (knex: Knex, table: string, name: string) =>
  knex.schema.alterTable(table, (t) => {
    t.dropIndex([], name);
  });

export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('vendors', (t) => {
    t.integer('rotation_key').unsigned().notNullable().defaultTo(0);
    t.string('rotation_day', 10).nullable();
    t.integer('reply_time_hours').nullable();
  });
  for (const [name, , columns] of RANK_INDEXES) {
    await dropIndex(knex, 'vendors', name);
    await knex.raw(`CREATE INDEX ${name} ON vendors (${columns})`);
  }
  await knex.raw('CREATE INDEX vendors_category_featured_turn_idx ON vendors (category_id, is_active, is_featured, rotation_key, id)');
  await knex.raw('CREATE INDEX vendors_featured_turn_idx ON vendors (is_active, is_featured, rotation_key, id)');
  await knex.raw('CREATE INDEX vendors_rotation_day_idx ON vendors (rotation_day)');
  await knex.raw('CREATE INDEX vendors_reply_time_idx ON vendors (reply_time_hours)');
  await knex.raw('CREATE INDEX inquiries_reply_time_idx ON inquiries (delivered_at, vendor_id, first_replied_at)');
};

export const down = async (knex: Knex): Promise<void> => {
  await dropIndex(knex, 'inquiries', 'inquiries_reply_time_idx');
  for (const name of ['vendors_reply_time_idx', 'vendors_rotation_day_idx', 'vendors_featured_turn_idx', 'vendors_category_featured_turn_idx']) await dropIndex(knex, 'vendors', name);
  for (const [name, columns] of RANK_INDEXES) {
    await dropIndex(knex, 'vendors', name);
    await knex.raw(`CREATE INDEX ${name} ON vendors (${columns})`);
  }
  await knex.schema.alterTable('vendors', (t) => {
    t.dropColumn('reply_time_hours');
    t.dropColumn('rotation_day');
    t.dropColumn('rotation_key');
  });
};
