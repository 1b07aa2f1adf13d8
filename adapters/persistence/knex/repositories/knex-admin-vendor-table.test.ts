import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingStatusOf } from '../../../../domain/billing/admin-billing-api.ts';
import { ListAdminVendors } from '../../../../application/admin/manage-vendors.ts';
import type { AdminVendorQuery } from '../../../../domain/listings/admin-vendor.ts';
import { offsetOf } from '../../../../domain/shared/pagination.ts';
import { generateVendors } from '../../../../scripts/bench/vendor-generator.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../../../tests/support/databases.ts';
import { insertCategory, insertFilter, insertUser, insertVendor, linkFilter, updateVendorRow } from '../../../../tests/support/rows.ts';
import { toAdminVendorRowDto } from '../../../http/dto/admin-dto.ts';
import { ulid } from 'ulid';
import { num } from '../rows.ts';
import { filtersOf } from '../vendor-cards.ts';
import { KnexAdminReadRepository } from './knex-admin-read-repository.ts';
import { KnexCategoryRepository } from './knex-category-repository.ts';
import { KnexFilterRepository } from './knex-filter-repository.ts';

type Row = Record<string, unknown>;

/**
 * The definition of the admin table's answer, written from the criteria alone: every vendor matching them (a
 * filter select: the vendor has a link to a filter of that key and value, found by a join rather than by the
 * ids the use case looks up), newest first (created_at, then id), counted. Ids, filters and the total only.
 */
const reference = async (knex: Knex, query: AdminVendorQuery, categoryIdOf: (slug: string) => string): Promise<{ ids: string[]; total: number; filters: string[][] }> => {
  const c = {
    ...query,
    ...(query.status === 'all' ? {} : { isActive: query.status === 'active' }),
    ...(query.featured === 'all' ? {} : { isFeatured: query.featured === 'featured' }),
    categoryId: query.category ? categoryIdOf(query.category) : undefined,
  };
  const q = knex('vendors as v');
  if (c.isActive !== undefined) q.where('v.is_active', c.isActive);
  if (c.isFeatured !== undefined) q.where('v.is_featured', c.isFeatured);
  if (c.categoryId) q.where('v.category_id', c.categoryId);
  if (c.search) {
    const like = `%${c.search.replace(/[\\%_]/g, ' ').trim()}%`;
    q.where((w) => w.where('v.name', 'like', like).orWhere('v.email', 'like', like).orWhere('v.description_text', 'like', like));
  }
  for (const [key, value] of Object.entries(c.filters)) {
    q.whereExists((sub) =>
      sub.select(knex.raw('1')).from('vendor_filters as vf').join('seo_filters as f', 'f.id', 'vf.filter_id').whereRaw('vf.vendor_id = v.id').andWhere('f.filter_key', key).andWhere('f.filter_value', value),
    );
  }
  const total = num(((await q.clone().count({ n: '*' }).first()) as Row | undefined)?.n);
  const rows = (await q
    .select('v.id')
    .orderBy([{ column: 'v.created_at', order: 'desc' }, { column: 'v.id', order: 'desc' }])
    .limit(c.limit)
    .offset(offsetOf(c.page, c.limit))) as Row[];
  const ids = rows.map((r) => String(r.id));
  const filters = await filtersOf(knex, ids);
  return { ids, total, filters: ids.map((id) => (filters.get(id) ?? []).map((f) => f.id)) };
};

describe.each(DIALECTS)('the admin vendor table (ADR 26) [%s]', (dialect) => {
  let db: TestDatabase;
  let table: ListAdminVendors;
  let venues: string;
  let florists: string;
  let barn: string;
  let garden: string;

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    const k = db.knex;
    venues = await insertCategory(k, 'venues', 'Venues', 1);
    florists = await insertCategory(k, 'florists', 'Florists', 2);
    barn = await insertFilter(k, venues, { name: 'Barn Venues', slug: 'barn-venues', filter_key: 'venue_type', filter_value: 'barn' });
    garden = await insertFilter(k, venues, { name: 'Garden Venues', slug: 'garden-venues', filter_key: 'venue_type', filter_value: 'garden' });
    await insertFilter(k, venues, { name: 'Indoor', slug: 'indoor-venues', filter_key: 'indoor_outdoor', filter_value: 'indoor' });
    // One key and value named by a filter of each category: a select that names two filters.
    await insertFilter(k, venues, { name: 'Modern Venues', slug: 'modern-venues', filter_key: 'venue_type', filter_value: 'modern' });
    await insertFilter(k, florists, { name: 'Modern Florals', slug: 'modern-florals', filter_key: 'venue_type', filter_value: 'modern' });
    await insertFilter(k, florists, { name: 'Wild Florals', slug: 'wild-florals', filter_key: 'floral_style', filter_value: 'wild' });
    // Generated vendors: 0–2 filters of their category each, some inactive, some featured (the bench's data).
    await generateVendors(k, 400);
    // Ties on created_at (id decides) among the newest generated vendors (one a second), a florist linked to
    // a venue filter, a vendor deactivated after linking.
    const sameMoment = new Date(Date.now() - 30_500);
    for (const i of [1, 2, 3]) {
      const id = await insertVendor(k, i === 3 ? florists : venues, { name: `Tied ${i}`, created_at: sameMoment, updated_at: sameMoment, is_featured: i === 2 });
      await linkFilter(k, id, barn);
      if (i === 1) await linkFilter(k, id, garden);
    }
    const late = await insertVendor(k, venues, { name: 'Late Barn' });
    await linkFilter(k, late, barn);
    await updateVendorRow(k, late, { is_active: false });
    // Admin facts that JSON must escape, a paid plan its owner cancelled (planCancelAt), an owner's email.
    const odd = await insertVendor(k, venues, { name: 'Odd "Quoted" Barn', email: 'odd"\\quote@example.com', phone: '864\u2028555 ☎', website: 'https://odd.example/?a="b"' });
    await linkFilter(k, odd, garden);
    await k('subscriptions').insert({ id: ulid(), vendor_id: odd, tier: 'premier', status: 'active', cancel_at: new Date('2027-01-15T10:00:00.000Z'), created_at: new Date(), updated_at: new Date() });
    await insertUser(k, 'owner+odd@example.com', { vendorId: odd });
    table = new ListAdminVendors(new KnexAdminReadRepository(k), new KnexCategoryRepository(k), new KnexFilterRepository(k));
  }, 120_000);
  afterAll(async () => db?.destroy());

  const grid = (): AdminVendorQuery[] => {
    const out: AdminVendorQuery[] = [];
    const filterSets: Array<AdminVendorQuery['filters']> = [
      {},
      { venue_type: 'barn' },
      { venue_type: 'garden' },
      { venue_type: 'modern' },
      { venue_type: 'nothing-has-this' },
      { venue_type: 'barn', indoor_outdoor: 'indoor' },
      { floral_style: 'wild', venue_type: 'modern' },
    ];
    for (const status of ['all', 'active', 'inactive'] as const)
      for (const featured of ['all', 'featured'] as const)
        for (const category of [undefined, 'venues', 'florists'])
          for (const filters of filterSets)
            for (const search of ['', 'barn'])
              for (const page of [1, 2, 3, 40]) {
                if (search && page > 1) continue;
                out.push({ search, page, limit: 7, status, featured, category, filters });
              }
    return out;
  };
  const page = (q: Partial<AdminVendorQuery>) => table.execute({ search: '', page: 1, limit: 50, status: 'all', featured: 'all', category: undefined, filters: {}, ...q });

  it('answers every combination of status, featured, category, filters, search and page as counting and sorting the vendors does', async () => {
    const differences: string[] = [];
    for (const c of grid()) {
      const [mine, expected] = await Promise.all([table.execute(c), reference(db.knex, c, (slug) => (slug === 'venues' ? venues : florists))]);
      const got = { ids: mine.items.map((v) => v.id), total: mine.total, filters: mine.items.map((v) => v.filters.map((f) => f.id)) };
      if (JSON.stringify(got) !== JSON.stringify(expected)) differences.push(`${JSON.stringify(c)}: ${JSON.stringify(got)} ≠ ${JSON.stringify(expected)}`);
    }
    expect(differences).toEqual([]);
    // The grid reaches rows (not only empty pages), ties and the filtered pages.
    const barnPage = await page({ filters: { venue_type: 'barn' }, category: 'venues', status: 'active' });
    expect(barnPage.items.length).toBeGreaterThan(10);
    expect(barnPage.items.map((v) => v.name)).toEqual(expect.arrayContaining(['Tied 1', 'Tied 2']));
    expect(barnPage.items.map((v) => v.name)).not.toContain('Tied 3');
    expect(barnPage.items.map((v) => v.name)).not.toContain('Late Barn');
  }, 120_000);

  it("answers each row with its contact, plan and owner, odd characters and all", async () => {
    const [odd] = (await table.execute({ search: 'Odd', page: 1, limit: 50, status: 'all', featured: 'all', category: undefined, filters: {} })).items;
    expect(JSON.parse(JSON.stringify(toAdminVendorRowDto(odd!)))).toMatchObject({
      name: 'Odd "Quoted" Barn',
      email: 'odd"\\quote@example.com',
      phone: '864\u2028555 ☎',
      subscriptionTier: 'premier',
      planCancelAt: '2027-01-15T10:00:00.000Z',
      ownerEmail: 'owner+odd@example.com',
      filters: [{ filter: { slug: 'garden-venues', filterKey: 'venue_type', filterValue: 'garden' } }],
    });
  });

  it('reads the filters of each row with the rest of the row', async () => {
    const found = await page({ search: 'Tied 1' });
    expect(found.items).toHaveLength(1);
    expect(found.items[0]!.filters.map((f) => f.slug).sort()).toEqual(['barn-venues', 'garden-venues']);
    expect(found.items[0]!).toMatchObject({ name: 'Tied 1', subscriptionTier: 'free', ownerEmail: null, planCancelAt: null });
  });

  it('reads a plan as the edit modal does: a free row stored as active runs none, whatever its cancel date', async () => {
    const free = await insertVendor(db.knex, venues, { name: 'Free Active' });
    // The demo seed stores its free listings as 'active'; a cancel date on one (no write makes it) ends no plan.
    await db.knex('subscriptions').insert({ id: ulid(), vendor_id: free, tier: 'free', status: 'active', cancel_at: new Date('2027-01-15T10:00:00.000Z'), created_at: new Date(), updated_at: new Date() });
    for (const search of ['Odd', 'Free Active']) {
      const [row] = (await page({ search })).items;
      const { email, phone, website, subscriptionTier, planCancelAt, ownerEmail } = row!;
      expect(await new KnexAdminReadRepository(db.knex).vendorFacts(row!.id)).toEqual({ email, phone, website, subscriptionTier, planCancelAt, ownerEmail });
    }
    expect((await page({ search: 'Free Active' })).items[0]).toMatchObject({ subscriptionTier: 'free', planCancelAt: null });
  });

  it("gives a free listing stored as 'active' no billing status, so the table shows it 'Free', not 'Paid'", async () => {
    const free = await insertVendor(db.knex, venues, { name: 'Seeded Free' });
    await db.knex('subscriptions').insert({ id: ulid(), vendor_id: free, tier: 'free', status: 'active', created_at: new Date(), updated_at: new Date() });
    const [row] = (await page({ search: 'Seeded Free' })).items;
    expect(row).toMatchObject({ subscriptionTier: 'free', planStatus: 'none' });
    expect(billingStatusOf(toAdminVendorRowDto(row!))).toEqual({ label: 'Free', tone: 'neutral' });
  });

  it('finds the filters a key and value name, reading them anew every time', async () => {
    const catalogue = new KnexFilterRepository(db.knex);
    expect(await catalogue.findByKeyValue('venue_type', 'garden')).toEqual([{ id: garden, categoryId: venues }]);
    expect(await catalogue.findByKeyValue('venue_type', 'meadow')).toEqual([]);
    await db.knex('seo_filters').where({ id: garden }).update({ filter_value: 'meadow' });
    try {
      expect(await catalogue.findByKeyValue('venue_type', 'garden')).toEqual([]);
      expect(await catalogue.findByKeyValue('venue_type', 'meadow')).toEqual([{ id: garden, categoryId: venues }]);
    } finally {
      await db.knex('seo_filters').where({ id: garden }).update({ filter_value: 'garden' });
    }
  });
});
