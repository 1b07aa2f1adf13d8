import type { User } from '../../domain/identity/user.ts';
import type { Vendor } from '../../domain/listings/vendor.ts';
import type { VendorProfileInput } from '../../domain/listings/vendor-profile.ts';
import { plainTextOf } from '../../domain/listings/search-text.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { CategoryRepository } from '../ports/category-repository.ts';
import type { Clock } from '../ports/clock.ts';
import type { VendorProfileChanges } from '../ports/listing-write-repository.ts';
import type { RichTextSanitizer } from '../ports/rich-text-sanitizer.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import type { VendorRepository } from '../ports/vendor-repository.ts';
import type { GetManagedVendor } from './vendor-access.ts';

/**
 * A vendor edits their profile. Only the fields of `vendorProfileSchema` reach here (the rest was
 * stripped); rich text is sanitized with the spec's allow-list before it is stored; a new category drops
 * the vendor's service filters (they belong to the old category).
 */
export class UpdateVendorProfile {
  constructor(
    private readonly access: GetManagedVendor,
    private readonly vendors: VendorRepository,
    private readonly categories: CategoryRepository,
    private readonly sanitizer: RichTextSanitizer,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(user: User, vendorId: string, input: VendorProfileInput): Promise<Vendor> {
    const vendor = await this.access.execute(user, vendorId);
    const changes: VendorProfileChanges = {
      name: input.name,
      tagline: input.tagline,
      phone: input.phone,
      website: input.website,
      email: input.email,
      startingPrice: input.startingPrice,
      priceRange: input.priceRange,
    };
    if (input.description !== undefined) {
      const html = input.description === null ? null : this.sanitizer.sanitize(input.description) || null;
      changes.description = html;
      changes.descriptionText = html === null ? null : plainTextOf(html) || null;
    }
    if (input.pricingNotes !== undefined) changes.pricingNotes = input.pricingNotes === null ? null : this.sanitizer.sanitize(input.pricingNotes) || null;
    if (input.socialMedia) changes.socialMedia = input.socialMedia;
    let categoryChanged = false;
    if (input.category !== undefined) {
      const category = await this.categories.findByIdOrSlug(input.category);
      if (!category) throw new DomainError('VALIDATION_FAILED', 'Please choose a category', { category: 'Please choose a category' });
      changes.categoryId = category.id;
      categoryChanged = category.id !== vendor.category.id;
    }
    await this.uow.run(async (r) => {
      await r.listings.updateProfile(vendor.id, changes, this.clock.now());
      if (categoryChanged) await r.listings.replaceFilters(vendor.id, []);
    });
    const updated = await this.vendors.findBySlugOrId(vendor.id);
    if (!updated) throw new DomainError('VENDOR_NOT_FOUND', 'Vendor not found');
    return updated;
  }
}
