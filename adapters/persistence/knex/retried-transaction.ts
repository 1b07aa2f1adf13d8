import type { Knex } from 'knex';

/**
 * MySQL's deadlock (ER_LOCK_DEADLOCK, errno 1213, SQLSTATE 40001): InnoDB chose this transaction as the
 * victim and rolled all of it back, so nothing of it was written and it can be run again as it was.
 */
export const isDeadlock = (e: unknown): boolean => {
  const x = e as { code?: unknown; errno?: unknown } | null;
  return !!x && (x.code === 'ER_LOCK_DEADLOCK' || x.errno === 1213);
};

/** How many times a transaction is run before its deadlock is reported (three re-runs). */
export const TRANSACTION_ATTEMPTS = 4;

/**
 * `db.transaction(work)`, run again when InnoDB reports a deadlock (docs/adr/0033-deadlocked-transactions.md):
 * two writers of neighbouring index entries can deadlock under REPEATABLE READ, and MySQL's manual asks
 * applications to run the transaction again, so `work` must write only through `trx`. Inside a transaction
 * (a savepoint) it is not retried: the deadlock rolled back the outer transaction, which the outermost runs again.
 */
export const retriedTransaction = async <T>(db: Knex | Knex.Transaction, work: (trx: Knex.Transaction) => Promise<T>, attempts = TRANSACTION_ATTEMPTS): Promise<T> => {
  if ((db as Knex.Transaction).isTransaction) {
    // The rollback took the savepoint too, so knex's ROLLBACK TO SAVEPOINT fails: report the deadlock instead.
    let deadlock: unknown = null;
    try {
      return await db.transaction(async (trx) => {
        try {
          return await work(trx);
        } catch (e) {
          if (isDeadlock(e)) deadlock = e;
          throw e;
        }
      });
    } catch (e) {
      throw deadlock ?? e;
    }
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (e) {
      if (!isDeadlock(e) || attempt >= attempts) throw e;
      // A short random wait, longer each time, so the two writers do not meet again in step.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
};
