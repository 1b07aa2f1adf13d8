import type { Knex } from 'knex';
import { dialectOf } from '../connection.ts';
import * as landingCards from './20261127_027_landing_cards.ts';
import * as categoryCards from './20261128_028_category_cards.ts';

/**
 * One stored copy of a vendor's card (issue 38): the vendor row keeps its `card` and `details` (the domain's
 * shapes, vendor-cards.ts); the answers are mapped by the HTTP adapter. So the answer-shaped texts (ADR 28,
 * 30) and the copies of the cards in a page's order (`landing_cards`, ADR 31; `category_cards`, ADR 34) go:
 * every list reads `vendors` (a landing page through vendor_filters) in the order of an index.
 */
const ANSWER_COLUMNS = ['card_answer', 'page_answer', 'admin_answer'];

export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTableIfExists('landing_cards');
  await knex.schema.dropTableIfExists('category_cards');
  // Native DROP COLUMN on both (SQLite ≥ 3.35): no copy of the vendors table, its triggers and indexes kept.
  if (dialectOf(knex) === 'mysql') await knex.raw(`ALTER TABLE vendors ${ANSWER_COLUMNS.map((c) => `DROP COLUMN ${c}`).join(', ')}`);
  else for (const c of ANSWER_COLUMNS) await knex.raw(`ALTER TABLE vendors DROP COLUMN ${c}`);
};

/** The columns and tables again, empty: nothing writes them any more. */
export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('vendors', (t) => {
    for (const c of ANSWER_COLUMNS) t.text(c, 'mediumtext').nullable();
  });
  await landingCards.up(knex);
  await categoryCards.up(knex);
};
