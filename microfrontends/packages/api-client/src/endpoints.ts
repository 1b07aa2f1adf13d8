import { http, type RequestOptions } from './http';
import type { Category, SuccessResponse, User } from './types';

type CallOptions = Pick<RequestOptions, 'signal'>;

// ---- categories ---------------------------------------------------------------------------

export async function getCategories(options?: CallOptions): Promise<Category[]> {
  const res = await http.get<{ success: boolean; categories?: Category[] }>('/categories', options);
  return res?.categories ?? [];
}

// ---- auth -----------------------------------------------------------------------------------

/** Requests a login link by email. The server answers the same for known and unknown emails. */
export function requestLoginLink(email: string, options?: CallOptions): Promise<SuccessResponse> {
  return http.post<SuccessResponse>('/auth/login', { email }, options);
}

/** Trades the one-time code of a login link's redirect (`session_token`) for a session token. */
export async function exchangeLoginCode(code: string, options?: CallOptions): Promise<{ token: string; user: User }> {
  const res = await http.post<{ token?: string; user?: User }>('/auth/session', { code }, options);
  if (!res?.token || !res.user) throw new Error('Malformed /auth/session response');
  return { token: res.token, user: res.user };
}

/** The signed-in user for the stored token. */
export async function getMe(options?: CallOptions): Promise<User> {
  const res = await http.get<{ user: User }>('/auth/me', options);
  if (!res?.user) throw new Error('Malformed /auth/me response');
  return res.user;
}

export function logout(options?: CallOptions): Promise<SuccessResponse | null> {
  return http.post<SuccessResponse | null>('/auth/logout', undefined, options);
}
