import type { Knex } from 'knex';

/**
 * 'Verified client' (issue 40 §2): how a review's writer was known to be a client of the vendor — 'request'
 * (written through the vendor's review request link) or 'booking' (the writer's inquiry with the vendor was
 * marked 'Booked'); null: not known. Set when the review is stored, never changed by the vendor.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('reviews', (t) => {
    t.string('verified_via', 16).nullable();
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('reviews', (t) => {
    t.dropColumn('verified_via');
  });
};
