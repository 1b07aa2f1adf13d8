import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicReview } from '@uwd/api-client';
import { REVIEW_PHOTO_MESSAGES } from '@domain/reviews/review-photos';
import { badRequest, created, posted, stubApi, tooManyRequests, type Answer } from '../../../../../tests/support/components.ts';
import { ReviewItem } from '../../components/vendor-detail/ReviewItem';
import { ReviewForm } from './ReviewForm';
import { RequestedReviewForm } from '../review-request/RequestedReviewForm';
import { REVIEW_PHOTOS_STILL_UPLOADING } from './useReviewPhotos';

// jsdom has no modal dialogs: open and close toggle the attribute, as a browser's would.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

/** XMLHttpRequest as putFileWithProgress uses it: each PUT waits until the test finishes it. */
class FakeXhr {
  static all: FakeXhr[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.all.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(percent: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 });
  }
  finish(status = 200) {
    this.status = status;
    this.onload?.();
  }
}

const uploadAnswer = (n: number): Answer =>
  created({ success: true, uploadId: `up${n}`, uploadUrl: `/api/uploads/pending/reviews/v1/up${n}.png?signature=s`, method: 'PUT', headers: { 'Content-Type': 'image/png' }, expiresAt: '2026-12-04T10:10:00.000Z', session: 'sess' });
const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

const renderForm = () =>
  render(
    <MemoryRouter>
      <ReviewForm vendorId="v1" vendorName="Magnolia Barn" onCancel={() => undefined} onSubmitted={() => undefined} onRetryLoad={() => undefined} />
    </MemoryRouter>,
  );

const fillReview = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText(/Your Name/), 'Sam Rivera');
  await user.type(screen.getByLabelText(/^Email/), 'sam@example.com');
  await user.click(screen.getByLabelText('5 stars'));
  await user.type(screen.getByLabelText(/Your Review/), 'The barn was everything we hoped for.');
};

describe("the review form's photos (issue 40 §3)", () => {
  beforeEach(() => {
    FakeXhr.all = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    let n = 0;
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => `blob:preview-${++n}`, revokeObjectURL: () => undefined }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('uploads each chosen photo with progress, removes one, and sends the rest with the review, in order', async () => {
    const user = userEvent.setup();
    const sent = stubApi({ 'POST /api/vendors/v1/review-photos/uploads': [uploadAnswer(1), uploadAnswer(2), uploadAnswer(3)], 'POST /api/vendors/v1/reviews': created({ success: true, message: 'ok', reviewId: 'r1' }) });
    renderForm();
    await fillReview(user);

    await user.upload(screen.getByLabelText('Add photos'), [png('first-dance.png'), png('cake.png'), png('toast.png')]);
    await waitFor(() => expect(FakeXhr.all).toHaveLength(3));
    expect(screen.getAllByTestId('review-photo-chip')).toHaveLength(3);
    act(() => FakeXhr.all[0]!.progress(40));
    expect(screen.getByRole('progressbar', { name: 'Uploading photo 1' })?.getAttribute('value')).toBe('40');
    expect(FakeXhr.all[0]!.url).toBe('/api/uploads/pending/reviews/v1/up1.png?signature=s');
    expect(FakeXhr.all[0]!.headers).toEqual({ 'Content-Type': 'image/png' });
    // The second and third requests carry the session the first answer gave.
    expect(posted(sent).map((r) => (r.body as { session?: string }).session)).toEqual([undefined, 'sess', 'sess']);

    // Submitting while an upload runs waits for it, with a clear message.
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(screen.getByText(REVIEW_PHOTOS_STILL_UPLOADING)).toBeTruthy();
    expect(posted(sent).filter((r) => r.url.endsWith('/reviews'))).toEqual([]);

    act(() => FakeXhr.all.forEach((x) => x.finish()));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(screen.getAllByTestId('review-photo-chip')).toHaveLength(2);
    expect(screen.getByText('2 of 5 added')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    await screen.findByTestId('review-submitted');
    expect(posted(sent).at(-1)).toMatchObject({ url: '/api/vendors/v1/reviews', body: { name: 'Sam Rivera', rating: 5, photoIds: ['up1', 'up3'] } });
  });

  it('refuses another type before uploading, stops at five, and is used from the keyboard', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const sent = stubApi({ 'POST /api/vendors/v1/review-photos/uploads': [1, 2, 3, 4, 5].map(uploadAnswer) });
    renderForm();
    const input = screen.getByLabelText('Add photos');
    input.focus();
    expect(document.activeElement).toBe(input);
    await user.upload(input, [new File(['GIF89a'], 'party.gif', { type: 'image/gif' })]);
    expect(screen.getByRole('alert').textContent).toContain(`party.gif: ${REVIEW_PHOTO_MESSAGES.notAnImage}.`);
    expect(posted(sent)).toEqual([]);

    await user.upload(input, ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => png(`${n}.png`)));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(5));
    expect(screen.getAllByTestId('review-photo-chip')).toHaveLength(5);
    expect(screen.getByText(`${REVIEW_PHOTO_MESSAGES.tooMany}.`)).toBeTruthy();
    // Full: no more 'Add photos'.
    expect(screen.queryByTestId('review-photo-input')).toBeNull();
  });

  it("shows a 429's wait on the photo, and the server's photoIds message on the form", async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /api/vendors/v1/review-photos/uploads': [tooManyRequests(1200), uploadAnswer(2)],
      'POST /api/vendors/v1/reviews': badRequest({ photoIds: REVIEW_PHOTO_MESSAGES.notAnImage }),
    });
    renderForm();
    await fillReview(user);
    await user.upload(screen.getByLabelText('Add photos'), [png('one.png')]);
    const chip = await screen.findByTestId('review-photo-chip');
    await waitFor(() => expect(within(chip).getByRole('alert').textContent).toContain('Too many photo uploads. Please try again in 20 minutes.'));
    await user.click(within(chip).getByRole('button', { name: 'Remove photo 1' }));

    await user.upload(screen.getByLabelText('Add photos'), [png('two.png')]);
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    act(() => FakeXhr.all[0]!.finish());
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText(REVIEW_PHOTO_MESSAGES.notAnImage)).toBeTruthy();
    expect(screen.getByLabelText('Add more photos')?.getAttribute('aria-invalid')).toBe('true');
  });
});

describe("photos in a review written through a request link (issue 40 §3)", () => {
  beforeEach(() => {
    FakeXhr.all = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('uploads the photos for the vendor and sends them with the review', async () => {
    const user = userEvent.setup();
    const sent = stubApi({ 'POST /api/vendors/v1/review-photos/uploads': uploadAnswer(7), 'POST /api/review-requests/tok/review': created({ success: true, message: 'Thank you!', vendor: { _id: 'v1', name: 'Magnolia Barn', slug: 'magnolia-barn' } }) });
    const onSubmitted = vi.fn();
    render(<RequestedReviewForm token="tok" vendorId="v1" vendorName="Magnolia Barn" onSubmitted={onSubmitted} onLinkGone={() => undefined} />);
    await user.click(screen.getByLabelText('5 stars'));
    await user.type(screen.getByLabelText(/Your Review/), 'Lovely.');
    await user.upload(screen.getByLabelText('Add photos'), [png('barn.png')]);
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    act(() => FakeXhr.all[0]!.finish());
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith('Thank you!'));
    expect(posted(sent).at(-1)).toMatchObject({ url: '/api/review-requests/tok/review', body: { rating: 5, photoIds: ['up7'] } });
  });
});

const aReview = (o: Partial<PublicReview> = {}): PublicReview => ({
  _id: 'r1',
  rating: 5,
  title: 'Wonderful',
  body: 'They made our day.',
  reviewerName: 'Jennifer M.',
  verified: false,
  weddingDate: '2026-06-14',
  createdAt: '2026-07-01T10:00:00.000Z',
  reply: null,
  photos: [],
  ...o,
});
const photo = (n: number) => ({ url: `/media/reviews/v1/p${n}.png`, mediumUrl: `/media/reviews/v1/p${n}-medium.webp`, width: 1200, height: 900 });

describe("a published review's photos on the vendor page (issue 40 §3)", () => {
  it('shows thumbnails that open the lightbox on the review’s photos', async () => {
    const user = userEvent.setup();
    render(
      <ol>
        <ReviewItem review={aReview({ photos: [photo(1), photo(2)] })} vendorName="Magnolia Barn" />
      </ol>,
    );
    const list = await screen.findByRole('list', { name: 'Photos from Jennifer M.' });
    const thumbs = within(list).getAllByRole('button');
    expect(thumbs.map((b) => b.getAttribute('aria-label'))).toEqual(["Open photo 1 of 2 from Jennifer M.'s review", "Open photo 2 of 2 from Jennifer M.'s review"]);
    expect(list.querySelector('img')?.getAttribute('src')).toBe('/media/reviews/v1/p1-medium.webp');

    await user.click(thumbs[1]!);
    // The viewer is a chunk of its own (LazyLightbox): shown once its code has arrived.
    const box = await screen.findByTestId('lightbox');
    expect(within(box).getByTestId('lightbox-counter').textContent).toContain('2 / 2');
    expect(within(box).getByRole('img')?.getAttribute('src')).toBe('/media/reviews/v1/p2.png');
    expect(within(box).getByRole('img')?.getAttribute('alt')).toBe("Photo 2 of 2 from Jennifer M.'s review");
    await user.click(within(box).getByRole('button', { name: 'Close photo viewer' }));
    expect(screen.queryByTestId('lightbox')).toBeNull();
  });

  it('a review without photos shows none (and loads nothing for them)', () => {
    render(
      <ol>
        <ReviewItem review={aReview()} vendorName="Magnolia Barn" />
      </ol>,
    );
    expect(screen.queryByTestId('review-photos')).toBeNull();
  });
});
