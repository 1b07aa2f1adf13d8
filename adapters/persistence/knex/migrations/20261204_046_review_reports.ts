import type { Knex } from 'knex';
import { createTable, dropTables, idColumn, refColumn, timeColumn } from './schema.ts';

/**
 * A vendor's reports of reviews and the admin's decisions (issue 40 §4). A report is open until an admin
 * keeps or removes the review ('keep' | 'remove'), recorded with who (their id, and their email so the
 * record outlives the account) and when. A removed review keeps its row and its place in the list:
 * `removed_at` and `removal_reason` say it is shown with the reason instead of its text and is no longer
 * counted in the rating.
 */
export const up = async (knex: Knex): Promise<void> => {
  await createTable(knex, 'review_reports', (t) => {
    idColumn(t);
    refColumn(t, 'review_id').notNullable().references('id').inTable('reviews').onDelete('CASCADE');
    refColumn(t, 'vendor_id').notNullable().references('id').inTable('vendors').onDelete('CASCADE');
    t.string('reason', 32).notNullable();
    t.text('text').notNullable();
    timeColumn(t, 'created_at').notNullable();
    t.string('decision', 8).nullable();
    t.string('decision_reason', 300).nullable();
    refColumn(t, 'decided_by').nullable();
    t.string('decided_by_email', 191).nullable();
    timeColumn(t, 'decided_at').nullable();
    t.index(['review_id', 'decided_at'], 'review_reports_review_idx');
    t.index(['vendor_id', 'created_at'], 'review_reports_vendor_idx');
    t.index(['decided_at', 'created_at'], 'review_reports_queue_idx');
  });
  await knex.schema.alterTable('reviews', (t) => {
    timeColumn(t, 'removed_at').nullable();
    t.string('removal_reason', 300).nullable();
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('reviews', (t) => {
    t.dropColumn('removal_reason');
    t.dropColumn('removed_at');
  });
  await dropTables(knex, ['review_reports']);
};
