/** Messages for the `error` query parameter of /login (SPEC §8). */
const LOGIN_ERROR_MESSAGES: Record<string, string> = {
  invalid_link: 'The login link is invalid or has expired. Please request a new one.',
  already_claimed: 'This listing has already been claimed by another user.',
  server_error: 'A server error occurred. Please try again.',
};

export function loginErrorMessage(code: string | null): string | null {
  if (code === null) return null;
  return LOGIN_ERROR_MESSAGES[code] ?? 'An error occurred. Please try again.';
}

/** Only same-site paths are remembered as a post-login destination. */
export function safeRedirect(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

export const REDIRECT_STORAGE_KEY = 'uwd.auth.redirect';
