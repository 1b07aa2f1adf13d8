import type { Knex } from 'knex';
import { refColumn, timeColumn } from './schema.ts';

/**
 * Issue 15 (upgrades and cancelling):
 * - subscriptions.cancel_at: a vendor's own cancel runs the plan to the end of its trial or billing period;
 *   the sweep reverts it to the free Standard tier then.
 * - upgrade_requests.pending_vendor_id: the vendor's id while the request is pending, null once applied or
 *   declined. Unique, so a listing has at most one pending request even when two arrive at once (NULLs do
 *   not collide on SQLite or MySQL; a partial index would not exist on MySQL).
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('subscriptions', (t) => {
    timeColumn(t, 'cancel_at').nullable();
  });
  await knex.schema.alterTable('upgrade_requests', (t) => {
    refColumn(t, 'pending_vendor_id').nullable();
  });
  // The newest pending request of each listing keeps the slot; older duplicates stay pending, unmarked.
  const pending = (await knex('upgrade_requests').where({ status: 'pending' }).whereNotNull('vendor_id').orderBy('created_at', 'desc').select('id', 'vendor_id')) as Array<{ id: string; vendor_id: string }>;
  const seen = new Set<string>();
  for (const r of pending) {
    if (seen.has(r.vendor_id)) continue;
    seen.add(r.vendor_id);
    await knex('upgrade_requests').where({ id: r.id }).update({ pending_vendor_id: r.vendor_id });
  }
  await knex.schema.alterTable('upgrade_requests', (t) => {
    t.unique(['pending_vendor_id'], { indexName: 'upgrade_requests_one_pending_uq' });
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('upgrade_requests', (t) => {
    t.dropUnique(['pending_vendor_id'], 'upgrade_requests_one_pending_uq');
  });
  await knex.schema.alterTable('upgrade_requests', (t) => {
    t.dropColumn('pending_vendor_id');
  });
  await knex.schema.alterTable('subscriptions', (t) => {
    t.dropColumn('cancel_at');
  });
};
