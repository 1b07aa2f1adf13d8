import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AdminReview } from '@uwd/api-client';
import { ReviewCard } from './ReviewCard';

const review = (photos: AdminReview['photos']): AdminReview => ({
  _id: 'r1',
  vendor: { _id: 'v1', name: 'Magnolia Barn', slug: 'magnolia-barn' },
  rating: 5,
  title: 'Wonderful',
  text: 'They made our day.',
  reviewerName: 'Sam Rivera',
  reviewerEmail: 'sam@example.com',
  weddingDate: null,
  isPublished: false,
  publishedAt: null,
  createdAt: '2026-12-02T10:00:00.000Z',
  reply: null,
  verifiedVia: null,
  photos,
});

const renderCard = (r: AdminReview) =>
  render(
    <MemoryRouter>
      <ReviewCard review={r} busy={false} locked={false} onToggle={() => undefined} />
    </MemoryRouter>,
  );

describe("a review's photos in moderation (issue 40 §3)", () => {
  it('shows each photo, linked to the full image, so the admin checks them with the review', () => {
    renderCard(review([1, 2].map((n) => ({ url: `/media/reviews/v1/p${n}.png`, mediumUrl: `/media/reviews/v1/p${n}-medium.webp`, width: 800, height: 600 }))));
    expect(screen.getByText('2 photos, published with the review')).toBeTruthy();
    const links = within(screen.getByTestId('admin-review-photos')).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/media/reviews/v1/p1.png', '/media/reviews/v1/p2.png']);
    expect(within(links[0]!).getByRole('img').getAttribute('alt')).toBe('Photo 1 from Sam Rivera (opens in a new tab)');
  });

  it('shows nothing for a review without photos', () => {
    renderCard(review([]));
    expect(screen.queryByTestId('admin-review-photos')).toBeNull();
  });
});

describe("whether a review's writer is a verified client (issue 40 §2)", () => {
  it('says how the writer was verified, or that they were not', () => {
    const verified = (verifiedVia: AdminReview['verifiedVia']) => {
      const { unmount } = renderCard({ ...review([]), verifiedVia });
      const text = screen.getByText('Verified client').nextElementSibling?.textContent;
      unmount();
      return text;
    };
    expect(verified('request')).toBe('Yes: written through the vendor’s review request link');
    expect(verified('booking')).toBe('Yes: the vendor marked their inquiry Booked');
    expect(verified(null)).toBe('No');
  });
});
