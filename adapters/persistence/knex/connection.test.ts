import { afterEach, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { createKnex, DEFAULT_POOL_MAX } from './connection.ts';

/** The pool's bounds as knex holds them (knex connects lazily: nothing here opens a connection). */
const poolOf = (knex: Knex) => knex.client.config.pool as { min: number; max: number };

describe('createKnex', () => {
  const opened: Knex[] = [];
  const make = (...args: Parameters<typeof createKnex>) => {
    const knex = createKnex(...args);
    opened.push(knex);
    return knex;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((k) => k.destroy()));
  });

  it('opens at most poolMax MySQL connections (DATABASE_POOL_MAX), 10 when unset', () => {
    expect(poolOf(make({ client: 'mysql', url: 'mysql://u:p@127.0.0.1:3306/wedding', poolMax: 25 }))).toMatchObject({ min: 0, max: 25 });
    expect(poolOf(make({ client: 'mysql', url: 'mysql://u:p@127.0.0.1:3306/wedding' }))).toMatchObject({ min: 0, max: DEFAULT_POOL_MAX });
    expect(DEFAULT_POOL_MAX).toBe(10);
  });

  it('lets a caller override the pool (tests), and keeps SQLite on one connection', () => {
    expect(poolOf(make({ client: 'mysql', url: 'mysql://u:p@127.0.0.1:3306/wedding', poolMax: 25 }, { pool: { min: 0, max: 5 } }))).toMatchObject({ max: 5 });
    expect(poolOf(make({ client: 'sqlite', filename: ':memory:' }))).toMatchObject({ min: 1, max: 1 });
  });
});
