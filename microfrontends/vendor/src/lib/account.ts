import type { User } from '@uwd/api-client';

/**
 * The id of the signed-in user's listing: `vendorId`, else the vendor profile's id (the API names it `_id`;
 * `id` is accepted too). Null for an account without a listing.
 */
export function vendorIdOf(user: User | null): string | null {
  if (!user) return null;
  if (user.vendorId) return user.vendorId;
  const profile = user.vendorProfile;
  const id = profile?._id ?? profile?.id;
  return typeof id === 'string' && id ? id : null;
}
