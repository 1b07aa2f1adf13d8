import type { Repos } from '../ports/unit-of-work.ts';

/**
 * Ends every session of a listing's owner, in the caller's transaction (ADR 8): when an admin deactivates
 * the listing or deletes it, whoever holds one of the owner's sessions — a shared computer, a stolen token —
 * loses it, and the owner must prove control of the email again. An account owns at most one listing, so
 * losing this one leaves it nothing a vendor session is for. An administrator's sessions are kept: their
 * access does not come from the listing. Returns the owner whose sessions ended, if any.
 */
export const endOwnerSessions = async (r: Repos<'ownership' | 'users' | 'sessions'>, vendorId: string, at: Date): Promise<string | null> => {
  const ownerId = await r.ownership.ownerOf(vendorId);
  if (!ownerId) return null;
  const owner = await r.users.findById(ownerId);
  if (!owner || owner.isAdmin) return null;
  await r.sessions.revokeAllForUser(owner.id, at);
  return owner.id;
};
