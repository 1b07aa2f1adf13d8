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
}
