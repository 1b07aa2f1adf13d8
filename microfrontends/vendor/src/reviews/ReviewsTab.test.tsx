import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ManagedReview } from '@domain/reviews/review-reply-api';
import { badRequest, ok, posted, stubApi } from '../../../../tests/support/components.ts';
import { ReviewsTab } from './ReviewsTab';

const aReview = (o: Partial<ManagedReview> = {}): ManagedReview => ({
  _id: 'r1',
  verified: false,
  photos: [],
  rating: 5,
  title: 'Wonderful',
  body: 'They made our day.',
  reviewerName: 'Jennifer M.',
  weddingDate: '2026-06-14',
  createdAt: '2026-07-01T10:00:00.000Z',
  reply: null,
  ...o,
});

const page = (reviews: ManagedReview[]) =>
  ok({
    success: true,
    vendor: { _id: 'v1', name: 'Magnolia Barn', slug: 'magnolia-barn' },
    reviews,
    pagination: { page: 1, limit: 10, total: reviews.length, totalPages: 1, hasPrevPage: false, hasNextPage: false },
  });

const renderTab = (routes: Parameters<typeof stubApi>[0]) => {
  const sent = stubApi(routes);
  const notice = { notice: null, success: vi.fn(), error: vi.fn(), dismiss: vi.fn() };
  render(<ReviewsTab vendorId="v1" notice={notice} active />);
  return { sent, notice };
};

describe("the dashboard's Reviews tab", () => {
  it('says so when there are no published reviews', async () => {
    renderTab({ 'GET /api/vendors/v1/reviews/manage': page([]) });
    expect(await screen.findByRole('heading', { name: 'No published reviews yet' })).toBeTruthy();
  });

  it('loads nothing until the tab is first opened', () => {
    const sent = stubApi({ 'GET /api/vendors/v1/reviews/manage': page([]) });
    const notice = { notice: null, success: vi.fn(), error: vi.fn(), dismiss: vi.fn() };
    render(<ReviewsTab vendorId="v1" notice={notice} active={false} />);
    expect(sent).toEqual([]);
  });

  it("'Reply' opens a box with a live 'n / 1000' counter; over the limit Save shows the field message and sends nothing", async () => {
    const { sent } = renderTab({ 'GET /api/vendors/v1/reviews/manage': page([aReview()]) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reply' }));
    const box = screen.getByLabelText('Your public response');
    expect(document.activeElement).toBe(box);
    expect(screen.getByTestId('reply-counter').textContent).toBe('0 / 1000');
    await user.type(box, 'Thank you!');
    expect(screen.getByTestId('reply-counter').textContent).toBe('10 / 1000');

    fireEvent.change(box, { target: { value: 'a'.repeat(1001) } });
    expect(screen.getByTestId('reply-counter').textContent).toBe('1001 / 1000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Reply must be at most 1000 characters')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(box, { target: { value: '   ' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Reply is required')).toBeTruthy();
    expect(posted(sent)).toEqual([]);
  });

  it("Save sends the reply, shows the success message and the response, and the button becomes 'Edit reply'", async () => {
    const saved = aReview({ reply: { body: 'Thank you, Jennifer!\nIt was a joy.', repliedAt: '2026-11-25T15:00:00.000Z', updatedAt: '2026-11-25T15:00:00.000Z' } });
    const { sent, notice } = renderTab({
      'GET /api/vendors/v1/reviews/manage': page([aReview()]),
      'PUT /api/vendors/v1/reviews/r1/reply': ok({ success: true, message: 'Your response is published.', review: saved }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reply' }));
    await user.type(screen.getByLabelText('Your public response'), 'Thank you, Jennifer!{Enter}It was a joy.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notice.success).toHaveBeenCalledWith('Your response is published.'));
    expect(posted(sent)).toEqual([{ method: 'PUT', url: '/api/vendors/v1/reviews/r1/reply', body: { body: 'Thank you, Jennifer!\nIt was a joy.' } }]);
    const current = await screen.findByTestId('current-reply');
    expect(within(current).getByText('Response from Magnolia Barn')).toBeTruthy();
    expect(within(current).getByText(/Thank you, Jennifer!/).textContent).toBe('Thank you, Jennifer!\nIt was a joy.');
    expect(screen.getByRole('button', { name: 'Edit reply' })).toBeTruthy();
  });

  it("'Edit reply' starts from the current reply; Cancel closes without saving", async () => {
    const replied = aReview({ reply: { body: 'Thanks!', repliedAt: '2026-11-25T15:00:00.000Z', updatedAt: '2026-11-25T15:00:00.000Z' } });
    const { sent } = renderTab({ 'GET /api/vendors/v1/reviews/manage': page([replied]) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit reply' }));
    const box = screen.getByLabelText('Your public response') as HTMLTextAreaElement;
    expect(box.value).toBe('Thanks!');
    expect(screen.getByTestId('reply-counter').textContent).toBe('7 / 1000');
    await user.type(box, ' So much.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Your public response')).toBeNull();
    expect(screen.getByTestId('current-reply').textContent).toContain('Thanks!');
    expect(posted(sent)).toEqual([]);
  });

  it("shows the server's field message from a 400 and keeps the text", async () => {
    const { notice } = renderTab({
      'GET /api/vendors/v1/reviews/manage': page([aReview()]),
      'PUT /api/vendors/v1/reviews/r1/reply': badRequest({ body: 'Reply must be at most 1000 characters' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reply' }));
    await user.type(screen.getByLabelText('Your public response'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Reply must be at most 1000 characters')).toBeTruthy();
    expect((screen.getByLabelText('Your public response') as HTMLTextAreaElement).value).toBe('Hello');
    expect(notice.error).toHaveBeenCalled();
  });

  it("marks a verified client's review 'Verified client' (issue 40 §2), and no other", async () => {
    renderTab({ 'GET /api/vendors/v1/reviews/manage': page([aReview({ _id: 'r1', verified: true }), aReview({ _id: 'r2', reviewerName: 'Sam R.' })]) });
    const [verified, other] = await screen.findAllByTestId('managed-review');
    expect(verified!.querySelector('.vr-review__meta')?.textContent).toBe('Jennifer M. · July 1, 2026 · Verified client');
    expect(other!.querySelector('.vr-review__meta')?.textContent).toBe('Sam R. · July 1, 2026');
  });

  it("shows a review's photos (issue 40 §3) as small thumbnails, each a link to the full size in a new tab; none for a review without", async () => {
    const photo = (n: number) => ({ url: `/media/reviews/v1/p${n}.png`, mediumUrl: `/media/reviews/v1/p${n}-medium.webp`, width: 1200, height: 800 });
    renderTab({ 'GET /api/vendors/v1/reviews/manage': page([aReview({ _id: 'r1', photos: [photo(1), photo(2)] }), aReview({ _id: 'r2', reviewerName: 'Sam R.' })]) });
    const [withPhotos, without] = await screen.findAllByTestId('managed-review');
    const thumbs = within(within(withPhotos!).getByRole('list', { name: 'Photos from Jennifer M.' })).getAllByRole('link');
    expect(thumbs.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')])).toEqual([
      [' (opens in a new tab)', '/media/reviews/v1/p1.png', '_blank'],
      [' (opens in a new tab)', '/media/reviews/v1/p2.png', '_blank'],
    ]);
    const first = within(thumbs[0]!).getByRole('img', { name: "Photo 1 of 2 from Jennifer M.'s review" });
    expect(first.getAttribute('src')).toBe('/media/reviews/v1/p1-medium.webp');
    expect(first.getAttribute('loading')).toBe('lazy');
    expect(within(without!).queryByTestId('managed-review-photos')).toBeNull();
  });

  it('offers Try again when the reviews cannot be loaded', async () => {
    renderTab({ 'GET /api/vendors/v1/reviews/manage': { status: 500, body: { success: false, error: { code: 'INTERNAL', message: 'Boom' } } } });
    expect(await screen.findByText('Your reviews could not be loaded.')).toBeTruthy();
    // The reviews' own Try again ('Ask for a review' above has its own section).
    expect(within(screen.getByRole('region', { name: 'Reviews' })).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
