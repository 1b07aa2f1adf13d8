import type { Knex } from 'knex';
import { createTable, dropTables, idColumn, refColumn, timeColumn, timestamps } from './schema.ts';

/**
 * Applications to be listed, subscriptions (tiers and trials), upgrade requests, and the card summaries
 * they point at. payment_methods holds brand, last 4 digits, expiry and cardholder name ONLY: the full
 * card number and the CVV are never stored (PCI DSS 3.3).
 */
export const up = async (knex: Knex): Promise<void> => {
  await createTable(knex, 'payment_methods', (t) => {
    idColumn(t);
    t.string('brand', 20).notNullable();
    t.specificType('last4', 'char(4)').notNullable();
    t.integer('exp_month').notNullable();
    t.integer('exp_year').notNullable();
    t.string('cardholder_name', 200).notNullable();
    timeColumn(t, 'created_at').notNullable();
  });

  await createTable(knex, 'applications', (t) => {
    idColumn(t);
    t.string('status', 20).notNullable().defaultTo('pending'); // pending | approved | rejected
    t.string('subscription_tier', 20).notNullable().defaultTo('free'); // free | featured | premier
    t.string('business_name', 200).notNullable();
    refColumn(t, 'category_id').notNullable().references('id').inTable('categories').onDelete('RESTRICT');
    t.string('owner_name', 200).notNullable();
    t.string('email', 191).notNullable();
    t.string('phone', 50).notNullable();
    t.text('description').nullable();
    t.string('website', 500).nullable();
    t.string('social_instagram', 255).nullable();
    t.string('social_facebook', 255).nullable();
    t.string('social_pinterest', 255).nullable();
    t.string('city', 100).notNullable();
    t.string('county', 100).notNullable();
    t.string('state', 2).notNullable().defaultTo('SC');
    t.string('zip_code', 10).nullable();
    t.integer('years_in_business').nullable();
    t.boolean('is_licensed').notNullable().defaultTo(false);
    t.boolean('is_insured').notNullable().defaultTo(false);
    t.integer('starting_price').nullable(); // whole dollars
    t.string('price_range', 20).nullable();
    t.text('additional_info').nullable();
    refColumn(t, 'payment_method_id').nullable().references('id').inTable('payment_methods').onDelete('SET NULL');
    t.text('rejection_reason').nullable();
    refColumn(t, 'vendor_id').nullable().references('id').inTable('vendors').onDelete('SET NULL');
    timeColumn(t, 'processed_at').nullable();
    refColumn(t, 'processed_by_user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    timestamps(t);
    t.index(['status', 'created_at'], 'applications_status_created_idx');
  });

  await createTable(knex, 'subscriptions', (t) => {
    idColumn(t);
    refColumn(t, 'vendor_id').notNullable().unique().references('id').inTable('vendors').onDelete('CASCADE');
    t.string('tier', 20).notNullable().defaultTo('free'); // free | featured | premier
    t.string('status', 20).notNullable().defaultTo('active'); // active | trialing | cancelled
    timeColumn(t, 'trial_started_at').nullable();
    timeColumn(t, 'trial_ends_at').nullable();
    timeColumn(t, 'intro_price_locked_until').nullable();
    t.integer('monthly_price_cents').notNullable().defaultTo(0);
    refColumn(t, 'payment_method_id').nullable().references('id').inTable('payment_methods').onDelete('SET NULL');
    timeColumn(t, 'reminder_sent_at').nullable();
    timeColumn(t, 'cancelled_at').nullable();
    timestamps(t);
    t.index(['status', 'trial_ends_at', 'reminder_sent_at'], 'subscriptions_trial_reminder_idx');
  });

  await createTable(knex, 'upgrade_requests', (t) => {
    idColumn(t);
    refColumn(t, 'vendor_id').nullable().references('id').inTable('vendors').onDelete('SET NULL');
    t.string('slug', 191).nullable();
    t.string('business_name', 200).notNullable();
    t.string('email', 191).notNullable();
    t.string('subscription_tier', 20).notNullable(); // featured | premier
    refColumn(t, 'payment_method_id').nullable().references('id').inTable('payment_methods').onDelete('SET NULL');
    t.string('status', 20).notNullable().defaultTo('pending'); // pending | applied | rejected
    timeColumn(t, 'processed_at').nullable();
    timestamps(t);
    t.index(['status', 'created_at'], 'upgrade_requests_status_created_idx');
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await dropTables(knex, ['upgrade_requests', 'subscriptions', 'applications', 'payment_methods']);
};
