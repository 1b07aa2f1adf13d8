/**
 * The one HTTP wrapper every micro-frontend uses to talk to the API.
 *
 * - Paths are relative to the page origin (`/api/...`), so the same build works behind any host.
 * - Bodies are JSON; a Bearer token is added when one is stored under `uwd.auth.token`.
 * - A non-OK status throws `ApiError` whose message is exactly `HTTP error! status: {code}` (SPEC §7);
 *   the parsed JSON error body stays available as `.body`, the status as `.status`.
 */

import type { ApiErrorAnswer } from '@domain/shared/answers';

export const AUTH_TOKEN_KEY = 'uwd.auth.token';
export const API_BASE = '/api';

/** The error body the API always sends: `{ success: false, error: { code, message, fields? } }`. */
export type ApiErrorBody = ApiErrorAnswer;

export class ApiError extends Error {
  readonly status: number;
  /** Parsed JSON body of the failed response, or `null` when it was not JSON. */
  readonly body: unknown;
  /** The response's Retry-After in seconds (a 429 sends it), or `null`. */
  readonly retryAfterSeconds: number | null;

  constructor(status: number, body: unknown, retryAfterSeconds: number | null = null) {
    super(`HTTP error! status: ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** The API's error envelope, when the body has that shape. */
  get apiError(): ApiErrorBody['error'] | undefined {
    const body = this.body as Partial<ApiErrorBody> | null;
    return body && typeof body === 'object' && body.error && typeof body.error === 'object'
      ? body.error
      : undefined;
  }
}

/**
 * True for an `ApiError`. The package is not a federation share (each container bundles its own copy), so an
 * error thrown by another container's copy is recognised by its name and status, not only by `instanceof`.
 */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError ||
    (error instanceof Error && error.name === 'ApiError' && typeof (error as Partial<ApiError>).status === 'number' && 'body' in error)
  );
}

/** Retry-After as seconds: delta-seconds or an HTTP date; `null` when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The server's words when it gives no time. */
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a few minutes and try again.';

/**
 * 'Too many requests. Please try again in 5 minutes.' (seconds under a minute, hours from two hours);
 * `what` names what was limited ('messages': 'Too many messages. …').
 */
export function tooManyRequestsMessage(retryAfterSeconds: number | null, what = 'requests'): string {
  if (retryAfterSeconds === null || retryAfterSeconds <= 0) return `Too many ${what}. Please wait a few minutes and try again.`;
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const wait =
    retryAfterSeconds < 60
      ? unit(retryAfterSeconds, 'second')
      : retryAfterSeconds < 7200
        ? unit(Math.ceil(retryAfterSeconds / 60), 'minute')
        : unit(Math.ceil(retryAfterSeconds / 3600), 'hour');
  return `Too many ${what}. Please try again in ${wait}.`;
}

/**
 * What a screen says when a request failed: for a rate limit (429) that the limit was reached and when to
 * try again (from Retry-After; without it the server's own message), else `fallback`.
 */
export function requestFailureMessage(error: unknown, fallback: string, what = 'requests'): string {
  if (!isApiError(error) || error.status !== 429) return fallback;
  if (error.retryAfterSeconds !== null && error.retryAfterSeconds > 0) return tooManyRequestsMessage(error.retryAfterSeconds, what);
  return error.apiError?.message || TOO_MANY_REQUESTS;
}

export function readToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(AUTH_TOKEN_KEY) ?? null;
  } catch {
    // Storage can be unavailable (privacy modes, sandboxed frames).
    return null;
  }
}

export function writeToken(token: string | null): void {
  try {
    if (token) globalThis.localStorage?.setItem(AUTH_TOKEN_KEY, token);
    else globalThis.localStorage?.removeItem(AUTH_TOKEN_KEY);
  } catch {
    /* storage unavailable: the session just won't survive a reload */
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialised as JSON. */
  body?: unknown;
  /** Appended as a query string; null/undefined/'' values are skipped. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** The fetch cache mode, e.g. 'no-store' for a signed-in owner's view of data the API also serves publicly. */
  cache?: RequestCache;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  let url = clean.startsWith(`${API_BASE}/`) ? clean : `${API_BASE}${clean}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined || value === null || value === '') continue;
      params.append(key, String(value));
    }
    const qs = params.toString();
    if (qs) url += `?${qs}`;
  }
  return url;
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Low-level request. Resolves with the parsed JSON body; throws `ApiError` on a non-OK status. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = { method: options.method ?? 'GET', headers, signal: options.signal };
  if (options.cache) init.cache = options.cache;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  const response = await fetch(buildUrl(path, options.query), init);
  const body = await parseBody(response);
  if (!response.ok) throw new ApiError(response.status, body, parseRetryAfter(response.headers.get('Retry-After')));
  return body as T;
}

export const http = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'DELETE' }),
};
