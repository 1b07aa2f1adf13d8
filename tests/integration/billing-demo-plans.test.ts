/** Issue 37: the embedded demo's paid listings are billed by the local test processor (both databases). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaidTier } from '../../domain/subscriptions/subscription.ts';
import { BillDemoPlans } from '../../application/billing/bill-demo-plans.ts';
import { DIALECTS } from '../support/databases.ts';
import { insertCategory, insertVendor } from '../support/rows.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { KnexSubscriptionRepository } from '../../adapters/persistence/knex/repositories/knex-subscription-repository.ts';
import { ulid } from 'ulid';

describe.each(DIALECTS)('demo plans billed by the local test processor [%s]', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t?.close());

  it('gives each unbilled paid plan a test card and starts it at the processor, once', async () => {
    const venues = await insertCategory(t.db.knex, 'venues', 'Venues', 1);
    const plans = new KnexSubscriptionRepository(t.db.knex, () => ulid());
    const paid = await insertVendor(t.db.knex, venues, { name: 'Old Mill', is_featured: true });
    const trialOver = startPaidTier('premier', new Date('2025-03-10T12:00:00Z'));
    await plans.save(paid, { ...trialOver, status: 'active' }, null, new Date());
    const free = await insertVendor(t.db.knex, venues, { name: 'Free Barn' });

    expect(await t.use(BillDemoPlans).execute()).toEqual({ billed: 1 });
    const row = await t.db.knex('subscriptions').where({ vendor_id: paid }).first();
    expect(row).toMatchObject({ tier: 'premier', status: 'active' });
    expect(row.processor_subscription_id).toMatch(/^sub_/);
    expect(await t.db.knex('billing_customers').where({ vendor_id: paid }).first()).toMatchObject({ card_last4: '4242' });
    // Its trial long over, the first month is paid at once (the price lock of its first year is over too).
    expect(await t.db.knex('invoices').where({ vendor_id: paid })).toMatchObject([{ status: 'paid', amount_paid_cents: 18900 }]);
    expect(await t.db.knex('billing_customers').where({ vendor_id: free }).first()).toBeUndefined();
    expect(await t.use(BillDemoPlans).execute()).toEqual({ billed: 0 });
  });
});
