import type { Review, ReviewSummaryStats } from '../../domain/reviews/review.ts';
import type { ReviewReply } from '../../domain/reviews/review-reply.ts';
import type { ReviewPhoto } from '../../domain/reviews/review-photos.ts';
import type { Page } from '../../domain/shared/pagination.ts';
import type { ReviewSort } from '../../domain/reviews/review-sort.ts';

/** Reviews written in a transaction (submitting, publishing, the vendor's reply). */
export interface ReviewWriteRepository {
  create(review: Review): Promise<void>;
  /** One review, with its reply. */
  find(id: string): Promise<Review | null>;
  setPublished(id: string, published: boolean, at: Date): Promise<void>;
  /** Stores the review's one reply (a first reply or an edit: it replaces what was there). */
  saveReply(id: string, reply: ReviewReply): Promise<void>;
  /** Records that the reviewer was emailed about the reply (kept when the reply is removed). */
  markReplyNotified(id: string, at: Date): Promise<void>;
  /**
   * Records that the emails about the review's publication went (issue 40 §6), if they had not: true for
   * exactly one caller, ever (never cleared, so publishing again sends nothing).
   */
  markPublishNotified(id: string, at: Date): Promise<boolean>;
  /** An admin removes the review after a report: it stays listed, with the reason instead of its text. */
  markRemoved(id: string, reason: string, at: Date): Promise<void>;
  /** Removes the reply; false when there was none. */
  removeReply(id: string, at: Date): Promise<boolean>;
}

export interface ReviewRepository {
  /**
   * Published reviews, each with its reply: newest first, or (issue 40 §2) the most stars first, or verified
   * clients' first; ties go to the newest, then the greater id.
   */
  listPublished(vendorId: string, page: number, limit: number, sort?: ReviewSort): Promise<Page<Review>>;
  publishedStats(vendorId: string): Promise<ReviewSummaryStats>;
  /** The photos of these reviews (issue 40 §3), each review's in order. */
  photosOf(reviewIds: readonly string[]): Promise<ReviewPhoto[]>;
}
