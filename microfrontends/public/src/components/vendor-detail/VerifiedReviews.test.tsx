import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PublicReview } from '@uwd/api-client';
import { ok, stubApi } from '../../../../../tests/support/components.ts';
import { ReviewItem } from './ReviewItem';
import { ReviewsSummary } from './ReviewsSummary';

const EXPLANATION = "Wrote this review through Magnolia Barn's review request, or booked Magnolia Barn through Upstate Wedding Directory.";

const aReview = (id: string, o: Partial<PublicReview> = {}) =>
  ({
    _id: id,
    rating: 5,
    title: `Review ${id}`,
    body: 'They made our day.',
    reviewerName: 'Jennifer M.',
    verified: false,
    weddingDate: '2026-06-14',
    createdAt: '2026-07-01T10:00:00.000Z',
    reply: null,
    photos: [],
    ...o,
  }) as PublicReview;

const renderItem = (review: PublicReview) =>
  render(
    <ol>
      <ReviewItem review={review} vendorName="Magnolia Barn" />
    </ol>,
  );

describe("'Verified client' on a review (public vendor page)", () => {
  it("shows 'Verified client', a button described by its explanation (a tooltip)", () => {
    renderItem(aReview('r1', { verified: true }));
    const badge = screen.getByRole('button', { name: 'Verified client' });
    const tip = screen.getByRole('tooltip', { hidden: true });
    expect(badge.getAttribute('aria-describedby')).toBe(tip.id);
    expect(tip.textContent).toBe(EXPLANATION);
    expect(badge.closest('p')?.className).toContain('review__meta--verified');
  });

  it('is reached by keyboard, and Escape dismisses the explanation until focus moves on', async () => {
    const user = userEvent.setup();
    renderItem(aReview('r1', { verified: true }));
    await user.tab();
    const badge = screen.getByRole('button', { name: 'Verified client' });
    expect(document.activeElement).toBe(badge);
    const wrapper = badge.parentElement!;
    expect(wrapper.hasAttribute('data-dismissed')).toBe(false);
    await user.keyboard('{Escape}');
    expect(wrapper.hasAttribute('data-dismissed')).toBe(true);
    fireEvent.blur(badge);
    expect(wrapper.hasAttribute('data-dismissed')).toBe(false);
  });

  it('shows nothing for a review that is not verified', () => {
    const { container } = renderItem(aReview('r1'));
    expect(screen.queryByText('Verified client')).toBeNull();
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
    expect(container.querySelector('.review__meta--verified')).toBeNull();
  });
});

const stats = (verifiedReviews: number, totalReviews = 4) => ({ averageRating: 4.5, totalReviews, distribution: { 1: 0, 2: 0, 3: 1, 4: 1, 5: 2 }, verifiedReviews });
const answer = (reviews: PublicReview[], verifiedReviews: number, { page = 1, hasNextPage = false, totalReviews = 4 } = {}) =>
  ok({
    success: true,
    reviews,
    stats: stats(verifiedReviews, totalReviews),
    pagination: { page, limit: 3, pages: 2, totalPages: 2, totalVendors: totalReviews, hasPrevPage: page > 1, hasNextPage, totalReviews },
  });

const renderSummary = () =>
  render(
    <MemoryRouter>
      <ReviewsSummary slug="magnolia-barn" vendorName="Magnolia Barn" fallbackStats={{ averageRating: 4.5, totalReviews: 4 }} />
    </MemoryRouter>,
  );

const titles = () => within(screen.getByTestId('review-list')).getAllByRole('heading', { level: 4 }).map((h) => h.textContent);

describe("the reviews summary: verified clients and 'Sort reviews'", () => {
  it("counts the verified clients ('2 verified clients', '1 verified client') and shows nothing for none", async () => {
    stubApi({ 'GET /api/vendors/magnolia-barn/reviews': answer([aReview('a', { verified: true })], 2) });
    const { unmount } = renderSummary();
    expect((await screen.findByTestId('verified-count')).textContent).toBe('2 verified clients');
    unmount();

    stubApi({ 'GET /api/vendors/magnolia-barn/reviews': answer([aReview('a', { verified: true })], 1) });
    const second = renderSummary();
    expect((await screen.findByTestId('verified-count')).textContent).toBe('1 verified client');
    second.unmount();

    stubApi({ 'GET /api/vendors/magnolia-barn/reviews': answer([aReview('a')], 0) });
    renderSummary();
    await screen.findByTestId('review-list');
    expect(screen.queryByTestId('verified-count')).toBeNull();
  });

  it("sorts by 'Most recent' first, then asks the server for the chosen order and shows it; 'Show more' keeps the order", async () => {
    const user = userEvent.setup();
    const sent = stubApi({
      'GET /api/vendors/magnolia-barn/reviews': (url) => {
        const sort = url.searchParams.get('sort');
        const page = Number(url.searchParams.get('page'));
        if (sort === 'verified' && page === 2) return answer([aReview('d')], 1, { page: 2 });
        if (sort === 'verified') return answer([aReview('b', { verified: true }), aReview('a'), aReview('c')], 1, { hasNextPage: true });
        return answer([aReview('a'), aReview('b', { verified: true }), aReview('c')], 1, { hasNextPage: true });
      },
    });
    renderSummary();
    await screen.findByTestId('review-list');
    const select = screen.getByRole('combobox', { name: 'Sort reviews' }) as HTMLSelectElement;
    expect(select.value).toBe('recent');
    expect([...select.options].map((o) => o.textContent)).toEqual(['Most recent', 'Highest rated', 'Verified first']);
    expect(sent[0]!.url).toBe('/api/vendors/magnolia-barn/reviews?page=1&limit=3');
    expect(titles()).toEqual(['Review a', 'Review b', 'Review c']);

    await user.selectOptions(select, 'verified');
    await waitFor(() => expect(titles()).toEqual(['Review b', 'Review a', 'Review c']));
    expect(sent.at(-1)!.url).toBe('/api/vendors/magnolia-barn/reviews?page=1&limit=3&sort=verified');
    expect(document.activeElement).toBe(select);

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(titles()).toEqual(['Review b', 'Review a', 'Review c', 'Review d']));
    expect(sent.at(-1)!.url).toBe('/api/vendors/magnolia-barn/reviews?page=2&limit=3&sort=verified');
  });

  it('offers no sort for a single review', async () => {
    stubApi({ 'GET /api/vendors/magnolia-barn/reviews': answer([aReview('a')], 0, { totalReviews: 1 }) });
    renderSummary();
    await screen.findByTestId('review-list');
    expect(screen.queryByRole('combobox', { name: 'Sort reviews' })).toBeNull();
  });
});
