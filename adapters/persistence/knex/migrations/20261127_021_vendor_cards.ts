import type { Knex } from 'knex';

/**
 * The card read model (issue 19, docs/adr/0023-card-read-model.md): each vendor row carries its list card
 * (`card`) and what its page adds from other tables (`details`: gallery and filters) as JSON, kept in step
 * by every write that changes them (adapters/persistence/knex/vendor-cards.ts), built for the vendors
 * already stored by migration 026 (the rebuild writes every stored text, the later ones too). `mediumtext`
 * on MySQL: a gallery of many photos outgrows TEXT's 64 KB.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('vendors', (t) => {
    t.text('card', 'mediumtext').nullable();
    t.text('details', 'mediumtext').nullable();
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('vendors', (t) => {
    t.dropColumn('details');
    t.dropColumn('card');
  });
};
