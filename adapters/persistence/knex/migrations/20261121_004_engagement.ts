import type { Knex } from 'knex';
import { createTable, dropTables, idColumn, refColumn, timeColumn, timestamps } from './schema.ts';

/** Reviews, contact messages (including claim requests), and the mail outbox with its idempotency log. */
export const up = async (knex: Knex): Promise<void> => {
  await createTable(knex, 'reviews', (t) => {
    idColumn(t);
    refColumn(t, 'vendor_id').notNullable().references('id').inTable('vendors').onDelete('CASCADE');
    t.string('reviewer_name', 200).notNullable();
    t.string('reviewer_email', 191).notNullable();
    t.integer('rating').notNullable().checkBetween([1, 5]);
    t.string('title', 200).nullable();
    t.text('body').notNullable();
    t.date('wedding_date').nullable();
    t.boolean('is_published').notNullable().defaultTo(false);
    timeColumn(t, 'published_at').nullable();
    timestamps(t);
    t.index(['vendor_id', 'is_published', 'created_at'], 'reviews_vendor_published_created_idx');
    t.index(['is_published', 'created_at'], 'reviews_published_created_idx');
  });

  await createTable(knex, 'contact_messages', (t) => {
    idColumn(t);
    t.string('type', 20).notNullable(); // GENERAL_INQUIRY | CLAIM_REQUEST | SUPPORT
    t.string('name', 200).notNullable();
    t.string('email', 191).notNullable();
    t.string('phone', 50).nullable();
    t.string('subject', 300).notNullable();
    t.text('message').notNullable();
    t.string('business_name', 200).nullable();
    t.string('status', 20).notNullable().defaultTo('new'); // new | in_progress | resolved | archived
    t.text('notes').nullable();
    refColumn(t, 'vendor_id').nullable().references('id').inTable('vendors').onDelete('SET NULL');
    timestamps(t);
    t.index(['status', 'created_at'], 'contact_messages_status_created_idx');
    t.index(['type', 'status'], 'contact_messages_type_status_idx');
  });

  await createTable(knex, 'outbox', (t) => {
    idColumn(t);
    t.string('topic', 100).notNullable(); // e.g. 'email.send'
    t.text('payload').notNullable(); // JSON
    timeColumn(t, 'created_at').notNullable();
    timeColumn(t, 'available_at').notNullable();
    timeColumn(t, 'dispatched_at').nullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('last_error').nullable();
    t.index(['dispatched_at', 'available_at'], 'outbox_pending_idx');
  });

  await createTable(knex, 'mail_deliveries', (t) => {
    t.string('idempotency_key', 191).primary();
    timeColumn(t, 'sent_at').notNullable();
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await dropTables(knex, ['mail_deliveries', 'outbox', 'contact_messages', 'reviews']);
};
