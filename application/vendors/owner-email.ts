import type { Repos } from '../ports/unit-of-work.ts';

/** The email of the account that owns the listing (an address the owner proved by logging in); null if none. */
export const ownerEmail = async (r: Repos<'ownership' | 'users'>, vendorId: string): Promise<string | null> => {
  const ownerId = await r.ownership.ownerOf(vendorId);
  const owner = ownerId ? await r.users.findById(ownerId) : null;
  return owner?.email ?? null;
};
