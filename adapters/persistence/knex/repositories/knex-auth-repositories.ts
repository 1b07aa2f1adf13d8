import type { Knex } from 'knex';
import type { LoginPurpose, LoginToken, Session } from '../../../../domain/identity/auth-rules.ts';
import type { AuthCode, AuthCodeRepository, LoginTokenRepository, SessionRepository } from '../../../../application/ports/auth-repositories.ts';
import type { User } from '../../../../domain/identity/user.ts';
import { dialectOf } from '../connection.ts';
import { toUser } from './knex-user-repository.ts';
import { columnsOf, countOf, date, dateOrNull, firstOf, strOrNull, type Row } from '../rows.ts';

const toLoginToken = (r: Row): LoginToken => ({
  id: String(r.id),
  email: String(r.email),
  tokenHash: String(r.token_hash),
  purpose: String(r.purpose) as LoginPurpose,
  userId: strOrNull(r.user_id),
  vendorId: strOrNull(r.vendor_id),
  createdAt: date(r.created_at),
  expiresAt: date(r.expires_at),
  consumedAt: dateOrNull(r.consumed_at),
  browserKeyHash: strOrNull(r.browser_key_hash),
});

const toAuthCode = (r: Row): AuthCode => ({
  id: String(r.id),
  codeHash: String(r.code_hash),
  userId: String(r.user_id),
  createdAt: date(r.created_at),
  expiresAt: date(r.expires_at),
  browserKeyHash: strOrNull(r.browser_key_hash),
});

export class KnexLoginTokenRepository implements LoginTokenRepository {
  constructor(private readonly knex: Knex) {}

  async create(t: LoginToken): Promise<void> {
    await this.knex('login_tokens').insert(columnsOf(t));
  }

  async lockAndCountLive(account: { userId: string; email: string }, at: Date): Promise<number> {
    const live = this.knex('login_tokens').where({ email: account.email }).whereNull('consumed_at').where('expires_at', '>', at);
    // SQLite has one connection: its transactions never overlap, and a plain read is enough.
    if (dialectOf(this.knex) === 'mysql') {
      // The user row's lock makes concurrent issuers for one account wait for each other; the count is a
      // locking read, so it sees what they committed (a plain read would see the transaction's old snapshot).
      await this.knex('users').where({ id: account.userId }).forUpdate().first('id');
      live.forShare();
    }
    return countOf(live);
  }

  async invalidateOpenFor(email: string, at: Date): Promise<void> {
    await this.knex('login_tokens').where({ email }).whereNull('consumed_at').update({ consumed_at: at });
  }

  async consume(tokenHash: string, at: Date): Promise<LoginToken | null> {
    // One UPDATE decides: of two concurrent clicks, exactly one changes the row.
    const changed = await this.knex('login_tokens')
      .where({ token_hash: tokenHash })
      .whereNull('consumed_at')
      .where('expires_at', '>', at)
      .update({ consumed_at: at });
    if (changed !== 1) return null;
    return firstOf(this.knex('login_tokens').where({ token_hash: tokenHash }), toLoginToken);
  }
}

export class KnexAuthCodeRepository implements AuthCodeRepository {
  constructor(private readonly knex: Knex) {}

  async create(c: AuthCode): Promise<void> {
    await this.knex('auth_codes').insert({ ...columnsOf(c), consumed_at: null });
  }

  async findLive(codeHash: string, at: Date): Promise<AuthCode | null> {
    return firstOf(this.knex('auth_codes').where({ code_hash: codeHash }).whereNull('consumed_at').where('expires_at', '>', at), toAuthCode);
  }

  async consume(codeHash: string, at: Date): Promise<AuthCode | null> {
    const changed = await this.knex('auth_codes').where({ code_hash: codeHash }).whereNull('consumed_at').where('expires_at', '>', at).update({ consumed_at: at });
    if (changed !== 1) return null;
    return firstOf(this.knex('auth_codes').where({ code_hash: codeHash }), toAuthCode);
  }
}

const toSession = (r: Row): Session => ({
  id: String(r.id),
  userId: String(r.user_id),
  createdAt: date(r.created_at),
  lastSeenAt: date(r.last_seen_at),
  expiresAt: date(r.expires_at),
  revokedAt: dateOrNull(r.revoked_at),
});

/** The users columns a session read joins, each as `u_<column>` (toUser reads them back without the prefix). */
const SESSION_USER_COLUMNS = ['id', 'email', 'is_admin', 'is_active', 'vendor_id', 'last_login_at', 'created_at', 'updated_at'];

export class KnexSessionRepository implements SessionRepository {
  constructor(private readonly knex: Knex) {}

  async create(s: Session & { tokenHash: string }): Promise<void> {
    await this.knex('sessions').insert(columnsOf(s));
  }

  /** The session by its token's unique hash, its user joined by primary key (every signed-in request). */
  async findWithUser(tokenHash: string): Promise<{ session: Session; user: User | null } | null> {
    const r = (await this.knex('sessions as s')
      .leftJoin('users as u', 'u.id', 's.user_id')
      .where('s.token_hash', tokenHash)
      .first(['s.id', 's.user_id', 's.created_at', 's.last_seen_at', 's.expires_at', 's.revoked_at', ...SESSION_USER_COLUMNS.map((c) => `u.${c} as u_${c}`)])) as Row | undefined;
    if (!r) return null;
    const user = r.u_id == null ? null : toUser(Object.fromEntries(SESSION_USER_COLUMNS.map((c) => [c, r[`u_${c}`]])));
    return { session: toSession(r), user };
  }

  async touch(id: string, at: Date): Promise<void> {
    await this.knex('sessions').where({ id }).update({ last_seen_at: at });
  }

  async revoke(id: string, at: Date): Promise<void> {
    await this.knex('sessions').where({ id }).whereNull('revoked_at').update({ revoked_at: at });
  }

  async revokeAllForUser(userId: string, at: Date): Promise<void> {
    await this.knex('sessions').where({ user_id: userId }).whereNull('revoked_at').update({ revoked_at: at });
  }
}
