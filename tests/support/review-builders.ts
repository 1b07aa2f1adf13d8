import type { NewInquiry } from '../../application/ports/inquiry-repository.ts';
import type { ReviewPhoto } from '../../domain/reviews/review-photos.ts';
import type { ReviewSubmissionInput } from '../../domain/reviews/review.ts';

/** Builders for the tests of reviews: valid defaults, overridden only where a test cares. */

/**
 * A delivered inquiry of Sam's (the couple's first message sent, not yet answered), made at `at`; a test
 * overrides only what it cares about (the status, the email, a reply).
 */
export const aDeliveredInquiry = (at: Date, overrides: Pick<NewInquiry, 'id' | 'vendorId'> & Partial<NewInquiry>): NewInquiry => ({
  coupleName: 'Sam Rivera',
  email: 'sam@example.com',
  phone: null,
  weddingDate: '2026-10-09',
  dateUndecided: false,
  guestCount: 120,
  budget: 'not-sure',
  status: 'new',
  closeReason: null,
  state: 'delivered',
  holdReasons: [],
  createdAt: at,
  confirmedAt: at,
  deliveredAt: at,
  firstRepliedAt: null,
  lastMessageAt: at,
  lastMessageBy: 'couple',
  reminderSentAt: null,
  vendorReadAt: null,
  vendorUnread: false,
  closedAt: null,
  fromShortlist: false,
  confirmTokenHash: null,
  confirmExpiresAt: null,
  ...overrides,
});

/** Sam's five-star review as the form sends it. */
export const aReviewInput = (overrides: Partial<ReviewSubmissionInput> = {}): ReviewSubmissionInput => ({
  name: 'Sam Rivera',
  email: 'sam@example.com',
  rating: 5,
  title: 'Perfect day',
  text: 'The barn was everything we hoped for.',
  weddingDate: '2026-10-09',
  ...overrides,
});

/** A checked photo of a review (issue 40 §3), at `position` (0 to 4), stored under the vendor's review media. */
export const aReviewPhoto = (id: string, review: { id: string; vendorId: string }, position = 0): ReviewPhoto => ({
  id,
  reviewId: review.id,
  vendorId: review.vendorId,
  storageKey: `reviews/${review.vendorId}/${id}.png`,
  mediumKey: `reviews/${review.vendorId}/${id}-medium.webp`,
  width: 1200,
  height: 800,
  position,
  createdAt: new Date('2026-11-20T15:00:00Z'),
});
