import { z } from 'zod';
import { isoTime, listPaginationSchema, okMessageSchema, okSchema } from '../shared/answers.ts';
import { defineRoute } from '../shared/route-contract.ts';
import { adminReviewAnswerSchema } from './review-answers.ts';
import { REVIEW_DECISIONS, REVIEW_REPORT_REASONS, reviewReportDecisionSchema, reviewReportSchema } from './review-report.ts';

/**
 * Reports of reviews (issue 40 §4), declared once as route contracts (ADR 13): the API serves them, the
 * vendor and admin remotes call them. Paths are under /api.
 */

/** The admin's decision as the vendor sees it: keep or remove, the reason, and when. */
export const reviewReportDecisionAnswerSchema = z.object({ outcome: z.enum(REVIEW_DECISIONS), reason: z.string().nullable(), decidedAt: isoTime });

/** A report as its vendor sees it. */
export const vendorReviewReportSchema = z.object({
  _id: z.string(),
  reviewId: z.string(),
  reason: z.enum(REVIEW_REPORT_REASONS),
  text: z.string(),
  createdAt: isoTime,
  /** null: waiting for our team. */
  decision: reviewReportDecisionAnswerSchema.nullable(),
});
export type VendorReviewReport = z.infer<typeof vendorReviewReportSchema>;

/** A report as the admins see it: with who decided, and the review itself. */
export const adminReviewReportSchema = vendorReviewReportSchema.extend({
  vendorId: z.string(),
  decision: reviewReportDecisionAnswerSchema.extend({ decidedBy: z.object({ _id: z.string(), email: z.string() }) }).nullable(),
  review: adminReviewAnswerSchema,
  /** The review as the public sees it now: null, or the reason shown in place of its text. */
  removal: z.object({ reason: z.string(), removedAt: isoTime }).nullable(),
});
export type AdminReviewReport = z.infer<typeof adminReviewReportSchema>;

/** POST /api/vendors/{id}/reviews/{reviewId}/report: 'Report review' (the listing's owner or an admin). */
export const reportReviewRoute = defineRoute({
  method: 'POST',
  path: '/vendors/:id/reviews/:reviewId/report',
  status: 201,
  body: reviewReportSchema,
  answer: okMessageSchema.extend({ report: vendorReviewReportSchema }),
});

/** GET /api/vendors/{id}/review-reports: the listing's reports, newest first, with the decisions (its owner or an admin). */
export const vendorReviewReportsRoute = defineRoute({
  method: 'GET',
  path: '/vendors/:id/review-reports',
  answer: okSchema.extend({ reports: z.array(vendorReviewReportSchema) }),
});

export const REVIEW_REPORT_STATUSES = ['open', 'decided'] as const;

export const reviewReportListQuerySchema = z.object({
  status: z.preprocess((v) => v || 'open', z.enum(REVIEW_REPORT_STATUSES, 'status must be open or decided')),
  page: z.preprocess((v) => (v === undefined || v === '' ? 1 : Number(v)), z.number('page must be a number').int().min(1).max(100_000)),
  limit: z.preprocess((v) => (v === undefined || v === '' ? 20 : Number(v)), z.number('limit must be a number').int().min(1).max(100)),
});

/** GET /api/admin/review-reports: open reports oldest first, or decided ones latest first (admins). */
export const adminReviewReportsRoute = defineRoute({
  method: 'GET',
  path: '/admin/review-reports',
  query: reviewReportListQuerySchema,
  answer: okSchema.extend({ reports: z.array(adminReviewReportSchema), pagination: listPaginationSchema }),
});

/** POST /api/admin/review-reports/{id}/decision: keep, or remove with a reason (admins). */
export const decideReviewReportRoute = defineRoute({
  method: 'POST',
  path: '/admin/review-reports/:id/decision',
  body: reviewReportDecisionSchema,
  answer: okMessageSchema.extend({ report: adminReviewReportSchema }),
});
