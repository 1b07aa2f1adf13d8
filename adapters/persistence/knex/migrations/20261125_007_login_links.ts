import type { Knex } from 'knex';

/**
 * Login links bound to the browser that asked for them (ADR 10): the SHA-256 of that browser's random key
 * rides with the link and then with the one-time code it is traded for. Null: no browser asked (a welcome
 * or claim link, or a client older than this), and whoever opens it is asked 'Sign in as {email}?'.
 */
export const up = async (knex: Knex): Promise<void> => {
  for (const table of ['login_tokens', 'auth_codes']) {
    await knex.schema.alterTable(table, (t) => {
      t.specificType('browser_key_hash', 'char(64)').nullable();
    });
  }
};

export const down = async (knex: Knex): Promise<void> => {
  for (const table of ['login_tokens', 'auth_codes']) {
    await knex.schema.alterTable(table, (t) => {
      t.dropColumn('browser_key_hash');
    });
  }
};
