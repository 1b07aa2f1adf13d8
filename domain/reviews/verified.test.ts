import { describe, expect, it } from 'vitest';
import { reviewVerification } from './verified.ts';

describe("which verification a new review gets ('Verified client')", () => {
  it('a review through a request link is verified by the request', () => {
    expect(reviewVerification({ throughRequest: true, bookedInquiry: false })).toBe('request');
  });

  it('the request wins over a booked inquiry of the same email', () => {
    expect(reviewVerification({ throughRequest: true, bookedInquiry: true })).toBe('request');
  });

  it("a review by an email whose inquiry the vendor marked 'Booked' is verified by the booking", () => {
    expect(reviewVerification({ throughRequest: false, bookedInquiry: true })).toBe('booking');
  });

  it('any other review is not verified', () => {
    expect(reviewVerification({ throughRequest: false, bookedInquiry: false })).toBeNull();
  });
});
