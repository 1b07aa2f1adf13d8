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

/** At most this many live (unused, unexpired) login links per account: past it a request creates and sends nothing. */
export const MAX_LIVE_LOGIN_LINKS = 5;

/**
 * Sign-in attempts (ADR 8, ADR 10). Link requests: per email from one client address (3 per 15 minutes) and per
 * email from all addresses (10 per hour) — both silent: past them the answer is the same and nothing is sent,
 * so a flood never locks the owner out — and per client address (a 429 to that address only). Following a
 * link (GET /api/auth/verify) and trading its one-time code (POST /api/auth/session) per client address —
 * they carry no email, only a 256-bit secret, so the address is what bounds guessing.
 */
export const LOGIN_RATE_LIMITS = {
  perEmailAndIp: { limit: 3, windowMs: 15 * 60 * 1000 },
  perEmail: { limit: 10, windowMs: 60 * 60 * 1000 },
  perIp: { limit: 20, windowMs: 15 * 60 * 1000 },
  verifyPerIp: { limit: 30, windowMs: 15 * 60 * 1000 },
  exchangePerIp: { limit: 30, windowMs: 15 * 60 * 1000 },
} as const;

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a few minutes and try again.';

/**
 * A random value the browser that asks for a link keeps (localStorage) and sends again when it trades the
 * link's one-time code: the code signs in without a question only in that browser (ADR 10). 32 random bytes,
 * base64url (43 characters); the server keeps only its SHA-256.
 */
export const BROWSER_KEY_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;
const browserKeyField = z.string('Invalid browser key').regex(BROWSER_KEY_PATTERN, 'Invalid browser key');

/** The login form and POST /api/auth/login (SPEC.md §5 "Login"); clients older than ADR 10 send no browser key. */
export const loginRequestSchema = z.object({ email: emailField(), browserKey: browserKeyField.optional() });
export type LoginRequest = z.output<typeof loginRequestSchema>;

/**
 * POST /api/auth/session: the one-time code of /auth/callback, the browser key of the browser that opened it,
 * and `confirm` once the person clicked 'Sign in' on 'Sign in as {email}?'.
 */
export const sessionExchangeSchema = z.object({
  code: z.string('Login code is required').min(1, 'Login code is required').max(256),
  browserKey: browserKeyField.optional(),
  confirm: z.boolean('Invalid confirmation').optional(),
});
export type SessionExchange = z.output<typeof sessionExchangeSchema>;

/** What POST /api/auth/session answers when the code was opened in another browser: who would be signed in. */
export const sessionConfirmationSchema = z.object({ success: z.literal(true), confirmationRequired: z.literal(true), email: z.string() });
export type SessionConfirmation = z.output<typeof sessionConfirmationSchema>;

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
  /** SHA-256 of the browser key of the browser that asked for the link; null: no browser asked (welcome, claim, old clients). */
  browserKeyHash: string | null;
}

/** A fresh, unused login link made at `now`: it lives LOGIN_LINK_TTL_MS. */
export const newLoginToken = (fields: Omit<LoginToken, 'createdAt' | 'expiresAt' | 'consumedAt'>, now: Date): LoginToken => ({
  ...fields,
  createdAt: now,
  expiresAt: new Date(now.getTime() + LOGIN_LINK_TTL_MS),
  consumedAt: null,
});
