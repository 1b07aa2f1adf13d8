import type { Knex } from 'knex';
import { dialectOf } from '../connection.ts';
import { createTable, ID_LENGTH, refColumn } from './schema.ts';

/**
 * The search's term index (issue 19, docs/adr/0024-search-term-index.md): a word's active vendors in the
 * search's order, held by an index, and the words with their vendor counts. Migration 038 drops it (search
 * reads the database's own full-text engine, ADR 38); it is created empty here, as nothing reads it between.
 *
 * Words compare by code point on both databases (utf8mb4_bin on MySQL, SQLite's BINARY), so a search word's
 * expansions (the words starting with it) are the same range everywhere. Equally relevant, equally rated
 * matches go by vendor id: no daily rotation key (it would rewrite every row each day, ADR 24).
 */
const TERMS = 'vendor_search_terms';
const WORDS = 'vendor_search_words';
const WORD_CATEGORIES = 'vendor_search_word_categories';
const RANK = 'weight DESC, review_average DESC, review_count DESC, vendor_id';

export const up = async (knex: Knex): Promise<void> => {
  const mysql = dialectOf(knex) === 'mysql';
  const term = (t: Knex.CreateTableBuilder) => {
    const c = t.string('term', 48).notNullable();
    if (mysql) c.collate('utf8mb4_bin');
    return c;
  };
  await createTable(knex, TERMS, (t) => {
    refColumn(t, 'vendor_id').notNullable();
    term(t);
    t.smallint('weight').notNullable();
    t.string('category_id', ID_LENGTH).notNullable();
    t.decimal('review_average', 3, 2).notNullable().defaultTo(0);
    t.integer('review_count').notNullable().defaultTo(0);
    // Term first: a word's rows are together, so the multi-word search's point reads of one word for many
    // candidates land on the same few pages (2-3x cheaper than (vendor_id, term) at 100 000 vendors).
    t.primary(['term', 'vendor_id']);
  });
  // A vendor's words: its sync on write, and the Featured block's probe (vendor_id, term range).
  await knex.raw(`CREATE INDEX vendor_search_terms_vendor_idx ON ${TERMS} (vendor_id, term)`);
  await knex.raw(`CREATE INDEX vendor_search_terms_rank_idx ON ${TERMS} (term, ${RANK})`);
  await knex.raw(`CREATE INDEX vendor_search_terms_category_rank_idx ON ${TERMS} (term, category_id, ${RANK})`);
  await createTable(knex, WORDS, (t) => {
    term(t).primary();
    t.integer('vendor_count').notNullable().defaultTo(0);
  });
  await createTable(knex, WORD_CATEGORIES, (t) => {
    term(t);
    t.string('category_id', ID_LENGTH).notNullable();
    t.integer('vendor_count').notNullable().defaultTo(0);
    t.primary(['term', 'category_id']);
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTableIfExists(WORD_CATEGORIES);
  await knex.schema.dropTableIfExists(WORDS);
  await knex.schema.dropTableIfExists(TERMS);
};
