import type { Knex } from 'knex';
import { isReviewDecisionOutcome, isReviewReportReason, type ReviewReport, type ReviewReportDecision } from '../../../../domain/reviews/review-report.ts';
import type { Page } from '../../../../domain/shared/pagination.ts';
import type { ReviewReportReads, ReviewReportRepository } from '../../../../application/ports/review-report-repository.ts';
import { allOf, date, firstOf, newestFirst, pageOf, strOrNull, type Row } from '../rows.ts';

const toDecision = (r: Row): ReviewReportDecision | null =>
  r.decided_at == null || !isReviewDecisionOutcome(r.decision)
    ? null
    : {
        outcome: r.decision,
        reason: strOrNull(r.decision_reason),
        decidedBy: { id: String(r.decided_by ?? ''), email: String(r.decided_by_email ?? '') },
        decidedAt: date(r.decided_at),
      };

const toReport = (r: Row): ReviewReport => ({
  id: String(r.id),
  reviewId: String(r.review_id),
  vendorId: String(r.vendor_id),
  reason: isReviewReportReason(r.reason) ? r.reason : 'other',
  text: String(r.text),
  createdAt: date(r.created_at),
  decision: toDecision(r),
});

/** review_reports (migration 046): a vendor's reports and the admin's decisions. */
export class KnexReviewReportRepository implements ReviewReportRepository, ReviewReportReads {
  constructor(private readonly knex: Knex) {}

  async create(r: ReviewReport): Promise<void> {
    await this.knex('review_reports').insert({ id: r.id, review_id: r.reviewId, vendor_id: r.vendorId, reason: r.reason, text: r.text, created_at: r.createdAt });
  }

  async find(id: string): Promise<ReviewReport | null> {
    return firstOf(this.knex('review_reports').where({ id }), toReport);
  }

  async findOpen(reviewId: string): Promise<ReviewReport | null> {
    return firstOf(this.knex('review_reports').where({ review_id: reviewId }).whereNull('decided_at').orderBy('created_at', 'asc'), toReport);
  }

  async decide(id: string, d: ReviewReportDecision): Promise<boolean> {
    const n = await this.knex('review_reports')
      .where({ id })
      .whereNull('decided_at')
      .update({ decision: d.outcome, decision_reason: d.reason, decided_by: d.decidedBy.id, decided_by_email: d.decidedBy.email, decided_at: d.decidedAt });
    return n > 0;
  }

  async listForVendor(vendorId: string, limit: number): Promise<ReviewReport[]> {
    return allOf(this.knex('review_reports').where({ vendor_id: vendorId }).orderBy(newestFirst('created_at', 'id')).limit(limit), toReport);
  }

  async list(status: 'open' | 'decided', page: number, limit: number): Promise<Page<ReviewReport>> {
    const base = () => (status === 'open' ? this.knex('review_reports').whereNull('decided_at') : this.knex('review_reports').whereNotNull('decided_at'));
    // Open reports oldest first (the queue), decided ones latest decision first.
    const [column, order] = status === 'open' ? (['created_at', 'asc'] as const) : (['decided_at', 'desc'] as const);
    return pageOf(base(), base().select('*').orderBy([{ column, order }, { column: 'id', order }]), toReport, page, limit);
  }
}
