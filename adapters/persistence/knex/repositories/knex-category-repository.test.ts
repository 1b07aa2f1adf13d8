import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../../../tests/support/databases.ts';
import { insertCategory, insertVendor } from '../../../../tests/support/rows.ts';
import { KnexCategoryRepository } from './knex-category-repository.ts';

describe.each(DIALECTS)('KnexCategoryRepository [%s]', (dialect) => {
  let db: TestDatabase;
  let repo: KnexCategoryRepository;
  let venuesId: string;

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    repo = new KnexCategoryRepository(db.knex);
    venuesId = await insertCategory(db.knex, 'venues', 'Venues', 1);
    const photographersId = await insertCategory(db.knex, 'photographers', 'Photographers', 2);
    await insertCategory(db.knex, 'florists', 'Florists', 6);
    await insertVendor(db.knex, venuesId);
    await insertVendor(db.knex, venuesId);
    await insertVendor(db.knex, venuesId, { is_active: false });
    await insertVendor(db.knex, photographersId);
  });
  afterAll(async () => db?.destroy());

  it('lists categories in sort order with counts of active vendors only', async () => {
    const list = await repo.listWithVendorCounts();
    expect(list.map((c) => [c.slug, c.vendorCount])).toEqual([
      ['venues', 2],
      ['photographers', 1],
      ['florists', 0],
    ]);
  });

  it('maps rows to domain categories with numbers as numbers', async () => {
    const [venues] = await repo.listWithVendorCounts();
    expect(venues).toEqual({
      id: venuesId,
      name: 'Venues',
      slug: 'venues',
      description: 'Venues of the Upstate',
      sortOrder: 1,
      imageKey: null,
      vendorCount: 2,
    });
  });

  it('finds one category by id and by slug', async () => {
    expect((await repo.findByIdOrSlug(venuesId))?.slug).toBe('venues');
    expect((await repo.findByIdOrSlug('photographers'))?.vendorCount).toBe(1);
  });

  it('returns null for an unknown category', async () => {
    expect(await repo.findByIdOrSlug('bakers')).toBeNull();
    expect(await repo.findWithoutCount('bakers')).toBeNull();
  });

  it('finds one category by id or slug without counting its vendors', async () => {
    const venues = await repo.findWithoutCount('venues');
    expect(venues).toMatchObject({ id: venuesId, slug: 'venues', sortOrder: 1 });
    expect(venues).not.toHaveProperty('vendorCount');
    expect((await repo.findWithoutCount(venuesId))?.slug).toBe('venues');
  });

  it('reads a category anew every time: an operator\'s rename shows at the next read', async () => {
    expect((await repo.findWithoutCount('florists'))?.name).toBe('Florists');
    await db.knex('categories').where({ slug: 'florists' }).update({ name: 'Florals' });
    try {
      expect((await repo.findWithoutCount('florists'))?.name).toBe('Florals');
      expect((await repo.findByIdOrSlug('florists'))?.name).toBe('Florals');
    } finally {
      await db.knex('categories').where({ slug: 'florists' }).update({ name: 'Florists' });
    }
  });
});
