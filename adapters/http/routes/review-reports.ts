import { Hono, type Context } from 'hono';
import { DecideReviewReport, ListReviewReports, ListVendorReviewReports, ReportReview, type ReportedReview } from '../../../application/reviews/review-reports.ts';
import { resolveAll, type UseCases } from '../../../application/wiring.ts';
import { REVIEW_REPORT_MESSAGES, type ReviewReport } from '../../../domain/reviews/review-report.ts';
import * as api from '../../../domain/reviews/review-report-api.ts';
import { paginationOf } from '../../../domain/shared/pagination.ts';
import { currentUser, requireAdmin, requireUser, type AuthEnv } from '../auth.ts';
import { serve } from '../contract-route.ts';
import { toAdminReviewDto, toListPaginationDto } from '../dto/admin-dto.ts';
import type { MediaUrl } from '../dto/vendor-dto.ts';

/** The use cases these routes call, resolved by class (ADR 12). */
const REVIEW_REPORT_USE_CASES = {
  reportReview: ReportReview,
  listVendorReviewReports: ListVendorReviewReports,
  listReviewReports: ListReviewReports,
  decideReviewReport: DecideReviewReport,
};

/** A report as its vendor sees it: the decision without who made it. */
const toVendorReportDto = (r: ReviewReport): api.VendorReviewReport => ({
  _id: r.id,
  reviewId: r.reviewId,
  reason: r.reason,
  text: r.text,
  createdAt: r.createdAt.toISOString(),
  decision: r.decision ? { outcome: r.decision.outcome, reason: r.decision.reason, decidedAt: r.decision.decidedAt.toISOString() } : null,
});

const toAdminReportDto = ({ report, review }: ReportedReview, media: MediaUrl): api.AdminReviewReport => ({
  ...toVendorReportDto(report),
  vendorId: report.vendorId,
  decision: report.decision
    ? {
        outcome: report.decision.outcome,
        reason: report.decision.reason,
        decidedAt: report.decision.decidedAt.toISOString(),
        decidedBy: { _id: report.decision.decidedBy.id, email: report.decision.decidedBy.email },
      }
    : null,
  review: toAdminReviewDto(review, media),
  removal: review.removal ? { reason: review.removal.reason, removedAt: review.removal.removedAt.toISOString() } : null,
});

/** Private reads: never stored by a browser or a proxy. */
const privately = (c: Context) => c.header('Cache-Control', 'no-store');

/**
 * Reports of reviews (issue 40 §4), served from their contracts in domain/reviews/review-report-api.ts and
 * mounted at /api. A decision to remove changes the public reviews answer, so these writes clear the public
 * read cache (they are not in WRITES_LEAVING_READS).
 */
export const reviewReportRoutes = (use: UseCases, deps: { mediaUrl: MediaUrl }) => {
  const u = resolveAll(use, REVIEW_REPORT_USE_CASES);
  const r = new Hono<AuthEnv>();

  serve(
    r,
    api.reportReviewRoute,
    async (c, { params, body }) => {
      const report = await u.reportReview.execute(currentUser(c), params.id, params.reviewId, body);
      return { success: true, message: REVIEW_REPORT_MESSAGES.sent, report: toVendorReportDto(report) };
    },
    requireUser,
  );
  serve(
    r,
    api.vendorReviewReportsRoute,
    async (c, { params }) => {
      privately(c);
      const { reports } = await u.listVendorReviewReports.execute(currentUser(c), params.id);
      return { success: true, reports: reports.map(toVendorReportDto) };
    },
    requireUser,
  );
  serve(
    r,
    api.adminReviewReportsRoute,
    async (c, { query }) => {
      privately(c);
      const page = await u.listReviewReports.execute(query);
      return {
        success: true,
        reports: page.items.map((item) => toAdminReportDto(item, deps.mediaUrl)),
        pagination: toListPaginationDto(paginationOf(page.page, page.limit, page.total)),
      };
    },
    requireAdmin,
  );
  serve(
    r,
    api.decideReviewReportRoute,
    async (c, { params, body }) => {
      const decided = await u.decideReviewReport.execute(currentUser(c), params.id, body);
      const message = decided.report.decision?.outcome === 'remove' ? REVIEW_REPORT_MESSAGES.removed : REVIEW_REPORT_MESSAGES.kept;
      return { success: true, message, report: toAdminReportDto(decided, deps.mediaUrl) };
    },
    requireAdmin,
  );
  return r;
};
