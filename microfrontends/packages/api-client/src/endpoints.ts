import type { categoriesAnswerSchema } from '@domain/categories/category-answers';
import type { meAnswerSchema, SessionAnswer, SessionStarted } from '@domain/identity/account-answers';
import type { SessionConfirmation } from '@domain/identity/auth-rules';
import type { OkAnswer } from '@domain/shared/answers';
import type { z } from 'zod';
import { http, type RequestOptions } from './http';
import type { Category, SuccessResponse, User } from './types';

type CallOptions = Pick<RequestOptions, 'signal'>;

// ---- categories ---------------------------------------------------------------------------

export async function getCategories(options?: CallOptions): Promise<Category[]> {
  const res = await http.get<Partial<z.infer<typeof categoriesAnswerSchema>> | null>('/categories', options);
  return res?.categories ?? [];
}

// ---- auth -----------------------------------------------------------------------------------

/** Where this browser keeps its login browser key (ADR 10). */
export const BROWSER_KEY_STORAGE_KEY = 'uwd.auth.browserKey';
let memoryBrowserKey: string | null = null;

/**
 * This browser's random key (32 bytes, base64url), made once and kept in localStorage: sent with a login-link
 * request and again with the link's one-time code, it lets the server sign in the browser that asked without
 * a question, and ask any other browser 'Sign in as {email}?' first (no silent login CSRF).
 */
export function browserKey(): string {
  try {
    const stored = globalThis.localStorage?.getItem(BROWSER_KEY_STORAGE_KEY);
    if (stored && /^[A-Za-z0-9_-]{43}$/.test(stored)) return stored;
  } catch {
    /* storage unavailable: keep one in memory for this page */
  }
  if (!memoryBrowserKey) {
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(32));
    memoryBrowserKey = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }
  try {
    globalThis.localStorage?.setItem(BROWSER_KEY_STORAGE_KEY, memoryBrowserKey);
  } catch {
    /* storage unavailable */
  }
  return memoryBrowserKey;
}

/** Requests a login link by email, bound to this browser. The server answers the same for known and unknown emails. */
export function requestLoginLink(email: string, options?: CallOptions): Promise<SuccessResponse> {
  return http.post<SuccessResponse>('/auth/login', { email, browserKey: browserKey() }, options);
}

/** What trading a one-time code gives: a session, or (another browser than the one that asked) the question first. */
export type LoginCodeExchange = ({ kind: 'signed-in' } & Pick<SessionStarted, 'token' | 'user'>) | ({ kind: 'confirmation-required' } & Pick<SessionConfirmation, 'email'>);

/**
 * Trades the one-time code of a login link's redirect (`session_token`) for a session token. Opened in another
 * browser than the one that asked for the link, the server answers with the account's email instead and keeps
 * the code; call again with `confirm: true` once the person chose to sign in as that email.
 */
export async function exchangeLoginCode(code: string, options?: CallOptions & { confirm?: boolean }): Promise<LoginCodeExchange> {
  const body = { code, browserKey: browserKey(), ...(options?.confirm ? { confirm: true } : {}) };
  const res = await http.post<SessionAnswer | null>('/auth/session', body, options?.signal ? { signal: options.signal } : undefined);
  if (res && 'confirmationRequired' in res && typeof res.email === 'string') return { kind: 'confirmation-required', email: res.email };
  if (!res || !('token' in res) || !res.token || !res.user) throw new Error('Malformed /auth/session response');
  return { kind: 'signed-in', token: res.token, user: res.user };
}

/** The signed-in user for the stored token. */
export async function getMe(options?: CallOptions): Promise<User> {
  const res = await http.get<Partial<z.infer<typeof meAnswerSchema>> | null>('/auth/me', options);
  if (!res?.user) throw new Error('Malformed /auth/me response');
  return res.user;
}

export function logout(options?: CallOptions): Promise<OkAnswer | null> {
  return http.post<OkAnswer | null>('/auth/logout', undefined, options);
}
