import type { LoginToken, Session } from '../../domain/identity/auth-rules.ts';

export interface LoginTokenRepository {
  create(token: LoginToken): Promise<void>;
  /** Makes every unused link for this email unusable (a new link replaces older ones). */
  invalidateOpenFor(email: string, at: Date): Promise<void>;
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
}

export interface AuthCodeRepository {
  create(code: AuthCode): Promise<void>;
  /** Atomically consumes an unused, unexpired code; null otherwise. */
  consume(codeHash: string, at: Date): Promise<AuthCode | null>;
}

export interface SessionRepository {
  create(session: Session & { tokenHash: string }): Promise<void>;
  findByTokenHash(tokenHash: string): Promise<Session | null>;
  touch(id: string, at: Date): Promise<void>;
  revoke(id: string, at: Date): Promise<void>;
  revokeAllForUser(userId: string, at: Date): Promise<void>;
}
