import { z } from 'zod';
import { reviewStatsAnswerSchema } from '../listings/vendor-answers.ts';
import { isoTime, namedRefSchema, okMessageSchema, okSchema, vendorPaginationSchema } from '../shared/answers.ts';

/** The vendor's reply under a review, as the public sees it (plain text; null: no reply). */
export const publicReviewReplySchema = z.object({ body: z.string(), repliedAt: isoTime });
export type PublicReviewReplyDto = z.infer<typeof publicReviewReplySchema>;

/** The reply as its author and the admins see it: with its last edit. */
export const reviewReplyAnswerSchema = publicReviewReplySchema.extend({ updatedAt: isoTime });
export type ReviewReplyDto = z.infer<typeof reviewReplyAnswerSchema>;

/** A review's photo (issue 40 §3): the re-encoded original, its medium size (fits 800×800) and the original's size in pixels. */
export const reviewPhotoAnswerSchema = z.object({ url: z.string(), mediumUrl: z.string(), width: z.number(), height: z.number() });
export type ReviewPhotoDto = z.infer<typeof reviewPhotoAnswerSchema>;

/** A published review as the public sees it: no reviewer email, the name shortened. */
export const publicReviewAnswerSchema = z.object({
  _id: z.string(),
  rating: z.number(),
  title: z.string().nullable(),
  body: z.string(),
  reviewerName: z.string(),
  /** YYYY-MM-DD, when the couple gave it. */
  weddingDate: z.string().nullable(),
  createdAt: isoTime,
  /** The vendor's response (issue 18), shown under the review as 'Response from {vendor name}'. */
  reply: publicReviewReplySchema.nullable(),
  /** 'Verified client' (issue 40 §2): written through the vendor's request link or after a booked inquiry. */
  verified: z.boolean(),
  /** The couple's photos (issue 40 §3), in their order; served only once the review is published. */
  photos: z.array(reviewPhotoAnswerSchema),
  /**
   * Removed by our team after a report (issue 40 §4): listed in its place, `body` is 'Removed by Upstate
   * Wedding Directory: {reason}', no title, stars or photos are shown, and it is not counted in the rating.
   */
  removed: z.boolean().optional(),
});
export type PublicReviewDto = z.infer<typeof publicReviewAnswerSchema>;

/** Published reviews per star, 1 to 5. */
export const ratingDistributionSchema = z.object({ '1': z.number(), '2': z.number(), '3': z.number(), '4': z.number(), '5': z.number() });
export type RatingDistribution = z.infer<typeof ratingDistributionSchema>;

/** `verifiedReviews`: published reviews by verified clients ('3 verified clients', issue 40 §2). */
export const reviewSummaryStatsSchema = reviewStatsAnswerSchema.extend({ distribution: ratingDistributionSchema, verifiedReviews: z.number() });
export type ReviewSummaryStatsDto = z.infer<typeof reviewSummaryStatsSchema>;

export const reviewPaginationSchema = vendorPaginationSchema.extend({ totalReviews: z.number() });
export type ReviewPagination = z.infer<typeof reviewPaginationSchema>;

/** GET /api/vendors/{slugOrId}/reviews?sort=recent|rating|verified: newest first by default, with the summary stats. */
export const vendorReviewsAnswerSchema = okSchema.extend({
  reviews: z.array(publicReviewAnswerSchema),
  stats: reviewSummaryStatsSchema,
  pagination: reviewPaginationSchema,
});
export type VendorReviewsAnswer = z.infer<typeof vendorReviewsAnswerSchema>;

/** POST /api/vendors/{slugOrId}/reviews: stored unpublished until an admin publishes it. */
export const reviewSubmittedAnswerSchema = okMessageSchema.extend({ reviewId: z.string() });

/** A review as the admin list shows it: any state, with the reviewer's email and the vendor. */
export const adminReviewAnswerSchema = z.object({
  _id: z.string(),
  vendor: namedRefSchema,
  rating: z.number(),
  title: z.string().nullable(),
  text: z.string(),
  reviewerName: z.string(),
  reviewerEmail: z.string(),
  weddingDate: z.string().nullable(),
  isPublished: z.boolean(),
  publishedAt: isoTime.nullable(),
  createdAt: isoTime,
  /** The vendor's reply, which an admin may remove. */
  reply: reviewReplyAnswerSchema.nullable(),
  /** How the writer was verified as a client; null: not verified. */
  verifiedVia: z.enum(['request', 'booking']).nullable(),
  /** The couple's photos, moderated with the review (issue 40 §3). */
  photos: z.array(reviewPhotoAnswerSchema),
  /** Removed after a report (issue 40 §4): the reason shown in place of the text, and when; absent or null: not removed. */
  removal: z.object({ reason: z.string(), removedAt: isoTime }).nullable().optional(),
});
export type AdminReviewDto = z.infer<typeof adminReviewAnswerSchema>;
