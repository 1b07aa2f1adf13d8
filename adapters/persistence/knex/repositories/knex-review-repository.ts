import type { Knex } from 'knex';
import { averageRating, isReviewVerification, type Review, type ReviewSummaryStats } from '../../../../domain/reviews/review.ts';
import type { ReviewReply } from '../../../../domain/reviews/review-reply.ts';
import type { Page } from '../../../../domain/shared/pagination.ts';
import type { ReviewSort } from '../../../../domain/reviews/review-sort.ts';
import type { ReviewRepository, ReviewWriteRepository } from '../../../../application/ports/review-repository.ts';
import { bool, columnsOf, date, dateOrNull, dayOrNull, firstOf, newestFirst, num, pageOf, strOrNull, type Row } from '../rows.ts';
import type { ReviewPhoto } from '../../../../domain/reviews/review-photos.ts';
import { reviewPhotosOf } from './knex-review-photo-repository.ts';

export const toReview = (r: Row): Review => ({
  id: String(r.id),
  vendorId: String(r.vendor_id),
  reviewerName: String(r.reviewer_name),
  reviewerEmail: String(r.reviewer_email),
  rating: num(r.rating),
  title: strOrNull(r.title),
  body: String(r.body),
  weddingDate: dayOrNull(r.wedding_date),
  isPublished: bool(r.is_published),
  publishedAt: dateOrNull(r.published_at),
  createdAt: date(r.created_at),
  reply: r.reply_body == null ? null : { body: String(r.reply_body), repliedAt: date(r.replied_at), updatedAt: date(r.reply_updated_at) },
  replyNotifiedAt: dateOrNull(r.reply_notified_at),
  verifiedVia: isReviewVerification(r.verified_via) ? r.verified_via : null,
  removal: r.removed_at == null ? null : { reason: String(r.removal_reason ?? ''), removedAt: date(r.removed_at) },
});

export class KnexReviewRepository implements ReviewRepository {
  constructor(private readonly knex: Knex) {}

  async listPublished(vendorId: string, page: number, limit: number, sort: ReviewSort = 'recent'): Promise<Page<Review>> {
    const base = this.knex('reviews').where({ vendor_id: vendorId, is_published: true });
    const sorted = base.clone().select('*');
    // Issue 40 §2: the most stars first, or verified clients' first; then the newest, then the id.
    if (sort === 'rating') sorted.orderBy('rating', 'desc');
    if (sort === 'verified') sorted.orderByRaw('case when verified_via is null then 1 else 0 end');
    return pageOf(base.clone(), sorted.orderBy(newestFirst('created_at', 'id')), toReview, page, limit);
  }

  async publishedStats(vendorId: string): Promise<ReviewSummaryStats> {
    // A review removed after a report stays listed but is not counted (issue 40 §4).
    const rows = (await this.knex('reviews')
      .where({ vendor_id: vendorId, is_published: true })
      .whereNull('removed_at')
      .select('rating')
      .count({ n: '*', verified: 'verified_via' })
      .groupBy('rating')) as Row[];
    const distribution: ReviewSummaryStats['distribution'] = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
    const ratings: number[] = [];
    for (const r of rows) {
      const star = num(r.rating) as 1 | 2 | 3 | 4 | 5;
      const n = num(r.n);
      if (star in distribution) distribution[star] = n;
      for (let i = 0; i < n; i++) ratings.push(star);
    }
    const verifiedReviews = rows.reduce((sum, r) => sum + num(r.verified), 0);
    return { averageRating: averageRating(ratings), totalReviews: ratings.length, distribution, verifiedReviews };
  }

  photosOf(reviewIds: readonly string[]): Promise<ReviewPhoto[]> {
    return reviewPhotosOf(this.knex, reviewIds);
  }
}

export class KnexReviewWriteRepository implements ReviewWriteRepository {
  constructor(private readonly knex: Knex) {}

  async create(r: Review): Promise<void> {
    // A new review has no reply and no removal yet: those are columns of their own, written later.
    const { reply: _reply, removal: _removal, ...review } = r;
    await this.knex('reviews').insert({ ...columnsOf(review), updated_at: r.createdAt });
  }

  async find(id: string): Promise<Review | null> {
    return firstOf(this.knex('reviews').where({ id }), toReview);
  }

  async setPublished(id: string, published: boolean, at: Date): Promise<void> {
    await this.knex('reviews').where({ id }).update({ is_published: published, published_at: published ? at : null, updated_at: at });
  }

  async saveReply(id: string, reply: ReviewReply): Promise<void> {
    await this.knex('reviews').where({ id }).update({ reply_body: reply.body, replied_at: reply.repliedAt, reply_updated_at: reply.updatedAt, updated_at: reply.updatedAt });
  }

  async markReplyNotified(id: string, at: Date): Promise<void> {
    await this.knex('reviews').where({ id }).update({ reply_notified_at: at });
  }

  async markPublishNotified(id: string, at: Date): Promise<boolean> {
    return (await this.knex('reviews').where({ id }).whereNull('publish_notified_at').update({ publish_notified_at: at })) > 0;
  }

  async markRemoved(id: string, reason: string, at: Date): Promise<void> {
    await this.knex('reviews').where({ id }).update({ removed_at: at, removal_reason: reason, updated_at: at });
  }

  async removeReply(id: string, at: Date): Promise<boolean> {
    const n = await this.knex('reviews').where({ id }).whereNotNull('reply_body').update({ reply_body: null, replied_at: null, reply_updated_at: null, updated_at: at });
    return n > 0;
  }
}
