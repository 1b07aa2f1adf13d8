import type { Vendor } from '../../domain/listings/vendor.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { VendorRepository } from '../ports/vendor-repository.ts';

/** One vendor as the public sees it: an inactive listing does not exist for them. */
export class GetPublicVendor {
  constructor(private readonly vendors: VendorRepository) {}

  async execute(slugOrId: string): Promise<Vendor> {
    const vendor = await this.vendors.findBySlugOrId(slugOrId);
    if (!vendor || !vendor.isActive) throw new DomainError('VENDOR_NOT_FOUND', 'Vendor not found');
    return vendor;
  }
}
