/**
 * Sessions and sign-in limits over HTTP (issue 8, ADR 8), on SQLite and MariaDB: a session ends after 7 idle
 * days or 30 days in all, last_seen_at is written at most every 5 minutes, an admin deactivating or deleting
 * a listing ends its owner's sessions, and the login-link, verify and code-exchange endpoints are limited per
 * email and per client address.
 */
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_RATE_LIMITS, MAX_LIVE_LOGIN_LINKS } from '../../domain/identity/auth-rules.ts';
import { FixedClock } from '../support/fakes/fixed-clock.ts';
import { DIALECTS } from '../support/databases.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertVendor } from '../support/rows.ts';
import { TEST_BROWSER_KEY } from '../support/sign-in.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const ADMIN = 'admin@sessions.example';

describe.each(DIALECTS)('sessions and sign-in limits [%s]', (dialect) => {
  let t: TestApp;
  const clock = new FixedClock(new Date('2026-11-21T12:00:00Z'));
  let venues: string;
  /** Every test signs in from addresses of its own, so the per-address limits never leak between tests. */
  let ipCounter = 0;
  const newIp = () => `198.51.100.${++ipCounter}`;

  const json = (ip: string, extra: Record<string, string> = {}) => ({ 'content-type': 'application/json', 'x-forwarded-for': ip, ...extra });
  const requestLink = (email: string, ip: string) =>
    t.app.request('/api/auth/login', { method: 'POST', headers: json(ip), body: JSON.stringify({ email, browserKey: TEST_BROWSER_KEY }) });
  const verify = (token: string, ip: string) => t.app.request(`/api/auth/verify/${token}`, { redirect: 'manual', headers: { 'x-forwarded-for': ip } });
  const exchange = (code: string, ip: string) =>
    t.app.request('/api/auth/session', { method: 'POST', headers: json(ip), body: JSON.stringify({ code, browserKey: TEST_BROWSER_KEY }) });
  const linkFor = async (email: string, seen: Set<string>) => {
    const mail = (await t.deliverMail()).find((m) => m.to === email && !seen.has(m.text));
    return /\/auth\/verify\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  };
  /** The whole sign-in (link, verify, code) from one address of its own; returns the bearer token. */
  const signIn = async (email: string): Promise<string> => {
    const ip = newIp();
    const seen = new Set((await t.deliverMail()).map((m) => m.text));
    expect((await requestLink(email, ip)).status).toBe(200);
    const token = await linkFor(email, seen);
    const location = (await verify(token!, ip)).headers.get('location')!;
    const code = new URL(location, 'http://x').searchParams.get('session_token')!;
    const res = await exchange(code, ip);
    expect(res.status).toBe(200);
    return (await readJson(res)).token as string;
  };
  const me = (token: string) => t.app.request('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  /** The admin's token, signed in once per describe block (the clock stands still inside them). */
  let adminToken = '';
  const asAdmin = async (method: string, path: string, body?: unknown) =>
    t.app.request(path, { method, headers: { ...json(newIp()), authorization: `Bearer ${adminToken}` }, ...(body ? { body: JSON.stringify(body) } : {}) });

  /** A listing with an owner account (both sides of the link). */
  const listingWithOwner = async (opts: { ownerIsAdmin?: boolean } = {}) => {
    const vendorId = await insertVendor(t.db.knex, venues);
    const userId = ulid();
    const email = `owner-${userId.toLowerCase()}@example.com`;
    await t.db.knex('users').insert({ id: userId, email, is_admin: opts.ownerIsAdmin ?? false, is_active: true, vendor_id: vendorId, created_at: clock.now(), updated_at: clock.now() });
    await t.db.knex('vendors').where({ id: vendorId }).update({ owner_user_id: userId });
    return { vendorId, userId, email };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock, env: { TRUST_PROXY: 'true' } });
    venues = await insertCategory(t.db.knex, 'venues', 'Venues', 1);
    await t.db.knex('users').insert({ id: ulid(), email: ADMIN, is_admin: true, is_active: true, vendor_id: null, created_at: clock.now(), updated_at: clock.now() });
  });
  afterAll(async () => t?.close());

  describe('expiry', () => {
    it('ends a session 30 days after sign-in even when it is used every few days', async () => {
      const { email } = await listingWithOwner();
      const token = await signIn(email);
      for (let day = 6; day < 30; day += 6) {
        clock.advance(6 * DAY);
        expect((await me(token)).status, `day ${day}`).toBe(200);
      }
      clock.advance(6 * DAY);
      expect((await me(token)).status).toBe(401);
    });

    it('ends a session after 7 days without a request, however young it is', async () => {
      const { email } = await listingWithOwner();
      const token = await signIn(email);
      clock.advance(7 * DAY - MINUTE);
      expect((await me(token)).status).toBe(200);
      clock.advance(7 * DAY);
      expect((await me(token)).status).toBe(401);
    });

    it('writes last_seen_at at most once per 5 minutes', async () => {
      const { email, userId } = await listingWithOwner();
      const token = await signIn(email);
      const lastSeen = async () => new Date((await t.db.knex('sessions').where({ user_id: userId }).first()).last_seen_at).getTime();
      const signedInAt = await lastSeen();
      clock.advance(4 * MINUTE);
      expect((await me(token)).status).toBe(200);
      expect(await lastSeen()).toBe(signedInAt);
      clock.advance(2 * MINUTE);
      expect((await me(token)).status).toBe(200);
      expect(await lastSeen()).toBe(clock.now().getTime());
    });
  });

  describe('revocation by admin moderation', () => {
    beforeAll(async () => {
      adminToken = await signIn(ADMIN);
    });

    it("ends every session of the owner when an admin deactivates the listing; activating it again does not revive them", async () => {
      const { vendorId, email } = await listingWithOwner();
      const [phone, laptop] = [await signIn(email), await signIn(email)];
      const bystander = await signIn((await listingWithOwner()).email);
      expect((await asAdmin('PUT', `/api/admin/vendors/${vendorId}/toggle-status`)).status).toBe(200);
      expect((await me(phone)).status).toBe(401);
      expect((await me(laptop)).status).toBe(401);
      expect((await me(bystander)).status).toBe(200);
      expect((await asAdmin('PUT', `/api/admin/vendors/${vendorId}/toggle-status`)).status).toBe(200);
      expect((await me(phone)).status).toBe(401);
      // The owner can sign in again (the listing is theirs), with a new session.
      expect((await me(await signIn(email))).status).toBe(200);
    });

    it('ends them when the admin edit saves the listing as inactive, and not for featuring it', async () => {
      const { vendorId, email } = await listingWithOwner();
      const token = await signIn(email);
      expect((await asAdmin('PUT', `/api/admin/vendors/${vendorId}`, { isFeatured: true })).status).toBe(200);
      expect((await me(token)).status).toBe(200);
      expect((await asAdmin('PUT', `/api/admin/vendors/${vendorId}`, { isActive: false })).status).toBe(200);
      expect((await me(token)).status).toBe(401);
    });

    it('ends them when the listing is deleted', async () => {
      const { vendorId, email } = await listingWithOwner();
      const token = await signIn(email);
      expect((await asAdmin('DELETE', `/api/admin/vendors/${vendorId}`)).status).toBe(200);
      expect((await me(token)).status).toBe(401);
    });

    it("keeps the sessions of an owner who is also an administrator", async () => {
      const { vendorId, email } = await listingWithOwner({ ownerIsAdmin: true });
      const token = await signIn(email);
      expect((await asAdmin('PUT', `/api/admin/vendors/${vendorId}/toggle-status`)).status).toBe(200);
      expect((await me(token)).status).toBe(200);
    });
  });

  describe('a change made behind the API\'s back (a script, another API process)', () => {
    const revokeInDatabase = (userId: string) => t.db.knex('sessions').where({ user_id: userId }).update({ revoked_at: clock.now() });

    it('refuses a session at the very next request once it is revoked in the database', async () => {
      const { email, userId } = await listingWithOwner();
      const token = await signIn(email);
      expect((await me(token)).status).toBe(200);
      await revokeInDatabase(userId);
      expect((await me(token)).status).toBe(401);
    });

    it('refuses a session at the very next request once its user is deactivated in the database', async () => {
      const { email, userId } = await listingWithOwner();
      const token = await signIn(email);
      expect((await me(token)).status).toBe(200);
      await t.db.knex('users').where({ id: userId }).update({ is_active: false });
      expect((await me(token)).status).toBe(401);
      await revokeInDatabase(userId);
    });

    it('ends a session at once when it signs out, and leaves the same owner\'s other session alone', async () => {
      const { email } = await listingWithOwner();
      const [token, other] = [await signIn(email), await signIn(email)];
      expect((await me(token)).status).toBe(200);
      expect((await me(other)).status).toBe(200);
      expect((await t.app.request('/api/auth/logout', { method: 'POST', headers: { ...json(newIp()), authorization: `Bearer ${token}` } })).status).toBe(200);
      expect((await me(token)).status).toBe(401);
      expect((await me(other)).status).toBe(200);
    });
  });

  describe('rate limits', () => {
    it('limits link requests per client address, whatever the email', async () => {
      const ip = newIp();
      for (let i = 0; i < LOGIN_RATE_LIMITS.perIp.limit; i++) expect((await requestLink(`visitor${i}@example.com`, ip)).status).toBe(200);
      const limited = await requestLink('one-more@example.com', ip);
      expect(limited.status).toBe(429);
      expect((await readJson(limited)).error.code).toBe('RATE_LIMITED');
      expect((await requestLink('one-more@example.com', newIp())).status).toBe(200);
    });

    it('caps link requests per email from all addresses silently: the same 200, nothing more recorded or sent, never a 429', async () => {
      const { email } = await listingWithOwner();
      const seen = new Set((await t.deliverMail()).map((m) => m.text));
      const recorded = async () => Number(((await t.db.knex('outbox').where({ topic: 'login.issue-link' }).count({ n: '*' }).first()) as { n: number | string }).n);
      const recordedBefore = await recorded();
      const answers = new Set<string>();
      for (let i = 0; i < LOGIN_RATE_LIMITS.perEmail.limit + 3; i++) {
        const res = await requestLink(i % 2 ? email.toUpperCase() : email, newIp());
        expect(res.status).toBe(200);
        answers.add(JSON.stringify(await readJson(res)));
      }
      expect(answers.size).toBe(1);
      expect((await recorded()) - recordedBefore).toBe(LOGIN_RATE_LIMITS.perEmail.limit);
      const mails = (await t.deliverMail()).filter((m) => m.to === email && !seen.has(m.text));
      // The wider cap stops the requests; the live-link cap stops what got through at 5 links.
      expect(mails).toHaveLength(MAX_LIVE_LOGIN_LINKS);
    });

    it('limits following links per client address: the next one goes to /login with the rate-limit message', async () => {
      const ip = newIp();
      for (let i = 0; i < LOGIN_RATE_LIMITS.verifyPerIp.limit; i++) {
        expect((await verify(`guess-${String(i).padStart(30, '0')}`, ip)).headers.get('location')).toBe('/login?error=invalid_link');
      }
      // Even a good link is refused from that address, and is not used up by the refusal.
      const { email } = await listingWithOwner();
      const seen = new Set((await t.deliverMail()).map((m) => m.text));
      await requestLink(email, newIp());
      const token = (await linkFor(email, seen))!;
      expect((await verify(token, ip)).headers.get('location')).toBe('/login?error=rate_limited');
      expect((await verify(token, newIp())).headers.get('location')).toMatch(/^\/auth\/callback\?session_token=/);
    });

    it('limits trading one-time codes per client address with a 429', async () => {
      const ip = newIp();
      for (let i = 0; i < LOGIN_RATE_LIMITS.exchangePerIp.limit; i++) expect((await exchange(`guess-${String(i).padStart(30, '0')}`, ip)).status).toBe(400);
      const limited = await exchange('guess-one-more-000000000000000000', ip);
      expect(limited.status).toBe(429);
      expect((await readJson(limited)).error.message).toBe('Too many requests. Please wait a few minutes and try again.');
    });

    it('counts a proxied client by the address the proxy saw, not by what the client put first in X-Forwarded-For', async () => {
      const ip = newIp();
      for (let i = 0; i < LOGIN_RATE_LIMITS.perIp.limit; i++) {
        const res = await t.app.request('/api/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.${i}.1, ${ip}` },
          body: JSON.stringify({ email: `spoof${i}@example.com` }),
        });
        expect(res.status).toBe(200);
      }
      const res = await t.app.request('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.9.9, ${ip}` },
        body: JSON.stringify({ email: 'spoof-last@example.com' }),
      });
      expect(res.status).toBe(429);
    });
  });
});
