import type { User } from '../../domain/identity/user.ts';
import { assertCanManage } from '../../domain/listings/vendor-access.ts';
import type { VendorCore } from '../../domain/listings/vendor.ts';
import {
  REVIEW_REPORT_LIMITS,
  REVIEW_REPORT_MESSAGES,
  isReportable,
  type ReviewReport,
  type ReviewReportDecisionInput,
  type ReviewReportInput,
} from '../../domain/reviews/review-report.ts';
import { DomainError, RateLimitedError } from '../../domain/shared/domain-error.ts';
import type { Page } from '../../domain/shared/pagination.ts';
import type { AdminReadRepository, AdminReview } from '../ports/admin-repositories.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { RateLimiter } from '../ports/rate-limiter.ts';
import type { ReviewReportReads } from '../ports/review-report-repository.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import type { VendorRepository } from '../ports/vendor-repository.ts';

/**
 * Reports of reviews (issue 40 §4): the listing's owner reports a published review with a reason and its
 * words; an admin keeps the review or removes it with a reason, recorded with who and when. The vendor
 * never removes or hides a review itself. The listing is looked up before the transaction (SQLite has one
 * connection).
 */

/** The most reports a listing's dashboard shows (newest first). */
export const VENDOR_REPORTS_SHOWN = 100;

const managedListing = async (vendors: VendorRepository, user: User, vendorId: string): Promise<VendorCore> =>
  assertCanManage(user, await vendors.findCoreBySlugOrId(vendorId));

/** POST /api/vendors/{id}/reviews/{reviewId}/report: 'Report review', one open report per review. */
export class ReportReview {
  static readonly inject = ['VendorRepository', 'UnitOfWork', 'RateLimiter', 'IdGenerator', 'Clock'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly uow: UnitOfWork<'reviews' | 'reviewReports'>,
    private readonly rateLimiter: RateLimiter,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(user: User, vendorId: string, reviewId: string, input: ReviewReportInput): Promise<ReviewReport> {
    const vendor = await managedListing(this.vendors, user, vendorId);
    const now = this.clock.now();
    return this.uow.run(async (r) => {
      const review = await r.reviews.find(reviewId);
      if (!review || review.vendorId !== vendor.id) throw new DomainError('NOT_FOUND', REVIEW_REPORT_MESSAGES.reviewNotFound);
      if (!isReportable(review)) throw new DomainError('CONFLICT', REVIEW_REPORT_MESSAGES.notReportable);
      if (await r.reviewReports.findOpen(review.id)) throw new DomainError('CONFLICT', REVIEW_REPORT_MESSAGES.alreadyReported);
      // Counted only when a report would be stored: a refused one costs the listing nothing.
      const hit = await this.rateLimiter.hit(`review-report:${vendor.id}`, REVIEW_REPORT_LIMITS.perListingPerDay, REVIEW_REPORT_LIMITS.windowMs);
      if (!hit.allowed) throw new RateLimitedError(REVIEW_REPORT_MESSAGES.tooMany, hit.retryAfterMs);
      const report: ReviewReport = { id: this.ids.next(), reviewId: review.id, vendorId: vendor.id, reason: input.reason, text: input.text, createdAt: now, decision: null };
      await r.reviewReports.create(report);
      return report;
    });
  }
}

/** GET /api/vendors/{id}/review-reports: the listing's reports, newest first, each with the admin's decision. */
export class ListVendorReviewReports {
  static readonly inject = ['VendorRepository', 'ReviewReportReads'] as const;
  constructor(
    private readonly vendors: VendorRepository,
    private readonly reports: ReviewReportReads,
  ) {}

  async execute(user: User, vendorId: string): Promise<{ vendor: VendorCore; reports: ReviewReport[] }> {
    const vendor = await managedListing(this.vendors, user, vendorId);
    return { vendor, reports: await this.reports.listForVendor(vendor.id, VENDOR_REPORTS_SHOWN) };
  }
}

export interface ReportedReview {
  report: ReviewReport;
  review: AdminReview;
}

/** GET /api/admin/review-reports: the admin's queue, open reports oldest first (or the decided ones), each with its review. */
export class ListReviewReports {
  static readonly inject = ['ReviewReportReads', 'AdminReadRepository'] as const;
  constructor(
    private readonly reports: ReviewReportReads,
    private readonly reads: Pick<AdminReadRepository, 'findReview'>,
  ) {}

  async execute(q: { status: 'open' | 'decided'; page: number; limit: number }): Promise<Page<ReportedReview>> {
    const page = await this.reports.list(q.status, q.page, q.limit);
    const items: ReportedReview[] = [];
    for (const report of page.items) {
      const review = await this.reads.findReview(report.reviewId);
      if (review) items.push({ report, review });
    }
    return { ...page, items };
  }
}

/**
 * POST /api/admin/review-reports/{id}/decision: keep, or remove with a reason. Removing keeps the review
 * listed in its place, shows the reason instead of its text, and recomputes the listing's rating without it,
 * in the same transaction.
 */
export class DecideReviewReport {
  static readonly inject = ['UnitOfWork', 'AdminReadRepository', 'Clock'] as const;
  constructor(
    private readonly uow: UnitOfWork<'reviews' | 'reviewReports' | 'listings'>,
    private readonly reads: Pick<AdminReadRepository, 'findReview'>,
    private readonly clock: Clock,
  ) {}

  async execute(admin: User, reportId: string, input: ReviewReportDecisionInput): Promise<ReportedReview> {
    const now = this.clock.now();
    const report = await this.uow.run(async (r) => {
      const report = await r.reviewReports.find(reportId);
      if (!report) throw new DomainError('NOT_FOUND', REVIEW_REPORT_MESSAGES.reportNotFound);
      const decision = { outcome: input.decision, reason: input.reason ?? null, decidedBy: { id: admin.id, email: admin.email }, decidedAt: now };
      if (!(await r.reviewReports.decide(report.id, decision))) throw new DomainError('CONFLICT', REVIEW_REPORT_MESSAGES.alreadyDecided);
      if (decision.outcome === 'remove') {
        const review = await r.reviews.find(report.reviewId);
        if (!review) throw new DomainError('NOT_FOUND', REVIEW_REPORT_MESSAGES.reviewNotFound);
        await r.reviews.markRemoved(review.id, decision.reason ?? '', now);
        await r.listings.recomputeReviewStats(review.vendorId, now);
      }
      return { ...report, decision };
    });
    const review = await this.reads.findReview(report.reviewId);
    if (!review) throw new DomainError('NOT_FOUND', REVIEW_REPORT_MESSAGES.reviewNotFound);
    return { report, review };
  }
}
