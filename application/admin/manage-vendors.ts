import type { User } from '../../domain/identity/user.ts';
import type { AdminVendorCreateInput, AdminVendorQuery, AdminVendorUpdateInput, BulkApplyFiltersInput } from '../../domain/listings/admin-vendor.ts';
import type { Vendor } from '../../domain/listings/vendor.ts';
import { plainTextOf } from '../../domain/listings/search-text.ts';
import { slugify, uniqueSlug } from '../../domain/listings/slug.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { Page } from '../../domain/shared/pagination.ts';
import { endOwnerSessions } from '../identity/end-owner-sessions.ts';
import { OwnerProvisioning } from '../identity/provision-vendor-owner.ts';
import type { AdminReadRepository, AdminVendorRow, NamedFilters, VendorAdminFacts } from '../ports/admin-repositories.ts';
import type { CategoryRepository } from '../ports/category-repository.ts';
import type { Clock } from '../ports/clock.ts';
import type { FileStorage } from '../ports/file-storage.ts';
import type { FilterRepository } from '../ports/filter-repository.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { VendorFlags } from '../ports/listing-write-repository.ts';
import type { Logger } from '../ports/logger.ts';
import type { RichTextSanitizer } from '../ports/rich-text-sanitizer.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import type { VendorRepository } from '../ports/vendor-repository.ts';
import { prepareProfile, storeProfile } from '../vendors/update-vendor-profile.ts';
import { findManagedVendor } from '../vendors/vendor-access.ts';

export type AdminVendor = Vendor & VendorAdminFacts;

const vendorNotFound = () => new DomainError('VENDOR_NOT_FOUND', 'Vendor not found');

/** The admin vendor table: any state, searched and filtered (GET /api/admin/vendors). */
export class ListAdminVendors {
  static readonly inject = ['AdminReadRepository', 'CategoryRepository', 'FilterRepository'] as const;
  constructor(
    private readonly reads: AdminReadRepository,
    private readonly categories: CategoryRepository,
    private readonly filterCatalogue: FilterRepository,
  ) {}

  async execute(q: AdminVendorQuery): Promise<Page<AdminVendorRow>> {
    const none: Page<AdminVendorRow> = { items: [], page: q.page, limit: q.limit, total: 0 };
    let categoryId: string | undefined;
    if (q.category) {
      // Its id only: the table's total is read with its page, not the category's count.
      const category = await this.categories.findWithoutCount(q.category);
      if (!category) return none;
      categoryId = category.id;
    }
    // Each filter select's key and value, as the filters that carry them; a value no filter has selects no vendor.
    const filters: NamedFilters[] = [];
    for (const [key, value] of Object.entries(q.filters)) {
      if (typeof value !== 'string') continue;
      const named = await this.filterCatalogue.findByKeyValue(key, value);
      if (!named.length) return none;
      filters.push({ ids: named.map((f) => f.id) });
    }
    return this.reads.listVendors({
      search: q.search,
      page: q.page,
      limit: q.limit,
      ...(q.status === 'all' ? {} : { isActive: q.status === 'active' }),
      ...(q.featured === 'all' ? {} : { isFeatured: q.featured === 'featured' }),
      ...(categoryId ? { categoryId } : {}),
      filters,
    });
  }
}

/** A listing with what only admins see, shared by the admin use cases that answer with it. */
const findAdminVendor = async (vendors: VendorRepository, reads: AdminReadRepository, id: string): Promise<AdminVendor> => {
  const vendor = await vendors.findBySlugOrId(id);
  const facts = vendor && (await reads.vendorFacts(vendor.id));
  if (!vendor || !facts) throw vendorNotFound();
  return { ...vendor, ...facts };
};

/** One listing with what only admins see (contact, tier, owner). */
export class GetAdminVendor {
  static readonly inject = ['VendorRepository', 'AdminReadRepository'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly reads: AdminReadRepository,
  ) {}

  execute(id: string): Promise<AdminVendor> {
    return findAdminVendor(this.vendors, this.reads, id);
  }
}

/**
 * An admin adds a listing ('Add New Vendor'): active unless unticked, slug from the name (unique), rich
 * text sanitized; an owner email, when given, becomes the owner and is emailed a login link.
 */
export class CreateVendorAsAdmin {
  static readonly inject = ['UnitOfWork', 'CategoryRepository', 'RichTextSanitizer', OwnerProvisioning, 'VendorRepository', 'AdminReadRepository', 'IdGenerator', 'Clock'] as const;
  constructor(
    private readonly uow: UnitOfWork<'listings' | 'loginTokens' | 'outbox' | 'ownership' | 'users'>,
    private readonly categories: CategoryRepository,
    private readonly sanitizer: RichTextSanitizer,
    private readonly provisionOwner: OwnerProvisioning,
    private readonly vendors: VendorRepository,
    private readonly reads: AdminReadRepository,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: AdminVendorCreateInput): Promise<AdminVendor> {
    const category = await this.categories.findByIdOrSlug(input.category);
    if (!category) throw new DomainError('VALIDATION_FAILED', 'Category is required', { category: 'Category is required' });
    const now = this.clock.now();
    const id = this.ids.next();
    const description = input.description ? this.sanitizer.sanitize(input.description) || null : null;
    await this.uow.run(async (r) => {
      const base = slugify(input.name) || 'vendor';
      await r.listings.createVendor(
        {
          id,
          name: input.name,
          slug: uniqueSlug(base, await r.listings.slugsLike(base)),
          categoryId: category.id,
          email: input.email ?? null,
          phone: input.phone ?? null,
          website: input.website ?? null,
          tagline: input.tagline ?? null,
          description,
          descriptionText: description ? plainTextOf(description) || null : null,
          pricingNotes: input.pricingNotes ? this.sanitizer.sanitize(input.pricingNotes) || null : null,
          location: { ...input.location, zipCode: input.location.zipCode ?? null, region: input.location.region ?? null },
          startingPrice: input.startingPrice ?? null,
          priceRange: input.priceRange ?? 'not-specified',
          capacity: input.capacity ?? null,
          streetAddress: input.streetAddress ?? null,
          socialMedia: { instagram: input.socialMedia?.instagram ?? null, facebook: input.socialMedia?.facebook ?? null, pinterest: input.socialMedia?.pinterest ?? null },
          yearEstablished: input.yearEstablished ?? null,
          isLicensed: false,
          isInsured: false,
          isActive: input.isActive,
          isFeatured: input.isFeatured,
          isVerified: input.isVerified,
          premierPartner: false,
        },
        now,
      );
      // The style facts and indoor/outdoor ticked on New Vendor: only the active filters of its category.
      const filterIds = await r.listings.activeFiltersOfCategory(category.id, input.filterIds);
      if (filterIds.length) await r.listings.replaceFilters(id, filterIds);
      if (input.ownerEmail) await this.provisionOwner.provision(r, { vendorId: id, email: input.ownerEmail, reason: 'approved' });
    });
    return findAdminVendor(this.vendors, this.reads, id);
  }
}

/**
 * The admin edit, in one transaction: the profile fields under the vendor's own rules (sanitizing, category
 * change dropping filters), the address and the moderation flags — all stored, or none. Deactivating the
 * listing ends its owner's sessions (ADR 8).
 */
export class UpdateVendorAsAdmin {
  static readonly inject = ['VendorRepository', 'AdminReadRepository', 'CategoryRepository', 'RichTextSanitizer', 'UnitOfWork', 'Clock'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly reads: AdminReadRepository,
    private readonly categories: CategoryRepository,
    private readonly sanitizer: RichTextSanitizer,
    private readonly uow: UnitOfWork<'listings' | 'ownership' | 'sessions' | 'users'>,
    private readonly clock: Clock,
  ) {}

  async execute(admin: User, id: string, input: AdminVendorUpdateInput): Promise<AdminVendor> {
    const { location, isActive, isFeatured, isVerified, ...profile } = input;
    const vendor = await findManagedVendor(this.vendors, admin, id);
    const prepared = await prepareProfile(vendor, profile, this.categories, this.sanitizer);
    const flags: VendorFlags = { isActive, isFeatured, isVerified };
    const now = this.clock.now();
    await this.uow.run(async (r) => {
      await storeProfile(r, vendor.id, prepared, now);
      if (!location && Object.values(flags).every((v) => v === undefined)) return;
      if (location) await r.listings.updateProfile(vendor.id, { location: { ...location, zipCode: location.zipCode ?? null, region: location.region ?? null } }, now);
      await r.listings.setFlags(vendor.id, flags, now);
      if (vendor.isActive && isActive === false) await endOwnerSessions(r, vendor.id, now);
    });
    return findAdminVendor(this.vendors, this.reads, vendor.id);
  }
}

const FLAG_OF = { 'toggle-status': 'isActive', 'toggle-featured': 'isFeatured', 'toggle-verified': 'isVerified' } as const;
export type VendorToggle = keyof typeof FLAG_OF;

/**
 * Activate/deactivate, feature/unfeature, verify/unverify: each flag flips on its own. Deactivating ends the
 * owner's sessions in the same transaction (ADR 8).
 */
export class ToggleVendorFlag {
  static readonly inject = ['VendorRepository', 'AdminReadRepository', 'UnitOfWork', 'Clock'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly reads: AdminReadRepository,
    private readonly uow: UnitOfWork<'listings' | 'ownership' | 'sessions' | 'users'>,
    private readonly clock: Clock,
  ) {}

  async execute(id: string, toggle: VendorToggle): Promise<AdminVendor> {
    const vendor = await this.vendors.findBySlugOrId(id);
    if (!vendor) throw vendorNotFound();
    const flag = FLAG_OF[toggle];
    const now = this.clock.now();
    await this.uow.run(async (r) => {
      await r.listings.setFlags(vendor.id, { [flag]: !vendor[flag] }, now);
      if (flag === 'isActive' && vendor.isActive) await endOwnerSessions(r, vendor.id, now);
    });
    return findAdminVendor(this.vendors, this.reads, vendor.id);
  }
}

/**
 * Deletes a listing with its photos, filters, reviews and subscription; accounts pointing at it forget it,
 * and its owner's sessions end (ADR 8).
 */
export class DeleteVendor {
  static readonly inject = ['UnitOfWork', 'FileStorage', 'Logger', 'Clock'] as const;
  constructor(
    private readonly uow: UnitOfWork<'listings' | 'ownership' | 'sessions' | 'users'>,
    private readonly storage: FileStorage,
    private readonly logger: Logger,
    private readonly clock: Clock,
  ) {}

  async execute(id: string): Promise<{ name: string }> {
    const { name, keys } = await this.uow.run(async (r) => {
      const vendorName = await r.ownership.vendorName(id);
      if (vendorName === null) throw vendorNotFound();
      await endOwnerSessions(r, id, this.clock.now());
      return { name: vendorName, keys: await r.listings.deleteVendor(id) };
    });
    // The rows are gone; a file that fails to delete is only wasted space, so it is logged, not raised.
    for (const key of keys) {
      await this.storage.delete(key).catch((e: unknown) => this.logger.warn('Could not delete a photo of a deleted vendor', { key, error: String(e) }));
    }
    return { name };
  }
}

/**
 * The admin bulk apply: for each selected vendor, the active filters of its own category with the chosen
 * key and value are added to the ones it has. Vendors whose category has none of them are left alone.
 */
export class BulkApplyFilters {
  static readonly inject = ['UnitOfWork', 'Clock'] as const;
  constructor(
    private readonly uow: UnitOfWork<'listings'>,
    private readonly clock: Clock,
  ) {}

  async execute(input: BulkApplyFiltersInput): Promise<{ vendorsUpdated: number; vendorsSkipped: number }> {
    const chosen = Object.entries(input.filters);
    return this.uow.run(async (r) => {
      let updated = 0;
      const vendorIds = [...new Set(input.vendorIds)];
      for (const vendorId of vendorIds) {
        const categoryId = await r.listings.categoryOf(vendorId);
        if (!categoryId) throw new DomainError('VENDOR_NOT_FOUND', 'Vendor not found');
        const filterIds = (await Promise.all(chosen.map(([key, value]) => r.listings.filterIdsByKeyValue(categoryId, key, value!)))).flat();
        if (!filterIds.length) continue;
        await r.listings.addFilters(vendorId, filterIds);
        await r.listings.setFlags(vendorId, {}, this.clock.now()); // no flag changes: marks the listing updated (sitemap lastmod)
        updated++;
      }
      if (!updated) {
        throw new DomainError('VALIDATION_FAILED', "No active filter with these values exists in the selected vendors' categories", {
          filters: "No active filter with these values exists in the selected vendors' categories",
        });
      }
      return { vendorsUpdated: updated, vendorsSkipped: vendorIds.length - updated };
    });
  }
}

/** The admin bulk clear: every filter of the selected vendors, or only those of some keys. */
export class BulkClearFilters {
  static readonly inject = ['UnitOfWork', 'Clock'] as const;
  constructor(
    private readonly uow: UnitOfWork<'listings'>,
    private readonly clock: Clock,
  ) {}

  async execute(vendorIds: readonly string[], filterKeys?: readonly string[]): Promise<{ vendorsUpdated: number }> {
    return this.uow.run(async (r) => {
      const ids = [...new Set(vendorIds)];
      for (const vendorId of ids) {
        if (!(await r.listings.categoryOf(vendorId))) throw new DomainError('VENDOR_NOT_FOUND', 'Vendor not found');
        await r.listings.removeFilters(vendorId, filterKeys);
        await r.listings.setFlags(vendorId, {}, this.clock.now()); // marks the listing updated
      }
      return { vendorsUpdated: ids.length };
    });
  }
}
