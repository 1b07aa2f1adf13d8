import { loginErrorMessage as messageFor } from '@domain/identity/auth-rules';

/** The message for the `error` query parameter of /login (SPEC §8), or null without one. */
export function loginErrorMessage(code: string | null): string | null {
  return code === null ? null : messageFor(code);
}

/** Only same-site paths are remembered as a post-login destination. */
export function safeRedirect(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

export const REDIRECT_STORAGE_KEY = 'uwd.auth.redirect';
