import type { Knex } from 'knex';
import { createVendorSearchIndex, dropVendorSearchIndex } from './vendor-search-index.ts';

/**
 * The vendors' FULLTEXT index (MySQL/MariaDB) and FTS5 table with its triggers (SQLite) go: search reads the
 * term index kept on write since migration 022 (docs/adr/0024-search-term-index.md), and nothing reads them
 * any more, while every write of a vendor's text still paid their upkeep (InnoDB's FTS cache and sync, the
 * FTS5 triggers). Down re-creates them from the vendors as they are.
 */
export const up = async (knex: Knex): Promise<void> => {
  await dropVendorSearchIndex(knex);
};

export const down = async (knex: Knex): Promise<void> => {
  await createVendorSearchIndex(knex);
};
