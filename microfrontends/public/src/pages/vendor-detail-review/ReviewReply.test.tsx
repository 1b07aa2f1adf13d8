import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicReview } from '@uwd/api-client';
import { ReviewItem } from '../../components/vendor-detail/ReviewItem';

const aReview = (o: Partial<PublicReview> = {}): PublicReview => ({
  _id: 'r1',
  rating: 5,
  title: 'Wonderful',
  body: 'They made our day.',
  reviewerName: 'Jennifer M.',
  verified: false,
  photos: [],
  weddingDate: '2026-06-14',
  createdAt: '2026-07-01T10:00:00.000Z',
  reply: null,
  ...o,
});

const renderItem = (review: PublicReview) =>
  render(
    <ol>
      <ReviewItem review={review} vendorName="Magnolia Barn" />
    </ol>,
  );

describe("the vendor's response under a review (public vendor page)", () => {
  it("shows 'Response from {vendor name}' and the reply as plain text with its line breaks", () => {
    const { container } = renderItem(aReview({ reply: { body: 'Thank you, Jennifer!\n\n<b>See you</b> <img src=x onerror=alert(1)>', repliedAt: '2026-11-25T15:00:00.000Z' } }));
    const reply = screen.getByRole('group', { name: 'Response from Magnolia Barn' });
    const body = reply.querySelector('.review-reply__body')!;
    expect(body.textContent).toBe('Thank you, Jennifer!\n\n<b>See you</b> <img src=x onerror=alert(1)>');
    expect(container.querySelector('b, img')).toBeNull();
  });

  it('shows no response block for a review without a reply', () => {
    renderItem(aReview());
    expect(screen.queryByText(/Response from/)).toBeNull();
    expect(screen.queryByTestId('review-reply')).toBeNull();
  });
});
