import type { LoginToken, Session } from '../../domain/identity/auth-rules.ts';
import type { User } from '../../domain/identity/user.ts';

export interface LoginTokenRepository {
  create(token: LoginToken): Promise<void>;
  /**
   * Makes every unused link for this email unusable. Only an administrator's decision uses it (a listing
   * handed to its owner); asking for a login link never does (ADR 10).
   */
  invalidateOpenFor(email: string, at: Date): Promise<void>;
  /**
   * How many links for this account's email are live at `at` (unused, unexpired). In a transaction it first
   * locks the account, so two concurrent requests for one account count in turn and the cap holds.
   */
  lockAndCountLive(account: { userId: string; email: string }, at: Date): Promise<number>;
  /**
   * Consumes the link with this hash if it is unused and unexpired at `at`, atomically: of two concurrent
   * calls only one gets the token.
   */
  consume(tokenHash: string, at: Date): Promise<LoginToken | null>;
}

export interface AuthCode {
  id: string;
  codeHash: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
  /** The login link's browser binding, carried over: SHA-256 of the asking browser's key, or null. */
  browserKeyHash: string | null;
}

export interface AuthCodeRepository {
  create(code: AuthCode): Promise<void>;
  /** The unused, unexpired code with this hash, without using it up (to ask 'Sign in as {email}?'). */
  findLive(codeHash: string, at: Date): Promise<AuthCode | null>;
  /** Atomically consumes an unused, unexpired code; null otherwise. */
  consume(codeHash: string, at: Date): Promise<AuthCode | null>;
}

export interface SessionRepository {
  create(session: Session & { tokenHash: string }): Promise<void>;
  /**
   * The session of a token (by its hash) with its user — null when that user is gone — in one read: every
   * signed-in request makes it.
   */
  findWithUser(tokenHash: string): Promise<{ session: Session; user: User | null } | null>;
  touch(id: string, at: Date): Promise<void>;
  revoke(id: string, at: Date): Promise<void>;
  revokeAllForUser(userId: string, at: Date): Promise<void>;
}
