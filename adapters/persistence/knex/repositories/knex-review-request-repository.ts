import type { Knex } from 'knex';
import type { ReviewRequestRepository } from '../../../../application/ports/review-request-repository.ts';
import type { ReviewRequest } from '../../../../domain/reviews/review-request.ts';
import { allOf, columnsOf, countOf, date, dateOrNull, firstOf, newestFirst, strOrNull, type Row } from '../rows.ts';

const toRequest = (r: Row): ReviewRequest => ({
  id: String(r.id),
  vendorId: String(r.vendor_id),
  clientName: String(r.client_name),
  email: String(r.email),
  emailHash: String(r.email_hash),
  inquiryId: strOrNull(r.inquiry_id),
  tokenHash: String(r.token_hash),
  createdAt: date(r.created_at),
  expiresAt: date(r.expires_at),
  openedAt: dateOrNull(r.opened_at),
  reviewedAt: dateOrNull(r.reviewed_at),
  reviewId: strOrNull(r.review_id),
  reminderSentAt: dateOrNull(r.reminder_sent_at),
  reminderTokenHash: strOrNull(r.reminder_token_hash),
});

/** Review requests (issue 40 §1) and the unsubscribe list (email hashes). */
export class KnexReviewRequestRepository implements ReviewRequestRepository {
  constructor(private readonly knex: Knex) {}

  async create(q: ReviewRequest): Promise<void> {
    await this.knex('review_requests').insert(columnsOf(q));
  }

  async findByTokenHash(tokenHash: string): Promise<ReviewRequest | null> {
    return firstOf(this.knex('review_requests').where({ token_hash: tokenHash }).orWhere({ reminder_token_hash: tokenHash }), toRequest);
  }

  async listForVendor(vendorId: string, limit: number): Promise<ReviewRequest[]> {
    return allOf(this.knex('review_requests').where({ vendor_id: vendorId }).orderBy(newestFirst('created_at', 'id')).limit(limit), toRequest);
  }

  async countSentSince(vendorId: string, since: Date): Promise<number> {
    return countOf(this.knex('review_requests').where({ vendor_id: vendorId }).where('created_at', '>=', since));
  }

  async lastAskedSince(vendorId: string, emailHashes: readonly string[], since: Date): Promise<Map<string, Date>> {
    if (emailHashes.length === 0) return new Map();
    const rows = (await this.knex('review_requests')
      .where({ vendor_id: vendorId })
      .whereIn('email_hash', [...emailHashes])
      .where('created_at', '>=', since)
      .groupBy('email_hash')
      .select('email_hash')
      .max({ last: 'created_at' })) as Row[];
    return new Map(rows.map((r) => [String(r.email_hash), date(r.last)]));
  }

  async markOpened(id: string, at: Date): Promise<boolean> {
    return (await this.knex('review_requests').where({ id }).whereNull('opened_at').update({ opened_at: at })) > 0;
  }

  async markReviewed(id: string, reviewId: string, at: Date): Promise<boolean> {
    return (await this.knex('review_requests').where({ id }).whereNull('reviewed_at').update({ reviewed_at: at, review_id: reviewId })) > 0;
  }

  async dueReminders(sentBefore: Date, now: Date, limit: number): Promise<ReviewRequest[]> {
    const due = this.knex('review_requests')
      .where('created_at', '<=', sentBefore)
      .where('expires_at', '>', now)
      .whereNull('opened_at')
      .whereNull('reviewed_at')
      .whereNull('reminder_sent_at');
    return allOf(due.orderBy('created_at').orderBy('id').limit(limit), toRequest);
  }

  async markReminderSent(id: string, at: Date, reminderTokenHash: string | null): Promise<boolean> {
    return (await this.knex('review_requests').where({ id }).whereNull('reminder_sent_at').update({ reminder_sent_at: at, reminder_token_hash: reminderTokenHash })) > 0;
  }

  async unsubscribed(emailHashes: readonly string[]): Promise<Set<string>> {
    if (emailHashes.length === 0) return new Set();
    return new Set(await this.knex('review_request_unsubscribes').whereIn('email_hash', [...emailHashes]).pluck('email_hash'));
  }

  async unsubscribe(emailHash: string, at: Date): Promise<void> {
    await this.knex('review_request_unsubscribes').insert({ email_hash: emailHash, created_at: at }).onConflict('email_hash').ignore();
  }
}
