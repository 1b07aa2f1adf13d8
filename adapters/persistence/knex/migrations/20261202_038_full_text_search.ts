import type { Knex } from 'knex';
import { dialectOf } from '../connection.ts';
import { rebuildVendorSearch, SEARCH_TABLE } from '../search-index.ts';
import * as termIndex from './20261127_022_search_terms.ts';

/**
 * Search on the database's own full-text engine (docs/adr/0038-search-on-the-database-engine.md; the
 * adapter: repositories/knex-vendor-search.ts, the index's upkeep: search-index.ts), replacing the term index
 * of migration 022, whose tables go.
 *
 * - MySQL/MariaDB: InnoDB FULLTEXT indexes on vendors, one over the four searchable columns and one per
 *   column, without stopwords (the search drops its own, SEARCH_STOPWORDS). Two-letter words ('dj') need the
 *   server option innodb_ft_min_token_size=2 (docs/operations.md): checked here, as no search could tell.
 * - SQLite: an FTS5 table filled from the active vendors; prefixes of 2 to 4 letters indexed too.
 */
export const FULLTEXT_INDEXES: Record<string, string> = {
  vendors_search_all: 'name, tagline, description_text, tags_text',
  vendors_search_name: 'name',
  vendors_search_tags: 'tags_text',
  vendors_search_tagline: 'tagline',
  vendors_search_description: 'description_text',
};

export const up = async (knex: Knex): Promise<void> => {
  if (dialectOf(knex) === 'mysql') {
    const [rows] = (await knex.raw('SELECT @@innodb_ft_min_token_size AS n')) as [Array<{ n: number | string }>];
    if (Number(rows[0]?.n) > 2) {
      throw new Error(`innodb_ft_min_token_size is ${rows[0]?.n}: search needs 2, or two-letter words such as 'dj' find nothing. Start the server with --innodb-ft-min-token-size=2 (docs/operations.md) and migrate again.`);
    }
    await knex.raw('SET SESSION innodb_ft_enable_stopword = OFF');
    // One FULLTEXT index per ALTER: InnoDB builds one at a time.
    for (const [name, columns] of Object.entries(FULLTEXT_INDEXES)) await knex.raw(`ALTER TABLE vendors ADD FULLTEXT INDEX ${name} (${columns})`);
  } else {
    await knex.raw(`CREATE VIRTUAL TABLE ${SEARCH_TABLE} USING fts5(vendor_id, name, tags, tagline, description, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4')`);
    await rebuildVendorSearch(knex);
  }
  await termIndex.down(knex);
};

export const down = async (knex: Knex): Promise<void> => {
  await termIndex.up(knex);
  if (dialectOf(knex) === 'mysql') {
    for (const name of Object.keys(FULLTEXT_INDEXES)) await knex.raw(`ALTER TABLE vendors DROP INDEX ${name}`);
  } else {
    await knex.raw(`DROP TABLE IF EXISTS ${SEARCH_TABLE}`);
  }
};
