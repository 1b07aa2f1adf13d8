import type { ReviewRequest } from '../../domain/reviews/review-request.ts';

/**
 * Review requests (issue 40 §1) and the unsubscribe list. Tokens and the list's emails are stored only as
 * SHA-256 hashes (the `Secrets` port's); times are passed in (the use case's clock).
 */
export interface ReviewRequestRepository {
  create(request: ReviewRequest): Promise<void>;
  /** The request whose link's token (or its reminder's) has this hash, in any state (the caller tells used or expired apart). */
  findByTokenHash(tokenHash: string): Promise<ReviewRequest | null>;
  /** The listing's requests, newest first, at most `limit`. */
  listForVendor(vendorId: string, limit: number): Promise<ReviewRequest[]>;
  /** How many requests the listing sent at or after `since` (the daily cap). */
  countSentSince(vendorId: string, since: Date): Promise<number>;
  /** Of these email hashes, when the listing last asked each one at or after `since` (those asked before are left out). */
  lastAskedSince(vendorId: string, emailHashes: readonly string[], since: Date): Promise<Map<string, Date>>;
  /** Records the link's first opening; false when it was opened before. */
  markOpened(id: string, at: Date): Promise<boolean>;
  /** Uses the link up for this review, once: false when it was used already (of two writes, one wins). */
  markReviewed(id: string, reviewId: string, at: Date): Promise<boolean>;
  /** Requests sent at or before `sentBefore`, never opened nor reviewed nor reminded, whose link works at `now`; oldest first. */
  dueReminders(sentBefore: Date, now: Date, limit: number): Promise<ReviewRequest[]>;
  /** Records the one reminder and the hash of its link's token (null: no email went); false when it was recorded already. */
  markReminderSent(id: string, at: Date, reminderTokenHash: string | null): Promise<boolean>;
  /** Of these email hashes, those on the unsubscribe list. */
  unsubscribed(emailHashes: readonly string[]): Promise<Set<string>>;
  /** Puts the email hash on the unsubscribe list (again: nothing changes). */
  unsubscribe(emailHash: string, at: Date): Promise<void>;
}
