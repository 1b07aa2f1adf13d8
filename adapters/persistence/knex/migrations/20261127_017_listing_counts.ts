import type { Knex } from 'knex';
import { rebuildCounts } from '../listing-counts.ts';
import { createTable } from './schema.ts';

/**
 * Totals kept on write (issue 19, docs/adr/0020-listing-counts.md): one row per public scope (every vendor,
 * a category, a town, a category in a town, a landing page's filter) with how many active vendors it
 * lists, kept in step by the listing writes in their transaction and rebuilt here from what is stored.
 */
export const up = async (knex: Knex): Promise<void> => {
  await createTable(knex, 'listing_counts', (t) => {
    t.string('scope', 16).notNullable();
    t.string('scope_key', 191).notNullable();
    t.integer('vendor_count').notNullable().defaultTo(0);
    t.primary(['scope', 'scope_key']);
  });
  await rebuildCounts(knex);
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable('listing_counts');
};
