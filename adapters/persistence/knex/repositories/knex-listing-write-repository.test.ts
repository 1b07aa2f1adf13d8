import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import type { NewVendorImage, NewVendorRecord, PhotoUpload, VendorFlags, VendorProfileChanges } from '../../../../application/ports/listing-write-repository.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../../../tests/support/databases.ts';
import { insertCategory, newVendorRecord } from '../../../../tests/support/rows.ts';
import { bool, date, num, type Row } from '../rows.ts';
import { KnexListingWriteRepository } from './knex-listing-write-repository.ts';

/**
 * The listing writes turn a record into its row by renaming each field to its column (columnsOf, rows.ts):
 * that holds only while every field of a record is a column of its table. Each record below sets every field
 * its type declares (`satisfies Required<…>`: a field added to the type fails the typecheck until it is set
 * here), and each must land in its column; a field that is no column fails the write on both databases.
 */
describe.each(DIALECTS)('KnexListingWriteRepository: every field of a record is a column [%s]', (dialect) => {
  let db: TestDatabase;
  let listings: KnexListingWriteRepository;
  let categoryId: string;
  const now = new Date('2026-12-01T12:00:00Z');
  const row = async (table: string, id: string) => (await db.knex(table).where({ id }).first()) as Row;

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    listings = new KnexListingWriteRepository(db.knex);
    categoryId = await insertCategory(db.knex, 'venues', 'Venues', 1);
  });
  afterAll(async () => db?.destroy());

  it('creates a listing, edits its profile and sets its flags', async () => {
    const record = {
      id: ulid(),
      name: 'Mill Hall',
      slug: `mill-hall-${dialect}`,
      categoryId,
      email: 'hello@millhall.example',
      phone: '864-555-0100',
      website: 'https://millhall.example',
      tagline: 'A mill by the river',
      description: '<p>A <strong>mill</strong></p>',
      descriptionText: 'A mill',
      pricingNotes: '<p>Weekdays less</p>',
      location: { city: 'Pelzer', county: 'Anderson', state: 'SC', zipCode: '29669', region: 'Upstate' },
      startingPrice: 4000,
      priceRange: 'moderate',
      capacity: 250,
      streetAddress: '12 Mill Street',
      socialMedia: { instagram: 'millhall', facebook: 'millhallfb', pinterest: 'millhallpins' },
      yearEstablished: 1998,
      isLicensed: true,
      isInsured: true,
      isActive: true,
      isFeatured: false,
      isVerified: true,
      premierPartner: false,
    } satisfies Required<NewVendorRecord>;
    await listings.createVendor(record, now);
    expect(await row('vendors', record.id)).toMatchObject({
      name: 'Mill Hall',
      category_id: categoryId,
      description_text: 'A mill',
      pricing_notes: '<p>Weekdays less</p>',
      city: 'Pelzer',
      zip_code: '29669',
      region: 'Upstate',
      price_range: 'moderate',
      street_address: '12 Mill Street',
      social_pinterest: 'millhallpins',
    });

    const changes = {
      name: 'Mill Hall at Pelzer',
      tagline: null,
      description: '<p>The mill</p>',
      descriptionText: 'The mill',
      pricingNotes: null,
      phone: null,
      website: null,
      email: 'events@millhall.example',
      categoryId,
      socialMedia: { instagram: null, facebook: null, pinterest: null, tiktok: 'millhalltok' },
      startingPrice: 4500,
      priceRange: 'premium',
      capacity: 300,
      yearEstablished: 1999,
      streetAddress: '14 Mill Street',
      location: { city: 'Williamston', county: 'Anderson', state: 'SC', zipCode: null, region: null },
    } satisfies Required<VendorProfileChanges>;
    await listings.updateProfile(record.id, changes, now);
    const edited = await row('vendors', record.id);
    expect(edited).toMatchObject({ name: 'Mill Hall at Pelzer', tagline: null, email: 'events@millhall.example', social_tiktok: 'millhalltok', city: 'Williamston', zip_code: null });
    expect([num(edited.starting_price), num(edited.capacity), num(edited.year_established)]).toEqual([4500, 300, 1999]);

    const flags = { isActive: false, isFeatured: true, isVerified: false, premierPartner: true } satisfies Required<VendorFlags>;
    await listings.setFlags(record.id, flags, now);
    const flagged = await row('vendors', record.id);
    expect([flagged.is_active, flagged.is_featured, flagged.is_verified, flagged.premier_partner].map(bool)).toEqual([false, true, false, true]);
  });

  it('records an upload and adds its photo', async () => {
    const vendorId = ulid();
    await listings.createVendor(newVendorRecord(categoryId, { id: vendorId }), now);
    const upload = {
      id: ulid(),
      vendorId,
      storageKey: `uploads/${vendorId}/a.jpg`,
      contentType: 'image/jpeg',
      fileSize: 1234,
      altText: 'The hall',
      caption: 'At dusk',
      expiresAt: new Date('2026-12-01T12:10:00Z'),
      createdAt: now,
      closedAt: null,
    } satisfies Required<PhotoUpload>;
    await listings.createUpload(upload);
    expect(await listings.findUpload(upload.id)).toEqual(upload);

    const image = {
      id: upload.id,
      vendorId,
      storageKey: `vendors/${vendorId}/a.jpg`,
      mediumKey: `vendors/${vendorId}/a-medium.webp`,
      altText: 'The hall',
      caption: 'At dusk',
      width: 1600,
      height: 1200,
      contentType: 'image/jpeg',
      byteSize: 1234,
    } satisfies Required<Omit<NewVendorImage, 'sortOrder' | 'isPrimary'>>;
    await listings.addImage(image, now);
    await listings.updateImage(vendorId, image.id, { altText: 'The great hall', caption: null, isPrimary: true }, now);
    const stored = await row('vendor_images', image.id);
    expect(stored).toMatchObject({ vendor_id: vendorId, medium_key: image.mediumKey, alt_text: 'The great hall', caption: null, content_type: 'image/jpeg' });
    expect([num(stored.byte_size), num(stored.width), bool(stored.is_primary), date(stored.created_at)]).toEqual([1234, 1600, true, now]);
  });
});
