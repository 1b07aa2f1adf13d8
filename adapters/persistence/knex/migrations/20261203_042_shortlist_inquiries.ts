import type { Knex } from 'knex';

/**
 * One message to several vendors (issue 39 §3, §5): each inquiry of a multi-send is marked as sent from a
 * shortlist (the vendor's inbox shows 'From a shortlist'), and the inquiries of one multi-send share one
 * confirmation link, so the confirmation hash is no longer unique: a plain index serves the link's lookup.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('inquiries', (t) => {
    t.boolean('from_shortlist').notNullable().defaultTo(false);
    t.dropUnique(['confirm_token_hash']);
    t.index(['confirm_token_hash'], 'inquiries_confirm_token_idx');
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('inquiries', (t) => {
    t.dropIndex(['confirm_token_hash'], 'inquiries_confirm_token_idx');
    t.unique(['confirm_token_hash']);
    t.dropColumn('from_shortlist');
  });
};
