import type { Knex } from 'knex';
import { dialectOf } from '../connection.ts';

/**
 * Cards read from the tables (issue 38): a list reads its page's ids in order, then their rows, photos and
 * tags by key (vendor-cards.ts), so the vendor row's stored copies, `card` and `details`, go.
 */
const STORED = ['card', 'details'];

export const up = async (knex: Knex): Promise<void> => {
  if (dialectOf(knex) === 'mysql') await knex.raw(`ALTER TABLE vendors ${STORED.map((c) => `DROP COLUMN ${c}`).join(', ')}`);
  else for (const c of STORED) await knex.raw(`ALTER TABLE vendors DROP COLUMN ${c}`);
};

/** The columns again, empty: nothing writes them any more. */
export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('vendors', (t) => {
    for (const c of STORED) t.text(c, 'mediumtext').nullable();
  });
};
