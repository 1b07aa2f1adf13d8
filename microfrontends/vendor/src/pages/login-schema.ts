import { z } from 'zod';

/**
 * Login form rule (SPEC §5 "Login"). Local for now; it moves to `@domain/identity` so the
 * server validates with the same schema and messages.
 */
export const loginEmailSchema = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid email address');

export const loginSchema = z.object({ email: loginEmailSchema });

/** The first message for an email, or null when it is valid. */
export function validateLoginEmail(email: string): string | null {
  const result = loginEmailSchema.safeParse(email);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Please enter a valid email address');
}
