import type { Knex } from 'knex';
import { createTable, dropTables, idColumn, refColumn, timeColumn } from './schema.ts';

/**
 * 'Claim this listing to reply' (issue 36): the links emailed with a couple's message to the business email
 * of a listing without an owner. Only the SHA-256 of a link's token is stored; a link works once
 * (`consumed_at`) until `expires_at`, and names the address that becomes the owner.
 */
export const up = async (knex: Knex): Promise<void> => {
  await createTable(knex, 'listing_claim_links', (t) => {
    idColumn(t);
    refColumn(t, 'vendor_id').notNullable().references('id').inTable('vendors').onDelete('CASCADE');
    t.string('email', 191).notNullable(); // lowercased
    t.specificType('token_hash', 'char(64)').notNullable().unique();
    timeColumn(t, 'created_at').notNullable();
    timeColumn(t, 'expires_at').notNullable();
    timeColumn(t, 'consumed_at').nullable();
    t.index(['vendor_id'], 'listing_claim_links_vendor_idx');
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await dropTables(knex, ['listing_claim_links']);
};
