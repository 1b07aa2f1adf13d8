import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../../../tests/support/databases.ts';
import { insertCategory, insertVendor } from '../../../../tests/support/rows.ts';
import { KnexInsightsRepository } from './knex-insights-repository.ts';

const at = (iso: string) => new Date(iso);

describe.each(DIALECTS)('KnexInsightsRepository [%s]', (dialect) => {
  let db: TestDatabase;
  let repo: KnexInsightsRepository;
  let venues: string;
  let florists: string;
  let barn: string;
  let garden: string;
  let roses: string;
  let inactive: string;

  /** An inquiry row as the inquiry repository stores it (only the columns the insights read matter). */
  const inquiry = async (vendorId: string, over: Record<string, unknown>) => {
    const created = (over.delivered_at as Date | undefined) ?? at('2026-11-20T15:00:00Z');
    await db.knex('inquiries').insert({
      id: ulid(),
      vendor_id: vendorId,
      couple_name: 'Avery Brooks',
      email: 'avery@example.com',
      guest_count: 100,
      budget: '6000-10000',
      status: 'new',
      state: 'delivered',
      delivered_at: created,
      last_message_at: created,
      last_message_by: 'couple',
      created_at: created,
      updated_at: created,
      ...over,
    });
  };

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    repo = new KnexInsightsRepository(db.knex);
    venues = await insertCategory(db.knex, 'venues', 'Venues', 1);
    florists = await insertCategory(db.knex, 'florists', 'Florists', 2);
    barn = await insertVendor(db.knex, venues, { name: 'Magnolia Barn' });
    garden = await insertVendor(db.knex, venues, { name: 'Rose Garden' });
    roses = await insertVendor(db.knex, florists, { name: 'Petal Works' });
    inactive = await insertVendor(db.knex, florists, { name: 'Closed Shop', is_active: false });
  });
  afterAll(async () => db?.destroy());

  it('adds many counters in one statement, adding to the rows already there', async () => {
    const statements: string[] = [];
    const onQuery = (q: { sql: string }) => statements.push(q.sql);
    db.knex.on('query', onQuery);
    await repo.addCounts([
      { vendorId: barn, day: '2026-11-24', kind: 'profile_view', count: 3 },
      { vendorId: barn, day: '2026-11-25', kind: 'profile_view', count: 2 },
      { vendorId: barn, day: '2026-11-25', kind: 'call_click', count: 1 },
      { vendorId: roses, day: '2026-11-25', kind: 'profile_view', count: 4 },
    ]);
    db.knex.off('query', onQuery);
    expect(statements).toHaveLength(1);
    await repo.addCounts([
      { vendorId: barn, day: '2026-11-25', kind: 'profile_view', count: 5 },
      { vendorId: garden, day: '2026-11-25', kind: 'profile_view', count: 1 },
    ]);
    const stored = await repo.vendorDailyCounts(barn, '2026-11-01', '2026-11-30');
    expect(stored.sort((a, b) => (a.day + a.kind).localeCompare(b.day + b.kind))).toEqual([
      { day: '2026-11-24', kind: 'profile_view', count: 3 },
      { day: '2026-11-25', kind: 'call_click', count: 1 },
      { day: '2026-11-25', kind: 'profile_view', count: 7 },
    ]);
  });

  it("reads a vendor's counters within a range of days only", async () => {
    expect(await repo.vendorDailyCounts(barn, '2026-11-25', '2026-11-25')).toHaveLength(2);
    expect(await repo.vendorDailyCounts(barn, '2026-10-01', '2026-10-31')).toEqual([]);
  });

  it('keeps only the ids of active listings (unknown ids and inactive listings are dropped)', async () => {
    expect(await repo.activeVendorIds([barn, inactive, 'NOT-A-VENDOR', barn, roses])).toEqual(new Set([barn, roses]));
    expect(await repo.activeVendorIds([])).toEqual(new Set());
  });

  it('reads the ids of every active listing at once (what the beacons are checked against)', async () => {
    expect(await repo.allActiveVendorIds()).toEqual(new Set([barn, garden, roses]));
  });

  it('sums one kind per category and day, site-wide', async () => {
    const rows = await repo.countsByCategory('profile_view', '2026-11-25', '2026-11-30');
    expect(rows.sort((a, b) => a.count - b.count)).toEqual([
      { categoryId: florists, day: '2026-11-25', count: 4 },
      { categoryId: venues, day: '2026-11-25', count: 8 },
    ]);
    expect(await repo.countsByCategory('share', '2026-11-25', '2026-11-30')).toEqual([]);
  });

  it('reads delivered inquiries with their first reply and booked status; held and unconfirmed ones are not counted', async () => {
    await inquiry(garden, { delivered_at: at('2026-11-20T15:00:00Z'), first_replied_at: at('2026-11-20T18:00:00Z'), status: 'booked' });
    await inquiry(garden, { delivered_at: at('2026-10-01T15:00:00Z'), first_replied_at: at('2026-11-21T18:00:00Z'), status: 'replied' }); // old, but answered in range
    await inquiry(garden, { delivered_at: at('2026-09-01T15:00:00Z'), first_replied_at: at('2026-09-02T18:00:00Z'), status: 'replied' }); // out of range
    await inquiry(garden, { state: 'held', delivered_at: null });
    await inquiry(garden, { state: 'pending_confirmation', delivered_at: null });
    await inquiry(garden, { state: 'deleted', delivered_at: at('2026-11-22T15:00:00Z') }); // the couple deleted it after delivery
    await inquiry(roses, { delivered_at: at('2026-11-23T15:00:00Z') });
    const facts = await repo.vendorInquiries(garden, at('2026-11-01T00:00:00Z'));
    expect(facts.sort((a, b) => a.deliveredAt.getTime() - b.deliveredAt.getTime())).toEqual([
      { deliveredAt: at('2026-10-01T15:00:00Z'), firstRepliedAt: at('2026-11-21T18:00:00Z'), booked: false },
      { deliveredAt: at('2026-11-20T15:00:00Z'), firstRepliedAt: at('2026-11-20T18:00:00Z'), booked: true },
      { deliveredAt: at('2026-11-22T15:00:00Z'), firstRepliedAt: null, booked: false },
    ]);
    const site = await repo.inquiriesByCategory(at('2026-11-01T00:00:00Z'));
    expect(site.map((s) => s.categoryId).sort()).toEqual([venues, venues, florists].sort());
    expect(site.filter((s) => s.booked)).toHaveLength(1);
  });
});
