import type { ReviewReport, ReviewReportDecision } from '../../domain/reviews/review-report.ts';
import type { Page } from '../../domain/shared/pagination.ts';

/** A vendor's reports of reviews and the admin's decisions (issue 40 §4), written in a transaction. */
export interface ReviewReportRepository {
  create(report: ReviewReport): Promise<void>;
  find(id: string): Promise<ReviewReport | null>;
  /** The review's report still waiting for an admin, if any (there is at most one). */
  findOpen(reviewId: string): Promise<ReviewReport | null>;
  /** Records the decision on an open report; false when it was already decided. */
  decide(id: string, decision: ReviewReportDecision): Promise<boolean>;
}

/** Reports as their readers see them. */
export interface ReviewReportReads {
  /** A listing's reports, newest first (at most `limit`): the vendor sees each one's decision. */
  listForVendor(vendorId: string, limit: number): Promise<ReviewReport[]>;
  /** The admin's queue: open reports oldest first, or decided ones most recently decided first. */
  list(status: 'open' | 'decided', page: number, limit: number): Promise<Page<ReviewReport>>;
}
