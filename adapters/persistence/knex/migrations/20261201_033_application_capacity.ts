import type { Knex } from 'knex';

/**
 * The guest capacity an applicant states (issue 36): how many guests a venue holds, the most guests a
 * caterer serves. Approval copies it to the listing's `vendors.capacity`, which the 'Guests' filter reads.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('applications', (t) => {
    t.integer('guest_capacity').nullable();
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('applications', (t) => {
    t.dropColumn('guest_capacity');
  });
};
