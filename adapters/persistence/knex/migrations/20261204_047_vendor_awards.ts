import type { Knex } from 'knex';
import { createTable, dropTables, refColumn, timeColumn } from './schema.ts';

/**
 * Earned awards (issue 40 §5, domain/reviews/awards.ts):
 * - vendor_award_rounds: one row per award and year once it is drawn (kind 'couples-choice', year 2027). Its
 *   key is what keeps the yearly sweep to one draw when two processes run it at once, and the latest round
 *   is the one shown (an award is shown through its year, until the next year's round is drawn).
 * - vendor_awards: the vendors awarded in a round, keyed by vendor, kind and year (a card reads its vendor's
 *   award by that key).
 */
export const up = async (knex: Knex): Promise<void> => {
  await createTable(knex, 'vendor_award_rounds', (t) => {
    t.string('kind', 32).notNullable();
    t.integer('year').notNullable();
    timeColumn(t, 'drawn_at').notNullable();
    t.integer('awarded').notNullable();
    t.primary(['kind', 'year']);
  });
  await createTable(knex, 'vendor_awards', (t) => {
    refColumn(t, 'vendor_id').notNullable().references('id').inTable('vendors').onDelete('CASCADE');
    t.string('kind', 32).notNullable();
    t.integer('year').notNullable();
    timeColumn(t, 'awarded_at').notNullable();
    t.primary(['vendor_id', 'kind', 'year']);
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await dropTables(knex, ['vendor_awards', 'vendor_award_rounds']);
};
