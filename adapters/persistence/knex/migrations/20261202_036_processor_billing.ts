import type { Knex } from 'knex';
import { createTable, dropTables, idColumn, INDEXED_STRING_MAX, refColumn, timeColumn } from './schema.ts';

/**
 * Billing on a processor (issue 37, ADR 36). We keep the processor's ids, amounts in cents, statuses and the
 * card's brand, last 4 and expiry; never a card number or CVV.
 * - billing_customers: the processor's customer of an application (until approval) and then of the vendor,
 *   with the card on file's summary.
 * - subscriptions gains the processor's subscription id and what the processor holds of it: the current
 *   period's end, since when a payment is past due, a tier scheduled for the period's end, free months.
 * - invoices: the processor's invoices, as shown on the vendor's Billing tab and the admins' revenue.
 * - billing_events: each processor event id once (a replayed webhook does nothing).
 * - billing_free_months: the free months an admin gave, with the reason.
 * - local_processor_*: the books of the embedded default's local test processor (adapters/billing/local).
 */
export const up = async (knex: Knex): Promise<void> => {
  await createTable(knex, 'billing_customers', (t) => {
    idColumn(t);
    t.string('processor_customer_id', INDEXED_STRING_MAX).notNullable().unique();
    refColumn(t, 'application_id').nullable().unique().references('id').inTable('applications').onDelete('SET NULL');
    refColumn(t, 'vendor_id').nullable().unique().references('id').inTable('vendors').onDelete('SET NULL');
    t.string('card_brand', 20).nullable();
    t.specificType('card_last4', 'char(4)').nullable();
    t.integer('card_exp_month').nullable();
    t.integer('card_exp_year').nullable();
    timeColumn(t, 'created_at').notNullable();
    timeColumn(t, 'updated_at').notNullable();
  });

  await knex.schema.alterTable('subscriptions', (t) => {
    t.string('processor_subscription_id', INDEXED_STRING_MAX).nullable().unique();
    timeColumn(t, 'current_period_end').nullable();
    timeColumn(t, 'past_due_since').nullable();
    t.string('scheduled_tier', 20).nullable();
    timeColumn(t, 'free_until').nullable();
    t.integer('next_amount_cents').nullable();
    t.index(['status', 'past_due_since'], 'subscriptions_past_due_idx');
  });

  await createTable(knex, 'invoices', (t) => {
    idColumn(t);
    t.string('processor_invoice_id', INDEXED_STRING_MAX).notNullable().unique();
    refColumn(t, 'vendor_id').notNullable().references('id').inTable('vendors').onDelete('CASCADE');
    t.string('number', 64).nullable();
    t.string('status', 20).notNullable(); // draft | open | paid | void | uncollectible
    t.integer('amount_due_cents').notNullable();
    t.integer('amount_paid_cents').notNullable();
    t.string('description', 500).notNullable();
    timeColumn(t, 'period_start').notNullable();
    timeColumn(t, 'period_end').notNullable();
    timeColumn(t, 'issued_at').notNullable();
    timeColumn(t, 'paid_at').nullable();
    t.integer('attempt_count').notNullable().defaultTo(0);
    timeColumn(t, 'next_attempt_at').nullable();
    t.string('card_brand', 20).nullable();
    t.specificType('card_last4', 'char(4)').nullable();
    timeColumn(t, 'updated_at').notNullable();
    t.index(['vendor_id', 'issued_at'], 'invoices_vendor_issued_idx');
    t.index(['status', 'paid_at'], 'invoices_status_paid_idx');
  });

  await createTable(knex, 'billing_events', (t) => {
    t.string('id', INDEXED_STRING_MAX).primary();
    t.string('type', 100).notNullable();
    timeColumn(t, 'received_at').notNullable();
  });

  await createTable(knex, 'billing_free_months', (t) => {
    idColumn(t);
    refColumn(t, 'vendor_id').notNullable().references('id').inTable('vendors').onDelete('CASCADE');
    t.integer('months').notNullable();
    t.string('reason', 500).notNullable();
    refColumn(t, 'granted_by_user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    timeColumn(t, 'created_at').notNullable();
    t.index(['vendor_id', 'created_at'], 'billing_free_months_vendor_idx');
  });

  await createTable(knex, 'local_processor_documents', (t) => {
    t.string('kind', 20).notNullable();
    t.string('id', INDEXED_STRING_MAX).notNullable();
    t.string('customer_id', 64).nullable();
    t.text('doc').notNullable();
    t.primary(['kind', 'id']);
    t.index(['kind', 'customer_id'], 'local_processor_documents_customer_idx');
  });
  await createTable(knex, 'local_processor_events', (t) => {
    t.increments('seq').primary();
    t.text('doc').notNullable();
  });
  await createTable(knex, 'local_processor_counters', (t) => {
    t.string('name', INDEXED_STRING_MAX).primary();
    t.integer('value').notNullable();
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await dropTables(knex, ['local_processor_counters', 'local_processor_events', 'local_processor_documents', 'billing_free_months', 'billing_events', 'invoices', 'billing_customers']);
  await knex.schema.alterTable('subscriptions', (t) => {
    t.dropIndex(['status', 'past_due_since'], 'subscriptions_past_due_idx');
    t.dropUnique(['processor_subscription_id']);
    t.dropColumns('processor_subscription_id', 'current_period_end', 'past_due_since', 'scheduled_tier', 'free_until', 'next_amount_cents');
  });
};
