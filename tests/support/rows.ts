import { plainTextOf } from '../../domain/listings/search-text.ts';
import type { Knex } from 'knex';
import { withListingCounts } from '../../adapters/persistence/knex/listing-counts.ts';
import { ulid } from 'ulid';
import type { CategorySlug } from '../../domain/categories/category.ts';
import type { NewVendorRecord } from '../../application/ports/listing-write-repository.ts';

/** Minimal rows for tests that need data in a real database, each test inserting its own. */
const now = () => new Date();

export const insertCategory = async (knex: Knex, slug: CategorySlug, name: string, sortOrder: number) => {
  const id = ulid();
  await knex('categories').insert({ id, name, slug, description: `${name} of the Upstate`, sort_order: sortOrder, image_key: null, created_at: now(), updated_at: now() });
  return id;
};

export const insertVendor = async (knex: Knex, categoryId: string, overrides: Record<string, unknown> = {}) => {
  const id = typeof overrides.id === 'string' ? overrides.id : ulid();
  const name = (overrides.name as string) ?? `Vendor ${id.slice(-6)}`;
  // Through the kept counts of the lists, as the listing writes do (listing_counts, ADR 20).
  await withListingCounts(knex, id, (trx) => trx('vendors').insert({
    id,
    name,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-') + '-' + id.slice(-6).toLowerCase(),
    category_id: categoryId,
    city: 'Greenville',
    county: 'Greenville',
    state: 'SC',
    is_active: true,
    created_at: now(),
    updated_at: now(),
    ...overrides,
    // What KnexVendorRepository writes next to every description: its plain text, for full-text search.
    ...(typeof overrides.description === 'string' ? { description_text: plainTextOf(overrides.description) } : {}),
  }));
  return id;
};

export const insertImage = async (knex: Knex, vendorId: string, overrides: Record<string, unknown> = {}) => {
  const id = ulid();
  await knex('vendor_images').insert({
    id,
    vendor_id: vendorId,
    storage_key: `vendors/${vendorId}/${id}.jpg`,
    medium_key: `vendors/${vendorId}/${id}-medium.jpg`,
    alt_text: 'A photo',
    caption: null,
    is_primary: false,
    sort_order: 0,
    content_type: 'image/jpeg',
    created_at: now(),
    updated_at: now(),
    ...overrides,
  });
  return id;
};

export const insertTag = async (knex: Knex, vendorId: string, name: string) => {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  let tag = (await knex('tags').where({ slug }).first()) as { id: string } | undefined;
  if (!tag) {
    tag = { id: ulid() };
    await knex('tags').insert({ id: tag.id, name, slug });
  }
  const tagId = tag.id;
  await knex('vendor_tags').insert({ vendor_id: vendorId, tag_id: tagId });
  return tag.id;
};

export const insertFilter = async (knex: Knex, categoryId: string, overrides: Record<string, unknown> = {}) => {
  const id = ulid();
  await knex('seo_filters').insert({
    id,
    name: 'Barn Venues',
    slug: 'barn-venues',
    category_id: categoryId,
    filter_key: 'venue_type',
    filter_value: 'barn',
    seo_title: 'Barn Wedding Venues in Upstate SC',
    seo_description: 'Rustic barns across the Upstate.',
    meta_keywords: JSON.stringify(['barn wedding', 'rustic venue']),
    content: '<p>Barns.</p>',
    sort_order: 0,
    is_active: true,
    created_at: now(),
    updated_at: now(),
    ...overrides,
  });
  return id;
};

export const linkFilter = (knex: Knex, vendorId: string, filterId: string) =>
  withListingCounts(knex, vendorId, (trx) => trx('vendor_filters').insert({ vendor_id: vendorId, filter_id: filterId }));

/** A vendor's columns changed behind the repositories' back, with the lists' kept counts in step. */
export const updateVendorRow = (knex: Knex, vendorId: string, changes: Record<string, unknown>) =>
  withListingCounts(knex, vendorId, (trx) => trx('vendors').where({ id: vendorId }).update(changes));

export const insertReview = async (knex: Knex, vendorId: string, overrides: Record<string, unknown> = {}) => {
  const id = ulid();
  await knex('reviews').insert({
    id,
    vendor_id: vendorId,
    reviewer_name: 'Jennifer Moore',
    reviewer_email: 'jen@example.com',
    rating: 5,
    title: 'Wonderful',
    body: 'They made our day.',
    wedding_date: '2025-06-14',
    is_published: true,
    published_at: now(),
    created_at: now(),
    updated_at: now(),
    ...overrides,
  });
  return id;
};

/** A user, optionally the owner of a vendor (both sides of the link, as ProvisionVendorOwner writes them). */
export const insertUser = async (knex: Knex, email: string, opts: { vendorId?: string; isAdmin?: boolean } = {}) => {
  const id = ulid();
  await knex('users').insert({ id, email, is_admin: opts.isAdmin ?? false, is_active: true, vendor_id: opts.vendorId ?? null, created_at: now(), updated_at: now() });
  if (opts.vendorId) await knex('vendors').where({ id: opts.vendorId }).update({ owner_user_id: id });
  return id;
};

/** A listing as the listing writes create it (KnexListingWriteRepository.createVendor): active, in Greenville, nothing else filled in. */
export const newVendorRecord = (categoryId: string, overrides: Partial<NewVendorRecord> = {}): NewVendorRecord => {
  const id = overrides.id ?? ulid();
  return {
    id,
    name: `Vendor ${id.slice(-6)}`,
    slug: `vendor-${id.slice(-6).toLowerCase()}`,
    categoryId,
    email: null,
    phone: null,
    website: null,
    tagline: null,
    description: null,
    descriptionText: null,
    pricingNotes: null,
    location: { city: 'Greenville', county: 'Greenville', state: 'SC', zipCode: null, region: null },
    startingPrice: null,
    priceRange: 'not-specified',
    socialMedia: { instagram: null, facebook: null, pinterest: null },
    yearEstablished: null,
    isLicensed: false,
    isInsured: false,
    isActive: true,
    isFeatured: false,
    isVerified: false,
    premierPartner: false,
    ...overrides,
  };
};
