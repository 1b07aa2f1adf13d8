import type { Knex } from 'knex';
import { rebuildVendorCards } from '../vendor-cards.ts';

/**
 * The card and the vendor page in their answers' shapes (issue 19, docs/adr/0028-stored-answers.md): JSON
 * text kept on the vendor row beside `card` and `details` by the same writes (vendor-cards.ts), and every
 * stored text built here for the vendors already stored (migration 021 leaves that to this one: the
 * rebuild writes all four).
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('vendors', (t) => {
    t.text('card_answer', 'mediumtext').nullable();
    t.text('page_answer', 'mediumtext').nullable();
  });
  await rebuildVendorCards(knex);
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('vendors', (t) => {
    t.dropColumn('page_answer');
    t.dropColumn('card_answer');
  });
};
