import { z } from 'zod';
import { isoTime, okMessageSchema, okSchema } from '../shared/answers.ts';
import { sessionConfirmationSchema } from './auth-rules.ts';

/** The listing a signed-in vendor manages, as the account names it. */
export const vendorProfileSummarySchema = z.object({ _id: z.string(), name: z.string(), slug: z.string(), isActive: z.boolean() });
export type VendorProfileSummary = z.infer<typeof vendorProfileSummarySchema>;

/** The signed-in account (GET /api/auth/me, and the session's user). */
export const accountAnswerSchema = z.object({
  _id: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  vendorId: z.string().nullable(),
  vendorProfile: vendorProfileSummarySchema.nullable(),
});
export type AccountDto = z.infer<typeof accountAnswerSchema>;

/** POST /api/auth/login: the same words for known and unknown emails. */
export const loginLinkSentAnswerSchema = okMessageSchema;
/** POST /api/auth/session when the browser that asked trades the code: the session. */
export const sessionStartedAnswerSchema = okSchema.extend({ token: z.string(), expiresAt: isoTime, user: accountAnswerSchema });
export type SessionStarted = z.infer<typeof sessionStartedAnswerSchema>;
/** POST /api/auth/session: the session, or (another browser) the question 'Sign in as {email}?' first. */
export const sessionAnswerSchema = z.union([sessionConfirmationSchema, sessionStartedAnswerSchema]);
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;
/** GET /api/auth/me. */
export const meAnswerSchema = okSchema.extend({ user: accountAnswerSchema });
/** POST /api/auth/logout. */
export const loggedOutAnswerSchema = okSchema;
