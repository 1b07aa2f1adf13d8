import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../../tests/support/databases.ts';
import { insertCategory, insertFilter, insertImage, insertReview, insertTag, insertUser, newVendorRecord } from '../../../tests/support/rows.ts';
import { KnexVendorOwnershipRepository } from './repositories/knex-user-repository.ts';
import { KnexListingWriteRepository } from './repositories/knex-listing-write-repository.ts';
import { KnexFilterWriteRepository } from './repositories/knex-filter-repository.ts';
import { KnexRankingRepository } from './repositories/knex-ranking-repository.ts';
import { KnexVendorRepository } from './repositories/knex-vendor-repository.ts';
import { listAdminVendors } from './repositories/knex-admin-vendor-table.ts';
import { cardsOf } from './vendor-cards.ts';
import { KnexAwardRepository } from './repositories/knex-award-repository.ts';
import { COUPLES_CHOICE } from '../../../domain/reviews/awards.ts';

const now = new Date('2026-11-27T12:00:00Z');


const image = (vendorId: string, n: number) => ({
  id: ulid(),
  vendorId,
  storageKey: `vendors/${vendorId}/${n}.jpg`,
  mediumKey: `vendors/${vendorId}/${n}-medium.jpg`,
  altText: `Photo ${n}`,
  caption: null,
  width: 1200,
  height: 800,
  contentType: 'image/jpeg',
  byteSize: 1000,
});

/**
 * Cards and pages read from the tables (issue 38): after every kind of write that changes a fact of a
 * vendor's card or page, the next read shows it.
 */
describe.each(DIALECTS)('vendor cards as the tables say [%s]', (dialect) => {
  let db: TestDatabase;
  let writes: KnexListingWriteRepository;
  let vendors: KnexVendorRepository;
  let venues: string;
  let florists: string;
  let barn: string;
  let garden: string;

  const stored = async (id: string) => (await cardsOf(db.knex, [id])).get(id)!;
  const page = async (id: string) => (await vendors.findBySlugOrId(id))!;

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    writes = new KnexListingWriteRepository(db.knex);
    vendors = new KnexVendorRepository(db.knex);
    venues = await insertCategory(db.knex, 'venues', 'Venues', 1);
    florists = await insertCategory(db.knex, 'florists', 'Florists', 2);
    barn = await insertFilter(db.knex, venues, { slug: 'barn-venues', filter_value: 'barn' });
    garden = await insertFilter(db.knex, venues, { name: 'Garden Venues', slug: 'garden-venues', filter_value: 'garden' });
  });
  afterAll(async () => db?.destroy());

  it('shows every listing write in the card: create, edit, move, flags, plan, filters, delete', async () => {
    const a = newVendorRecord(venues, { name: 'Alder Barn', startingPrice: 4500 });
    const b = newVendorRecord(venues);
    await writes.createVendor(a, now);
    await writes.createVendor(b, now);
    expect((await stored(a.id)).name).toBe('Alder Barn');

    await writes.updateProfile(a.id, { name: 'Alder Barn & Garden', tagline: 'Rustic and green', startingPrice: 5200, priceRange: 'premium' }, now);
    expect(await stored(a.id)).toMatchObject({ name: 'Alder Barn & Garden', tagline: 'Rustic and green', startingPrice: 5200, priceRange: 'premium' });

    await writes.updateProfile(a.id, { location: { city: 'Seneca', county: 'Oconee', state: 'SC', zipCode: '29678', region: 'Lakes' } }, now);
    expect((await stored(a.id)).location).toEqual({ city: 'Seneca', county: 'Oconee', state: 'SC', region: 'Lakes', zipCode: '29678' });

    await writes.updateProfile(a.id, { categoryId: florists }, now);
    expect((await stored(a.id)).category).toEqual({ id: florists, name: 'Florists', slug: 'florists' });
    await writes.updateProfile(a.id, { categoryId: venues }, now);

    await writes.setFlags(a.id, { isFeatured: true, isVerified: true, premierPartner: true }, now);
    expect(await stored(a.id)).toMatchObject({ isFeatured: true, isVerified: true, premierPartner: true });
    await writes.setFlags(a.id, { isActive: false }, now);
    expect((await stored(a.id)).isActive).toBe(false);
    await writes.setFlags(a.id, { isActive: true }, now);

    await writes.setTierFlags(a.id, { isFeatured: false, premierPartner: false }, now);
    expect(await stored(a.id)).toMatchObject({ isFeatured: false, premierPartner: false });

    // A claim changes the listing's owner and its last change, which its page shows.
    const later = new Date(now.getTime() + 60_000);
    await new KnexVendorOwnershipRepository(db.knex).assign(a.id, await insertUser(db.knex, `owner-${a.id}@example.com`), later);
    expect(await vendors.findBySlugOrId(a.id)).toMatchObject({ id: a.id, updatedAt: later });

    await writes.addFilters(a.id, [barn, garden]);
    expect((await page(a.id)).filters.map((f) => f.slug).sort()).toEqual(['barn-venues', 'garden-venues']);
    await writes.removeFilters(a.id, ['venue_type']);
    expect((await page(a.id)).filters).toEqual([]);
    await writes.replaceFilters(a.id, [garden]);
    expect((await page(a.id)).filters.map((f) => f.slug)).toEqual(['garden-venues']);

    await writes.deleteVendor(b.id);
    expect(await vendors.findBySlugOrId(b.id)).toBeNull();
  });

  it('shows the primary image and the gallery as written: add, make primary, caption, reorder, delete', async () => {
    const v = newVendorRecord(venues);
    await writes.createVendor(v, now);
    expect((await stored(v.id)).primaryImage).toBeNull();

    const first = await writes.addImage(image(v.id, 1), now);
    expect((await stored(v.id)).primaryImage?.id).toBe(first.id);
    const second = await writes.addImage(image(v.id, 2), now);
    const third = await writes.addImage(image(v.id, 3), now);
    expect((await page(v.id)).images.map((i) => i.id)).toEqual([first.id, second.id, third.id]);

    await writes.updateImage(v.id, third.id, { isPrimary: true }, now);
    expect((await stored(v.id)).primaryImage?.id).toBe(third.id);

    await writes.updateImage(v.id, third.id, { altText: 'The barn at dusk', caption: 'Dusk' }, now);
    expect((await stored(v.id)).primaryImage).toMatchObject({ altText: 'The barn at dusk', caption: 'Dusk' });

    await writes.setImageOrder(v.id, [second.id, third.id, first.id], now);
    expect((await page(v.id)).images.map((i) => i.id)).toEqual([second.id, third.id, first.id]);

    await writes.deleteImage(v.id, third.id);
    // No primary left: the first in order represents the vendor.
    expect((await stored(v.id)).primaryImage?.id).toBe(second.id);
    expect((await page(v.id)).images.map((i) => i.id)).toEqual([second.id, first.id]);
  });

  it('shows the same card on both databases: the primary image wherever it is in the gallery, the tags by name', async () => {
    const v = newVendorRecord(venues);
    await writes.createVendor(v, now);
    await insertImage(db.knex, v.id, { sort_order: 0 });
    await insertImage(db.knex, v.id, { sort_order: 1, caption: 'The porch' });
    const primary = await insertImage(db.knex, v.id, { sort_order: 2, is_primary: true, alt_text: 'The "old" barn — at dusk ✨', caption: 'Dusk\nlight', width: 640, height: 480 });
    for (const name of ['Outdoor', 'DJ', 'Late Night Snacks', 'Day-of Coordination']) await insertTag(db.knex, v.id, name);
    const card = await stored(v.id);
    expect(card.primaryImage).toEqual({
      id: primary,
      storageKey: `vendors/${v.id}/${primary}.jpg`,
      mediumKey: `vendors/${v.id}/${primary}-medium.jpg`,
      altText: 'The "old" barn — at dusk ✨',
      caption: 'Dusk\nlight',
      isPrimary: true,
      sortOrder: 2,
      width: 640,
      height: 480,
    });
    // By name, whatever the case: the same order on SQLite (binary) and MariaDB (case-insensitive).
    expect(card.tags.map((t) => t.name)).toEqual(['Day-of Coordination', 'DJ', 'Late Night Snacks', 'Outdoor']);
    const vendorPage = await page(v.id);
    expect(vendorPage.primaryImage).toEqual(card.primaryImage);
    expect(vendorPage.images.find((i) => i.id === primary)).toEqual(card.primaryImage);
    expect(vendorPage.tags).toEqual(card.tags);

    // No primary: the first in gallery order, the lower id among equal places.
    const w = newVendorRecord(venues);
    await writes.createVendor(w, now);
    await insertImage(db.knex, w.id, { id: `${w.id.slice(0, 20)}img-b`, sort_order: 1 });
    await insertImage(db.knex, w.id, { id: `${w.id.slice(0, 20)}img-a`, sort_order: 1 });
    await insertImage(db.knex, w.id, { sort_order: 2 });
    expect((await stored(w.id)).primaryImage).toMatchObject({ id: `${w.id.slice(0, 20)}img-a`, isPrimary: false, sortOrder: 1, width: null, caption: null });
    expect((await stored(w.id)).tags).toEqual([]);
  });

  it('shows the rating as reviews are published and unpublished, and the reply-time badge the sweep sets', async () => {
    const v = newVendorRecord(venues);
    await writes.createVendor(v, now);
    const five = await insertReview(db.knex, v.id, { rating: 5 });
    await insertReview(db.knex, v.id, { rating: 4 });
    await writes.recomputeReviewStats(v.id, now);
    expect((await stored(v.id)).reviewStats).toEqual({ averageRating: 4.5, totalReviews: 2 });

    await db.knex('reviews').where({ id: five }).update({ is_published: false });
    await writes.recomputeReviewStats(v.id, now);
    expect((await stored(v.id)).reviewStats).toEqual({ averageRating: 4, totalReviews: 1 });

    const ranking = new KnexRankingRepository(db.knex);
    await ranking.setReplyTimes([{ vendorId: v.id, hours: 3 }]);
    expect((await stored(v.id)).replyTimeHours).toBe(3);
    await ranking.setReplyTimes([{ vendorId: v.id, hours: null }]);
    expect((await stored(v.id)).replyTimeHours).toBeNull();
  });

  it("shows the 'Couples' Choice' award of the latest round drawn, on the card and the page", async () => {
    const awards = new KnexAwardRepository(db.knex);
    const v = newVendorRecord(venues);
    const w = newVendorRecord(venues);
    await writes.createVendor(v, now);
    await writes.createVendor(w, now);
    expect((await stored(v.id)).couplesChoiceYear).toBeNull();
    await awards.recordRound({ kind: COUPLES_CHOICE, year: 2027, drawnAt: now, vendorIds: [v.id] });
    expect((await stored(v.id)).couplesChoiceYear).toBe(2027);
    expect((await page(v.id)).couplesChoiceYear).toBe(2027);
    expect((await stored(w.id)).couplesChoiceYear).toBeNull();
    // Shown through its year: the next year's round, drawn without it, ends it.
    await awards.recordRound({ kind: COUPLES_CHOICE, year: 2028, drawnAt: now, vendorIds: [w.id] });
    expect((await stored(v.id)).couplesChoiceYear).toBeNull();
    expect((await page(w.id)).couplesChoiceYear).toBe(2028);
  });

  it('shows a filter a vendor page carries as renamed, moved or deleted', async () => {
    const filters = new KnexFilterWriteRepository(db.knex);
    const v = newVendorRecord(venues);
    const w = newVendorRecord(venues);
    await writes.createVendor(v, now);
    await writes.createVendor(w, now);
    const lake = await insertFilter(db.knex, venues, { name: 'Lake Venues', slug: 'lake-venues', filter_value: 'lake' });
    await writes.addFilters(v.id, [lake]);
    await writes.addFilters(w.id, [lake]);
    const record = (await filters.find(lake))!;
    await filters.update({ ...record, name: 'Lakeside Venues', slug: 'lakeside-venues' });
    expect((await page(v.id)).filters).toEqual([expect.objectContaining({ id: lake, name: 'Lakeside Venues', slug: 'lakeside-venues' })]);
    await filters.update({ ...record, categoryId: florists });
    await filters.delete(lake);
    expect((await page(w.id)).filters).toEqual([]);
  });

  it('serves lists, search pages, the admin table and the vendor page a change made in the tables at once', async () => {
    const v = newVendorRecord(florists, { name: 'Zinnia Stems' });
    await writes.createVendor(v, now);
    // No copy to go stale: a fact changed by hand in the vendor row shows in every read.
    await db.knex('vendors').where({ id: v.id }).update({ tagline: 'changed in the table' });
    const list = await vendors.listPublic({ page: 1, limit: 12, sortBy: 'reviews', categoryId: florists });
    expect(list.items.find((x) => x.id === v.id)?.tagline).toBe('changed in the table');
    expect((await vendors.summariesByIds([v.id]))[0]?.tagline).toBe('changed in the table');
    expect((await page(v.id)).tagline).toBe('changed in the table');
    const admin = await listAdminVendors(db.knex, { search: '', page: 1, limit: 50, filters: [], categoryId: florists });
    expect(admin.items.find((x) => x.id === v.id)?.tagline).toBe('changed in the table');
  });
});
