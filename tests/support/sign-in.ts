import type { TestApp } from './test-app.ts';

/** The browser key of the test's one "browser" (43 URL-safe characters, like the login page's). */
export const TEST_BROWSER_KEY = 'test-browser-key-0000000000000000000000000';

/**
 * Signs a known user in through the real flow (login link email → verify → one-time code → session)
 * and returns headers carrying the session token.
 */
export const signIn = async (t: TestApp, email: string): Promise<Record<string, string>> => {
  const json = { 'content-type': 'application/json' };
  // The same browser asks for the link and trades its code, so no 'Sign in as …?' question (ADR 10).
  const browserKey = TEST_BROWSER_KEY;
  // The mails already written: a frozen test clock gives every mail one timestamp, so "newest" says nothing.
  const before = new Set((await t.deliverMail()).map((m) => m.text));
  const login = await t.app.request('/api/auth/login', { method: 'POST', headers: json, body: JSON.stringify({ email, browserKey }) });
  if (login.status !== 200) throw new Error(`login request for ${email} answered ${login.status}`);
  const link = /\/auth\/verify\/([A-Za-z0-9_-]+)/;
  const mail = (await t.deliverMail()).find((m) => m.to === email && !before.has(m.text) && link.test(m.text));
  const token = link.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no login link mailed to ${email}`);
  const verify = await t.app.request(`/api/auth/verify/${token}`, { redirect: 'manual' });
  const code = new URL(verify.headers.get('location')!, 'http://x').searchParams.get('session_token');
  const session = (await (await t.app.request('/api/auth/session', { method: 'POST', headers: json, body: JSON.stringify({ code, browserKey }) })).json()) as { token?: string };
  if (!session.token) throw new Error(`no session for ${email}`);
  return { authorization: `Bearer ${session.token}`, ...json };
};
