import type { Knex } from 'knex';

/**
 * A vendor's row of the admin table in its answer's shape but for the plan and the owner (issue 19,
 * docs/adr/0030-admin-table-answers.md): JSON text kept on the vendor row beside its other stored texts by the
 * same writes (vendor-cards.ts), so a row of the admin table is this text with the plan and the owner's email
 * (read by joins) spliced after it. Every stored text is built here for the vendors already stored
 * (migration 025 leaves that to this one: the rebuild writes all five).
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('vendors', (t) => {
    t.text('admin_answer', 'mediumtext').nullable();
  });
  // (It rebuilt the stored cards here; migration 041 dropped them: cards are read from the tables.)
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('vendors', (t) => {
    t.dropColumn('admin_answer');
  });
};
