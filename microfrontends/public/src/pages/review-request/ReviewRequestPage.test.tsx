import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { REVIEW_REQUEST_MESSAGES } from '@domain/reviews/review-request';
import { badRequest, created, ok, posted, stubApi } from '../../../../../tests/support/components.ts';
import ReviewRequestPage from './ReviewRequestPage';

const VENDOR = { _id: 'v1', name: 'Magnolia Barn', slug: 'magnolia-barn' };
const gone = (message: string) => ({ status: 410, body: { success: false, error: { code: 'GONE', message } } });

const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/reviews/write/:token" element={<ReviewRequestPage kind="write" />} />
        <Route path="/reviews/unsubscribe/:token" element={<ReviewRequestPage kind="unsubscribe" />} />
      </Routes>
    </MemoryRouter>,
  );

describe("a review request's link (issue 40 §1)", () => {
  it('shows the vendor and the review form, checks it, and thanks the couple', async () => {
    const sent = stubApi({
      'GET /api/review-requests/tok1': ok({ success: true, vendor: VENDOR, clientName: 'Sam & Alex', expiresAt: '2027-01-30T00:00:00.000Z' }),
      'POST /api/review-requests/tok1/review': [badRequest({ text: 'Please tell couples about your experience' }), created({ success: true, message: REVIEW_REQUEST_MESSAGES.reviewSubmitted, vendor: VENDOR })],
    });
    const user = userEvent.setup();
    at('/reviews/write/tok1');
    const title = await screen.findByRole('heading', { level: 1, name: 'Review Magnolia Barn' });
    expect(screen.getByText(/Hi Sam & Alex, Magnolia Barn would love your review/)).toBeTruthy();
    // Laid out like the other public form pages: the title in the brand band, the form in the layout under it.
    expect(title.closest('.static-hero')).not.toBeNull();
    expect(screen.getByTestId('requested-review-form').closest('.form-page-layout')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'How reviews work' }).getAttribute('href')).toBe('/reviews/policy');
    expect(screen.queryByLabelText(/Email/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Please choose a rating from 1 to 5')).toBeTruthy();
    expect(posted(sent)).toEqual([]);

    await user.click(screen.getByLabelText('5 stars'));
    await user.type(screen.getByLabelText(/Your Review/), ' ');
    await user.type(screen.getByLabelText(/Your Review/), 'They made our day easy.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Please tell couples about your experience')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeTruthy();
    expect(screen.getByText(REVIEW_REQUEST_MESSAGES.reviewSubmitted)).toBeTruthy();
    expect(posted(sent)[1]?.body).toEqual({ rating: 5, title: null, text: 'They made our day easy.', weddingDate: null });
    expect(screen.getByRole('link', { name: 'See Magnolia Barn' }).getAttribute('href')).toBe('/vendors/magnolia-barn');
  });

  it('says clearly when the link was used or has expired, with no form', async () => {
    stubApi({ 'GET /api/review-requests/used': gone(REVIEW_REQUEST_MESSAGES.used) });
    at('/reviews/write/used');
    expect(await screen.findByRole('heading', { level: 1, name: 'This review link cannot be used' })).toBeTruthy();
    expect(screen.getByText(REVIEW_REQUEST_MESSAGES.used)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit Review' })).toBeNull();
  });

  it('unsubscribes the email from every review request', async () => {
    const sent = stubApi({
      'GET /api/review-requests/tok2/unsubscribe': ok({ success: true, vendor: VENDOR, unsubscribed: false }),
      'POST /api/review-requests/tok2/unsubscribe': ok({ success: true, message: REVIEW_REQUEST_MESSAGES.unsubscribed }),
    });
    at('/reviews/unsubscribe/tok2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribe from review requests' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeTruthy();
    expect(screen.getByText(REVIEW_REQUEST_MESSAGES.unsubscribed)).toBeTruthy();
    expect(posted(sent)).toHaveLength(1);
  });
});
