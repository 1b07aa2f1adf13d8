import {
  AUTH_CODE_TTL_MS,
  isSessionLive,
  LOGIN_RATE_LIMITS,
  RATE_LIMITED_MESSAGE,
  SESSION_ABSOLUTE_TTL_MS,
  SESSION_TOUCH_INTERVAL_MS,
  type Session,
} from '../../domain/identity/auth-rules.ts';
import type { User } from '../../domain/identity/user.ts';
import { DomainError, RateLimitedError } from '../../domain/shared/domain-error.ts';
import type { AuthCodeRepository, LoginTokenRepository, SessionRepository } from '../ports/auth-repositories.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { RateLimiter } from '../ports/rate-limiter.ts';
import type { Secrets } from '../ports/secrets.ts';
import type { UserRepository } from '../ports/user-repository.ts';

const invalidLink = () => new DomainError('LOGIN_LINK_INVALID', 'The login link is invalid or has expired. Please request a new one.');

/**
 * Step 2 of the login: the emailed link is consumed (once, atomically) and traded for a short-lived
 * one-time code, which travels in the redirect to /auth/callback instead of a session token.
 */
export class VerifyLoginLink {
  static readonly inject = ['LoginTokenRepository', 'UserRepository', 'AuthCodeRepository', 'RateLimiter', 'Secrets', 'IdGenerator', 'Clock'] as const;
  constructor(
    private readonly tokens: LoginTokenRepository,
    private readonly users: UserRepository,
    private readonly codes: AuthCodeRepository,
    private readonly rateLimiter: RateLimiter,
    private readonly secrets: Secrets,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: { token: string; ip: string }): Promise<{ code: string }> {
    const { limit, windowMs } = LOGIN_RATE_LIMITS.verifyPerIp;
    const hit = await this.rateLimiter.hit(`verify:ip:${input.ip}`, limit, windowMs);
    if (!hit.allowed) {
      throw new RateLimitedError(RATE_LIMITED_MESSAGE, hit.retryAfterMs);
    }
    if (!/^[A-Za-z0-9_-]{20,128}$/.test(input.token)) throw invalidLink();
    const now = this.clock.now();
    const link = await this.tokens.consume(this.secrets.hash(input.token), now);
    if (!link) throw invalidLink();
    const user = link.userId ? await this.users.findById(link.userId) : await this.users.findByEmail(link.email);
    if (!user || !user.isActive) throw invalidLink();
    // A claim link for a listing that someone else owns by now (another claim won): already claimed.
    if (link.purpose === 'claim' && link.vendorId && user.vendorId !== link.vendorId) {
      throw new DomainError('CONFLICT', 'This listing has already been claimed by another user.');
    }
    const { token: code, hash } = this.secrets.newToken();
    await this.codes.create({
      id: this.ids.next(),
      codeHash: hash,
      userId: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + AUTH_CODE_TTL_MS),
      browserKeyHash: link.browserKeyHash,
    });
    return { code };
  }
}

/** The answer of step 3: a session, or the question 'Sign in as {email}?' (the code is not used up). */
export type ExchangeResult =
  | { kind: 'signed-in'; sessionToken: string; user: User; expiresAt: Date }
  | { kind: 'confirmation-required'; email: string };

/**
 * Step 3: the callback page trades the one-time code for a new session, which ends 30 days later or after
 * 7 days unused (ADR 8). Only the browser that asked for the link (its browser key matches the code's
 * binding) is signed in without a question; any other browser — another device of the owner, or a victim
 * of login CSRF opening an attacker's code — first gets 'Sign in as {email}?' and is signed in only when it
 * sends `confirm` after a click (ADR 10).
 */
export class ExchangeAuthCode {
  static readonly inject = ['AuthCodeRepository', 'UserRepository', 'SessionRepository', 'RateLimiter', 'Secrets', 'IdGenerator', 'Clock'] as const;
  constructor(
    private readonly codes: AuthCodeRepository,
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly rateLimiter: RateLimiter,
    private readonly secrets: Secrets,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: { code: string; ip: string; browserKey?: string | undefined; confirm?: boolean | undefined }): Promise<ExchangeResult> {
    const { limit, windowMs } = LOGIN_RATE_LIMITS.exchangePerIp;
    const hit = await this.rateLimiter.hit(`exchange:ip:${input.ip}`, limit, windowMs);
    if (!hit.allowed) {
      throw new RateLimitedError(RATE_LIMITED_MESSAGE, hit.retryAfterMs);
    }
    const code = input.code;
    if (!/^[A-Za-z0-9_-]{20,128}$/.test(code)) throw invalidLink();
    const now = this.clock.now();
    const codeHash = this.secrets.hash(code);
    if (!input.confirm) {
      const found = await this.codes.findLive(codeHash, now);
      if (!found) throw invalidLink();
      const sameBrowser = found.browserKeyHash !== null && !!input.browserKey && this.secrets.hash(input.browserKey) === found.browserKeyHash;
      if (!sameBrowser) {
        const user = await this.users.findById(found.userId);
        if (!user || !user.isActive) throw invalidLink();
        return { kind: 'confirmation-required', email: user.email };
      }
    }
    const found = await this.codes.consume(codeHash, now);
    if (!found) throw invalidLink();
    const user = await this.users.findById(found.userId);
    if (!user || !user.isActive) throw invalidLink();
    const { token, hash } = this.secrets.newToken();
    const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_TTL_MS);
    await this.sessions.create({ id: this.ids.next(), userId: user.id, tokenHash: hash, createdAt: now, lastSeenAt: now, expiresAt, revokedAt: null });
    await this.users.recordLogin(user.id, now);
    return { kind: 'signed-in', sessionToken: token, user, expiresAt };
  }
}

/** Who is calling: the live session behind a bearer token, and its active user. */
export class Authenticate {
  static readonly inject = ['SessionRepository', 'Secrets', 'Clock'] as const;
  constructor(
    private readonly sessions: SessionRepository,
    private readonly secrets: Secrets,
    private readonly clock: Clock,
  ) {}

  async execute(token: string): Promise<{ user: User; session: Session } | null> {
    if (!token || token.length > 256) return null;
    const now = this.clock.now();
    const found = await this.sessions.findWithUser(this.secrets.hash(token));
    if (!found || !isSessionLive(found.session, now)) return null;
    const { session, user } = found;
    if (!user || !user.isActive) return null;
    if (now.getTime() - session.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS) await this.sessions.touch(session.id, now);
    return { user, session };
  }
}

export class Logout {
  static readonly inject = ['SessionRepository', 'Clock'] as const;
  constructor(
    private readonly sessions: SessionRepository,
    private readonly clock: Clock,
  ) {}

  async execute(sessionId: string): Promise<void> {
    await this.sessions.revoke(sessionId, this.clock.now());
  }
}
