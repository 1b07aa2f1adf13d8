import { z } from 'zod';
import { okMessageSchema, okSchema } from '../shared/answers.ts';
import { defineRoute } from '../shared/route-contract.ts';
import { emailField } from '../shared/text-fields.ts';
import { SHORTLIST_LIMIT, VENDOR_ID_PATTERN } from './shortlist.ts';

/**
 * The shortlist links' API (issue 39 §1), as route contracts (ADR 13); paths under /api. No account: the
 * link's token opens it, the key the making browser keeps stops it. See shortlist-link.ts for the rules.
 */

const NO_VENDORS = 'Save at least one vendor first';

/** The saved vendors' ids, in the order saved: 1 to SHORTLIST_LIMIT, a repeated one counted once. */
const vendorIdsField = z.preprocess(
  (v) => (v === undefined || v === null ? [] : v),
  z
    .array(z.string(), NO_VENDORS)
    .transform((ids) => [...new Set(ids)])
    .pipe(
      z
        .array(z.string())
        .min(1, NO_VENDORS)
        .max(SHORTLIST_LIMIT, `At most ${SHORTLIST_LIMIT} vendors`)
        // One message for the field, not one per id.
        .refine((ids) => ids.every((id) => VENDOR_ID_PATTERN.test(id)), 'These are not vendors of ours'),
    ),
);

export const emailShortlistSchema = z.object({
  email: emailField().transform((email) => email.toLowerCase()),
  vendorIds: vendorIdsField,
});
export type EmailShortlistInput = z.output<typeof emailShortlistSchema>;

export const shareShortlistSchema = z.object({ vendorIds: vendorIdsField });
export type ShareShortlistInput = z.output<typeof shareShortlistSchema>;

/** The key the making browser keeps (32 random bytes, URL-safe), to stop the link. */
const keyField = z.string('This link cannot be stopped from here').min(20, 'This link cannot be stopped from here').max(200, 'This link cannot be stopped from here');

/** What the making browser keeps of a link it made. */
export const madeShortlistLinkSchema = z.object({
  kind: z.enum(['keep', 'share']),
  /** Stops the link (POST /shortlist-links/stop); only its hash is stored. */
  key: z.string(),
  /** The read-only link to give a partner; null for an emailed link (only the email has it). */
  url: z.string().nullable(),
  vendorCount: z.number(),
  expiresAt: z.string(),
});
export type MadeShortlistLink = z.infer<typeof madeShortlistLinkSchema>;

/** POST /api/shortlist-links/email: 'Email me my shortlist'. */
export const emailShortlistRoute = defineRoute({
  method: 'POST',
  path: '/shortlist-links/email',
  status: 201,
  body: emailShortlistSchema,
  answer: okMessageSchema.extend({ link: madeShortlistLinkSchema }),
});

/** POST /api/shortlist-links/share: 'Share with my partner'. */
export const shareShortlistRoute = defineRoute({
  method: 'POST',
  path: '/shortlist-links/share',
  status: 201,
  body: shareShortlistSchema,
  answer: okMessageSchema.extend({ link: madeShortlistLinkSchema }),
});

/** POST /api/shortlist-links/stop: 'Stop sharing' (the key in the body, so it stays out of logs and history). */
export const stopShortlistLinkRoute = defineRoute({
  method: 'POST',
  path: '/shortlist-links/stop',
  body: z.object({ key: keyField }),
  answer: okMessageSchema,
});

/**
 * GET /api/shortlist-links/{token}: what a live link holds. A stopped or expired link is a 404 that says so
 * (shortlistLinkProblem); never cached.
 */
export const openShortlistLinkRoute = defineRoute({
  method: 'GET',
  path: '/shortlist-links/:token',
  answer: okSchema.extend({
    link: z.object({ kind: z.enum(['keep', 'share']), vendorIds: z.array(z.string()), expiresAt: z.string() }),
  }),
});
export type OpenedShortlistLink = z.infer<typeof openShortlistLinkRoute.answer>['link'];
