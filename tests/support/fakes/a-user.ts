import type { User } from '../../../domain/identity/user.ts';

/** An active, non-admin account without a listing unless told otherwise. */
export const aUser = (id: string, o: Partial<User> = {}): User => ({
  id,
  email: `${id}@example.com`,
  isAdmin: false,
  isActive: true,
  vendorId: null,
  lastLoginAt: null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-01T00:00:00Z'),
  ...o,
});
