import type { Knex } from 'knex';
import { plainTextOf } from '../../../../domain/listings/search-text.ts';
import { createVendorSearchIndex, dropVendorSearchIndex, SEARCH_COLUMNS_001 } from './vendor-search-index.ts';

/**
 * Full-text search reads the plain text of a vendor's description, not its HTML: `vendors.description_text`,
 * written by every vendor write (KnexVendorRepository, the seed) and back-filled here.
 */
export const up = async (knex: Knex): Promise<void> => {
  await dropVendorSearchIndex(knex);
  await knex.schema.alterTable('vendors', (t) => {
    t.text('description_text').nullable();
  });
  let after = '';
  for (;;) {
    const rows = (await knex('vendors').where('id', '>', after).orderBy('id').limit(500).select('id', 'description')) as Array<{ id: string; description: string | null }>;
    if (!rows.length) break;
    for (const r of rows) await knex('vendors').where('id', r.id).update({ description_text: plainTextOf(r.description) || null });
    after = rows[rows.length - 1]!.id;
  }
  await createVendorSearchIndex(knex);
};

export const down = async (knex: Knex): Promise<void> => {
  await dropVendorSearchIndex(knex);
  await knex.schema.alterTable('vendors', (t) => {
    t.dropColumn('description_text');
  });
  await createVendorSearchIndex(knex, SEARCH_COLUMNS_001);
};
