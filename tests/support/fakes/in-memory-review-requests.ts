import type { ReviewRequestRepository } from '../../../application/ports/review-request-repository.ts';
import type { ReviewRequest } from '../../../domain/reviews/review-request.ts';
import type { Transactional } from './in-memory-inquiries.ts';

/** Review requests and the unsubscribe list (issue 40 §1) as lists, put back as they were when a fake transaction rolls back. */
export class InMemoryReviewRequests implements ReviewRequestRepository, Transactional {
  private rows: ReviewRequest[] = [];
  private unsubscribes = new Map<string, Date>();

  snapshot(): unknown {
    return structuredClone({ rows: this.rows, unsubscribes: this.unsubscribes });
  }
  restore(snapshot: unknown): void {
    const s = structuredClone(snapshot as { rows: ReviewRequest[]; unsubscribes: Map<string, Date> });
    this.rows = s.rows;
    this.unsubscribes = s.unsubscribes;
  }
  all(): ReviewRequest[] {
    return structuredClone(this.rows);
  }

  async create(request: ReviewRequest): Promise<void> {
    if (this.rows.some((r) => r.tokenHash === request.tokenHash)) throw new Error('duplicate review request token hash');
    this.rows.push(structuredClone(request));
  }
  async findByTokenHash(tokenHash: string): Promise<ReviewRequest | null> {
    const r = this.rows.find((q) => q.tokenHash === tokenHash || q.reminderTokenHash === tokenHash);
    return r ? structuredClone(r) : null;
  }
  async listForVendor(vendorId: string, limit: number): Promise<ReviewRequest[]> {
    return structuredClone(
      this.rows
        .filter((q) => q.vendorId === vendorId)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id))
        .slice(0, limit),
    );
  }
  async countSentSince(vendorId: string, since: Date): Promise<number> {
    return this.rows.filter((q) => q.vendorId === vendorId && q.createdAt.getTime() >= since.getTime()).length;
  }
  async lastAskedSince(vendorId: string, emailHashes: readonly string[], since: Date): Promise<Map<string, Date>> {
    const last = new Map<string, Date>();
    for (const q of this.rows) {
      if (q.vendorId !== vendorId || !emailHashes.includes(q.emailHash) || q.createdAt.getTime() < since.getTime()) continue;
      const seen = last.get(q.emailHash);
      if (!seen || seen.getTime() < q.createdAt.getTime()) last.set(q.emailHash, new Date(q.createdAt));
    }
    return last;
  }
  async markOpened(id: string, at: Date): Promise<boolean> {
    const r = this.rows.find((q) => q.id === id);
    if (!r || r.openedAt) return false;
    r.openedAt = new Date(at);
    return true;
  }
  async markReviewed(id: string, reviewId: string, at: Date): Promise<boolean> {
    const r = this.rows.find((q) => q.id === id);
    if (!r || r.reviewedAt) return false;
    r.reviewedAt = new Date(at);
    r.reviewId = reviewId;
    return true;
  }
  async dueReminders(sentBefore: Date, now: Date, limit: number): Promise<ReviewRequest[]> {
    return structuredClone(
      this.rows
        .filter((q) => q.createdAt.getTime() <= sentBefore.getTime() && q.expiresAt.getTime() > now.getTime() && !q.openedAt && !q.reviewedAt && !q.reminderSentAt)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
        .slice(0, limit),
    );
  }
  async markReminderSent(id: string, at: Date, reminderTokenHash: string | null): Promise<boolean> {
    const r = this.rows.find((q) => q.id === id);
    if (!r || r.reminderSentAt) return false;
    r.reminderSentAt = new Date(at);
    r.reminderTokenHash = reminderTokenHash;
    return true;
  }
  async unsubscribed(emailHashes: readonly string[]): Promise<Set<string>> {
    return new Set(emailHashes.filter((h) => this.unsubscribes.has(h)));
  }
  async unsubscribe(emailHash: string, at: Date): Promise<void> {
    if (!this.unsubscribes.has(emailHash)) this.unsubscribes.set(emailHash, new Date(at));
  }
}
