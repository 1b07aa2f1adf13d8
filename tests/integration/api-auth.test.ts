import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_RATE_LIMITS, MAX_LIVE_LOGIN_LINKS } from '../../domain/identity/auth-rules.ts';
import { FixedClock } from '../support/fakes/fixed-clock.ts';
import { DIALECTS } from '../support/databases.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertVendor } from '../support/rows.ts';
import { TEST_BROWSER_KEY } from '../support/sign-in.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const linkIn = (text: string) => /https?:\/\/\S+\/auth\/verify\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe.each(DIALECTS)('magic-link login [%s]', (dialect) => {
  let t: TestApp;
  const clock = new FixedClock(new Date('2026-11-21T12:00:00Z'));
  let vendorId: string;
  let n = 0;
  /** A fresh active user per test, so rate limits and links never leak between tests. */
  let email: string;

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    t.app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  /** Asks for a link from the test's browser (`null`: a client that sends no browser key) and returns its token. */
  const requestLink = async (address = email, browserKey: string | null = TEST_BROWSER_KEY) => {
    const res = await post('/api/auth/login', { email: address, ...(browserKey ? { browserKey } : {}) });
    expect(res.status).toBe(200);
    const mails = await t.deliverMail();
    const mail = mails.find((m) => m.to === address.toLowerCase());
    return mail ? linkIn(mail.text) : undefined;
  };
  const verify = (token: string) => t.app.request(`/api/auth/verify/${token}`, { redirect: 'manual' });
  const codeFrom = (res: Response) => new URL(res.headers.get('location')!, 'http://x').searchParams.get('session_token');
  const login = async () => {
    const code = codeFrom(await verify((await requestLink())!));
    const res = await post('/api/auth/session', { code, browserKey: TEST_BROWSER_KEY });
    return (await readJson(res)).token as string;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock, env: { PUBLIC_BASE_URL: 'https://upstateweddingdirectory.com' } });
    const venues = await insertCategory(t.db.knex, 'venues', 'Venues', 1);
    vendorId = await insertVendor(t.db.knex, venues, { name: 'Magnolia Barn', slug: 'magnolia-barn' });
  });
  beforeEach(async () => {
    n++;
    email = `owner${n}@example.com`;
    await t.db.knex('users').insert({ id: `user${String(n).padStart(22, '0')}`, email, is_admin: false, is_active: true, vendor_id: vendorId, created_at: clock.now(), updated_at: clock.now() });
  });
  afterAll(async () => t?.close());

  it('emails a login link to a known address, stored only as a hash', async () => {
    const token = await requestLink();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db.knex('login_tokens').where({ email });
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    const dump = JSON.stringify([await t.db.knex('login_tokens'), await t.db.knex('outbox')]);
    expect(dump).not.toContain(token);
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const known = await post('/api/auth/login', { email });
    const unknown = await post('/api/auth/login', { email: 'stranger@example.com' });
    expect(unknown.status).toBe(known.status);
    expect(await readJson(unknown)).toEqual(await readJson(known));
    expect((await t.deliverMail()).some((m) => m.to === 'stranger@example.com')).toBe(false);
  });

  it('answers 400 with the spec messages for a missing or invalid email', async () => {
    expect((await readJson(await post('/api/auth/login', {}))).error.fields.email).toBe('Email is required');
    expect((await readJson(await post('/api/auth/login', { email: 'ann@' }))).error.fields.email).toBe('Please enter a valid email address');
  });

  it('trades the link for a one-time code in the redirect, then the code for a session', async () => {
    const token = (await requestLink())!;
    const res = await verify(token);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^\/auth\/callback\?session_token=[A-Za-z0-9_-]+$/);
    const session = await post('/api/auth/session', { code: codeFrom(res), browserKey: TEST_BROWSER_KEY });
    expect(session.status).toBe(200);
    const body = await readJson(session);
    expect(body.user).toMatchObject({ email, isAdmin: false, vendorId, vendorProfile: { _id: vendorId, name: 'Magnolia Barn', slug: 'magnolia-barn' } });
    const me = await t.app.request('/api/auth/me', { headers: { authorization: `Bearer ${body.token}` } });
    expect((await readJson(me)).user.email).toBe(email);
    const stored = await t.db.knex('sessions').where({ user_id: `user${String(n).padStart(22, '0')}` });
    expect(stored[0].token_hash).not.toBe(body.token);
  });

  it('rejects a login link used twice', async () => {
    const token = (await requestLink())!;
    expect((await verify(token)).headers.get('location')).toMatch(/^\/auth\/callback/);
    const again = await verify(token);
    expect(again.headers.get('location')).toBe('/login?error=invalid_link');
  });

  it('lets only one of two simultaneous clicks on a link through', async () => {
    const token = (await requestLink())!;
    const results = await Promise.all([verify(token), verify(token), verify(token)]);
    const through = results.filter((r) => r.headers.get('location')!.startsWith('/auth/callback'));
    expect(through).toHaveLength(1);
  });

  it('rejects a one-time code used twice', async () => {
    const code = codeFrom(await verify((await requestLink())!));
    expect((await post('/api/auth/session', { code, browserKey: TEST_BROWSER_KEY })).status).toBe(200);
    const again = await post('/api/auth/session', { code, browserKey: TEST_BROWSER_KEY });
    expect(again.status).toBe(400);
    expect((await readJson(again)).error.code).toBe('LOGIN_LINK_INVALID');
  });

  it('keeps an earlier login link alive when a new one is asked for', async () => {
    const first = (await requestLink())!;
    const second = (await requestLink())!;
    expect(second).not.toBe(first);
    expect((await verify(first)).headers.get('location')).toMatch(/^\/auth\/callback/);
    expect((await verify(second)).headers.get('location')).toMatch(/^\/auth\/callback/);
  });

  it(`never creates a live link past ${MAX_LIVE_LOGIN_LINKS} for one account; the live ones keep working`, async () => {
    // From addresses of their own, so only the live-link cap can stop a request.
    const fromIp = (i: number) => ({ 'x-forwarded-for': `192.0.2.${i}` });
    const app = await createTestApp(dialect, { clock, env: { TRUST_PROXY: 'true', PUBLIC_BASE_URL: 'https://upstateweddingdirectory.com' } });
    try {
      await app.db.knex('users').insert({ id: 'user-live-cap-0000000000', email, is_admin: false, is_active: true, vendor_id: null, created_at: clock.now(), updated_at: clock.now() });
      for (let i = 0; i < MAX_LIVE_LOGIN_LINKS + 2; i++) {
        const res = await app.app.request('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json', ...fromIp(i) }, body: JSON.stringify({ email }) });
        expect(res.status).toBe(200);
      }
      const links = (await app.deliverMail()).filter((m) => m.to === email).map((m) => linkIn(m.text)!);
      expect(links).toHaveLength(MAX_LIVE_LOGIN_LINKS);
      expect(await app.db.knex('login_tokens').where({ email }).count({ n: '*' }).first()).toMatchObject({ n: MAX_LIVE_LOGIN_LINKS });
      for (const token of links) {
        const res = await app.app.request(`/api/auth/verify/${token}`, { redirect: 'manual', headers: fromIp(99) });
        expect(res.headers.get('location')).toMatch(/^\/auth\/callback\?session_token=/);
      }
    } finally {
      await app.close();
    }
  });

  it('rejects a link after 15 minutes', async () => {
    const token = (await requestLink())!;
    clock.advance(15 * 60 * 1000 + 1);
    expect((await verify(token)).headers.get('location')).toBe('/login?error=invalid_link');
  });

  it('rejects garbage tokens without a server error', async () => {
    for (const token of ['x', 'a'.repeat(300), '%00%27--', '..%2F..%2Fetc']) {
      const res = await verify(token);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/login?error=invalid_link');
    }
  });

  it('a flood of requests for one email from one address sends at most 3 links, answers each like the first, and leaves the owner able to request and use a link from another address', async () => {
    const app = await createTestApp(dialect, { clock, env: { TRUST_PROXY: 'true', PUBLIC_BASE_URL: 'https://upstateweddingdirectory.com' } });
    try {
      await app.db.knex('users').insert({ id: 'user-flooded-000000000000', email, is_admin: false, is_active: true, vendor_id: null, created_at: clock.now(), updated_at: clock.now() });
      const ask = (ip: string, browserKey?: string) =>
        app.app.request('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify({ email, browserKey }) });
      const first = await ask('203.0.113.66');
      const firstBody = await readJson(first);
      const flood = LOGIN_RATE_LIMITS.perIp.limit - 1;
      for (let i = 1; i < flood; i++) {
        const res = await ask('203.0.113.66');
        expect(res.status).toBe(first.status);
        expect(await readJson(res)).toEqual(firstBody);
      }
      const flooded = (await app.deliverMail()).filter((m) => m.to === email).map((m) => linkIn(m.text)!);
      expect(flooded).toHaveLength(LOGIN_RATE_LIMITS.perEmailAndIp.limit);
      // The owner, on their own address and browser, still gets a link; it signs them in without a question.
      const res = await ask('198.51.100.77', TEST_BROWSER_KEY);
      expect(res.status).toBe(200);
      const own = (await app.deliverMail()).filter((m) => m.to === email).map((m) => linkIn(m.text)!).filter((l) => !flooded.includes(l));
      expect(own).toHaveLength(1);
      const location = (await app.app.request(`/api/auth/verify/${own[0]}`, { redirect: 'manual', headers: { 'x-forwarded-for': '198.51.100.77' } })).headers.get('location')!;
      const code = codeFrom({ headers: new Headers({ location }) } as Response);
      const session = await app.app.request('/api/auth/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' },
        body: JSON.stringify({ code, browserKey: TEST_BROWSER_KEY }),
      });
      expect((await readJson(session)).token).toEqual(expect.any(String));
      // …and the links the flood caused still work for the owner too.
      expect((await app.app.request(`/api/auth/verify/${flooded[0]}`, { redirect: 'manual' })).headers.get('location')).toMatch(/^\/auth\/callback/);
    } finally {
      await app.close();
    }
  });

  it('answers 429 past the per-address limit to that address only, never for an email alone', async () => {
    const app = await createTestApp(dialect, { clock, env: { TRUST_PROXY: 'true' } });
    try {
      const ask = (address: string, ip: string) => app.app.request('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify({ email: address }) });
      for (let i = 0; i < LOGIN_RATE_LIMITS.perIp.limit; i++) expect((await ask(email, '203.0.113.88')).status).toBe(200);
      const limited = await ask(`other-${email}`, '203.0.113.88');
      expect(limited.status).toBe(429);
      expect((await readJson(limited)).error).toEqual({ code: 'RATE_LIMITED', message: 'Too many requests. Please wait a few minutes and try again.' });
      // When to try again: the rest of the 15-minute window, in whole seconds (the screen turns it into minutes).
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect((await ask(email, '203.0.113.89')).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("a code opened in another browser asks 'Sign in as {email}?' and signs in only after confirmation", async () => {
    const code = codeFrom(await verify((await requestLink())!));
    const phone = 'phone-browser-key-00000000000000000000000000';
    const asked = await post('/api/auth/session', { code, browserKey: phone });
    expect(asked.status).toBe(200);
    expect(await readJson(asked)).toEqual({ success: true, confirmationRequired: true, email });
    expect(await t.db.knex('sessions').where({ user_id: `user${String(n).padStart(22, '0')}` })).toHaveLength(0);
    const confirmed = await post('/api/auth/session', { code, browserKey: phone, confirm: true });
    expect(confirmed.status).toBe(200);
    const body = await readJson(confirmed);
    expect(body.user.email).toBe(email);
    expect((await readJson(await t.app.request('/api/auth/me', { headers: { authorization: `Bearer ${body.token}` } }))).user.email).toBe(email);
    expect((await post('/api/auth/session', { code, browserKey: phone, confirm: true })).status).toBe(400);
  });

  it("an attacker's code in the victim's browser does not sign the victim in without a click", async () => {
    // The attacker asks for a link to their own account from their browser and opens it up to the code…
    const attackersCode = codeFrom(await verify((await requestLink(email, 'attacker-browser-key-000000000000000000000'))!));
    // …which the victim's browser, with its own key, opens at /auth/callback.
    const res = await post('/api/auth/session', { code: attackersCode, browserKey: TEST_BROWSER_KEY });
    // Exactly the question, with no token in it.
    expect(await readJson(res)).toEqual({ success: true, confirmationRequired: true, email });
    expect(await t.db.knex('sessions').where({ user_id: `user${String(n).padStart(22, '0')}` })).toHaveLength(0);
  });

  it('asks every browser to confirm a link asked for without a browser key (an older client)', async () => {
    const code = codeFrom(await verify((await requestLink(email, null))!));
    expect(await readJson(await post('/api/auth/session', { code, browserKey: TEST_BROWSER_KEY }))).toMatchObject({ confirmationRequired: true, email });
    expect((await readJson(await post('/api/auth/session', { code, confirm: true }))).token).toEqual(expect.any(String));
  });

  it('keeps only the hash of the browser key, with the link and with its code', async () => {
    const browserKey = `own-key-for-${email}`.replace(/[^A-Za-z0-9_-]/g, '-').padEnd(43, '0');
    expect(codeFrom(await verify((await requestLink(email, browserKey))!))).toBeTruthy();
    const [token] = await t.db.knex('login_tokens').where({ email });
    expect(token.browser_key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await t.db.knex('auth_codes').where({ browser_key_hash: token.browser_key_hash })).toHaveLength(1);
    const dump = JSON.stringify([await t.db.knex('login_tokens'), await t.db.knex('auth_codes'), await t.db.knex('outbox')]);
    expect(dump).not.toContain(browserKey);
  });

  it('revokes the session on logout', async () => {
    const token = await login();
    const auth = { authorization: `Bearer ${token}` };
    expect((await t.app.request('/api/auth/me', { headers: auth })).status).toBe(200);
    expect((await post('/api/auth/logout', {}, auth)).status).toBe(200);
    expect((await t.app.request('/api/auth/me', { headers: auth })).status).toBe(401);
  });

  it('answers 401 for no token, a forged token and a deactivated user', async () => {
    expect((await t.app.request('/api/auth/me')).status).toBe(401);
    expect((await t.app.request('/api/auth/me', { headers: { authorization: 'Bearer forged-token-123' } })).status).toBe(401);
    const token = await login();
    await t.db.knex('users').where({ email }).update({ is_active: false });
    expect((await t.app.request('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  it('ends a session after 7 idle days', async () => {
    const token = await login();
    clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    expect((await t.app.request('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  it('sends the login email with the link, its expiry and both HTML and text', async () => {
    await post('/api/auth/login', { email });
    const mail = (await t.deliverMail()).find((m) => m.to === email)!;
    expect(mail.subject).toBe('Your login link for Upstate Wedding Directory');
    expect(mail.text).toContain('https://upstateweddingdirectory.com/auth/verify/');
    expect(mail.text).toContain('15 minutes');
    expect(mail.html).toContain('Log In');
  });
});

describe('auth endpoints refuse bad input with a 400 and store nothing', () => {
  it('answers malformed JSON, wrong types and oversized values with field messages', async () => {
    const t = await createTestApp('sqlite');
    const post = (path: string, raw: string) => t.app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: raw });
    const cases: Array<[string, string, string | null]> = [
      ['/api/auth/login', '{"email": ', null],
      ['/api/auth/login', JSON.stringify({ email: 42 }), 'email'],
      ['/api/auth/login', JSON.stringify({ email: 'ann@example.com', browserKey: 'short' }), 'browserKey'],
      ['/api/auth/login', JSON.stringify({ email: 'ann@example.com', browserKey: 'k'.repeat(1500) }), 'browserKey'],
      ['/api/auth/session', JSON.stringify({ code: 'c'.repeat(43), confirm: 'yes' }), 'confirm'],
      ['/api/auth/session', JSON.stringify({ code: 'c'.repeat(43), browserKey: { $ne: null } }), 'browserKey'],
      ['/api/auth/login', JSON.stringify({ email: ['a@b.co'] }), 'email'],
      ['/api/auth/login', JSON.stringify({ email: `${'a'.repeat(1500)}@example.com` }), 'email'],
      ['/api/auth/session', JSON.stringify({ code: { $ne: null } }), 'code'],
      ['/api/auth/session', JSON.stringify({}), 'code'],
      ['/api/auth/session', JSON.stringify({ code: 'x'.repeat(1500) }), 'code'],
    ];
    for (const [path, raw, field] of cases) {
      const res = await post(path, raw);
      expect(res.status, `${path} ${raw.slice(0, 40)}`).toBe(400);
      const body = await readJson(res);
      expect(body.success).toBe(false);
      if (field) expect(body.error.fields).toHaveProperty(field);
    }
    for (const table of ['login_tokens', 'sessions', 'auth_codes', 'outbox']) {
      expect(await t.db.knex(table).count({ n: '*' }).first(), table).toMatchObject({ n: 0 });
    }
    await t.close();
  });
});
