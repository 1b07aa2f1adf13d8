import type { Vendor } from '../../domain/listings/vendor.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { VendorRepository } from '../ports/vendor-repository.ts';

/** The public's view of a listing, shared by the use cases that start from one: an inactive listing does not exist for them. */
export const findPublicVendor = async (vendors: VendorRepository, slugOrId: string): Promise<Vendor> => {
  const vendor = await vendors.findBySlugOrId(slugOrId);
  if (!vendor || !vendor.isActive) throw new DomainError('VENDOR_NOT_FOUND', 'Vendor not found');
  return vendor;
};

/** One vendor as the public sees it. */
export class GetPublicVendor {
  static readonly inject = ['VendorRepository'] as const;
  constructor(private readonly vendors: VendorRepository) {}

  execute(slugOrId: string): Promise<Vendor> {
    return findPublicVendor(this.vendors, slugOrId);
  }
}
