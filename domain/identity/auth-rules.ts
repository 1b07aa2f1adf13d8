import { z } from 'zod';
import { emailField } from '../shared/text-fields.ts';

/** Security rules of DESIGN.md §6 and SPEC.md §9. */
export const LOGIN_LINK_TTL_MS = 15 * 60 * 1000;
/** The one-time code in the redirect to /auth/callback lives just long enough for the page to trade it. */
export const AUTH_CODE_TTL_MS = 2 * 60 * 1000;
/** A session ends 30 days after login, or after 7 days without use, whichever comes first. */
export const SESSION_ABSOLUTE_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** How stale last_seen_at may get before a request refreshes it (saves a write per request). */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Sign-in attempts per 15 minutes (ADR 8): link requests per email and per client address; following a link
 * (GET /api/auth/verify) and trading its one-time code (POST /api/auth/session) per client address — they
 * carry no email, only a 256-bit secret, so the address is what bounds guessing.
 */
export const LOGIN_RATE_LIMITS = {
  perEmail: { limit: 5, windowMs: 15 * 60 * 1000 },
  perIp: { limit: 20, windowMs: 15 * 60 * 1000 },
  verifyPerIp: { limit: 30, windowMs: 15 * 60 * 1000 },
  exchangePerIp: { limit: 30, windowMs: 15 * 60 * 1000 },
} as const;

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a few minutes and try again.';

/** The login form and POST /api/auth/login (SPEC.md §5 "Login"). */
export const loginRequestSchema = z.object({ email: emailField() });
export type LoginRequest = z.output<typeof loginRequestSchema>;

/** The error codes /login?error= understands, and what it says for each (SPEC.md §8). */
export const LOGIN_ERROR_MESSAGES = {
  invalid_link: 'The login link is invalid or has expired. Please request a new one.',
  already_claimed: 'This listing has already been claimed by another user.',
  server_error: 'A server error occurred. Please try again.',
  rate_limited: RATE_LIMITED_MESSAGE,
} as const;
export type LoginErrorCode = keyof typeof LOGIN_ERROR_MESSAGES;
export const loginErrorMessage = (code: string): string =>
  (LOGIN_ERROR_MESSAGES as Record<string, string>)[code] ?? 'An error occurred. Please try again.';

export interface Session {
  id: string;
  userId: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

/** Whether a session may still be used at `now`: not revoked, within its absolute and idle limits. */
export const isSessionLive = (s: Session, now: Date): boolean =>
  !s.revokedAt && now < s.expiresAt && now.getTime() - s.lastSeenAt.getTime() < SESSION_IDLE_TTL_MS;

export type LoginPurpose = 'login' | 'claim';

export interface LoginToken {
  id: string;
  email: string;
  tokenHash: string;
  purpose: LoginPurpose;
  userId: string | null;
  vendorId: string | null;
  createdAt: Date;
  expiresAt: Date;
  consumedAt: Date | null;
}
