import { z } from 'zod';
import { CATEGORY_SLUGS, type CategorySlug } from '../categories/category.ts';
import { MULTI_SEND_FULL_MESSAGE, MULTI_SEND_LIMIT } from '../couples/shortlist-page.ts';
import { okMessageSchema } from '../shared/answers.ts';
import { defineRoute } from '../shared/route-contract.ts';
import { INQUIRY_MESSAGES, inquiryContactFields, inquiryContactOf, weddingDateRule } from './inquiry.ts';
import { budgetRangesFor } from './inquiry-options.ts';

/**
 * One message to several vendors (issue 39 §3): the multi-send form on /shortlist/message and
 * POST /api/inquiries/batch, one schema. The single inquiry's fields with its messages (inquiry.ts), a
 * budget per category (each one of that category's ranges, as the single form checks), and the vendors: 1 to
 * MULTI_SEND_LIMIT, none twice. The use case makes one inquiry per vendor, each as a single inquiry is.
 */

export const INQUIRY_BATCH_MESSAGES = {
  noVendors: 'Please choose at least one vendor',
  tooManyVendors: MULTI_SEND_FULL_MESSAGE,
  repeatedVendor: 'Each vendor can be chosen only once',
  vendorId: 'Unknown vendor',
} as const;

/** A budget range code of the category it is keyed by ('' and missing: not chosen). */
const budgetsField = z
  .partialRecord(z.enum(CATEGORY_SLUGS, 'Unknown category'), z.string(INQUIRY_MESSAGES.budget), INQUIRY_MESSAGES.budget)
  .superRefine((budgets, ctx) => {
    for (const [category, code] of Object.entries(budgets) as [CategorySlug, string][]) {
      if (!budgetRangesFor(category).some((r) => r.code === code)) ctx.addIssue({ code: 'custom', path: [category], message: INQUIRY_MESSAGES.budget });
    }
  });

const vendorIdsField = z
  .array(z.string(INQUIRY_BATCH_MESSAGES.vendorId).trim().min(1, INQUIRY_BATCH_MESSAGES.vendorId).max(100, INQUIRY_BATCH_MESSAGES.vendorId), INQUIRY_BATCH_MESSAGES.noVendors)
  .min(1, INQUIRY_BATCH_MESSAGES.noVendors)
  .max(MULTI_SEND_LIMIT, INQUIRY_BATCH_MESSAGES.tooManyVendors)
  .refine((ids) => new Set(ids).size === ids.length, INQUIRY_BATCH_MESSAGES.repeatedVendor);

/**
 * Where the couple chose the vendors: their shortlist (the vendor's inbox marks it 'From a shortlist') or
 * 'Also ask similar vendors' after a single message (not marked).
 */
export const INQUIRY_BATCH_ORIGINS = ['shortlist', 'similar'] as const;

export const inquiryBatchSchema = (now: () => Date = () => new Date()) =>
  z
    .object({ ...inquiryContactFields, budgets: budgetsField, vendorIds: vendorIdsField, origin: z.enum(INQUIRY_BATCH_ORIGINS, 'Unknown origin').default('shortlist') })
    .superRefine(weddingDateRule(now), { when: () => true })
    .transform((v) => ({ ...inquiryContactOf(v), budgets: v.budgets as Partial<Record<CategorySlug, string>>, vendorIds: v.vendorIds, origin: v.origin }));

export type InquiryBatchInput = z.output<ReturnType<typeof inquiryBatchSchema>>;

/** The budget the couple chose for a vendor of this category; null when they chose none for it. */
export const budgetFor = (input: Pick<InquiryBatchInput, 'budgets'>, category: CategorySlug): string | null => input.budgets[category] || null;

/** Where a sent message went (InquiryReach in inquiry-words.ts). */
const reachSchema = z.enum(['owner', 'listing', 'waiting']);

/**
 * POST /api/inquiries/batch: 'Send to N vendors'. Every vendor counts toward the per-email and per-address
 * limits; nothing is stored when one vendor is refused. Without a remembered browser all wait for one
 * confirmation email ('Confirm your messages to N vendors'), whose link (POST /api/inquiries/confirm)
 * confirms them all.
 */
export const submitInquiryBatchRoute = defineRoute({
  method: 'POST',
  path: '/inquiries/batch',
  status: 201,
  body: inquiryBatchSchema(),
  answer: okMessageSchema.extend({
    /** 'confirm_email': all wait for the one emailed link; 'sent': they went through. */
    delivery: z.enum(['confirm_email', 'sent']),
    /** In the order asked; `reach` is null until confirmed. */
    vendors: z.array(z.object({ _id: z.string(), name: z.string(), slug: z.string(), reach: reachSchema.nullable() })),
  }),
});
