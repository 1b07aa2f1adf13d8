import { describe, expect, it } from 'vitest';
import type { Session } from '../../domain/identity/auth-rules.ts';
import { InMemorySessionRepository } from '../../tests/support/fakes/in-memory-auth-repositories.ts';
import { InMemoryUserRepository } from '../../tests/support/fakes/in-memory-user-repository.ts';
import { aUser } from '../../tests/support/fakes/a-user.ts';
import { HeldSessionRepository, SESSION_HOLD_MS } from './held-sessions.ts';

const T0 = new Date('2026-11-28T12:00:00Z');

/** A session store that counts its reads, behind the hold; `now` is the hold's clock, in ms. */
const world = (opts: { maxHeld?: number } = {}) => {
  const users = new InMemoryUserRepository();
  const inner = new InMemorySessionRepository(users);
  let reads = 0;
  let gate: Promise<void> | null = null;
  const counted = Object.create(inner) as InMemorySessionRepository;
  counted.findWithUser = async (hash: string) => {
    reads++;
    const found = await inner.findWithUser(hash);
    if (gate) await gate;
    return found;
  };
  const clock = { ms: T0.getTime() };
  const held = new HeldSessionRepository(counted, SESSION_HOLD_MS, () => clock.ms, opts.maxHeld);
  const open = async (id: string, userId = 'u1') => {
    if (!(await users.findById(userId))) await users.create(aUser(userId));
    const s: Session & { tokenHash: string } = { id, userId, tokenHash: `hash-${id}`, createdAt: T0, lastSeenAt: T0, expiresAt: new Date(T0.getTime() + 30 * 86_400_000), revokedAt: null };
    await held.create(s);
    return s.tokenHash;
  };
  return {
    held, inner: counted, users, clock, open,
    reads: () => reads,
    /** Holds every read of the inner store until the returned function is called. */
    pause: () => {
      let release!: () => void;
      gate = new Promise((r) => (release = r));
      return () => {
        gate = null;
        release();
      };
    },
  };
};

describe('HeldSessionRepository (ADR 35)', () => {
  it("reads a token's session once while it is held, and again once the hold is over", async () => {
    const w = world();
    const hash = await w.open('s1');
    expect((await w.held.findWithUser(hash))?.session.id).toBe('s1');
    w.clock.ms += SESSION_HOLD_MS - 1;
    expect((await w.held.findWithUser(hash))?.user?.id).toBe('u1');
    expect(w.reads()).toBe(1);
    w.clock.ms += 1;
    await w.held.findWithUser(hash);
    expect(w.reads()).toBe(2);
  });

  it('shows what changed behind its back once the hold is over', async () => {
    const w = world();
    const hash = await w.open('s1');
    await w.held.findWithUser(hash);
    await w.inner.revoke('s1', T0);
    expect((await w.held.findWithUser(hash))?.session.revokedAt).toBeNull();
    w.clock.ms += SESSION_HOLD_MS;
    expect((await w.held.findWithUser(hash))?.session.revokedAt).toEqual(T0);
  });

  it('never holds a token that has no session', async () => {
    const w = world();
    expect(await w.held.findWithUser('no-such-hash')).toBeNull();
    expect(await w.held.findWithUser('no-such-hash')).toBeNull();
    expect(w.reads()).toBe(2);
    expect(w.held.size).toBe(0);
  });

  it('lets go at once when a session is revoked through it', async () => {
    const w = world();
    const hash = await w.open('s1');
    await w.held.findWithUser(hash);
    await w.held.revoke('s1', T0);
    expect((await w.held.findWithUser(hash))?.session.revokedAt).toEqual(T0);
  });

  it("lets go at once when all of a user's sessions are revoked through it", async () => {
    const w = world();
    const [a, b] = [await w.open('s1'), await w.open('s2')];
    await w.held.findWithUser(a);
    await w.held.findWithUser(b);
    await w.held.revokeAllForUser('u1', T0);
    expect((await w.held.findWithUser(a))?.session.revokedAt).toEqual(T0);
    expect((await w.held.findWithUser(b))?.session.revokedAt).toEqual(T0);
  });

  it('lets go of everything it holds when told to forget', async () => {
    const w = world();
    const hash = await w.open('s1');
    await w.held.findWithUser(hash);
    w.users.users.set('u1', aUser('u1', { isActive: false }));
    w.held.forget();
    expect(w.held.size).toBe(0);
    expect((await w.held.findWithUser(hash))?.user?.isActive).toBe(false);
  });

  it('keeps the time a touch wrote, so the other requests of the hold do not touch again', async () => {
    const w = world();
    const hash = await w.open('s1');
    await w.held.findWithUser(hash);
    const at = new Date(T0.getTime() + 6 * 60_000);
    await w.held.touch('s1', at);
    expect(w.inner.touches).toBe(1);
    expect((await w.held.findWithUser(hash))?.session.lastSeenAt).toEqual(at);
    expect(w.reads()).toBe(1);
  });

  it('does not keep a read that was under way when it let go (it may have read the row before the change)', async () => {
    const w = world();
    const hash = await w.open('s1');
    const release = w.pause();
    const reading = w.held.findWithUser(hash);
    await new Promise((r) => setImmediate(r));
    await w.inner.revoke('s1', T0);
    w.held.forget();
    release();
    expect((await reading)?.session.revokedAt).toBeNull();
    expect(w.held.size).toBe(0);
    expect((await w.held.findWithUser(hash))?.session.revokedAt).toEqual(T0);
  });

  it('holds at most its bound, letting the oldest go first', async () => {
    const w = world({ maxHeld: 2 });
    const [a, b, c] = [await w.open('s1'), await w.open('s2'), await w.open('s3')];
    for (const h of [a, b, c]) await w.held.findWithUser(h);
    expect(w.held.size).toBe(2);
    await w.held.findWithUser(c);
    await w.held.findWithUser(b);
    expect(w.reads()).toBe(3);
    await w.held.findWithUser(a);
    expect(w.reads()).toBe(4);
  });
});
