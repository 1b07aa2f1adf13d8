import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../../tests/support/databases.ts';
import { insertCategory, insertFilter, insertReview, insertUser, newVendorRecord } from '../../../tests/support/rows.ts';
import { KnexVendorOwnershipRepository } from './repositories/knex-user-repository.ts';
import { KnexListingWriteRepository } from './repositories/knex-listing-write-repository.ts';
import { KnexFilterWriteRepository } from './repositories/knex-filter-repository.ts';
import { KnexRankingRepository } from './repositories/knex-ranking-repository.ts';
import { KnexVendorRepository } from './repositories/knex-vendor-repository.ts';
import { buildVendorCards, cardOf, rebuildVendorCards, vendorCardsDrift } from './vendor-cards.ts';

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
 * The card read model (ADR 23): after every kind of write that changes a fact of a vendor's card or page,
 * the card and details stored on its row equal the ones built from the tables — for every vendor, not only
 * the one written — and what the public reads shows the change.
 */
describe.each(DIALECTS)('vendor cards kept on write [%s]', (dialect) => {
  let db: TestDatabase;
  let writes: KnexListingWriteRepository;
  let vendors: KnexVendorRepository;
  let venues: string;
  let florists: string;
  let barn: string;
  let garden: string;

  const expectInStep = async () => expect(await vendorCardsDrift(db.knex)).toEqual([]);
  const stored = async (id: string) => cardOf(((await db.knex('vendors').where({ id }).first('card')) as { card: string }).card);
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

  it('detects a fact changed behind the writes’ back (the check can fail)', async () => {
    const v = newVendorRecord(venues);
    await writes.createVendor(v, now);
    await expectInStep();
    await db.knex('vendors').where({ id: v.id }).update({ name: 'Renamed by hand' });
    expect(await vendorCardsDrift(db.knex)).toEqual([[v.id, 'card']]);
    await db.knex('vendor_images').insert({ id: ulid(), vendor_id: v.id, storage_key: 'k.jpg', is_primary: true, sort_order: 0, content_type: 'image/jpeg', created_at: now, updated_at: now });
    expect(await vendorCardsDrift(db.knex)).toEqual([
      [v.id, 'card'],
      [v.id, 'details'],
    ]);
    // The rebuild (bulk loads, migration 021) puts it right.
    await rebuildVendorCards(db.knex);
    await expectInStep();
    expect((await stored(v.id)).name).toBe('Renamed by hand');
    await writes.deleteVendor(v.id);
  });

  it('keeps every card in step through the listing writes: create, edit, move, flags, plan, filters, delete', async () => {
    const a = newVendorRecord(venues, { name: 'Alder Barn', startingPrice: 4500 });
    const b = newVendorRecord(venues);
    await writes.createVendor(a, now);
    await writes.createVendor(b, now);
    await expectInStep();
    expect((await stored(a.id)).name).toBe('Alder Barn');

    await writes.updateProfile(a.id, { name: 'Alder Barn & Garden', tagline: 'Rustic and green', startingPrice: 5200, priceRange: 'premium' }, now);
    await expectInStep();
    expect(await stored(a.id)).toMatchObject({ name: 'Alder Barn & Garden', tagline: 'Rustic and green', startingPrice: 5200, priceRange: 'premium' });

    await writes.updateProfile(a.id, { location: { city: 'Seneca', county: 'Oconee', state: 'SC', zipCode: '29678', region: 'Lakes' } }, now);
    await expectInStep();
    expect((await stored(a.id)).location).toEqual({ city: 'Seneca', county: 'Oconee', state: 'SC', region: 'Lakes', zipCode: '29678' });

    await writes.updateProfile(a.id, { categoryId: florists }, now);
    await expectInStep();
    expect((await stored(a.id)).category).toEqual({ id: florists, name: 'Florists', slug: 'florists' });
    await writes.updateProfile(a.id, { categoryId: venues }, now);

    await writes.setFlags(a.id, { isFeatured: true, isVerified: true, premierPartner: true }, now);
    await expectInStep();
    expect(await stored(a.id)).toMatchObject({ isFeatured: true, isVerified: true, premierPartner: true });
    await writes.setFlags(a.id, { isActive: false }, now);
    await expectInStep();
    expect((await stored(a.id)).isActive).toBe(false);
    await writes.setFlags(a.id, { isActive: true }, now);

    await writes.setTierFlags(a.id, { isFeatured: false, premierPartner: false }, now);
    await expectInStep();
    expect(await stored(a.id)).toMatchObject({ isFeatured: false, premierPartner: false });

    // A claim changes the listing's owner and its last change, which its page shows.
    const later = new Date(now.getTime() + 60_000);
    await new KnexVendorOwnershipRepository(db.knex).assign(a.id, await insertUser(db.knex, `owner-${a.id}@example.com`), later);
    await expectInStep();
    expect(await vendors.findBySlugOrId(a.id)).toMatchObject({ id: a.id, updatedAt: later });

    await writes.addFilters(a.id, [barn, garden]);
    await expectInStep();
    expect((await page(a.id)).filters.map((f) => f.slug).sort()).toEqual(['barn-venues', 'garden-venues']);
    await writes.removeFilters(a.id, ['venue_type']);
    await expectInStep();
    expect((await page(a.id)).filters).toEqual([]);
    await writes.replaceFilters(a.id, [garden]);
    await expectInStep();
    expect((await page(a.id)).filters.map((f) => f.slug)).toEqual(['garden-venues']);

    await writes.deleteVendor(b.id);
    await expectInStep();
    expect(await vendors.findBySlugOrId(b.id)).toBeNull();
  });

  it('keeps the primary image and the gallery in step: add, make primary, caption, reorder, delete', async () => {
    const v = newVendorRecord(venues);
    await writes.createVendor(v, now);
    expect((await stored(v.id)).primaryImage).toBeNull();

    const first = await writes.addImage(image(v.id, 1), now);
    await expectInStep();
    expect((await stored(v.id)).primaryImage?.id).toBe(first.id);
    const second = await writes.addImage(image(v.id, 2), now);
    const third = await writes.addImage(image(v.id, 3), now);
    await expectInStep();
    expect((await page(v.id)).images.map((i) => i.id)).toEqual([first.id, second.id, third.id]);

    await writes.updateImage(v.id, third.id, { isPrimary: true }, now);
    await expectInStep();
    expect((await stored(v.id)).primaryImage?.id).toBe(third.id);

    await writes.updateImage(v.id, third.id, { altText: 'The barn at dusk', caption: 'Dusk' }, now);
    await expectInStep();
    expect((await stored(v.id)).primaryImage).toMatchObject({ altText: 'The barn at dusk', caption: 'Dusk' });

    await writes.setImageOrder(v.id, [second.id, third.id, first.id], now);
    await expectInStep();
    expect((await page(v.id)).images.map((i) => i.id)).toEqual([second.id, third.id, first.id]);

    await writes.deleteImage(v.id, third.id);
    await expectInStep();
    // No primary left: the first in order represents the vendor.
    expect((await stored(v.id)).primaryImage?.id).toBe(second.id);
    expect((await page(v.id)).images.map((i) => i.id)).toEqual([second.id, first.id]);
  });

  it('keeps the rating in step when reviews are published and unpublished, and the reply-time badge through the sweep', async () => {
    const v = newVendorRecord(venues);
    await writes.createVendor(v, now);
    const five = await insertReview(db.knex, v.id, { rating: 5 });
    await insertReview(db.knex, v.id, { rating: 4 });
    await writes.recomputeReviewStats(v.id, now);
    await expectInStep();
    expect((await stored(v.id)).reviewStats).toEqual({ averageRating: 4.5, totalReviews: 2 });

    await db.knex('reviews').where({ id: five }).update({ is_published: false });
    await writes.recomputeReviewStats(v.id, now);
    await expectInStep();
    expect((await stored(v.id)).reviewStats).toEqual({ averageRating: 4, totalReviews: 1 });

    const ranking = new KnexRankingRepository(db.knex);
    await ranking.setReplyTimes([{ vendorId: v.id, hours: 3 }]);
    await expectInStep();
    expect((await stored(v.id)).replyTimeHours).toBe(3);
    await ranking.setReplyTimes([{ vendorId: v.id, hours: null }]);
    await expectInStep();
    expect((await stored(v.id)).replyTimeHours).toBeNull();
    // The day's rotation changes no fact of a card (only the order): nothing to store.
    await ranking.rotate('2026-11-28');
    await expectInStep();
  });

  it('keeps the vendor pages in step when a filter they carry is renamed, moved or deleted', async () => {
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
    await expectInStep();
    expect((await page(v.id)).filters).toEqual([expect.objectContaining({ id: lake, name: 'Lakeside Venues', slug: 'lakeside-venues' })]);
    await filters.update({ ...record, categoryId: florists });
    await expectInStep();
    await filters.delete(lake);
    await expectInStep();
    expect((await page(w.id)).filters).toEqual([]);
  });

  it('serves lists, search pages, the admin table and the vendor page from the stored cards', async () => {
    const v = newVendorRecord(florists, { name: 'Zinnia Stems' });
    await writes.createVendor(v, now);
    // What is stored is what is served (a card changed by hand shows: no read rebuilds it).
    const built = (await buildVendorCards(db.knex, [v.id])).get(v.id)!;
    const marked = { ...JSON.parse(built.card), tagline: 'served from the card' };
    await db.knex('vendors').where({ id: v.id }).update({ card: JSON.stringify(marked) });
    const list = await vendors.listPublic({ page: 1, limit: 12, sortBy: 'reviews', categoryId: florists });
    expect(list.items.find((x) => x.id === v.id)?.tagline).toBe('served from the card');
    expect((await vendors.summariesByIds([v.id]))[0]?.tagline).toBe('served from the card');
    expect((await page(v.id)).tagline).toBe('served from the card');
    const admin = await vendors.listForAdmin({ search: '', page: 1, limit: 50, filters: [], categoryId: florists });
    expect(admin.items.find((x) => x.id === v.id)?.tagline).toBe('served from the card');
    await rebuildVendorCards(db.knex);
    await expectInStep();
  });
});
