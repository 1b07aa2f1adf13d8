import type { Knex } from 'knex';
import type { EmailJob, EmailTemplate, MailDeliveryLog, OutboxMessage, OutboxStore } from '../../../../application/ports/outbox.ts';
import { dialectOf } from '../connection.ts';
import { allOf, columnsOf, countOf, date, isDuplicateKey, json, newestFirst, num, oldestFirst, type Row } from '../rows.ts';

const toMessage = (r: Row): OutboxMessage =>
  ({
    id: String(r.id),
    topic: String(r.topic),
    payload: json<unknown>(r.payload, {}),
    createdAt: date(r.created_at),
    availableAt: date(r.available_at),
    attempts: num(r.attempts),
    ...(r.about ? { about: String(r.about) } : {}),
  }) as OutboxMessage;

export class KnexOutboxStore implements OutboxStore {
  constructor(private readonly knex: Knex) {}

  async add(m: OutboxMessage): Promise<void> {
    await this.knex('outbox').insert({ ...columnsOf(m), payload: JSON.stringify(m.payload), dispatched_at: null, last_error: null, about: m.about ?? null });
  }

  async eraseAbout(about: string): Promise<number> {
    return this.knex('outbox').where({ about }).delete();
  }

  async latestAbout(about: string, template: EmailTemplate): Promise<{ id: string; availableAt: Date; dispatched: boolean; payload: EmailJob } | null> {
    // A record has a handful of emails (outbox_about_idx); the template is read from each payload. On MySQL the
    // rows are locked (FOR UPDATE) so a second writer of the same record waits and then reads the first's row.
    const q = this.knex('outbox').where({ about, topic: 'email.send' }).orderBy(newestFirst('available_at', 'id'));
    if (dialectOf(this.knex) === 'mysql') q.forUpdate();
    const rows = (await q.select('id', 'available_at', 'dispatched_at', 'payload')) as Row[];
    for (const r of rows) {
      const payload = json<EmailJob>(r.payload, {} as EmailJob);
      if (payload.template === template) return { id: String(r.id), availableAt: date(r.available_at), dispatched: r.dispatched_at != null, payload };
    }
    return null;
  }

  async replacePending(id: string, payload: EmailJob): Promise<boolean> {
    return (await this.knex('outbox').where({ id }).whereNull('dispatched_at').update({ payload: JSON.stringify(payload) })) === 1;
  }

  async pending(now: Date, limit: number): Promise<OutboxMessage[]> {
    // Oldest first in the order of outbox_relay_idx (migration 029), named to MariaDB's planner: a batch reads
    // its entries and stops, however many messages wait (without it, a small table is scanned and sorted).
    const from = dialectOf(this.knex) === 'mysql' ? this.knex.from(this.knex.raw('`outbox` FORCE INDEX (`outbox_relay_idx`)')) : this.knex('outbox');
    const due = from.whereNull('dispatched_at').where('available_at', '<=', now);
    return allOf(due.orderBy(oldestFirst('created_at', 'id')).limit(limit), toMessage);
  }

  /**
   * Marks a message handed over, and drops its template data (login links, names) from the row: the
   * job carries it now, and secrets should not rest in the database longer than needed.
   */
  async markDispatched(id: string, at: Date): Promise<void> {
    const row = (await this.knex('outbox').where({ id }).first('payload')) as { payload: unknown } | undefined;
    const payload = json<Partial<EmailJob>>(row?.payload, {});
    const redacted = JSON.stringify({ template: payload.template, to: payload.to, idempotencyKey: payload.idempotencyKey, data: {}, redacted: true });
    await this.knex('outbox').where({ id }).update({ dispatched_at: at, last_error: null, payload: redacted });
  }

  async markFailed(id: string, error: string, retryAt: Date): Promise<void> {
    await this.knex('outbox')
      .where({ id })
      .update({ attempts: this.knex.raw('attempts + 1'), last_error: error.slice(0, 1000), available_at: retryAt });
  }

  async countPending(): Promise<number> {
    return countOf(this.knex('outbox').whereNull('dispatched_at'));
  }
}

export class KnexMailDeliveryLog implements MailDeliveryLog {
  constructor(private readonly knex: Knex) {}

  async record(key: string, at: Date): Promise<boolean> {
    try {
      await this.knex('mail_deliveries').insert({ idempotency_key: key, sent_at: at });
      return true;
    } catch (e) {
      if (isDuplicateKey(e)) return false;
      throw e;
    }
  }

  async has(key: string): Promise<boolean> {
    return !!(await this.knex('mail_deliveries').where({ idempotency_key: key }).first());
  }
}
