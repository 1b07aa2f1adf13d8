import { Hono, type Context } from 'hono';
import { ListManagedReviews, RemoveReviewReply, ReplyToReview } from '../../../application/reviews/review-replies.ts';
import { resolveAll, type UseCases } from '../../../application/wiring.ts';
import type { Review } from '../../../domain/reviews/review.ts';
import type { ReviewPhoto } from '../../../domain/reviews/review-photos.ts';
import * as api from '../../../domain/reviews/review-reply-api.ts';
import { paginationOf } from '../../../domain/shared/pagination.ts';
import { currentUser, requireAdmin, requireUser, type AuthEnv } from '../auth.ts';
import { serve } from '../contract-route.ts';
import { toListPaginationDto } from '../dto/admin-dto.ts';
import { toPublicReviewDto, toReviewPhotoDtos, toReviewReplyDto } from '../dto/review-dto.ts';
import type { MediaUrl } from '../dto/vendor-dto.ts';

/** The use cases these routes call, resolved by class (ADR 12). */
const REVIEW_REPLY_USE_CASES = {
  listManagedReviews: ListManagedReviews,
  replyToReview: ReplyToReview,
  removeReviewReply: RemoveReviewReply,
};

/** A published review in its owner's list: the public shape (with its photos, of `photos`), and the reply's last edit. */
const toManagedReviewDto = (r: Review, photos: readonly ReviewPhoto[], media: MediaUrl): api.ManagedReview => ({
  ...toPublicReviewDto(r, toReviewPhotoDtos(photos.filter((p) => p.reviewId === r.id), media)),
  reply: toReviewReplyDto(r.reply),
});

/** Private reads: never stored by a browser or a proxy. */
const privately = (c: Context) => c.header('Cache-Control', 'no-store');

/**
 * Review replies (issue 18 §5), served from their contracts in domain/reviews/review-reply-api.ts and mounted
 * at /api. Saving or removing a reply changes the public reviews answer, so these writes clear the public
 * read cache (they are not in WRITES_LEAVING_READS).
 */
export const reviewReplyRoutes = (use: UseCases, deps: { mediaUrl: MediaUrl }) => {
  const u = resolveAll(use, REVIEW_REPLY_USE_CASES);
  const r = new Hono<AuthEnv>();

  serve(
    r,
    api.managedReviewsRoute,
    async (c, { params, query }) => {
      privately(c);
      const { vendor, page, photos } = await u.listManagedReviews.execute(currentUser(c), params.id, query.page);
      return {
        success: true,
        vendor: { _id: vendor.id, name: vendor.name, slug: vendor.slug },
        reviews: page.items.map((review) => toManagedReviewDto(review, photos, deps.mediaUrl)),
        pagination: toListPaginationDto(paginationOf(page.page, page.limit, page.total)),
      };
    },
    requireUser,
  );
  serve(
    r,
    api.saveReviewReplyRoute,
    async (c, { params, body }) => {
      const saved = await u.replyToReview.execute(currentUser(c), params.id, params.reviewId, body);
      return { success: true, message: saved.firstReply ? api.REVIEW_REPLY_WORDS.published : api.REVIEW_REPLY_WORDS.updated, review: toManagedReviewDto(saved.review, saved.photos, deps.mediaUrl) };
    },
    requireUser,
  );
  serve(
    r,
    api.removeReviewReplyRoute,
    async (_c, { params }) => {
      await u.removeReviewReply.execute(params.id);
      return { success: true, message: api.REVIEW_REPLY_WORDS.removed, reviewId: params.id };
    },
    requireAdmin,
  );
  return r;
};
