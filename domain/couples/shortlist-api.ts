import { z } from 'zod';
import { vendorSummaryAnswerSchema } from '../listings/vendor-answers.ts';
import { okSchema } from '../shared/answers.ts';
import { SHORTLIST_LIMIT, VENDOR_ID_PATTERN } from './shortlist.ts';

/**
 * GET /api/vendors/cards?ids=a,b,c (issue 39): the cards of the vendors a couple saved, as lists show them,
 * in the order asked; a vendor that is not listed (inactive, unknown) is left out. At most SHORTLIST_LIMIT ids,
 * a repeated one counted once.
 */
export const vendorCardsQuerySchema = z.object({
  ids: z
    .string('Vendor ids are required')
    .max(SHORTLIST_LIMIT * 65, `At most ${SHORTLIST_LIMIT} vendor ids`)
    .transform((text) => [...new Set(text.split(',').map((id) => id.trim()))])
    .pipe(
      z
        .array(z.string())
        .min(1, 'Vendor ids are required')
        .max(SHORTLIST_LIMIT, `At most ${SHORTLIST_LIMIT} vendor ids`)
        // One message for the field, not one per id.
        .refine((ids) => ids.every((id) => VENDOR_ID_PATTERN.test(id)), 'Vendor ids are letters, digits, - and _, separated by commas'),
    ),
});
export type VendorCardsQuery = z.output<typeof vendorCardsQuerySchema>;

export const vendorCardsAnswerSchema = okSchema.extend({ vendors: z.array(vendorSummaryAnswerSchema) });
export type VendorCardsAnswer = z.infer<typeof vendorCardsAnswerSchema>;
