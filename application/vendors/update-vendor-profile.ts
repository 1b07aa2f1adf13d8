import type { User } from '../../domain/identity/user.ts';
import type { Vendor } from '../../domain/listings/vendor.ts';
import type { VendorProfileInput } from '../../domain/listings/vendor-profile.ts';
import { plainTextOf } from '../../domain/listings/search-text.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CategoryRepository } from '../ports/category-repository.ts';
import type { Clock } from '../ports/clock.ts';
import type { VendorProfileChanges } from '../ports/listing-write-repository.ts';
import type { RichTextSanitizer } from '../ports/rich-text-sanitizer.ts';
import type { Repos, UnitOfWork } from '../ports/unit-of-work.ts';
import type { VendorRepository } from '../ports/vendor-repository.ts';
import { findManagedVendor } from './vendor-access.ts';

/** A profile edit made ready to store: sanitized rich text, the new category checked. */
export interface PreparedProfile {
  changes: VendorProfileChanges;
  /** A new category drops the vendor's service filters (they belong to the old category). */
  categoryChanged: boolean;
}

/**
 * The profile rules shared by the vendor's edit and the admin's: only the fields of `vendorProfileSchema`
 * reach here (the rest was stripped); rich text is sanitized with the spec's allow-list before it is stored.
 */
export const prepareProfile = async (
  vendor: Pick<Vendor, 'category'>,
  input: VendorProfileInput,
  categories: CategoryRepository,
  sanitizer: RichTextSanitizer,
): Promise<PreparedProfile> => {
  const changes: VendorProfileChanges = {
    name: input.name,
    tagline: input.tagline,
    phone: input.phone,
    website: input.website,
    email: input.email,
    startingPrice: input.startingPrice,
    priceRange: input.priceRange,
    capacity: input.capacity,
    yearEstablished: input.yearEstablished,
    streetAddress: input.streetAddress,
  };
  if (input.description !== undefined) {
    const html = input.description === null ? null : sanitizer.sanitize(input.description) || null;
    changes.description = html;
    changes.descriptionText = html === null ? null : plainTextOf(html) || null;
  }
  if (input.pricingNotes !== undefined) changes.pricingNotes = input.pricingNotes === null ? null : sanitizer.sanitize(input.pricingNotes) || null;
  if (input.socialMedia) changes.socialMedia = input.socialMedia;
  if (input.location) changes.location = { ...input.location, zipCode: input.location.zipCode ?? null, region: input.location.region ?? null };
  let categoryChanged = false;
  if (input.category !== undefined) {
    const category = await categories.findByIdOrSlug(input.category);
    if (!category) throw new DomainError('VALIDATION_FAILED', 'Please choose a category', { category: 'Please choose a category' });
    changes.categoryId = category.id;
    categoryChanged = category.id !== vendor.category.id;
  }
  return { changes, categoryChanged };
};

/** Stores a prepared profile edit in the caller's transaction. */
export const storeProfile = async (r: Repos<'listings'>, vendorId: string, { changes, categoryChanged }: PreparedProfile, now: Date): Promise<void> => {
  await r.listings.updateProfile(vendorId, changes, now);
  if (categoryChanged) await r.listings.replaceFilters(vendorId, []);
};

/** A vendor (or an admin, through the vendor's dashboard) edits a listing's profile. */
export class UpdateVendorProfile {
  static readonly inject = ['VendorRepository', 'CategoryRepository', 'RichTextSanitizer', 'UnitOfWork', 'Clock'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly categories: CategoryRepository,
    private readonly sanitizer: RichTextSanitizer,
    private readonly uow: UnitOfWork<'listings'>,
    private readonly clock: Clock,
  ) {}

  async execute(user: User, vendorId: string, input: VendorProfileInput): Promise<Vendor> {
    const vendor = await findManagedVendor(this.vendors, user, vendorId);
    const prepared = await prepareProfile(vendor, input, this.categories, this.sanitizer);
    await this.uow.run((r) => storeProfile(r, vendor.id, prepared, this.clock.now()));
    const updated = await this.vendors.findBySlugOrId(vendor.id);
    if (!updated) throw new DomainError('VENDOR_NOT_FOUND', 'Vendor not found');
    return updated;
  }
}
