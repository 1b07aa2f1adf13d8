import { z } from 'zod';

/**
 * The shapes every JSON answer of the API shares (DESIGN.md §2 'One contract'). Each context keeps the
 * schemas of its own answers beside its input schemas (`<context>/*-answers.ts`); the server's mappers are
 * typed by them, `@uwd/api-client` takes its types from them, and the HTTP tests check every answer against
 * its route's schema.
 */

/** Every failure: `{ success: false, error: { code, message, fields? } }`. */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    requestId: z.string().optional(),
  }),
});
export type ApiErrorAnswer = z.infer<typeof apiErrorSchema>;

/** `{ success: true }` and nothing else worth reading. */
export const okSchema = z.object({ success: z.literal(true) });
export type OkAnswer = z.infer<typeof okSchema>;

/** `{ success: true, message }`: a write that says what it did. */
export const okMessageSchema = okSchema.extend({ message: z.string() });
export type OkMessageAnswer = z.infer<typeof okMessageSchema>;

/** An id and a name to show and a slug to link: a category, a vendor or a filter named by another answer. */
export const namedRefSchema = z.object({ _id: z.string(), name: z.string(), slug: z.string() });
export type NamedRef = z.infer<typeof namedRefSchema>;

/** The admin lists' pagination. */
export const listPaginationSchema = z.object({
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalPages: z.number(),
  hasPrevPage: z.boolean(),
  hasNextPage: z.boolean(),
});
export type ListPagination = z.infer<typeof listPaginationSchema>;

/** The vendor lists' pagination (SPEC.md §3). */
export const vendorPaginationSchema = z.object({
  page: z.number(),
  limit: z.number(),
  pages: z.number(),
  totalPages: z.number(),
  totalVendors: z.number(),
  hasPrevPage: z.boolean(),
  hasNextPage: z.boolean(),
  /** Present (true) when a search's count stopped at its cap: more than totalVendors match (ADR 21). */
  totalIsAtLeast: z.literal(true).optional(),
});
export type VendorPagination = z.infer<typeof vendorPaginationSchema>;

/** ISO 8601 date-time, as every answer writes its times. */
export const isoTime = z.string();
