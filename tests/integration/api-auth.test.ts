import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../support/fakes/fixed-clock.ts';
import { DIALECTS } from '../support/databases.ts';
import { readJson } from '../support/http.ts';
import { insertCategory, insertVendor } from '../support/rows.ts';
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
  const requestLink = async (address = email) => {
    const res = await post('/api/auth/login', { email: address });
    expect(res.status).toBe(200);
    const mails = await t.deliverMail();
    const mail = mails.find((m) => m.to === address.toLowerCase());
    return mail ? linkIn(mail.text) : undefined;
  };
  const verify = (token: string) => t.app.request(`/api/auth/verify/${token}`, { redirect: 'manual' });
  const codeFrom = (res: Response) => new URL(res.headers.get('location')!, 'http://x').searchParams.get('session_token');
  const login = async () => {
    const code = codeFrom(await verify((await requestLink())!));
    const res = await post('/api/auth/session', { code });
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
    const session = await post('/api/auth/session', { code: codeFrom(res) });
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
    expect((await post('/api/auth/session', { code })).status).toBe(200);
    const again = await post('/api/auth/session', { code });
    expect(again.status).toBe(400);
    expect((await readJson(again)).error.code).toBe('LOGIN_LINK_INVALID');
  });

  it('invalidates an older link when a new one is sent', async () => {
    const first = (await requestLink())!;
    const second = (await requestLink())!;
    expect((await verify(first)).headers.get('location')).toBe('/login?error=invalid_link');
    expect((await verify(second)).headers.get('location')).toMatch(/^\/auth\/callback/);
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

  it('limits login requests per email with a 429 and a clear message', async () => {
    for (let i = 0; i < 5; i++) expect((await post('/api/auth/login', { email })).status).toBe(200);
    const limited = await post('/api/auth/login', { email });
    expect(limited.status).toBe(429);
    expect((await readJson(limited)).error).toEqual({ code: 'RATE_LIMITED', message: 'Too many requests. Please wait a few minutes and try again.' });
    // When to try again: the rest of the 15-minute window, in whole seconds (the screen turns it into minutes).
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
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
      ['/api/auth/login', JSON.stringify({ email: ['a@b.co'] }), 'email'],
      ['/api/auth/login', JSON.stringify({ email: `${'a'.repeat(300_000)}@example.com` }), 'email'],
      ['/api/auth/session', JSON.stringify({ code: { $ne: null } }), 'code'],
      ['/api/auth/session', JSON.stringify({}), 'code'],
      ['/api/auth/session', JSON.stringify({ code: 'x'.repeat(5000) }), 'code'],
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
