import type { LoginToken, Session } from '../../../domain/identity/auth-rules.ts';
import type { User } from '../../../domain/identity/user.ts';
import type { AuthCode, AuthCodeRepository, LoginTokenRepository, SessionRepository } from '../../../application/ports/auth-repositories.ts';
import type { RateLimiter, RateLimitResult } from '../../../application/ports/rate-limiter.ts';
import type { Clock } from '../../../application/ports/clock.ts';
import type { Secrets } from '../../../application/ports/secrets.ts';

/** Sessions in a map, counting writes so a test can see how often last_seen is refreshed. */
export class InMemorySessionRepository implements SessionRepository {
  readonly rows = new Map<string, Session & { tokenHash: string }>();
  touches = 0;

  /** `users`: where a session's user is found (the database joins the users table). */
  constructor(private readonly users: { findById(id: string): Promise<User | null> }) {}

  async create(s: Session & { tokenHash: string }): Promise<void> {
    this.rows.set(s.id, { ...s });
  }
  async findWithUser(tokenHash: string): Promise<{ session: Session; user: User | null } | null> {
    const row = [...this.rows.values()].find((s) => s.tokenHash === tokenHash);
    if (!row) return null;
    const { tokenHash: _hash, ...session } = row;
    return { session: { ...session }, user: await this.users.findById(session.userId) };
  }
  async touch(id: string, at: Date): Promise<void> {
    const s = this.rows.get(id);
    if (!s) return;
    this.touches++;
    this.rows.set(id, { ...s, lastSeenAt: at });
  }
  async revoke(id: string, at: Date): Promise<void> {
    const s = this.rows.get(id);
    if (s && !s.revokedAt) this.rows.set(id, { ...s, revokedAt: at });
  }
  async revokeAllForUser(userId: string, at: Date): Promise<void> {
    for (const s of this.rows.values()) if (s.userId === userId && !s.revokedAt) this.rows.set(s.id, { ...s, revokedAt: at });
  }
  /** The user's sessions that are not revoked. */
  openFor(userId: string): Session[] {
    return [...this.rows.values()].filter((s) => s.userId === userId && !s.revokedAt);
  }
}

export class InMemoryLoginTokenRepository implements LoginTokenRepository {
  readonly rows: LoginToken[] = [];
  async create(t: LoginToken): Promise<void> {
    this.rows.push({ ...t });
  }
  async invalidateOpenFor(email: string, at: Date): Promise<void> {
    for (const t of this.rows) if (t.email === email && !t.consumedAt) t.consumedAt = at;
  }
  async lockAndCountLive({ email }: { userId: string; email: string }, at: Date): Promise<number> {
    return this.rows.filter((t) => t.email === email && !t.consumedAt && t.expiresAt > at).length;
  }
  async consume(tokenHash: string, at: Date): Promise<LoginToken | null> {
    const t = this.rows.find((r) => r.tokenHash === tokenHash && !r.consumedAt && r.expiresAt > at);
    if (!t) return null;
    t.consumedAt = at;
    return { ...t };
  }
}

export class InMemoryAuthCodeRepository implements AuthCodeRepository {
  readonly rows: Array<AuthCode & { consumedAt: Date | null }> = [];
  async create(c: AuthCode): Promise<void> {
    this.rows.push({ ...c, consumedAt: null });
  }
  async findLive(codeHash: string, at: Date): Promise<AuthCode | null> {
    const c = this.rows.find((r) => r.codeHash === codeHash && !r.consumedAt && r.expiresAt > at);
    if (!c) return null;
    const { consumedAt: _consumed, ...code } = c;
    return code;
  }
  async consume(codeHash: string, at: Date): Promise<AuthCode | null> {
    const c = this.rows.find((r) => r.codeHash === codeHash && !r.consumedAt && r.expiresAt > at);
    if (!c) return null;
    c.consumedAt = at;
    const { consumedAt: _consumed, ...code } = c;
    return code;
  }
}

/** Fixed-window counters on the test's clock, remembering every key it was asked about. */
export class CountingRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  readonly keys: string[] = [];
  constructor(private readonly clock: Clock) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    this.keys.push(key);
    const now = this.clock.now().getTime();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
    }
    w.count++;
    return w.count <= limit ? { allowed: true, retryAfterMs: 0 } : { allowed: false, retryAfterMs: w.resetAt - now };
  }
}

/** Predictable tokens (URL-safe, 43 characters like the real ones) with a visible, one-way-looking "hash". */
export class SequentialSecrets implements Secrets {
  private n = 0;
  /** The token handed out last (what the last login email carried). */
  lastToken = '';
  newToken(): { token: string; hash: string } {
    this.n++;
    const token = `token${String(this.n).padStart(38, '0')}`;
    this.lastToken = token;
    return { token, hash: this.hash(token) };
  }
  hash(token: string): string {
    return `hash:${token}`;
  }
}
