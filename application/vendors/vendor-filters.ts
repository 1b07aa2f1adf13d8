import type { User } from '../../domain/identity/user.ts';
import type { Vendor } from '../../domain/listings/vendor.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { findManagedVendor } from './vendor-access.ts';
import type { VendorRepository } from '../ports/vendor-repository.ts';

/**
 * The Filters tab (SPEC.md §4 'Filters saved'): a non-empty selection becomes exactly the vendor's
 * filters, an empty one clears them. Filters must be active ones of the vendor's own category.
 */
export class SetVendorFilters {
  static readonly inject = ['VendorRepository', 'UnitOfWork'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly uow: UnitOfWork<'listings'>,
  ) {}

  async execute(user: User, vendorIds: readonly string[], filterIds: readonly string[]): Promise<{ vendorsUpdated: number }> {
    const vendors: Vendor[] = [];
    for (const id of new Set(vendorIds)) vendors.push(await findManagedVendor(this.vendors, user, id));
    const wanted = [...new Set(filterIds)];
    await this.uow.run(async (r) => {
      for (const vendor of vendors) {
        const valid = await r.listings.activeFiltersOfCategory(vendor.category.id, wanted);
        if (valid.length !== wanted.length) {
          throw new DomainError('VALIDATION_FAILED', "Some filters do not belong to this vendor's category", { filterIds: "Some filters do not belong to this vendor's category" });
        }
        await r.listings.replaceFilters(vendor.id, valid);
      }
    });
    return { vendorsUpdated: vendors.length };
  }
}
