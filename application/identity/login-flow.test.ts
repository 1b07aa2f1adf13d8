import { describe, expect, it } from 'vitest';
import { LOGIN_RATE_LIMITS, SESSION_ABSOLUTE_TTL_MS, SESSION_IDLE_TTL_MS, SESSION_TOUCH_INTERVAL_MS } from '../../domain/identity/auth-rules.ts';
import type { User } from '../../domain/identity/user.ts';
import { FixedClock, SequentialIds } from '../../tests/support/fakes/fixed-clock.ts';
import {
  CountingRateLimiter,
  InMemoryAuthCodeRepository,
  InMemoryLoginTokenRepository,
  InMemorySessionRepository,
  SequentialSecrets,
} from '../../tests/support/fakes/in-memory-auth-repositories.ts';
import { InMemoryUserRepository } from '../../tests/support/fakes/in-memory-user-repository.ts';
import { Authenticate, ExchangeAuthCode, VerifyLoginLink, type ExchangeResult } from './login-flow.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const anOwner = (o: Partial<User> = {}): User => ({
  id: 'user_owner',
  email: 'owner@example.com',
  isAdmin: false,
  isActive: true,
  vendorId: 'vendor_1',
  lastLoginAt: null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-01T00:00:00Z'),
  ...o,
});

/** The random key the owner's own browser keeps (43 URL-safe characters, like the real ones). */
const OWNER_BROWSER = 'owner-browser-key-000000000000000000000000';

const signedIn = (result: ExchangeResult) => {
  if (result.kind !== 'signed-in') throw new Error(`expected a session, got ${JSON.stringify(result)}`);
  return result;
};

const world = async () => {
  const clock = new FixedClock(new Date('2026-11-21T12:00:00Z'));
  const users = new InMemoryUserRepository();
  const sessions = new InMemorySessionRepository(users);
  const codes = new InMemoryAuthCodeRepository();
  const tokens = new InMemoryLoginTokenRepository();
  const limiter = new CountingRateLimiter(clock);
  const secrets = new SequentialSecrets();
  const ids = new SequentialIds();
  await users.create(anOwner());
  const exchange = new ExchangeAuthCode(codes, users, sessions, limiter, secrets, ids, clock);
  const authenticate = new Authenticate(sessions, secrets, clock);
  const verify = new VerifyLoginLink(tokens, users, codes, limiter, secrets, ids, clock);
  /** A fresh one-time code for the owner, as the verify step would leave it, bound to the owner's browser by default. */
  const newCode = async (browserKey: string | null = OWNER_BROWSER) => {
    const { token, hash } = secrets.newToken();
    const browserKeyHash = browserKey === null ? null : secrets.hash(browserKey);
    await codes.create({ id: ids.next(), codeHash: hash, userId: 'user_owner', createdAt: clock.now(), expiresAt: new Date(clock.now().getTime() + 2 * MINUTE), browserKeyHash });
    return token;
  };
  const signIn = async (ip = '203.0.113.7') => signedIn(await exchange.execute({ code: await newCode(), ip, browserKey: OWNER_BROWSER }));
  return { clock, users, sessions, codes, tokens, limiter, secrets, exchange, authenticate, verify, newCode, signIn };
};

describe('sessions: idle and absolute expiry, enforced on every request', () => {
  it('issues a session that ends 30 days after sign-in, stored under the hash of its token', async () => {
    const w = await world();
    const { sessionToken, expiresAt } = await w.signIn();
    expect(expiresAt.getTime() - w.clock.now().getTime()).toBe(SESSION_ABSOLUTE_TTL_MS);
    const [stored] = [...w.sessions.rows.values()];
    expect(stored).toMatchObject({ userId: 'user_owner', tokenHash: w.secrets.hash(sessionToken), lastSeenAt: w.clock.now(), revokedAt: null });
  });

  it('ends a session unused for 7 days', async () => {
    const w = await world();
    const { sessionToken } = await w.signIn();
    w.clock.advance(SESSION_IDLE_TTL_MS - MINUTE);
    expect(await w.authenticate.execute(sessionToken)).not.toBeNull();
    // That use counted: another 7 days minus a minute later it still works…
    w.clock.advance(SESSION_IDLE_TTL_MS - MINUTE);
    expect(await w.authenticate.execute(sessionToken)).not.toBeNull();
    // …but not after 7 idle days.
    w.clock.advance(SESSION_IDLE_TTL_MS);
    expect(await w.authenticate.execute(sessionToken)).toBeNull();
  });

  it('ends a session 30 days after sign-in even when it is used every day', async () => {
    const w = await world();
    const { sessionToken } = await w.signIn();
    for (let day = 1; day < 30; day++) {
      w.clock.advance(DAY);
      expect(await w.authenticate.execute(sessionToken), `day ${day}`).not.toBeNull();
    }
    w.clock.advance(DAY);
    expect(await w.authenticate.execute(sessionToken)).toBeNull();
  });

  it('refreshes last seen at most once per 5 minutes, not on every request', async () => {
    const w = await world();
    const { sessionToken } = await w.signIn();
    for (let i = 0; i < 10; i++) {
      w.clock.advance(20_000);
      await w.authenticate.execute(sessionToken);
    }
    expect(w.sessions.touches).toBe(0);
    w.clock.advance(SESSION_TOUCH_INTERVAL_MS);
    await w.authenticate.execute(sessionToken);
    await w.authenticate.execute(sessionToken);
    expect(w.sessions.touches).toBe(1);
    expect([...w.sessions.rows.values()][0]!.lastSeenAt).toEqual(w.clock.now());
  });

  it('refuses a revoked session, a session of a deactivated account and an unknown token', async () => {
    const w = await world();
    const first = await w.signIn();
    const second = await w.signIn();
    await w.sessions.revoke([...w.sessions.rows.keys()][0]!, w.clock.now());
    expect(await w.authenticate.execute(first.sessionToken)).toBeNull();
    expect((await w.authenticate.execute(second.sessionToken))?.user.id).toBe('user_owner');
    w.users.users.set('user_owner', anOwner({ isActive: false }));
    expect(await w.authenticate.execute(second.sessionToken)).toBeNull();
    expect(await w.authenticate.execute('no-such-token-anywhere')).toBeNull();
  });
});

describe('sign-in rate limits', () => {
  it('limits trading one-time codes per client address, and counts each address on its own', async () => {
    const w = await world();
    const { limit } = LOGIN_RATE_LIMITS.exchangePerIp;
    for (let i = 0; i < limit; i++) await w.exchange.execute({ code: 'not-a-code-but-long-enough-x', ip: '198.51.100.1' }).catch(() => undefined);
    await expect(w.exchange.execute({ code: await w.newCode(), ip: '198.51.100.1' })).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect(signedIn(await w.exchange.execute({ code: await w.newCode(), ip: '198.51.100.2', browserKey: OWNER_BROWSER })).user.id).toBe('user_owner');
    // A new window, a new allowance.
    w.clock.advance(LOGIN_RATE_LIMITS.exchangePerIp.windowMs);
    expect(signedIn(await w.exchange.execute({ code: await w.newCode(), ip: '198.51.100.1', browserKey: OWNER_BROWSER })).user.id).toBe('user_owner');
  });

  it('limits following login links per client address before looking the link up', async () => {
    const w = await world();
    const { limit } = LOGIN_RATE_LIMITS.verifyPerIp;
    for (let i = 0; i < limit; i++) {
      await expect(w.verify.execute({ token: `guess${String(i).padStart(30, '0')}`, ip: '198.51.100.9' })).rejects.toMatchObject({ code: 'LOGIN_LINK_INVALID' });
    }
    const { token, hash } = w.secrets.newToken();
    await w.tokens.create({ id: 'lt1', email: 'owner@example.com', tokenHash: hash, purpose: 'login', userId: 'user_owner', vendorId: null, createdAt: w.clock.now(), expiresAt: new Date(w.clock.now().getTime() + 15 * MINUTE), consumedAt: null, browserKeyHash: null });
    await expect(w.verify.execute({ token, ip: '198.51.100.9' })).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    // The refused attempt did not use the link up: from another address it still works.
    expect((await w.verify.execute({ token, ip: '198.51.100.10' })).code).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
