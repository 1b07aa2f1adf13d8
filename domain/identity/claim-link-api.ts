import { z } from 'zod';
import { okMessageSchema, okSchema } from '../shared/answers.ts';
import { defineRoute } from '../shared/route-contract.ts';

/**
 * 'Claim this listing to reply' (issue 36): the link emailed with a couple's message to the business email
 * of a listing without an owner lands on /claim-listing/link/{token}, which reads the link and, when the
 * person confirms, uses it.
 */

/** GET /api/claim-links/{token}: what the link claims (nothing is used up). */
export const claimLinkRoute = defineRoute({
  method: 'GET',
  path: '/claim-links/:token',
  answer: okSchema.extend({
    vendor: z.object({ name: z.string(), slug: z.string() }),
    /** The address that becomes the owner: the business email the link was sent to. */
    email: z.string(),
    /** Couples' messages waiting for the owner. */
    waiting: z.number().int().min(0),
  }),
});

/** POST /api/claim-links/{token}/claim: the link is used once; its address becomes the owner and is emailed a login link. */
export const claimByLinkRoute = defineRoute({
  method: 'POST',
  path: '/claim-links/:token/claim',
  answer: okMessageSchema.extend({ vendor: z.object({ name: z.string(), slug: z.string() }), email: z.string() }),
});

/** What the claim answers once the listing is the person's. */
export const CLAIMED_BY_LINK_MESSAGE = (vendorName: string, email: string) =>
  `${vendorName} is yours. We emailed a login link to ${email}: open it to reply to the couples waiting.`;
