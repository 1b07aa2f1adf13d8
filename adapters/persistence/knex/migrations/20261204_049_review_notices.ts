import type { Knex } from 'knex';

/**
 * Issue 40 §6: when the emails about a review's publication went (the reviewer's thank-you and the vendor's
 * 'New review' notice), once per review, ever: set the first time an admin publishes it and never cleared,
 * so unpublishing and publishing again sends nothing. Null: not sent yet.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('reviews', (t) => {
    t.datetime('publish_notified_at', { precision: 3 }).nullable();
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('reviews', (t) => {
    t.dropColumn('publish_notified_at');
  });
};
