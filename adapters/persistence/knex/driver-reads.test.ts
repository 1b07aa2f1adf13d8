import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { createKnex, MAX_PREPARED_STATEMENTS } from './connection.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/databases.ts';
import { driverReads } from './driver-reads.ts';

/** The driver's prepared reads on MariaDB (ADR 28): what a connection keeps prepared on the server. */
describe('driverReads on MariaDB', () => {
  let db: TestDatabase;
  let one: Knex;
  beforeAll(async () => {
    db = await createTestDatabase('mariadb', { migrate: false });
    // One connection, so that the session's counters are the driver's.
    one = createKnex(db.config, { pool: { min: 0, max: 1 } });
  });
  afterAll(async () => {
    await one?.destroy();
    await db?.destroy();
  });

  const sessionCount = async (name: string) => Number(((await one.raw(`SHOW SESSION STATUS LIKE '${name}'`)) as [Array<{ Value: string }>])[0][0]!.Value);

  it('keeps at most MAX_PREPARED_STATEMENTS statements prepared on a connection, closing the least recently used', async () => {
    const reads = driverReads(one);
    const shapes = MAX_PREPARED_STATEMENTS + 20;
    const closedBefore = await sessionCount('Com_stmt_close');
    for (let i = 0; i < shapes; i++) expect(await reads.all(`select ? + ${i} as n`, [1])).toEqual([{ n: 1 + i }]);
    expect(await sessionCount('Com_stmt_prepare')).toBeGreaterThanOrEqual(shapes);
    // Each shape past the cap closed the oldest: the connection holds the cap, not every shape it saw.
    expect((await sessionCount('Com_stmt_close')) - closedBefore).toBe(shapes - MAX_PREPARED_STATEMENTS);
    // A kept statement runs again without being prepared again.
    const prepared = await sessionCount('Com_stmt_prepare');
    expect(await reads.all(`select ? + ${shapes - 1} as n`, [2])).toEqual([{ n: 1 + shapes }]);
    expect(await sessionCount('Com_stmt_prepare')).toBe(prepared);
  });
});
