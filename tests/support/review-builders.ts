import type { NewInquiry } from '../../application/ports/inquiry-repository.ts';
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
