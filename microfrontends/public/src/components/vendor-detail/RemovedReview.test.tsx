import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PublicReview } from '@uwd/api-client';
import { ReviewItem } from './ReviewItem';
import { ReviewPolicyLink } from './ReviewPolicyLink';

const aReview = (o: Partial<PublicReview> = {}): PublicReview => ({
  _id: 'r1',
  rating: 1,
  title: null,
  body: 'Removed by Upstate Wedding Directory: It shared a phone number.',
  reviewerName: 'Sam P.',
  verified: false,
  photos: [],
  weddingDate: null,
  createdAt: '2026-07-01T10:00:00.000Z',
  reply: null,
  removed: true,
  ...o,
});

describe('a review removed after a report (public vendor page)', () => {
  it('stays in its place with the reason instead of its text, and no stars', () => {
    const { container } = render(
      <ol>
        <ReviewItem review={aReview()} vendorName="Magnolia Barn" />
      </ol>,
    );
    expect(screen.getByText('Removed by Upstate Wedding Directory: It shared a phone number.').className).toContain('review__body--removed');
    expect(screen.queryByRole('img', { name: /Rated/ })).toBeNull();
    expect(screen.getByText('Sam P.')).toBeTruthy();
    expect(container.querySelectorAll('li')).toHaveLength(1);
  });

  it('a review that was not removed keeps its stars', () => {
    render(
      <ol>
        <ReviewItem review={aReview({ removed: undefined, rating: 4, body: 'Lovely.' })} vendorName="Magnolia Barn" />
      </ol>,
    );
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
  });

  it("links 'How reviews work'", () => {
    render(
      <MemoryRouter>
        <ReviewPolicyLink />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'How reviews work' }).getAttribute('href')).toBe('/reviews/policy');
  });
});
