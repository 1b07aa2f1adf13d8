import { loginErrorMessage as messageFor, loginRequestSchema } from '@domain/identity/auth-rules';

/**
 * The login page's rules, from the server's own module (domain/identity/auth-rules.ts), so both give the
 * same messages (SPEC §5 "Login", §8). That module brings zod (about 20 KB gzip), so LoginPage loads this
 * file on demand (a link error to show, the form focused or sent), not with the page.
 */
export const loginSchema = loginRequestSchema;

/** The first message for an email, or null when it is valid. */
export function validateLoginEmail(email: string): string | null {
  const result = loginRequestSchema.safeParse({ email });
  return result.success ? null : (result.error.issues[0]?.message ?? 'Please enter a valid email address');
}

/** The message for the `error` query parameter of /login (SPEC §8), or null without one. */
export function loginErrorMessage(code: string | null): string | null {
  return code === null ? null : messageFor(code);
}
