import { afterAll, beforeAll, describe } from 'vitest';
import { billingProcessorContract } from '../../../tests/support/billing-processor-contract.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../../tests/support/databases.ts';
import { KnexLedgerStore } from './knex-ledger-store.ts';
import { localHarness } from '../../../tests/support/local-billing-harness.ts';

describe.each(DIALECTS)('the local test processor keeps its books in %s', (dialect) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(dialect);
  });
  afterAll(async () => db.destroy());

  billingProcessorContract(`local on ${dialect}`, async () => {
    for (const table of ['local_processor_documents', 'local_processor_events', 'local_processor_counters']) await db.knex(table).del();
    return localHarness(new KnexLedgerStore(db.knex));
  });
});
