import type { Knex } from 'knex';
import type { User } from '../../../../domain/identity/user.ts';
import type { ListingClaimLink, UserRepository, VendorOwnershipRepository, WaitingInquiry } from '../../../../application/ports/user-repository.ts';
import { bool, columnsOf, date, dateOrNull, dayOrNull, firstOf, strOrNull, type Row } from '../rows.ts';

/** A users row as the domain's user (shared with the session read, which joins it). */
export const toUser = (r: Row): User => ({
  id: String(r.id),
  email: String(r.email),
  isAdmin: bool(r.is_admin),
  isActive: bool(r.is_active),
  vendorId: strOrNull(r.vendor_id),
  lastLoginAt: dateOrNull(r.last_login_at),
  createdAt: date(r.created_at),
  updatedAt: date(r.updated_at),
});

export class KnexUserRepository implements UserRepository {
  constructor(private readonly knex: Knex) {}

  async findByEmail(email: string): Promise<User | null> {
    return firstOf(this.knex('users').where({ email }), toUser);
  }

  async findById(id: string): Promise<User | null> {
    return firstOf(this.knex('users').where({ id }), toUser);
  }

  async create(u: User): Promise<void> {
    await this.knex('users').insert(columnsOf(u));
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
    return firstOf(this.knex('vendors').where({ id: vendorId }).select('owner_user_id'), (r) => strOrNull(r.owner_user_id));
  }

  async assign(vendorId: string, userId: string, at: Date): Promise<void> {
    await this.knex('vendors').where({ id: vendorId }).update({ owner_user_id: userId, updated_at: at });
    await this.knex('users').where({ id: userId }).update({ vendor_id: vendorId, updated_at: at });
  }

  async vendorName(vendorId: string): Promise<string | null> {
    return firstOf(this.knex('vendors').where({ id: vendorId }).select('name'), (r) => String(r.name));
  }

  async waitingInquiries(vendorId: string, limit: number): Promise<WaitingInquiry[]> {
    const rows = (await this.knex('inquiries')
      .where({ vendor_id: vendorId, state: 'delivered' })
      .whereNot('status', 'closed')
      .whereNull('first_replied_at')
      .orderBy([{ column: 'delivered_at' }, { column: 'id' }])
      .limit(limit)
      .select('id', 'couple_name', 'wedding_date', 'guest_count', 'delivered_at', 'created_at')) as Row[];
    return rows.map((r) => ({
      id: String(r.id),
      coupleName: String(r.couple_name),
      weddingDate: dayOrNull(r.wedding_date),
      guestCount: Number(r.guest_count),
      receivedAt: date(r.delivered_at ?? r.created_at),
    }));
  }

  async createClaimLink(link: ListingClaimLink): Promise<void> {
    await this.knex('listing_claim_links').insert(columnsOf(link));
  }

  async findLiveClaimLink(tokenHash: string, at: Date): Promise<ListingClaimLink | null> {
    return firstOf(this.knex('listing_claim_links').where({ token_hash: tokenHash }).whereNull('consumed_at').where('expires_at', '>', at), toClaimLink);
  }

  async consumeClaimLink(tokenHash: string, at: Date): Promise<ListingClaimLink | null> {
    // One UPDATE decides: of two concurrent clicks, exactly one changes the row.
    const changed = await this.knex('listing_claim_links').where({ token_hash: tokenHash }).whereNull('consumed_at').where('expires_at', '>', at).update({ consumed_at: at });
    if (changed !== 1) return null;
    return firstOf(this.knex('listing_claim_links').where({ token_hash: tokenHash }), toClaimLink);
  }
}

const toClaimLink = (r: Row): ListingClaimLink => ({
  id: String(r.id),
  vendorId: String(r.vendor_id),
  email: String(r.email),
  tokenHash: String(r.token_hash),
  createdAt: date(r.created_at),
  expiresAt: date(r.expires_at),
  consumedAt: dateOrNull(r.consumed_at),
});
