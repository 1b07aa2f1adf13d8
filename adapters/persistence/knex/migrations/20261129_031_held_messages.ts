import type { Knex } from 'knex';
import { timeColumn } from './schema.ts';

/**
 * A couple's later message that the spam rules hold (issue 35): `held_at` (when it was held; null for
 * every delivered message) and `hold_reasons` (JSON, as on inquiries). The vendor's reads leave held rows
 * out; the admins' held list reads them newest first by `inquiry_messages_held_idx`; 'Release' clears both.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('inquiry_messages', (t) => {
    timeColumn(t, 'held_at').nullable();
    t.text('hold_reasons').nullable();
    t.index(['held_at'], 'inquiry_messages_held_idx');
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('inquiry_messages', (t) => {
    t.dropIndex(['held_at'], 'inquiry_messages_held_idx');
    t.dropColumn('hold_reasons');
    t.dropColumn('held_at');
  });
};
