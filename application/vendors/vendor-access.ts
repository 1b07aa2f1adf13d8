import type { User } from '../../domain/identity/user.ts';
import type { Vendor } from '../../domain/listings/vendor.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { VendorRepository } from '../ports/vendor-repository.ts';

export const NOT_YOUR_LISTING = 'You can only manage your own listing.';

/** A user may manage a listing they own; an admin may manage any. */
export const canManage = (user: User, vendor: Pick<Vendor, 'id' | 'ownerUserId'>): boolean =>
  user.isAdmin || user.vendorId === vendor.id || (vendor.ownerUserId !== null && vendor.ownerUserId === user.id);

/**
 * The listing a signed-in user manages, by id or slug, whether or not it is active (an owner sees their
 * pending listing). 404 for a listing that does not exist, 403 for someone else's.
 */
export class GetManagedVendor {
  constructor(private readonly vendors: VendorRepository) {}

  async execute(user: User, idOrSlug: string): Promise<Vendor> {
    const vendor = await this.vendors.findBySlugOrId(idOrSlug);
    if (!vendor) throw new DomainError('VENDOR_NOT_FOUND', 'Vendor not found');
    if (!canManage(user, vendor)) throw new DomainError('FORBIDDEN', NOT_YOUR_LISTING);
    return vendor;
  }
}
