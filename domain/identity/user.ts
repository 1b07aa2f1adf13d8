export interface User {
  id: string;
  email: string;
  isAdmin: boolean;
  isActive: boolean;
  /** The vendor this user owns, if any. */
  vendorId: string | null;
  lastLoginAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Emails are compared and stored trimmed and lowercased. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
