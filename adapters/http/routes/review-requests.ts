import { Hono, type Context } from 'hono';
import {
  ListReviewRequests,
  OpenReviewRequest,
  ReviewThroughRequest,
  SendReviewRequests,
  UnsubscribeFromReviewRequests,
} from '../../../application/reviews/review-requests.ts';
import { resolveAll, type UseCases } from '../../../application/wiring.ts';
import type { VendorCore } from '../../../domain/listings/vendor.ts';
import * as api from '../../../domain/reviews/review-request-api.ts';
import {
  REVIEW_REQUEST_MESSAGES,
  REVIEW_REQUEST_STATE_LABELS,
  reviewRequestLinkState,
  reviewRequestState,
  SKIP_REASON_LABELS,
  type ReviewRequest,
} from '../../../domain/reviews/review-request.ts';
import { currentUser, requireUser, type AuthEnv } from '../auth.ts';
import { serve } from '../contract-route.ts';

/** The use cases these routes call, resolved by class (ADR 12). */
const REVIEW_REQUEST_USE_CASES = {
  sendReviewRequests: SendReviewRequests,
  listReviewRequests: ListReviewRequests,
  openReviewRequest: OpenReviewRequest,
  reviewThroughRequest: ReviewThroughRequest,
  unsubscribe: UnsubscribeFromReviewRequests,
};

/** Private answers: never stored by a browser or a proxy (a link's answer is its holder's alone). */
const privately = (c: Context) => c.header('Cache-Control', 'no-store');

const vendorRef = (v: VendorCore) => ({ _id: v.id, name: v.name, slug: v.slug });

const toRequestDto = (q: ReviewRequest, now: Date): api.ReviewRequestAnswer => {
  const state = reviewRequestState(q);
  return {
    _id: q.id,
    clientName: q.clientName,
    email: q.email,
    inquiryId: q.inquiryId,
    state,
    stateLabel: REVIEW_REQUEST_STATE_LABELS[state],
    sentAt: q.createdAt.toISOString(),
    expiresAt: q.expiresAt.toISOString(),
    expired: reviewRequestLinkState(q, now) === 'expired',
    reminded: q.reminderSentAt !== null,
  };
};

/**
 * Review requests (issue 40 §1), served from their contracts in domain/reviews/review-request-api.ts and
 * mounted at /api: the vendor's 'Ask for a review' and its list (requireUser, then the listing's owner or an
 * admin), and the emailed link's review page, review and unsubscribe (the token only).
 */
export const reviewRequestRoutes = (use: UseCases, clock: { now(): Date }) => {
  const u = resolveAll(use, REVIEW_REQUEST_USE_CASES);
  const r = new Hono<AuthEnv>();

  serve(
    r,
    api.sendReviewRequestsRoute,
    async (c, { params, body }) => {
      privately(c);
      const done = await u.sendReviewRequests.execute(currentUser(c), params.id, body);
      return {
        success: true,
        message: api.REVIEW_REQUEST_WORDS.sent(done.sent.length),
        sent: done.sent,
        skipped: done.skipped.map((s) => ({ ...s, reasonLabel: SKIP_REASON_LABELS[s.reason] })),
        leftToday: done.leftToday,
      };
    },
    requireUser,
  );
  serve(
    r,
    api.reviewRequestsRoute,
    async (c, { params }) => {
      privately(c);
      const listed = await u.listReviewRequests.execute(currentUser(c), params.id);
      const now = clock.now();
      return { success: true, vendor: vendorRef(listed.vendor), requests: listed.requests.map((q) => toRequestDto(q, now)), leftToday: listed.leftToday };
    },
    requireUser,
  );
  serve(r, api.openReviewRequestRoute, async (c, { params }) => {
    privately(c);
    const opened = await u.openReviewRequest.execute(params.token);
    return { success: true, vendor: vendorRef(opened.vendor), clientName: opened.clientName, expiresAt: opened.expiresAt.toISOString() };
  });
  serve(r, api.reviewThroughRequestRoute, async (c, { params, body }) => {
    privately(c);
    const written = await u.reviewThroughRequest.execute(params.token, body);
    return { success: true, message: REVIEW_REQUEST_MESSAGES.reviewSubmitted, vendor: vendorRef(written.vendor) };
  });
  serve(r, api.unsubscribeStatusRoute, async (c, { params }) => {
    privately(c);
    const status = await u.unsubscribe.status(params.token);
    return { success: true, vendor: vendorRef(status.vendor), unsubscribed: status.unsubscribed };
  });
  serve(r, api.unsubscribeRoute, async (c, { params }) => {
    privately(c);
    await u.unsubscribe.execute(params.token);
    return { success: true, message: REVIEW_REQUEST_MESSAGES.unsubscribed };
  });
  return r;
};
