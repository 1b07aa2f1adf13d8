import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../../../tests/support/databases.ts';
import type { OutboxMessage } from '../../../../application/ports/outbox.ts';
import { KnexOutboxStore } from './knex-outbox.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 12, minute));
const message = (id: string, created: number, available = created): OutboxMessage =>
  ({ id, topic: 'email.send', payload: { template: 'login-link', to: `${id}@example.com`, idempotencyKey: id, data: {} }, createdAt: at(created), availableAt: at(available), attempts: 0 }) as OutboxMessage;

describe.each(DIALECTS)('KnexOutboxStore [%s]', (dialect) => {
  let db: TestDatabase;
  let store: KnexOutboxStore;

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    store = new KnexOutboxStore(db.knex);
    // Added out of order; m3 waits for a retry until minute 30; m0 went out already.
    for (const m of [message('m4', 4), message('m1', 1), message('m3', 3, 30), message('m2', 2), message('m0', 0)]) await store.add(m);
    await store.markDispatched('m0', at(5));
  });
  afterAll(async () => db?.destroy());

  it('gives the pending messages available now, oldest first, up to the batch', async () => {
    expect((await store.pending(at(10), 50)).map((m) => m.id)).toEqual(['m1', 'm2', 'm4']);
    expect((await store.pending(at(10), 2)).map((m) => m.id)).toEqual(['m1', 'm2']);
    expect((await store.pending(at(30), 50)).map((m) => m.id)).toEqual(['m1', 'm2', 'm3', 'm4']);
    expect(await store.countPending()).toBe(4);
  });

  it('finds the newest email of a template about a record, replaces it while pending, and erases all about the record', async () => {
    const about = (id: string, template: 'inquiry-couple-message' | 'inquiry-new', available: number): OutboxMessage =>
      ({
        id,
        topic: 'email.send',
        payload: { template, to: 'owner@example.com', idempotencyKey: id, data: { message: id } },
        createdAt: at(1),
        availableAt: at(available),
        attempts: 0,
        about: 'inquiry:Q1',
      }) as OutboxMessage;
    for (const m of [about('c1', 'inquiry-couple-message', 1), about('c2', 'inquiry-couple-message', 6), about('n1', 'inquiry-new', 9)]) await store.add(m);
    const latest = await store.latestAbout('inquiry:Q1', 'inquiry-couple-message');
    expect(latest).toMatchObject({ id: 'c2', availableAt: at(6), dispatched: false, payload: { data: { message: 'c2' } } });
    expect(await store.latestAbout('inquiry:Q2', 'inquiry-couple-message')).toBeNull();
    expect(await store.replacePending('c2', { ...latest!.payload, idempotencyKey: 'c2', data: { message: 'c2 and more' } } as never)).toBe(true);
    expect((await store.latestAbout('inquiry:Q1', 'inquiry-couple-message'))!.payload).toMatchObject({ data: { message: 'c2 and more' } });
    await store.markDispatched('c2', at(7));
    expect(await store.latestAbout('inquiry:Q1', 'inquiry-couple-message')).toMatchObject({ id: 'c2', dispatched: true });
    expect(await store.replacePending('c2', latest!.payload)).toBe(false);
    expect(await store.eraseAbout('inquiry:Q1')).toBe(3);
    expect(await store.latestAbout('inquiry:Q1', 'inquiry-new')).toBeNull();
    expect(await store.countPending()).toBe(4);
  });

  it('reads a batch in the order of outbox_relay_idx, without sorting every pending message', async () => {
    // The statement the store runs for a batch, caught as knex sends it.
    let q: { sql: string; bindings: readonly unknown[] } | undefined;
    const catchIt = (e: { sql: string; bindings?: readonly unknown[] }) => {
      if (/from `outbox`/i.test(e.sql) && /order by/i.test(e.sql)) q = { sql: e.sql, bindings: e.bindings ?? [] };
    };
    db.knex.on('query', catchIt);
    await store.pending(at(10), 50);
    db.knex.removeListener('query', catchIt);
    if (!q) throw new Error('no batch read seen');
    if (dialect === 'mariadb') {
      const [rows] = (await db.knex.raw(`EXPLAIN ${q.sql}`, q.bindings as never)) as [Array<{ key: string | null; Extra: string | null }>];
      expect(rows[0]!.key).toBe('outbox_relay_idx');
      expect(rows[0]!.Extra ?? '').not.toMatch(/filesort/i);
    } else {
      const plan = ((await db.knex.raw(`EXPLAIN QUERY PLAN ${q.sql}`, q.bindings as never)) as Array<{ detail: string }>).map((r) => r.detail).join(' | ');
      expect(plan).toMatch(/outbox_relay_idx/);
      expect(plan).not.toMatch(/TEMP B-TREE/i);
    }
  });
});
