import type { User } from '../identity/user.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { Vendor } from './vendor.ts';

export const NOT_YOUR_LISTING = 'You can only manage your own listing.';

/** A user may manage a listing they own; an admin may manage any. */
export const canManage = (user: User, vendor: Pick<Vendor, 'id' | 'ownerUserId'>): boolean =>
  user.isAdmin || user.vendorId === vendor.id || (vendor.ownerUserId !== null && vendor.ownerUserId === user.id);

/** The vendor-access policy: 404 for a listing that does not exist, 403 for someone else's. */
export const assertCanManage = <V extends Pick<Vendor, 'id' | 'ownerUserId'>>(user: User, vendor: V | null): V => {
  if (!vendor) throw new DomainError('VENDOR_NOT_FOUND', 'Vendor not found');
  if (!canManage(user, vendor)) throw new DomainError('FORBIDDEN', NOT_YOUR_LISTING);
  return vendor;
};
