import type { ReviewVerification } from './review.ts';

/**
 * 'Verified client' (issue 40 §2): how a new review's writer is known to be the vendor's client. A review
 * written through the vendor's review request link is 'request' (that wins: the vendor asked this client);
 * otherwise a review by an email whose inquiry the vendor marked 'Booked' is 'booking'; otherwise null
 * (the review shows nothing).
 */
export interface VerificationFacts {
  /** Written through one of the vendor's review request links. */
  throughRequest: boolean;
  /** The writer's email (normalized) has an inquiry with this vendor that the vendor marked 'Booked'. */
  bookedInquiry: boolean;
}

export const reviewVerification = (facts: VerificationFacts): ReviewVerification | null => {
  if (facts.throughRequest) return 'request';
  if (facts.bookedInquiry) return 'booking';
  return null;
};
