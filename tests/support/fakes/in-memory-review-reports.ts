import type { ReviewReportReads, ReviewReportRepository } from '../../../application/ports/review-report-repository.ts';
import type { ReviewReport, ReviewReportDecision } from '../../../domain/reviews/review-report.ts';
import { offsetOf, type Page } from '../../../domain/shared/pagination.ts';
import type { Transactional } from './in-memory-inquiries.ts';

/** The review reports as a list (issue 40 §4), with the knex adapter's orders; put back on a rollback. */
export class InMemoryReviewReports implements ReviewReportRepository, ReviewReportReads, Transactional {
  private rows: ReviewReport[] = [];

  snapshot(): unknown {
    return structuredClone(this.rows);
  }
  restore(snapshot: unknown): void {
    this.rows = structuredClone(snapshot as ReviewReport[]);
  }
  all(): ReviewReport[] {
    return structuredClone(this.rows);
  }

  async create(report: ReviewReport): Promise<void> {
    this.rows.push(structuredClone(report));
  }
  async find(id: string): Promise<ReviewReport | null> {
    const r = this.rows.find((x) => x.id === id);
    return r ? structuredClone(r) : null;
  }
  async findOpen(reviewId: string): Promise<ReviewReport | null> {
    const r = this.rows.find((x) => x.reviewId === reviewId && x.decision === null);
    return r ? structuredClone(r) : null;
  }
  async decide(id: string, decision: ReviewReportDecision): Promise<boolean> {
    const r = this.rows.find((x) => x.id === id);
    if (!r || r.decision) return false;
    r.decision = structuredClone(decision);
    return true;
  }
  async listForVendor(vendorId: string, limit: number): Promise<ReviewReport[]> {
    return structuredClone(
      this.rows
        .filter((r) => r.vendorId === vendorId)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id))
        .slice(0, limit),
    );
  }
  async list(status: 'open' | 'decided', page: number, limit: number): Promise<Page<ReviewReport>> {
    const all =
      status === 'open'
        ? this.rows.filter((r) => !r.decision).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
        : this.rows.filter((r) => r.decision).sort((a, b) => b.decision!.decidedAt.getTime() - a.decision!.decidedAt.getTime() || b.id.localeCompare(a.id));
    return { items: structuredClone(all.slice(offsetOf(page, limit), offsetOf(page, limit) + limit)), page, limit, total: all.length };
  }
}
