import type { User } from '@uwd/api-client';

/**
 * The id of the signed-in user's listing: `vendorId`, else the vendor profile's `_id`. Null for an account without a listing.
 */
export function vendorIdOf(user: User | null): string | null {
  if (!user) return null;
  if (user.vendorId) return user.vendorId;
  const profile = user.vendorProfile;
  const id = profile?._id;
  return typeof id === 'string' && id ? id : null;
}
