import type { User } from '../../domain/identity/user.ts';
import type { VendorRepository } from '../ports/vendor-repository.ts';

export interface Account {
  user: User;
  vendor: { id: string; name: string; slug: string; isActive: boolean } | null;
}

/** The signed-in user with the listing they own, as GET /api/auth/me shows it. */
export class GetAccount {
  static readonly inject = ['VendorRepository'] as const;
  constructor(private readonly vendors: VendorRepository) {}

  async execute(user: User): Promise<Account> {
    const v = user.vendorId ? await this.vendors.findBySlugOrId(user.vendorId) : null;
    return { user, vendor: v ? { id: v.id, name: v.name, slug: v.slug, isActive: v.isActive } : null };
  }
}
