import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { OwnVendor } from '@uwd/api-client';
import { ownVendor } from '../../../../tests/support/components.ts';
import { ProfileView } from './ProfileView';
import { Sidebar } from './Sidebar';
import { statusItems } from './status';

/** The owner's listing with its flags and review figures. */
const listing = (o: { isFeatured?: boolean; premierPartner?: boolean; averageRating?: number; totalReviews?: number } = {}) =>
  ownVendor({
    isFeatured: o.isFeatured ?? false,
    premierPartner: o.premierPartner ?? false,
    reviewStats: { averageRating: o.averageRating ?? 0, totalReviews: o.totalReviews ?? 0 },
    images: [],
  }) as unknown as OwnVendor;

const placement = (v: OwnVendor) => statusItems(v).find((i) => i.key === 'featured')!.label;

const renderView = (v: OwnVendor) => render(<ProfileView vendor={v} onEdit={vi.fn()} editButton={createRef<HTMLButtonElement>()} />);

describe('dashboard status badges and rating (issue 36 §12)', () => {
  it("names the plan in the badge: 'Premier Partner' on a Premier plan, 'Featured' on Featured, else 'Standard'", () => {
    expect(placement(listing({ isFeatured: true, premierPartner: true }))).toBe('Premier Partner');
    expect(placement(listing({ isFeatured: true }))).toBe('Featured');
    expect(placement(listing())).toBe('Standard');
    renderView(listing({ isFeatured: true, premierPartner: true }));
    const badges = screen.getByRole('list', { name: 'Listing status' });
    expect(badges.textContent).toContain('Premier Partner');
    expect(badges.textContent).not.toMatch(/Featured/);
  });

  it("shows 'No reviews yet' for a listing without reviews, never '0.0 / 5 · 0 reviews'", () => {
    renderView(listing());
    const view = screen.getByTestId('profile-view');
    expect(view.textContent).toContain('No reviews yet');
    expect(view.textContent).not.toContain('0.0');
    expect(view.textContent).not.toContain('0 reviews');
  });

  it("shows the rating with one decimal out of 5 and '1 review' in the singular", () => {
    const { unmount } = renderView(listing({ averageRating: 5, totalReviews: 1 }));
    expect(screen.getByTestId('profile-view').textContent).toContain('5.0 / 5');
    expect(screen.getByText('1 review')).toBeTruthy();
    expect(screen.getByLabelText('Rating 5.0 / 5 from 1 review')).toBeTruthy();
    unmount();
    renderView(listing({ averageRating: 4.5, totalReviews: 12 }));
    expect(screen.getByLabelText('Rating 4.5 / 5 from 12 reviews')).toBeTruthy();
  });

  it("says 'None yet' for the rating in Quick Stats while there are no reviews", () => {
    render(
      <MemoryRouter>
        <Sidebar vendor={listing()} tier={{ status: 'unknown' } as never} photoCount={0} filterCount={0} onManagePhotos={vi.fn()} onShare={vi.fn()} sharing={false} />
      </MemoryRouter>,
    );
    const rating = screen.getByText('Rating').parentElement!;
    expect(rating.textContent).toBe('RatingNone yet');
  });
});
