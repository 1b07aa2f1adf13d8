import type { Knex } from 'knex';
import { createTable, dropTables, idColumn, refColumn, timeColumn, timestamps } from './schema.ts';

/**
 * Inquiries from couples to vendors (issue 17): the inquiry with its state on the way to the vendor and its
 * status in the vendor's inbox, the messages of its thread, the thread links emailed to the couple, the
 * browsers that confirmed an email, and the vendors' saved replies. Secrets are stored as SHA-256 only.
 *
 * - inquiries.state: pending_confirmation | held | delivered | deleted; status: new | replied | booked |
 *   not_available | closed (labels in domain/inquiries). A deleted one keeps no personal data and no
 *   messages, only the times the vendor's reply-time figure needs.
 * - The couple's first message is the thread's first row in inquiry_messages, not a column here.
 * - Thread links are rows of their own: only hashes are stored, so each email to the couple carries a new
 *   link (90 days) and the older ones keep working until they expire.
 * - Indexes, one per read: the inbox (newest first, by status and all statuses, paged), unread count,
 *   reminder sweep, expiry sweep, purge sweep, the admins' held list (and counts by state).
 */
export const up = async (knex: Knex): Promise<void> => {
  await createTable(knex, 'inquiries', (t) => {
    idColumn(t);
    refColumn(t, 'vendor_id').notNullable().references('id').inTable('vendors').onDelete('CASCADE');
    t.string('couple_name', 100).notNullable(); // '' once deleted
    t.string('email', 191).nullable(); // lowercased; null once deleted
    t.string('phone', 40).nullable();
    t.date('wedding_date').nullable();
    t.boolean('date_undecided').notNullable().defaultTo(false);
    t.integer('guest_count').notNullable();
    t.string('budget', 20).notNullable(); // a budget range code of the vendor's category
    t.string('status', 20).notNullable().defaultTo('new');
    t.string('close_reason', 20).nullable(); // booked_elsewhere | not_interested
    t.string('state', 24).notNullable();
    t.string('hold_reasons', 200).nullable(); // JSON list of spam reasons; null: none
    t.specificType('confirm_token_hash', 'char(64)').nullable().unique(); // NULLs do not collide
    timeColumn(t, 'confirm_expires_at').nullable();
    timeColumn(t, 'confirmed_at').nullable();
    timeColumn(t, 'delivered_at').nullable(); // when the vendor could first see it
    timeColumn(t, 'first_replied_at').nullable();
    timeColumn(t, 'last_message_at').notNullable();
    t.string('last_message_by', 10).notNullable(); // couple | vendor
    timeColumn(t, 'reminder_sent_at').nullable();
    timeColumn(t, 'vendor_read_at').nullable();
    t.boolean('vendor_unread').notNullable().defaultTo(true);
    timeColumn(t, 'closed_at').nullable();
    timestamps(t);
    t.index(['vendor_id', 'state', 'status', 'delivered_at', 'id'], 'inquiries_inbox_status_idx');
    t.index(['vendor_id', 'state', 'delivered_at', 'id'], 'inquiries_inbox_idx');
    t.index(['vendor_id', 'state', 'vendor_unread'], 'inquiries_unread_idx');
    t.index(['state', 'status', 'reminder_sent_at', 'delivered_at'], 'inquiries_reminder_idx');
    t.index(['state', 'confirm_expires_at'], 'inquiries_expiry_idx');
    t.index(['last_message_at'], 'inquiries_purge_idx');
    t.index(['state', 'created_at', 'id'], 'inquiries_state_created_idx');
  });

  await createTable(knex, 'inquiry_messages', (t) => {
    idColumn(t);
    refColumn(t, 'inquiry_id').notNullable().references('id').inTable('inquiries').onDelete('CASCADE');
    t.string('author', 10).notNullable(); // couple | vendor
    t.text('body').notNullable();
    timeColumn(t, 'created_at').notNullable();
    t.index(['inquiry_id', 'created_at', 'id'], 'inquiry_messages_thread_idx');
  });

  await createTable(knex, 'inquiry_thread_links', (t) => {
    idColumn(t);
    refColumn(t, 'inquiry_id').notNullable().references('id').inTable('inquiries').onDelete('CASCADE');
    t.specificType('token_hash', 'char(64)').notNullable().unique();
    timeColumn(t, 'created_at').notNullable();
    timeColumn(t, 'expires_at').notNullable();
    t.index(['inquiry_id'], 'inquiry_thread_links_inquiry_idx');
    t.index(['expires_at'], 'inquiry_thread_links_expires_idx');
  });

  await createTable(knex, 'remembered_browsers', (t) => {
    idColumn(t);
    t.specificType('token_hash', 'char(64)').notNullable().unique();
    t.string('email', 191).notNullable(); // lowercased
    timeColumn(t, 'created_at').notNullable();
    timeColumn(t, 'expires_at').notNullable();
    timeColumn(t, 'last_used_at').nullable();
    timeColumn(t, 'revoked_at').nullable();
    t.index(['email'], 'remembered_browsers_email_idx');
    t.index(['expires_at'], 'remembered_browsers_expires_idx');
  });

  await createTable(knex, 'saved_replies', (t) => {
    idColumn(t);
    refColumn(t, 'vendor_id').notNullable().references('id').inTable('vendors').onDelete('CASCADE');
    t.string('title', 100).notNullable();
    t.text('body').notNullable();
    timestamps(t);
    t.index(['vendor_id', 'created_at'], 'saved_replies_vendor_idx');
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await dropTables(knex, ['saved_replies', 'remembered_browsers', 'inquiry_thread_links', 'inquiry_messages', 'inquiries']);
};
