import type { SessionRepository } from '../../application/ports/auth-repositories.ts';
import type { Session } from '../../domain/identity/auth-rules.ts';
import type { User } from '../../domain/identity/user.ts';

type Found = { session: Session; user: User | null };

/** How long a session read is held: a page's burst of signed-in requests reads it once (ADR 35). */
export const SESSION_HOLD_MS = 2_000;

/** Above this many held sessions the oldest goes first (a hold is a few seconds; this is a bound, not a size). */
export const MAX_HELD_SESSIONS = 10_000;

/**
 * A SessionRepository that holds what `findWithUser` read, by token hash, for `holdMs` (ADR 35): every
 * signed-in request reads its session and user, and a page's requests, or an admin's table pages, come in
 * bursts. The hold changes what is read, never what is decided: Authenticate still checks the session's
 * expiry, idle time and revocation and the user's state against its clock at every request.
 *
 * What is held goes:
 * - at once, in this process: on `revoke` and `revokeAllForUser` made through it (a `touch` through it
 *   updates the held copy instead), and on `forget`,
 *   which the HTTP app calls after every write request (a revocation or a user's change made in a
 *   transaction, by another repository, goes that way) and the read cache's invalidation calls for every
 *   write another API process announces;
 * - after `holdMs` at the latest, for a change no write here made or announced (a script's, a sign-out on
 *   another API process).
 *
 * A read that was under way when the hold was forgotten is not kept (it may have read the row before the
 * change). A token with no session is never held.
 */
export class HeldSessionRepository implements SessionRepository {
  private readonly held = new Map<string, { found: Found; until: number }>();
  /** Each held session's token hash, by session id (touch and revoke name the session, not the token). */
  private readonly hashOf = new Map<string, string>();
  private generation = 0;

  constructor(
    private readonly inner: SessionRepository,
    private readonly holdMs: number = SESSION_HOLD_MS,
    private readonly now: () => number = Date.now,
    private readonly maxHeld: number = MAX_HELD_SESSIONS,
  ) {}

  create(session: Session & { tokenHash: string }): Promise<void> {
    return this.inner.create(session);
  }

  async findWithUser(tokenHash: string): Promise<Found | null> {
    const kept = this.held.get(tokenHash);
    if (kept) {
      if (kept.until > this.now()) return kept.found;
      this.drop(tokenHash, kept.found.session.id);
    }
    const generation = this.generation;
    const found = await this.inner.findWithUser(tokenHash);
    if (found && this.holdMs > 0 && generation === this.generation) this.hold(tokenHash, found);
    return found;
  }

  async touch(id: string, at: Date): Promise<void> {
    await this.inner.touch(id, at);
    // Held with its new time, so the next requests of the hold do not touch it again.
    const hash = this.hashOf.get(id);
    const kept = hash === undefined ? undefined : this.held.get(hash);
    if (hash !== undefined && kept) this.held.set(hash, { found: { ...kept.found, session: { ...kept.found.session, lastSeenAt: at } }, until: kept.until });
  }

  async revoke(id: string, at: Date): Promise<void> {
    await this.inner.revoke(id, at);
    this.forget();
  }

  async revokeAllForUser(userId: string, at: Date): Promise<void> {
    await this.inner.revokeAllForUser(userId, at);
    this.forget();
  }

  /** Lets go of every held session, and of every read under way. */
  forget(): void {
    this.generation++;
    this.held.clear();
    this.hashOf.clear();
  }

  get size(): number {
    return this.held.size;
  }

  private hold(tokenHash: string, found: Found): void {
    if (this.held.size >= this.maxHeld) {
      const [oldest] = this.held;
      if (oldest) this.drop(oldest[0], oldest[1].found.session.id);
    }
    this.held.set(tokenHash, { found, until: this.now() + this.holdMs });
    this.hashOf.set(found.session.id, tokenHash);
  }

  private drop(tokenHash: string, sessionId: string): void {
    this.held.delete(tokenHash);
    if (this.hashOf.get(sessionId) === tokenHash) this.hashOf.delete(sessionId);
  }
}
