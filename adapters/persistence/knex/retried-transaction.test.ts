import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/databases.ts';
import { isDeadlock, retriedTransaction, TRANSACTION_ATTEMPTS } from './retried-transaction.ts';

/** Resolves once `n` callers have arrived. */
const meeting = (n: number) => {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return () => {
    if (++arrived >= n) open();
    return opened;
  };
};

describe('a transaction that MariaDB picks as a deadlock victim [mariadb]', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('mariadb', { migrate: false });
    await db.knex.schema.createTable('counters', (t) => {
      t.string('id').primary();
      t.integer('n').notNullable();
    });
    await db.knex('counters').insert([
      { id: 'a', n: 0 },
      { id: 'b', n: 0 },
    ]);
  });
  afterAll(async () => db?.destroy());

  /**
   * Two writers that lock the two rows in opposite orders: on their first runs each waits for the other's
   * row, so MariaDB picks one as the victim. `nested`: the second lock is taken in a savepoint, as a vendor's
   * locked write (withVendorLocked) runs inside a use case's unit of work. Both writers' changes must be kept.
   */
  const crossedWriters = async (nested: boolean) => {
    await db.knex('counters').update({ n: 0 });
    const runs = { first: 0, second: 0 };
    const bothHoldOne = meeting(2);
    const writer = (name: 'first' | 'second', [one, two]: [string, string]) =>
      retriedTransaction(db.knex, async (outer) => {
        const run = ++runs[name];
        await outer('counters').where({ id: one }).increment('n', 1);
        const second = async (trx: Knex.Transaction) => {
          if (run === 1) await bothHoldOne();
          await trx('counters').where({ id: two }).increment('n', 10);
        };
        await (nested ? retriedTransaction(outer, second) : second(outer));
      });
    await Promise.all([writer('first', ['a', 'b']), writer('second', ['b', 'a'])]);
    // One of them was the victim: rolled back whole and run again.
    expect(runs.first + runs.second).toBe(3);
    expect(await db.knex('counters').orderBy('id').select('id', 'n')).toEqual([
      { id: 'a', n: 11 },
      { id: 'b', n: 11 },
    ]);
  };

  it('is run again, and both writers’ changes are kept', async () => crossedWriters(false));

  it('is run again whole when the deadlock happens in a savepoint inside it', async () => crossedWriters(true));

  it('knows the deadlock MariaDB reports from other failures', async () => {
    const a = await db.knex('counters').where({ id: 'a' }).first();
    expect(a).toBeDefined();
    const duplicate = await db.knex('counters').insert({ id: 'a', n: 0 }).catch((e: unknown) => e);
    expect(isDeadlock(duplicate)).toBe(false);
    expect(isDeadlock({ code: 'ER_LOCK_DEADLOCK', errno: 1213 })).toBe(true);
  });
});

/** A stand-in for knex whose transactions fail with the given errors, one per run, then succeed. */
const failing = (errors: unknown[], isTransaction = false) => {
  let runs = 0;
  const knex = {
    isTransaction,
    transaction: async <T>(work: (trx: Knex.Transaction) => Promise<T>): Promise<T> => {
      runs++;
      const error = errors.shift();
      if (error) throw error;
      return work({} as Knex.Transaction);
    },
  };
  return { knex: knex as unknown as Knex, runs: () => runs };
};

const deadlock = () => Object.assign(new Error('Deadlock found when trying to get lock; try restarting transaction'), { code: 'ER_LOCK_DEADLOCK', errno: 1213 });

describe('retriedTransaction', () => {
  it('runs a deadlocked transaction again until it commits', async () => {
    const f = failing([deadlock(), deadlock()]);
    expect(await retriedTransaction(f.knex, async () => 'done')).toBe('done');
    expect(f.runs()).toBe(3);
  });

  it('reports the deadlock after its last attempt', async () => {
    const f = failing(Array.from({ length: TRANSACTION_ATTEMPTS }, deadlock));
    await expect(retriedTransaction(f.knex, async () => 'done')).rejects.toMatchObject({ code: 'ER_LOCK_DEADLOCK' });
    expect(f.runs()).toBe(TRANSACTION_ATTEMPTS);
  });

  it('does not run again a transaction that failed for another reason', async () => {
    const f = failing([Object.assign(new Error('Duplicate entry'), { code: 'ER_DUP_ENTRY', errno: 1062 })]);
    await expect(retriedTransaction(f.knex, async () => 'done')).rejects.toMatchObject({ code: 'ER_DUP_ENTRY' });
    expect(f.runs()).toBe(1);
  });

  it('passes a savepoint’s deadlock up as it was when rolling back to the savepoint fails (MySQL dropped it with the transaction)', async () => {
    const savepoint = {
      isTransaction: true,
      transaction: async <T>(work: (trx: Knex.Transaction) => Promise<T>): Promise<T> => {
        try {
          return await work({} as Knex.Transaction);
        } catch {
          // What knex reports when its ROLLBACK TO SAVEPOINT fails.
          throw Object.assign(new Error('SAVEPOINT trx2 does not exist'), { code: 'ER_SP_DOES_NOT_EXIST', errno: 1305 });
        }
      },
    } as unknown as Knex.Transaction;
    await expect(
      retriedTransaction(savepoint, async () => {
        throw deadlock();
      }),
    ).rejects.toMatchObject({ code: 'ER_LOCK_DEADLOCK' });
    const other = Object.assign(new Error('Duplicate entry'), { code: 'ER_DUP_ENTRY', errno: 1062 });
    await expect(
      retriedTransaction(savepoint, async () => {
        throw other;
      }),
    ).rejects.toMatchObject({ code: 'ER_SP_DOES_NOT_EXIST' });
  });

  it('leaves a savepoint’s deadlock to the outermost transaction, which InnoDB rolled back whole', async () => {
    const f = failing([deadlock()], true);
    await expect(retriedTransaction(f.knex, async () => 'done')).rejects.toMatchObject({ code: 'ER_LOCK_DEADLOCK' });
    expect(f.runs()).toBe(1);
  });
});
