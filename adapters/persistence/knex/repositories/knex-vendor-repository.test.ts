import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VendorListCriteria } from '../../../../domain/listings/vendor-list-query.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../../../tests/support/databases.ts';
import { insertCategory, insertFilter, insertImage, insertTag, insertVendor, linkFilter } from '../../../../tests/support/rows.ts';
import { KnexVendorRepository } from './knex-vendor-repository.ts';

const criteria = (c: Partial<VendorListCriteria> = {}): VendorListCriteria => ({ page: 1, limit: 12, sortBy: 'reviews', ...c });

describe.each(DIALECTS)('KnexVendorRepository [%s]', (dialect) => {
  let db: TestDatabase;
  let repo: KnexVendorRepository;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    repo = new KnexVendorRepository(db.knex);
    const k = db.knex;
    ids.venues = await insertCategory(k, 'venues', 'Venues', 1);
    ids.photographers = await insertCategory(k, 'photographers', 'Photographers', 2);
    ids.barn = await insertVendor(k, ids.venues, {
      name: 'Magnolia Barn',
      slug: 'magnolia-barn',
      tagline: 'A restored dairy barn',
      description: '<p>Sunsets over the <strong>Blue Ridge</strong> foothills.</p>',
      city: 'Travelers Rest',
      review_average: 4.8,
      review_count: 12,
      is_featured: true,
      starting_price: 4500,
      specialties: JSON.stringify(['Rustic receptions', 'Rain plans']),
      style: JSON.stringify(['rustic', 'barn']),
      capacity: 220,
    });
    ids.hall = await insertVendor(k, ids.venues, { name: 'Reedy River Hall', slug: 'reedy-river-hall', review_average: 4.8, review_count: 30, starting_price: 6000 });
    ids.garden = await insertVendor(k, ids.venues, { name: 'Hidden Garden', slug: 'hidden-garden', city: 'Greer', review_average: 3.9, review_count: 4 });
    ids.closed = await insertVendor(k, ids.venues, { name: 'Closed Barn Estate', slug: 'closed-barn', is_active: false, review_average: 5, review_count: 50 });
    ids.lens = await insertVendor(k, ids.photographers, { name: 'Golden Hour Lens', slug: 'golden-hour-lens', premier_partner: true, tags_text: 'film documentary' });
    await insertImage(k, ids.barn, { sort_order: 1, alt_text: 'The loft' });
    ids.barnPrimary = await insertImage(k, ids.barn, { sort_order: 2, is_primary: true, alt_text: 'The barn at dusk' });
    await insertImage(k, ids.barn, { sort_order: 0, alt_text: 'The aisle' });
    ids.hallFirst = await insertImage(k, ids.hall, { sort_order: 0, alt_text: 'The hall' });
    await insertTag(k, ids.barn, 'Rustic');
    await insertTag(k, ids.barn, 'Outdoor');
    ids.barnFilter = await insertFilter(k, ids.venues);
    await linkFilter(k, ids.barn, ids.barnFilter);
    await linkFilter(k, ids.closed, ids.barnFilter);
  });
  afterAll(async () => db?.destroy());

  it('lists only active vendors, best rated first, more reviews breaking ties', async () => {
    const page = await repo.listPublic(criteria());
    expect(page.items.map((v) => v.slug)).toEqual(['reedy-river-hall', 'magnolia-barn', 'hidden-garden', 'golden-hour-lens']);
    expect(page.total).toBe(4);
  });

  it('filters by category, city, featured and premier partner', async () => {
    expect((await repo.listPublic(criteria({ categoryId: ids.photographers }))).items.map((v) => v.slug)).toEqual(['golden-hour-lens']);
    expect((await repo.listPublic(criteria({ city: 'Greer' }))).items.map((v) => v.slug)).toEqual(['hidden-garden']);
    expect((await repo.listPublic(criteria({ featured: true }))).items.map((v) => v.slug)).toEqual(['magnolia-barn']);
    expect((await repo.listPublic(criteria({ featured: false, categoryId: ids.venues }))).total).toBe(2);
    expect((await repo.listPublic(criteria({ premierPartner: true }))).items.map((v) => v.slug)).toEqual(['golden-hour-lens']);
  });

  it('finds vendors by words in the name, tagline, description and tags, with prefixes', async () => {
    expect((await repo.listPublic(criteria({ search: 'dairy' }))).items.map((v) => v.slug)).toEqual(['magnolia-barn']);
    expect((await repo.listPublic(criteria({ search: 'blue ridge' }))).items.map((v) => v.slug)).toEqual(['magnolia-barn']);
    expect((await repo.listPublic(criteria({ search: 'documentar' }))).items.map((v) => v.slug)).toEqual(['golden-hour-lens']);
    expect((await repo.listPublic(criteria({ search: 'barn' }))).items.map((v) => v.slug)).toEqual(['magnolia-barn']);
    expect((await repo.listPublic(criteria({ search: 'the barn of the foothills' }))).items.map((v) => v.slug)).toEqual(['magnolia-barn']);
  });

  it('matches nothing for a search without words, and reads full-text operators as plain words', async () => {
    expect((await repo.listPublic(criteria({ search: '!!!' }))).total).toBe(0);
    // Its words are 'barn' and 'dairy' ('or' a stopword, '1' a one-letter word: ADR 38).
    const operators = await repo.listPublic(criteria({ search: '+barn -"dairy" *) OR 1=1 --' }));
    expect(operators.items.map((v) => v.id)).toEqual((await repo.listPublic(criteria({ search: 'barn dairy' }))).items.map((v) => v.id));
  });

  it('lists the vendors of a filter, active ones only', async () => {
    const page = await repo.listPublic(criteria({ filterId: ids.barnFilter }));
    expect(page.items.map((v) => v.slug)).toEqual(['magnolia-barn']);
  });

  it('pages with limit and offset and counts the whole match', async () => {
    const page2 = await repo.listPublic(criteria({ page: 2, limit: 2 }));
    expect(page2.items.map((v) => v.slug)).toEqual(['hidden-garden', 'golden-hour-lens']);
    expect(page2.total).toBe(4);
    const pastTheEnd = await repo.listPublic(criteria({ page: 9, limit: 2 }));
    expect(pastTheEnd.items).toEqual([]);
    expect(pastTheEnd.total).toBe(4);
    const searched = await repo.listPublic(criteria({ search: 'barn', limit: 1 }));
    expect(searched.total).toBe(1);
    expect((await repo.listPublic(criteria({ search: 'nothingmatchesthis' }))).total).toBe(0);
  });

  it('searches the words of a description, never its markup', async () => {
    expect((await repo.listPublic(criteria({ search: 'foothills' }))).items.map((v) => v.slug)).toEqual(['magnolia-barn']);
    expect((await repo.listPublic(criteria({ search: 'strong' }))).total).toBe(0);
  });

  it('sorts by name and by price with unpriced vendors last', async () => {
    expect((await repo.listPublic(criteria({ sortBy: 'name' }))).items.map((v) => v.slug)[0]).toBe('golden-hour-lens');
    const byPrice = (await repo.listPublic(criteria({ sortBy: 'price-desc' }))).items.map((v) => v.slug);
    expect(byPrice.slice(0, 2)).toEqual(['reedy-river-hall', 'magnolia-barn']);
  });

  it('gives each card its primary image, else its first image, and its tags', async () => {
    const page = await repo.listPublic(criteria({ categoryId: ids.venues }));
    const barn = page.items.find((v) => v.slug === 'magnolia-barn');
    const hall = page.items.find((v) => v.slug === 'reedy-river-hall');
    const garden = page.items.find((v) => v.slug === 'hidden-garden');
    expect(barn?.primaryImage?.id).toBe(ids.barnPrimary);
    expect(hall?.primaryImage?.id).toBe(ids.hallFirst);
    expect(garden?.primaryImage).toBeNull();
    expect(barn?.tags.map((t) => t.name)).toEqual(['Outdoor', 'Rustic']);
    expect(barn?.reviewStats).toEqual({ averageRating: 4.8, totalReviews: 12 });
    expect(barn?.isFeatured).toBe(true);
  });

  it('loads a whole vendor by slug or id with images in order, filters and attributes', async () => {
    const bySlug = await repo.findBySlugOrId('magnolia-barn');
    expect(bySlug?.id).toBe(ids.barn);
    expect((await repo.findBySlugOrId(ids.barn!))?.slug).toBe('magnolia-barn');
    expect(bySlug?.images.map((i) => i.altText)).toEqual(['The aisle', 'The loft', 'The barn at dusk']);
    expect(bySlug?.filters.map((f) => f.slug)).toEqual(['barn-venues']);
    expect(bySlug?.attributes).toEqual({ capacity: 220, style: ['rustic', 'barn'], specialties: ['Rustic receptions', 'Rain plans'] });
    expect(bySlug?.category.slug).toBe('venues');
    expect(bySlug?.createdAt).toBeInstanceOf(Date);
    expect(Number.isNaN(bySlug?.createdAt.getTime())).toBe(false);
  });

  it('returns inactive vendors by slug too (the use case hides them) and null for unknown ones', async () => {
    expect((await repo.findBySlugOrId('closed-barn'))?.isActive).toBe(false);
    expect(await repo.findBySlugOrId('nope')).toBeNull();
  });

  it('pages active vendors’ slugs in slug order after a keyset cursor, for the sitemap', async () => {
    expect((await repo.listActiveSlugs(null, 10)).map((v) => v.slug)).toEqual(['golden-hour-lens', 'hidden-garden', 'magnolia-barn', 'reedy-river-hall']);
    expect((await repo.listActiveSlugs(null, 2)).map((v) => v.slug)).toEqual(['golden-hour-lens', 'hidden-garden']);
    const after = await repo.listActiveSlugs('hidden-garden', 10);
    expect(after.map((v) => v.slug)).toEqual(['magnolia-barn', 'reedy-river-hall']);
    expect(after[0]?.updatedAt).toBeInstanceOf(Date);
  });

  it('cuts the active vendors into sitemap pages with one cursor per page, never an empty last page', async () => {
    expect(await repo.activeSlugCursors(1)).toEqual([null, 'golden-hour-lens', 'hidden-garden', 'magnolia-barn']);
    expect(await repo.activeSlugCursors(2)).toEqual([null, 'hidden-garden']);
    expect(await repo.activeSlugCursors(3)).toEqual([null, 'magnolia-barn']);
    expect(await repo.activeSlugCursors(4)).toEqual([null]);
    expect(await repo.activeSlugCursors(10_000)).toEqual([null]);
  });

  it('lists cities of active vendors, most vendors first', async () => {
    expect(await repo.listCities()).toEqual([
      { city: 'Greenville', vendorCount: 2 },
      { city: 'Greer', vendorCount: 1 },
      { city: 'Travelers Rest', vendorCount: 1 },
    ]);
    expect(await repo.listCities(ids.photographers)).toEqual([{ city: 'Greenville', vendorCount: 1 }]);
  });
});
