import type { Knex } from 'knex';
import { createTable, dropTables, idColumn, refColumn, timeColumn } from './schema.ts';

/**
 * Review requests (issue 40 §1): a vendor asks a client for a review by email. Only the SHA-256 of the
 * link's token is stored (and of the reminder's link, its own token to the same request); the link works once (`reviewed_at`) until `expires_at` (60 days). The email is
 * kept for the reminder and the review written through the link, and its hash for the 90-day rule; rows go
 * 120 days after they were sent (the hourly purge). `review_request_unsubscribes` is the suppression list:
 * the hash of an email that asked for no more requests, from any listing.
 */
export const up = async (knex: Knex): Promise<void> => {
  await createTable(knex, 'review_requests', (t) => {
    idColumn(t);
    refColumn(t, 'vendor_id').notNullable().references('id').inTable('vendors').onDelete('CASCADE');
    t.string('client_name', 100).notNullable();
    t.string('email', 191).notNullable(); // lowercased
    t.specificType('email_hash', 'char(64)').notNullable();
    refColumn(t, 'inquiry_id').nullable();
    t.specificType('token_hash', 'char(64)').notNullable().unique();
    timeColumn(t, 'created_at').notNullable();
    timeColumn(t, 'expires_at').notNullable();
    timeColumn(t, 'opened_at').nullable();
    timeColumn(t, 'reviewed_at').nullable();
    refColumn(t, 'review_id').nullable();
    timeColumn(t, 'reminder_sent_at').nullable();
    t.specificType('reminder_token_hash', 'char(64)').nullable().unique();
    t.index(['vendor_id', 'created_at'], 'review_requests_vendor_idx');
    t.index(['vendor_id', 'email_hash', 'created_at'], 'review_requests_email_idx');
    t.index(['created_at'], 'review_requests_created_idx');
  });
  await createTable(knex, 'review_request_unsubscribes', (t) => {
    t.specificType('email_hash', 'char(64)').primary();
    timeColumn(t, 'created_at').notNullable();
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await dropTables(knex, ['review_request_unsubscribes', 'review_requests']);
};
