import { z } from 'zod';
import { isoTime, okSchema } from '../shared/answers.ts';
import { defineRoute } from '../shared/route-contract.ts';
import { reviewPhotoUploadRequestSchema } from './review-photos.ts';

/**
 * Photos in reviews (issue 40 §3), declared once as a route contract (ADR 13): the review form asks for a
 * signed upload per chosen file, PUTs the bytes to `uploadUrl` with exactly `headers`, and sends the
 * `uploadId`s with the review (`photoIds`). No account: the signature, the per-address limit and the upload
 * session are the guards.
 */
export const reviewPhotoUploadRoute = defineRoute({
  method: 'POST',
  path: '/vendors/:id/review-photos/uploads',
  status: 201,
  body: reviewPhotoUploadRequestSchema,
  answer: okSchema.extend({
    uploadId: z.string(),
    uploadUrl: z.string(),
    method: z.literal('PUT'),
    headers: z.record(z.string(), z.string()),
    expiresAt: isoTime,
    /** Send it with the next upload request of the same form. */
    session: z.string(),
  }),
});
export type ReviewPhotoUploadAnswer = z.output<typeof reviewPhotoUploadRoute.answer>;
