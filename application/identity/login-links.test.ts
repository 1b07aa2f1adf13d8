import { describe, expect, it } from 'vitest';
import { LOGIN_LINK_TTL_MS, LOGIN_RATE_LIMITS, MAX_LIVE_LOGIN_LINKS } from '../../domain/identity/auth-rules.ts';
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
import type { LoginLinkJob, OutboxMessage, OutboxWriter } from '../ports/outbox.ts';
import type { RateLimiter } from '../ports/rate-limiter.ts';
import type { Secrets } from '../ports/secrets.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { ExchangeAuthCode, VerifyLoginLink } from './login-flow.ts';
import { IssueLoginLink, RequestLoginLink } from './request-login-link.ts';

/** Issue 15 points 3, 4 and 6 (ADR 10): login links that nobody can lock out, bound to the asking browser. */

const OWNER = 'owner@example.com';
const OWNER_BROWSER = 'owner-browser-key-000000000000000000000000';
const ATTACKER_BROWSER = 'attacker-browser-key-0000000000000000000000';

const anOwner = (o: Partial<User> = {}): User => ({
  id: 'user_owner',
  email: OWNER,
  isAdmin: false,
  isActive: true,
  vendorId: 'vendor_1',
  lastLoginAt: null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-01T00:00:00Z'),
  ...o,
});

class ListOutbox implements OutboxWriter {
  readonly messages: OutboxMessage[] = [];
  async add(m: OutboxMessage): Promise<void> {
    this.messages.push(m);
  }
  async eraseAbout(): Promise<number> {
    return 0;
  }
  async latestAbout(): Promise<null> {
    return null;
  }
  async replacePending(): Promise<boolean> {
    return false;
  }
}

const world = async () => {
  const clock = new FixedClock(new Date('2026-11-21T12:00:00Z'));
  const users = new InMemoryUserRepository();
  const tokens = new InMemoryLoginTokenRepository();
  const codes = new InMemoryAuthCodeRepository();
  const sessions = new InMemorySessionRepository(users);
  const limiter = new CountingRateLimiter(clock);
  const secrets = new SequentialSecrets();
  const ids = new SequentialIds();
  const outbox = new ListOutbox();
  await users.create(anOwner());
  await users.create(anOwner({ id: 'user_attacker', email: 'attacker@example.com', vendorId: null }));
  const uow: UnitOfWork<'users' | 'loginTokens' | 'outbox'> = { run: (work) => work({ users, loginTokens: tokens, outbox }) };
  const request = new RequestLoginLink(outbox, limiter, secrets, ids, clock);
  const issue = new IssueLoginLink(uow, secrets, ids, clock, { publicBaseUrl: 'https://upstateweddingdirectory.com' });
  const verify = new VerifyLoginLink(tokens, users, codes, limiter, secrets, ids, clock);
  const exchange = new ExchangeAuthCode(codes, users, sessions, limiter, secrets, ids, clock);
  let ip = 0;
  const newIp = () => `198.51.100.${++ip}`;
  /** Runs the background jobs the requests recorded (the outbox relay and queue, in one step). */
  const runJobs = async () => {
    for (const m of outbox.messages.splice(0)) if (m.topic === 'login.issue-link') await issue.execute(m.payload);
  };
  /** Asks for a link the way the login page does, runs the job, and returns the link's token if one was mailed. */
  const requestLink = async (opts: { email?: string; ip?: string; browserKey?: string } = {}) => {
    const sentBefore = tokens.rows.length;
    await request.execute({ email: opts.email ?? OWNER, ip: opts.ip ?? newIp(), browserKey: opts.browserKey ?? OWNER_BROWSER });
    const queued = outbox.messages.filter((m) => m.topic === 'login.issue-link').length;
    await runJobs();
    return { queued, created: tokens.rows.length - sentBefore, token: tokens.rows.length > sentBefore ? secrets.lastToken : undefined };
  };
  const codeFor = async (token: string) => (await verify.execute({ token, ip: newIp() })).code;
  return { clock, users, tokens, codes, sessions, limiter, secrets, outbox, request, issue, verify, exchange, newIp, runJobs, requestLink, codeFor };
};

describe('asking for a login link never locks the owner out (issue 15.3)', () => {
  it('keeps an earlier login link alive when a new one is asked for', async () => {
    const w = await world();
    const first = (await w.requestLink()).token!;
    const second = (await w.requestLink()).token!;
    expect(first).not.toBe(second);
    expect((await w.verify.execute({ token: first, ip: w.newIp() })).code).toBeTruthy();
    expect((await w.verify.execute({ token: second, ip: w.newIp() })).code).toBeTruthy();
  });

  it(`never creates a live link past ${MAX_LIVE_LOGIN_LINKS}, and the live ones stay usable`, async () => {
    const w = await world();
    const links: string[] = [];
    for (let i = 0; i < MAX_LIVE_LOGIN_LINKS; i++) links.push((await w.requestLink()).token!);
    const sixth = await w.requestLink();
    expect(sixth.created).toBe(0);
    expect(w.outbox.messages).toEqual([]);
    expect(await w.tokens.lockAndCountLive({ userId: 'user_owner', email: OWNER }, w.clock.now())).toBe(MAX_LIVE_LOGIN_LINKS);
    // Using one frees a place; links that expired free theirs too.
    await w.verify.execute({ token: links[0]!, ip: w.newIp() });
    expect((await w.requestLink()).created).toBe(1);
    expect((await w.requestLink()).created).toBe(0);
    w.clock.advance(LOGIN_LINK_TTL_MS);
    expect((await w.requestLink()).created).toBe(1);
  });

  it('a flood of requests for one email from one address records at most the per-address cap, answers each the same, and the owner still gets a link from elsewhere', async () => {
    const w = await world();
    const attacker = w.newIp();
    const { perEmailAndIp } = LOGIN_RATE_LIMITS;
    let created = 0;
    for (let i = 0; i < 12; i++) {
      // Every answer is the same: no error, nothing to tell the flood it was capped.
      await expect(w.request.execute({ email: OWNER, ip: attacker, browserKey: ATTACKER_BROWSER })).resolves.toBeUndefined();
      const before = w.tokens.rows.length;
      await w.runJobs();
      created += w.tokens.rows.length - before;
    }
    expect(created).toBe(perEmailAndIp.limit);
    // The owner, from their own address, still gets a link, and it signs them in.
    const own = await w.requestLink({ browserKey: OWNER_BROWSER });
    expect(own.created).toBe(1);
    const result = await w.exchange.execute({ code: await w.codeFor(own.token!), ip: w.newIp(), browserKey: OWNER_BROWSER });
    expect(result.kind).toBe('signed-in');
  });

  it('caps one email across many addresses silently, and only the per-address limit answers 429', async () => {
    const w = await world();
    const { perEmail, perIp } = LOGIN_RATE_LIMITS;
    let queued = 0;
    for (let i = 0; i < perEmail.limit + 5; i++) queued += (await w.requestLink({ email: 'Stranger@Example.com' })).queued;
    expect(queued).toBe(perEmail.limit);
    // Another email from those same addresses is unaffected.
    expect((await w.requestLink({ email: 'someone-else@example.com', ip: '198.51.100.1' })).queued).toBe(1);
    const busy = w.newIp();
    for (let i = 0; i < perIp.limit; i++) await w.request.execute({ email: `guest${i}@example.com`, ip: busy });
    await expect(w.request.execute({ email: OWNER, ip: busy })).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });
});

describe('the code is bound to the browser that asked for the link (issue 15.4)', () => {
  it('signs in the browser that asked for the link without a question', async () => {
    const w = await world();
    const code = await w.codeFor((await w.requestLink({ browserKey: OWNER_BROWSER })).token!);
    const result = await w.exchange.execute({ code, ip: w.newIp(), browserKey: OWNER_BROWSER });
    expect(result).toMatchObject({ kind: 'signed-in', user: { id: 'user_owner' } });
  });

  it("a code opened in another browser asks 'Sign in as {email}?' and signs in only after confirmation", async () => {
    const w = await world();
    const code = await w.codeFor((await w.requestLink({ browserKey: OWNER_BROWSER })).token!);
    const phone = 'owner-phone-key-00000000000000000000000000';
    expect(await w.exchange.execute({ code, ip: w.newIp(), browserKey: phone })).toEqual({ kind: 'confirmation-required', email: OWNER });
    // Asking neither used the code up nor made a session; a browser with no key at all is asked too.
    expect(await w.exchange.execute({ code, ip: w.newIp() })).toEqual({ kind: 'confirmation-required', email: OWNER });
    expect(w.sessions.rows.size).toBe(0);
    const confirmed = await w.exchange.execute({ code, ip: w.newIp(), browserKey: phone, confirm: true });
    expect(confirmed).toMatchObject({ kind: 'signed-in', user: { id: 'user_owner' } });
    await expect(w.exchange.execute({ code, ip: w.newIp(), browserKey: phone, confirm: true })).rejects.toMatchObject({ code: 'LOGIN_LINK_INVALID' });
  });

  it("an attacker's code in the victim's browser does not sign the victim in without a click", async () => {
    const w = await world();
    const attackersCode = await w.codeFor((await w.requestLink({ email: 'attacker@example.com', browserKey: ATTACKER_BROWSER })).token!);
    const victim = await w.exchange.execute({ code: attackersCode, ip: w.newIp(), browserKey: OWNER_BROWSER });
    expect(victim).toEqual({ kind: 'confirmation-required', email: 'attacker@example.com' });
    expect(w.sessions.rows.size).toBe(0);
  });

  it('asks for confirmation for a link no browser asked for (an older client, a welcome mail)', async () => {
    const w = await world();
    await w.request.execute({ email: OWNER, ip: w.newIp() });
    await w.runJobs();
    const code = await w.codeFor(w.secrets.lastToken);
    expect(w.codes.rows.at(-1)?.browserKeyHash).toBeNull();
    expect((await w.exchange.execute({ code, ip: w.newIp(), browserKey: OWNER_BROWSER })).kind).toBe('confirmation-required');
  });

  it('stores only a hash of the browser key, with the link and then with the code', async () => {
    const w = await world();
    await w.requestLink({ browserKey: OWNER_BROWSER });
    expect(w.tokens.rows[0]!.browserKeyHash).toBe(w.secrets.hash(OWNER_BROWSER));
    await w.codeFor(w.secrets.lastToken);
    expect(w.codes.rows[0]!.browserKeyHash).toBe(w.secrets.hash(OWNER_BROWSER));
    expect(JSON.stringify([w.tokens.rows, w.codes.rows])).not.toContain(`"${OWNER_BROWSER}"`);
  });
});

describe('asking for a link does the same work for known and unknown emails (issue 15.6)', () => {
  /** Every port call the request makes, in order, with the email written as EMAIL. */
  const recordRequest = async (email: string) => {
    const calls: string[] = [];
    const clock = new FixedClock(new Date('2026-11-21T12:00:00Z'));
    const anon = (v: unknown) => JSON.stringify(v).replaceAll(email, 'EMAIL');
    const limiter: RateLimiter = {
      hit: async (key, limit, windowMs) => {
        calls.push(`rateLimiter.hit ${anon(key)} ${limit} ${windowMs}`);
        return { allowed: true, retryAfterMs: 0 };
      },
    };
    const outbox: OutboxWriter = {
      add: async (m) => {
        calls.push(`outbox.add ${anon(m)}`);
      },
      eraseAbout: async (about) => {
        calls.push(`outbox.eraseAbout ${about}`);
        return 0;
      },
      latestAbout: async (about) => {
        calls.push(`outbox.latestAbout ${about}`);
        return null;
      },
      replacePending: async (id) => {
        calls.push(`outbox.replacePending ${id}`);
        return false;
      },
    };
    const real = new SequentialSecrets();
    const secrets: Secrets = {
      newToken: () => {
        calls.push('secrets.newToken');
        return real.newToken();
      },
      hash: (v) => {
        calls.push(`secrets.hash ${v}`);
        return real.hash(v);
      },
    };
    await new RequestLoginLink(outbox, limiter, secrets, new SequentialIds(), clock).execute({ email, ip: '203.0.113.5', browserKey: OWNER_BROWSER });
    return calls;
  };

  it('makes the same calls, in the same order, for an email with an account and one without', async () => {
    const known = await recordRequest(OWNER);
    const unknown = await recordRequest('nobody-here@example.com');
    expect(known.length).toBeGreaterThan(0);
    expect(unknown).toEqual(known);
    // The request never looks the email up: its only write is the recorded request itself.
    expect(known.filter((c) => c.startsWith('outbox.add'))).toHaveLength(1);
    expect(known.some((c) => c.includes('login.issue-link'))).toBe(true);
  });

  it('leaves the account lookup to the background job, where an unknown email gets nothing', async () => {
    const w = await world();
    const job: LoginLinkJob = { email: 'nobody-here@example.com', browserKeyHash: null, requestId: 'r1' };
    await w.issue.execute(job);
    expect(w.tokens.rows).toEqual([]);
    expect(w.outbox.messages).toEqual([]);
    await w.issue.execute({ ...job, email: OWNER });
    expect(w.tokens.rows).toHaveLength(1);
    expect(w.outbox.messages).toMatchObject([{ topic: 'email.send', payload: { template: 'login-link', to: OWNER, idempotencyKey: 'login-link:r1' } }]);
  });

  it('sends nothing to a deactivated account', async () => {
    const w = await world();
    w.users.users.set('user_owner', anOwner({ isActive: false }));
    expect((await w.requestLink()).created).toBe(0);
    expect(w.outbox.messages).toEqual([]);
  });
});
