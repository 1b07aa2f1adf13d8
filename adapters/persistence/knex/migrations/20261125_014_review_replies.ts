import type { Knex } from 'knex';

/**
 * A vendor's reply to a published review (issue 18 §5): columns on `reviews`, not a table of their own. There
 * is at most one reply per review, it is always read with its review (the public list, the owner's list, the
 * admin list), and so the existing reads and indexes (reviews_vendor_published_created_idx) serve it with no
 * join; an edit overwrites it. Removing a reply (an admin) clears the three reply columns.
 *
 * - reply_body: plain text, at most 1000 characters (domain/reviews/review-reply.ts), never HTML; null: no reply.
 * - replied_at: the first reply; reply_updated_at: the last edit.
 * - reply_notified_at: when the reviewer was emailed about the reply. Kept when a reply is removed, so the
 *   reviewer is told once per review, ever.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('reviews', (t) => {
    t.text('reply_body').nullable();
    t.datetime('replied_at', { precision: 3 }).nullable();
    t.datetime('reply_updated_at', { precision: 3 }).nullable();
    t.datetime('reply_notified_at', { precision: 3 }).nullable();
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('reviews', (t) => {
    t.dropColumns('reply_body', 'replied_at', 'reply_updated_at', 'reply_notified_at');
  });
};
