import type { Knex } from 'knex';
import { timeColumn } from './schema.ts';

/**
 * Photo uploads stay on record after confirm (or refusal) until their URL has expired: `closed_at` marks
 * an upload that is no longer pending, so the local upload route refuses a PUT to it and the maintenance
 * sweep later deletes whatever a late PUT left at its key (DESIGN.md §6 Uploads, issue 15).
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('photo_uploads', (t) => {
    timeColumn(t, 'closed_at').nullable();
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('photo_uploads', (t) => {
    t.dropColumn('closed_at');
  });
};
