import { loginRequestSchema } from '@domain/identity/auth-rules';

/**
 * The login form validates with the server's own schema (domain/identity/auth-rules.ts), so both give
 * the same messages (SPEC §5 "Login").
 */
export const loginSchema = loginRequestSchema;

/** The first message for an email, or null when it is valid. */
export function validateLoginEmail(email: string): string | null {
  const result = loginRequestSchema.safeParse({ email });
  return result.success ? null : (result.error.issues[0]?.message ?? 'Please enter a valid email address');
}
