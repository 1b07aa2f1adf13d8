import type { Knex } from 'knex';
import { createTable, dropTables, idColumn, refColumn, timeColumn } from './schema.ts';

/**
 * Plan cancellations (issue 36): each time a vendor cancels a paid plan, the listing, the plan it cancelled,
 * when, and the day the plan ends. The subscription row alone cannot say it afterwards (once the plan has
 * ended it holds the free tier); the admin dashboard's 'Recent cancellations' reads this, newest first.
 */
export const up = async (knex: Knex): Promise<void> => {
  await createTable(knex, 'plan_cancellations', (t) => {
    idColumn(t);
    refColumn(t, 'vendor_id').notNullable().references('id').inTable('vendors').onDelete('CASCADE');
    t.string('tier', 20).notNullable(); // featured | premier
    timeColumn(t, 'cancelled_at').notNullable();
    timeColumn(t, 'ends_at').notNullable();
    t.index(['cancelled_at'], 'plan_cancellations_cancelled_idx');
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await dropTables(knex, ['plan_cancellations']);
};
