import { Hono } from 'hono';
import { RequestReviewPhotoUpload } from '../../../application/reviews/review-photos.ts';
import { resolveAll, type UseCases } from '../../../application/wiring.ts';
import * as api from '../../../domain/reviews/review-photo-api.ts';
import { clientIp, type AuthEnv } from '../auth.ts';
import { serve } from '../contract-route.ts';

/** The use cases these routes call, resolved by class (ADR 12). */
const REVIEW_PHOTO_USE_CASES = {
  requestReviewPhotoUpload: RequestReviewPhotoUpload,
};

/**
 * Photos in reviews (issue 40 §3), served from their contract in domain/reviews/review-photo-api.ts and
 * mounted at /api. No account: a couple writing a review asks for a signed upload per photo; the review's
 * submission (POST /api/vendors/{id}/reviews, `photoIds`) checks and stores them. Asking for an upload changes
 * no public read (it is in WRITES_LEAVING_READS).
 */
export const reviewPhotoRoutes = (use: UseCases, options: { trustProxy: boolean }) => {
  const u = resolveAll(use, REVIEW_PHOTO_USE_CASES);
  const r = new Hono<AuthEnv>();

  serve(r, api.reviewPhotoUploadRoute, async (c, { params, body }) => {
    c.header('Cache-Control', 'no-store');
    const upload = await u.requestReviewPhotoUpload.execute(params.id, body, clientIp(c, options.trustProxy));
    return { success: true, ...upload, expiresAt: upload.expiresAt.toISOString() };
  });
  return r;
};
