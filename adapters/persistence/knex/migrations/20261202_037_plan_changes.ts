import type { Knex } from 'knex';
import { createTable, dropTables, idColumn, refColumn, timeColumn } from './schema.ts';

/**
 * Plan changes (issue 37 §2): each change a vendor makes to its own plan on /upgrade or its Billing tab — the
 * listing, what kind of change (start, up, down, keep), the tier in force before and the tier asked for, when,
 * and when it takes effect (a move down waits for the end of the paid period). The subscription row holds only
 * the plan as it is now; the admin dashboard's 'Plan changes' reads this, newest first.
 */
export const up = async (knex: Knex): Promise<void> => {
  await createTable(knex, 'plan_changes', (t) => {
    idColumn(t);
    refColumn(t, 'vendor_id').notNullable().references('id').inTable('vendors').onDelete('CASCADE');
    t.string('kind', 10).notNullable(); // start | up | down | keep
    t.string('from_tier', 20).notNullable(); // free | featured | premier
    t.string('to_tier', 20).notNullable(); // featured | premier
    timeColumn(t, 'changed_at').notNullable();
    timeColumn(t, 'effective_at').notNullable();
    t.index(['changed_at'], 'plan_changes_changed_idx');
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await dropTables(knex, ['plan_changes']);
};
