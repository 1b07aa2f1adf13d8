import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../../../tests/support/databases.ts';
import { insertCategory, insertVendor } from '../../../../tests/support/rows.ts';
import { KnexAdminReadRepository } from './knex-admin-read-repository.ts';
import { KnexSubscriptionRepository } from './knex-subscription-repository.ts';

/** 'Plan changes' on the admin dashboard (issue 37 §2): each change kept as made, read newest first with its listing. */
describe.each(DIALECTS)('plan changes kept for the admins [%s]', (dialect) => {
  let db: TestDatabase;
  let plans: KnexSubscriptionRepository;
  let reads: KnexAdminReadRepository;
  let barn: string;
  let hall: string;

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    plans = new KnexSubscriptionRepository(db.knex, () => ulid());
    reads = new KnexAdminReadRepository(db.knex);
    const venues = await insertCategory(db.knex, 'venues', 'Venues', 1);
    barn = await insertVendor(db.knex, venues, { name: 'Magnolia Barn', slug: 'magnolia-barn' });
    hall = await insertVendor(db.knex, venues, { name: 'River Hall', slug: 'river-hall' });
  });
  afterAll(async () => db?.destroy());

  it('lists the changes newest first, each with its listing, kind, tiers, when and when it takes effect, at most `limit`', async () => {
    expect(await reads.listRecentPlanChanges(20)).toEqual([]);
    const at = (iso: string) => new Date(iso);
    await plans.recordPlanChange(barn, { kind: 'start', fromTier: 'free', toTier: 'premier', changedAt: at('2026-11-01T10:00:00Z'), effectiveAt: at('2026-11-01T10:00:00Z') });
    await plans.recordPlanChange(hall, { kind: 'up', fromTier: 'featured', toTier: 'premier', changedAt: at('2026-11-20T10:00:00Z'), effectiveAt: at('2026-11-20T10:00:00Z') });
    await plans.recordPlanChange(barn, { kind: 'down', fromTier: 'premier', toTier: 'featured', changedAt: at('2026-12-01T10:00:00Z'), effectiveAt: at('2027-02-01T10:00:00Z') });

    const listed = await reads.listRecentPlanChanges(20);
    expect(listed.map(({ id: _id, ...rest }) => rest)).toEqual([
      { vendor: { id: barn, name: 'Magnolia Barn', slug: 'magnolia-barn' }, kind: 'down', fromTier: 'premier', toTier: 'featured', changedAt: at('2026-12-01T10:00:00Z'), effectiveAt: at('2027-02-01T10:00:00Z') },
      { vendor: { id: hall, name: 'River Hall', slug: 'river-hall' }, kind: 'up', fromTier: 'featured', toTier: 'premier', changedAt: at('2026-11-20T10:00:00Z'), effectiveAt: at('2026-11-20T10:00:00Z') },
      { vendor: { id: barn, name: 'Magnolia Barn', slug: 'magnolia-barn' }, kind: 'start', fromTier: 'free', toTier: 'premier', changedAt: at('2026-11-01T10:00:00Z'), effectiveAt: at('2026-11-01T10:00:00Z') },
    ]);
    expect((await reads.listRecentPlanChanges(2)).map((c) => c.kind)).toEqual(['down', 'up']);
  });
});
