import type { Knex } from 'knex';

/**
 * The card and the vendor page in their answers' shapes (issue 19, docs/adr/0028-stored-answers.md): JSON
 * text kept on the vendor row beside `card` and `details` by the same writes (vendor-cards.ts). The stored
 * texts of the vendors already stored are built by migration 026, which adds the last of them (the rebuild
 * writes every stored column, so it runs once they all exist; migration 021 leaves it to them too).
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('vendors', (t) => {
    t.text('card_answer', 'mediumtext').nullable();
    t.text('page_answer', 'mediumtext').nullable();
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('vendors', (t) => {
    t.dropColumn('page_answer');
    t.dropColumn('card_answer');
  });
};
