import type { Knex } from 'knex';
import type { User } from '../../../../domain/identity/user.ts';
import type { UserRepository, VendorOwnershipRepository } from '../../../../application/ports/user-repository.ts';
import { bool, date, dateOrNull } from '../rows.ts';
import { withVendorCard } from '../vendor-cards.ts';

type Row = Record<string, unknown>;

/** A users row as the domain's user (shared with the session read, which joins it). */
export const toUser = (r: Row): User => ({
  id: String(r.id),
  email: String(r.email),
  isAdmin: bool(r.is_admin),
  isActive: bool(r.is_active),
  vendorId: (r.vendor_id as string | null) ?? null,
  lastLoginAt: dateOrNull(r.last_login_at),
  createdAt: date(r.created_at),
  updatedAt: date(r.updated_at),
});

export class KnexUserRepository implements UserRepository {
  constructor(private readonly knex: Knex) {}

  async findByEmail(email: string): Promise<User | null> {
    const row = (await this.knex('users').where({ email }).first()) as Row | undefined;
    return row ? toUser(row) : null;
  }

  async findById(id: string): Promise<User | null> {
    const row = (await this.knex('users').where({ id }).first()) as Row | undefined;
    return row ? toUser(row) : null;
  }

  async create(u: User): Promise<void> {
    await this.knex('users').insert({
      id: u.id,
      email: u.email,
      is_admin: u.isAdmin,
      is_active: u.isActive,
      vendor_id: u.vendorId,
      last_login_at: u.lastLoginAt,
      created_at: u.createdAt,
      updated_at: u.updatedAt,
    });
  }

  async recordLogin(id: string, at: Date): Promise<void> {
    await this.knex('users').where({ id }).update({ last_login_at: at, updated_at: at });
  }

  async setAdmin(id: string, isAdmin: boolean, at: Date): Promise<void> {
    await this.knex('users').where({ id }).update({ is_admin: isAdmin, updated_at: at });
  }
}

export class KnexVendorOwnershipRepository implements VendorOwnershipRepository {
  constructor(private readonly knex: Knex) {}

  async ownerOf(vendorId: string): Promise<string | null> {
    const row = (await this.knex('vendors').where({ id: vendorId }).first('owner_user_id')) as { owner_user_id: string | null } | undefined;
    return row?.owner_user_id ?? null;
  }

  async assign(vendorId: string, userId: string, at: Date): Promise<void> {
    // The listing's stored page carries its last change (ADR 28): kept with the write.
    await withVendorCard(this.knex, vendorId, (trx) => trx('vendors').where({ id: vendorId }).update({ owner_user_id: userId, updated_at: at }));
    await this.knex('users').where({ id: userId }).update({ vendor_id: vendorId, updated_at: at });
  }

  async vendorName(vendorId: string): Promise<string | null> {
    const row = (await this.knex('vendors').where({ id: vendorId }).first('name')) as { name: string } | undefined;
    return row?.name ?? null;
  }
}
