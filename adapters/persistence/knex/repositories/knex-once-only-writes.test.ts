import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpgradeRequest } from '../../../../application/ports/subscription-repository.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../../../tests/support/databases.ts';
import { insertCategory, insertVendor } from '../../../../tests/support/rows.ts';
import { KnexBillingRepository } from './knex-billing-repository.ts';
import { KnexMailDeliveryLog } from './knex-outbox.ts';
import { KnexUpgradeRequestRepository } from './knex-subscription-repository.ts';

/** Writes a unique key lets in once: the second writer, even at the same moment, is told so and stores nothing. */
describe.each(DIALECTS)('writes stored once [%s]', (dialect) => {
  let db: TestDatabase;
  let venues: string;
  let barn: string;
  const now = new Date('2026-12-03T12:00:00Z');

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    venues = await insertCategory(db.knex, 'venues', 'Venues', 1);
    barn = await insertVendor(db.knex, venues, { name: 'Magnolia Barn' });
  });
  afterAll(async () => db?.destroy());

  it('records a billing event once, however often and however many at once it is delivered', async () => {
    const billing = new KnexBillingRepository(db.knex, () => ulid());
    expect(await Promise.all([billing.recordEvent('evt_1', 'invoice.paid', now), billing.recordEvent('evt_1', 'invoice.paid', now)])).toEqual(
      expect.arrayContaining([true, false]),
    );
    expect(await billing.recordEvent('evt_1', 'invoice.paid', now)).toBe(false);
    expect(await db.knex('billing_events').where({ id: 'evt_1' }).count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('records an email delivery key once', async () => {
    const log = new KnexMailDeliveryLog(db.knex);
    expect(await log.has('login-link:1')).toBe(false);
    expect(await log.record('login-link:1', now)).toBe(true);
    expect(await log.record('login-link:1', now)).toBe(false);
    expect(await log.has('login-link:1')).toBe(true);
  });

  it('keeps one pending upgrade request per listing, and any number once processed', async () => {
    const requests = new KnexUpgradeRequestRepository(db.knex);
    const request = (status: UpgradeRequest['status']): UpgradeRequest => ({
      id: ulid(),
      vendorId: barn,
      slug: 'magnolia-barn',
      businessName: 'Magnolia Barn',
      email: 'owner@example.com',
      tier: 'premier',
      paymentMethodId: null,
      status,
      createdAt: now,
    });
    expect(await Promise.all([requests.create(request('pending')), requests.create(request('pending'))])).toEqual(expect.arrayContaining([true, false]));
    expect(await requests.create(request('pending'))).toBe(false);
    expect(await requests.create(request('rejected'))).toBe(true);
    expect(await db.knex('upgrade_requests').where({ vendor_id: barn }).count({ n: '*' })).toEqual([{ n: 2 }]);
  });

  it('reports a write that fails for another reason, whatever words its values hold', async () => {
    // The error's message quotes the row's values: a name with 'Unique' or 'Duplicate entry' is not a taken key.
    const vendorId = await insertVendor(db.knex, venues, { name: 'Unique Weddings' });
    const requests = new KnexUpgradeRequestRepository(db.knex);
    const goneCard: UpgradeRequest = {
      id: ulid(),
      vendorId,
      slug: 'unique-weddings',
      businessName: 'Unique Weddings (Duplicate entry)',
      email: 'owner@example.com',
      tier: 'premier',
      paymentMethodId: ulid(),
      status: 'pending',
      createdAt: now,
    };
    await expect(requests.create(goneCard)).rejects.toThrow(/foreign key/i);
  });
});
