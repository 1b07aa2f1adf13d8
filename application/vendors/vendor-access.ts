import type { User } from '../../domain/identity/user.ts';
import type { Vendor } from '../../domain/listings/vendor.ts';
import { assertCanManage, canManage } from '../../domain/listings/vendor-access.ts';
import type { VendorRepository } from '../ports/vendor-repository.ts';

export { canManage, NOT_YOUR_LISTING } from '../../domain/listings/vendor-access.ts';

/**
 * The listing a signed-in user manages, by id or slug, whether or not it is active (an owner sees their
 * pending listing): the repository read plus the policy. Use cases call this function, not another use case.
 */
export const findManagedVendor = async (vendors: VendorRepository, user: User, idOrSlug: string): Promise<Vendor> =>
  assertCanManage(user, await vendors.findBySlugOrId(idOrSlug));

/** GET /api/vendors/{id} for its owner or an admin: null when the listing is missing or not theirs (the public route answers then). */
export class GetManagedVendor {
  static readonly inject = ['VendorRepository'] as const;
  constructor(private readonly vendors: VendorRepository) {}

  async execute(user: User, idOrSlug: string): Promise<Vendor | null> {
    const vendor = await this.vendors.findBySlugOrId(idOrSlug);
    return vendor && canManage(user, vendor) ? vendor : null;
  }
}
