import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminReview } from '@uwd/api-client';
import { ok, posted, stubApi } from '../../../../../tests/support/components.ts';
import { ReviewsPage } from '../ReviewsPage';

const REPLIED: AdminReview = {
  _id: 'r1',
  vendor: { _id: 'v1', name: 'Magnolia Barn', slug: 'magnolia-barn' },
  rating: 5,
  title: 'Wonderful',
  text: 'They made our day.',
  reviewerName: 'Jennifer Moore',
  reviewerEmail: 'jen@example.com',
  weddingDate: '2026-06-14',
  isPublished: true,
  publishedAt: '2026-07-01T12:00:00.000Z',
  createdAt: '2026-07-01T10:00:00.000Z',
  reply: { body: 'Thank you, Jennifer!', repliedAt: '2026-11-25T15:00:00.000Z', updatedAt: '2026-11-25T15:00:00.000Z' },
  verifiedVia: null,
  photos: [],
};

// jsdom has no modal dialogs: open and close toggle the attribute, as a browser's would.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const list = (reviews: AdminReview[]) =>
  ok({ success: true, reviews, pagination: { page: 1, limit: 20, total: reviews.length, totalPages: 1, hasPrevPage: false, hasNextPage: false } });

const renderPage = () => {
  const sent = stubApi({
    'GET /api/admin/reviews': [list([REPLIED]), list([{ ...REPLIED, reply: null }])],
    'DELETE /api/admin/reviews/r1/reply': ok({ success: true, message: 'Reply removed.', reviewId: 'r1' }),
  });
  render(
    <MemoryRouter initialEntries={['/admin/reviews']}>
      <ReviewsPage />
    </MemoryRouter>,
  );
  return { sent };
};

describe('admin: removing a review reply', () => {
  it("shows the vendor's response under the review", async () => {
    renderPage();
    const reply = await screen.findByTestId('review-reply');
    expect(within(reply).getByText('Response from Magnolia Barn')).toBeTruthy();
    expect(within(reply).getByText('Thank you, Jennifer!')).toBeTruthy();
  });

  it("'Remove reply' asks first; 'Keep Reply' removes nothing", async () => {
    const { sent } = renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Magnolia Barn’s reply to Jennifer Moore' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Magnolia Barn’s reply?' });
    expect(within(dialog).getByText('Thank you, Jennifer!')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep Reply' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posted(sent)).toEqual([]);
    expect(screen.getByTestId('review-reply')).toBeTruthy();
  });

  it('removes the reply once confirmed, says so, and the list no longer shows it', async () => {
    const { sent } = renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Magnolia Barn’s reply to Jennifer Moore' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove Reply' }));
    await waitFor(() => expect(screen.queryByTestId('review-reply')).toBeNull());
    expect(posted(sent)).toEqual([{ method: 'DELETE', url: '/api/admin/reviews/r1/reply', body: undefined }]);
    expect(screen.getByText('Reply removed.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
