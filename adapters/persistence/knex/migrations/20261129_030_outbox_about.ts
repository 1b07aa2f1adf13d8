import type { Knex } from 'knex';

/** The inquiry emails whose idempotency key ends in the inquiry's id, and those that end in a message's id. */
const BY_INQUIRY = /^inquiry-(?:confirm|new|closed|reminder):([0-9A-Za-z]+)$/;
const BY_MESSAGE = /^inquiry-(?:reply|couple-message):([0-9A-Za-z]+)$/;

/**
 * `outbox.about`: the record a message carries personal data of (`inquiry:{id}` for every email of an
 * inquiry's loop, to the couple or to the vendor), so the couple's 'Delete' removes those messages at once,
 * pending or sent (issue 35), instead of leaving addresses and names in dispatched rows until the 7-day
 * purge. Rows already there are labelled from their idempotency keys (a message's key through its thread).
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('outbox', (t) => {
    t.string('about', 64).nullable();
    t.index(['about'], 'outbox_about_idx');
  });

  const rows = (await knex('outbox').where('payload', 'like', '%"idempotencyKey":"inquiry-%').select('id', 'payload')) as Array<{ id: string; payload: string }>;
  const byAbout = new Map<string, string[]>();
  for (const row of rows) {
    let key = '';
    try {
      key = String((JSON.parse(row.payload) as { idempotencyKey?: unknown }).idempotencyKey ?? '');
    } catch {
      continue;
    }
    let inquiryId = BY_INQUIRY.exec(key)?.[1];
    const messageId = BY_MESSAGE.exec(key)?.[1];
    if (!inquiryId && messageId) inquiryId = ((await knex('inquiry_messages').where({ id: messageId }).first('inquiry_id')) as { inquiry_id?: string } | undefined)?.inquiry_id;
    if (!inquiryId) continue;
    const about = `inquiry:${inquiryId}`;
    byAbout.set(about, [...(byAbout.get(about) ?? []), row.id]);
  }
  for (const [about, ids] of byAbout) await knex('outbox').whereIn('id', ids).update({ about });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('outbox', (t) => {
    t.dropIndex(['about'], 'outbox_about_idx');
    t.dropColumn('about');
  });
};
