import type { Knex } from 'knex';
import { createTable, dropTables, idColumn, refColumn, timeColumn } from './schema.ts';

/**
 * Sign-in by emailed link: login tokens (hashed), the one-time codes traded for a session at
 * /auth/callback (hashed), and sessions (hashed bearer tokens). No secret is stored in clear.
 */
export const up = async (knex: Knex): Promise<void> => {
  await createTable(knex, 'sessions', (t) => {
    idColumn(t);
    refColumn(t, 'user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.specificType('token_hash', 'char(64)').notNullable().unique(); // sha-256 hex of the bearer token
    timeColumn(t, 'created_at').notNullable();
    timeColumn(t, 'last_seen_at').notNullable();
    timeColumn(t, 'expires_at').notNullable();
    timeColumn(t, 'revoked_at').nullable();
    t.index(['user_id'], 'sessions_user_idx');
  });

  await createTable(knex, 'login_tokens', (t) => {
    idColumn(t);
    t.string('email', 191).notNullable(); // lowercased
    t.specificType('token_hash', 'char(64)').notNullable().unique();
    t.string('purpose', 20).notNullable().defaultTo('login'); // login | claim
    refColumn(t, 'user_id').nullable().references('id').inTable('users').onDelete('CASCADE');
    refColumn(t, 'vendor_id').nullable().references('id').inTable('vendors').onDelete('CASCADE');
    timeColumn(t, 'created_at').notNullable();
    timeColumn(t, 'expires_at').notNullable();
    timeColumn(t, 'consumed_at').nullable();
    t.index(['email', 'consumed_at'], 'login_tokens_email_consumed_idx');
  });

  await createTable(knex, 'auth_codes', (t) => {
    idColumn(t);
    t.specificType('code_hash', 'char(64)').notNullable().unique();
    refColumn(t, 'user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    timeColumn(t, 'created_at').notNullable();
    timeColumn(t, 'expires_at').notNullable();
    timeColumn(t, 'consumed_at').nullable();
    t.index(['user_id'], 'auth_codes_user_idx');
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await dropTables(knex, ['auth_codes', 'login_tokens', 'sessions']);
};
