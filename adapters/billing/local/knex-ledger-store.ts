/**
 * The local test processor's books in the app's database (SQLite or MariaDB), as documents: the processor
 * is a stand-in for Stripe, whose objects we never query by their fields, only by id or customer.
 */
import type { Knex } from 'knex';
import type { BillingEvent } from '../../../domain/billing/billing.ts';
import type { LedgerDocs, LedgerEvent, LedgerKind, LedgerStore } from './ledger.ts';

const DOCS = 'local_processor_documents';

export class KnexLedgerStore implements LedgerStore {
  constructor(private readonly knex: Knex) {}

  async get<K extends LedgerKind>(kind: K, id: string): Promise<LedgerDocs[K] | null> {
    const row = (await this.knex(DOCS).where({ kind, id }).first('doc')) as { doc: string } | undefined;
    return row ? (JSON.parse(row.doc) as LedgerDocs[K]) : null;
  }

  async put<K extends LedgerKind>(kind: K, doc: LedgerDocs[K]): Promise<void> {
    const customerId = 'customerId' in doc && typeof doc.customerId === 'string' ? doc.customerId : kind === 'customer' ? doc.id : null;
    await this.knex(DOCS)
      .insert({ kind, id: doc.id, customer_id: customerId, doc: JSON.stringify(doc) })
      .onConflict(['kind', 'id'])
      .merge(['customer_id', 'doc']);
  }

  async list<K extends LedgerKind>(kind: K, customerId?: string): Promise<LedgerDocs[K][]> {
    const q = this.knex(DOCS).where({ kind }).orderBy('id');
    if (customerId !== undefined) q.andWhere({ customer_id: customerId });
    const rows = (await q.select('doc')) as { doc: string }[];
    return rows.map((r) => JSON.parse(r.doc) as LedgerDocs[K]);
  }

  async appendEvent(event: BillingEvent): Promise<number> {
    // Both drivers answer an insert with the new row's auto-increment id.
    const [seq] = (await this.knex('local_processor_events').insert({ doc: JSON.stringify(event) })) as number[];
    return Number(seq);
  }

  async eventsAfter(seq: number): Promise<LedgerEvent[]> {
    const rows = (await this.knex('local_processor_events').where('seq', '>', seq).orderBy('seq').select('seq', 'doc')) as { seq: number; doc: string }[];
    return rows.map((r) => {
      const event = JSON.parse(r.doc) as BillingEvent & { createdAt: string };
      return { seq: Number(r.seq), event: { ...event, createdAt: new Date(event.createdAt) } };
    });
  }

  async next(name: string): Promise<number> {
    return this.knex.transaction(async (trx) => {
      const row = (await trx('local_processor_counters').where({ name }).forUpdate().first('value')) as { value: number } | undefined;
      const value = (row ? Number(row.value) : 0) + 1;
      if (row) await trx('local_processor_counters').where({ name }).update({ value });
      else await trx('local_processor_counters').insert({ name, value });
      return value;
    });
  }
}
