import type { Knex } from 'knex';
import { createTable, dropTables, idColumn, timeColumn } from './schema.ts';

/**
 * A couple's shortlist links (issue 39): 'Email me my shortlist' (`keep`) and 'Share with my partner'
 * (`share`). Only the saved vendors' ids (JSON text, at most 50), the SHA-256 of the link's token and of the
 * making browser's stop key, and the times: nothing of the couple (the email they type is not stored here).
 * No foreign key to vendors: a link keeps the ids as saved, and a vendor no longer listed is left out when
 * the cards are read.
 */
export const up = async (knex: Knex): Promise<void> => {
  await createTable(knex, 'shortlist_links', (t) => {
    idColumn(t);
    t.string('kind', 8).notNullable();
    t.text('vendor_ids').notNullable();
    t.specificType('token_hash', 'char(64)').notNullable().unique();
    t.specificType('key_hash', 'char(64)').notNullable().unique();
    timeColumn(t, 'created_at').notNullable();
    timeColumn(t, 'expires_at').notNullable();
    timeColumn(t, 'stopped_at').nullable();
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await dropTables(knex, ['shortlist_links']);
};
