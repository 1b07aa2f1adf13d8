import { averageRating, type Review, type ReviewSummaryStats } from '../../../domain/reviews/review.ts';
import type { ReviewReply } from '../../../domain/reviews/review-reply.ts';
import type { ReviewPhoto } from '../../../domain/reviews/review-photos.ts';
import { offsetOf, type Page } from '../../../domain/shared/pagination.ts';
import type { ReviewSort } from '../../../domain/reviews/review-sort.ts';
import type { ReviewRepository, ReviewWriteRepository } from '../../../application/ports/review-repository.ts';
import type { Transactional } from './in-memory-inquiries.ts';

const copy = <T>(v: T): T => structuredClone(v);

/** A published (unless told otherwise) five-star review of a listing, without a reply. */
export const aReview = (id: string, vendorId: string, o: Partial<Review> = {}): Review => ({
  id,
  vendorId,
  reviewerName: 'Jennifer Marie Moore',
  reviewerEmail: 'jen@example.com',
  rating: 5,
  title: 'Wonderful',
  body: 'They made our day.',
  weddingDate: '2026-06-14',
  isPublished: true,
  publishedAt: new Date('2026-07-01T12:00:00Z'),
  createdAt: new Date('2026-07-01T10:00:00Z'),
  reply: null,
  replyNotifiedAt: null,
  verifiedVia: null,
  ...o,
});

/**
 * The review ports over a map, with the knex adapter's semantics (knex-review-repository.ts): published
 * reviews newest first, a reply stored on its review and replaced by an edit, a removal that keeps the
 * notice time. Everything handed out is a copy.
 */
export class InMemoryReviews implements ReviewRepository, ReviewWriteRepository, Transactional {
  private rows = new Map<string, Review>();
  /** When the emails about a review's publication went (issue 40 §6), by review: a column, not a field of Review. */
  private publishNotices = new Map<string, Date>();
  /** Review photos (issue 40 §3) for the reads; written by tests, as the review photo fake writes its own. */
  private photos: ReviewPhoto[] = [];

  snapshot(): unknown {
    return copy({ rows: this.rows, publishNotices: this.publishNotices });
  }
  /** Also takes the rows alone (a Map, as snapshots were before issue 40 §6): then no notices were sent. */
  restore(snapshot: unknown): void {
    const s = copy(snapshot instanceof Map ? { rows: snapshot as Map<string, Review>, publishNotices: new Map<string, Date>() } : (snapshot as { rows: Map<string, Review>; publishNotices: Map<string, Date> }));
    this.rows = s.rows;
    this.publishNotices = s.publishNotices;
  }

  add(review: Review): Review {
    this.rows.set(review.id, copy(review));
    return review;
  }
  /** The stored review (a copy), for assertions. */
  stored(id: string): Review | null {
    const r = this.rows.get(id);
    return r ? copy(r) : null;
  }

  addPhotos(photos: readonly ReviewPhoto[]): void {
    this.photos.push(...copy(photos));
  }
  async photosOf(reviewIds: readonly string[]): Promise<ReviewPhoto[]> {
    return copy(this.photos.filter((p) => reviewIds.includes(p.reviewId)).sort((a, b) => a.position - b.position));
  }

  async create(review: Review): Promise<void> {
    this.add(review);
  }
  async find(id: string): Promise<Review | null> {
    return this.stored(id);
  }
  async setPublished(id: string, published: boolean, at: Date): Promise<void> {
    const r = this.rows.get(id);
    if (r) this.rows.set(id, { ...r, isPublished: published, publishedAt: published ? at : null });
  }
  async saveReply(id: string, reply: ReviewReply): Promise<void> {
    const r = this.rows.get(id);
    if (r) this.rows.set(id, { ...r, reply: copy(reply) });
  }
  async markReplyNotified(id: string, at: Date): Promise<void> {
    const r = this.rows.get(id);
    if (r) this.rows.set(id, { ...r, replyNotifiedAt: at });
  }
  async markPublishNotified(id: string, at: Date): Promise<boolean> {
    if (!this.rows.has(id) || this.publishNotices.has(id)) return false;
    this.publishNotices.set(id, at);
    return true;
  }
  /** When the publication emails of the review went; null: not yet. */
  publishNotifiedAt(id: string): Date | null {
    return this.publishNotices.get(id) ?? null;
  }
  async markRemoved(id: string, reason: string, at: Date): Promise<void> {
    const r = this.rows.get(id);
    if (r) this.rows.set(id, { ...r, removal: { reason, removedAt: at } });
  }
  async removeReply(id: string): Promise<boolean> {
    const r = this.rows.get(id);
    if (!r?.reply) return false;
    this.rows.set(id, { ...r, reply: null });
    return true;
  }

  private published(vendorId: string, sort: ReviewSort = 'recent'): Review[] {
    const first = (r: Review): number => (sort === 'rating' ? -r.rating : sort === 'verified' ? (r.verifiedVia === null ? 1 : 0) : 0);
    return [...this.rows.values()]
      .filter((r) => r.vendorId === vendorId && r.isPublished)
      .sort((a, b) => first(a) - first(b) || b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id));
  }
  async listPublished(vendorId: string, page: number, limit: number, sort: ReviewSort = 'recent'): Promise<Page<Review>> {
    const all = this.published(vendorId, sort);
    return { items: all.slice(offsetOf(page, limit), offsetOf(page, limit) + limit).map(copy), page, limit, total: all.length };
  }
  async publishedStats(vendorId: string): Promise<ReviewSummaryStats> {
    // A review removed after a report stays listed but is not counted (issue 40 §4).
    const published = this.published(vendorId).filter((r) => !r.removal);
    const ratings = published.map((r) => r.rating);
    const distribution: ReviewSummaryStats['distribution'] = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
    for (const n of ratings) distribution[n as 1 | 2 | 3 | 4 | 5] += 1;
    return { averageRating: averageRating(ratings), totalReviews: ratings.length, distribution, verifiedReviews: published.filter((r) => r.verifiedVia !== null).length };
  }
}
