import type { User } from '../../domain/identity/user.ts';

export interface UserRepository {
  findByEmail(email: string): Promise<User | null>;
  findById(id: string): Promise<User | null>;
  create(user: User): Promise<void>;
  setAdmin(id: string, isAdmin: boolean, at: Date): Promise<void>;
  recordLogin(id: string, at: Date): Promise<void>;
}

/** Who owns a listing (vendors.owner_user_id and users.vendor_id, kept in step). */
export interface VendorOwnershipRepository {
  ownerOf(vendorId: string): Promise<string | null>;
  /** Makes the user the vendor's owner: both sides of the link, in the caller's transaction. */
  assign(vendorId: string, userId: string, at: Date): Promise<void>;
  vendorName(vendorId: string): Promise<string | null>;
  /**
   * Delivered inquiries of the listing nobody answered yet (not closed), oldest first, at most `limit`:
   * what waits for a new owner (issue 36).
   */
  waitingInquiries(vendorId: string, limit: number): Promise<WaitingInquiry[]>;
  /** Stores a claim link sent to a listing's business email (only its hash). */
  createClaimLink(link: ListingClaimLink): Promise<void>;
  /** The unused, unexpired claim link with this hash; null otherwise. */
  findLiveClaimLink(tokenHash: string, at: Date): Promise<ListingClaimLink | null>;
  /** Uses the link, atomically (of two clicks one wins): the link, or null when it was used, expired or unknown. */
  consumeClaimLink(tokenHash: string, at: Date): Promise<ListingClaimLink | null>;
}

/** An inquiry waiting for a listing's owner, as the new owner's email lists it. */
export interface WaitingInquiry {
  id: string;
  coupleName: string;
  weddingDate: string | null;
  guestCount: number;
  receivedAt: Date;
}

/**
 * 'Claim this listing to reply' (issue 36): a link emailed with a couple's message to the business email a
 * listing without an owner states. Opening it proves control of that address; it works once, for
 * CLAIM_LINK_TTL_MS, and only while the listing states the same email.
 */
export interface ListingClaimLink {
  id: string;
  vendorId: string;
  /** Lowercased: the business email the link was sent to, who becomes the owner. */
  email: string;
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
  consumedAt: Date | null;
}
