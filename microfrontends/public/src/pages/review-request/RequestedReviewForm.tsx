/**
 * The review written through a review request's link (issue 40 §1): the vendor page's review form without
 * name and email (the request has them), validated with the shared `requestedReviewSchema` so the form and
 * the server give the same messages. Its fields, state and styles are the vendor page form's
 * (ReviewFields, useReviewForm).
 */
import { callRoute, isApiError } from '@uwd/api-client';
import { Alert, Button } from '@uwd/ui';
import { requestedReviewSchema } from '@domain/reviews/review-request';
import { reviewThroughRequestRoute } from '@domain/reviews/review-request-api';
import { REVIEW_SUBMIT_FAILED, useReviewForm } from '../vendor-detail-review/useReviewForm';
import { ReviewFields } from '../vendor-detail-review/ReviewFields';

export const REQUESTED_REVIEW_FAILED = REVIEW_SUBMIT_FAILED;

interface Props {
  token: string;
  /** The vendor's id: the review's photos are uploaded for it (issue 40 §3). */
  vendorId: string;
  vendorName: string;
  /** The review was stored: the page thanks the couple. */
  onSubmitted: (message: string) => void;
  /** The link stopped working meanwhile (used or expired): the page says so. */
  onLinkGone: (message: string) => void;
}

export function RequestedReviewForm({ token, vendorId, vendorName, onSubmitted, onLinkGone }: Props) {
  const form = useReviewForm({
    vendorId,
    contact: false,
    idPrefix: 'requested-review',
    schema: requestedReviewSchema(() => new Date()),
    send: async (review) => onSubmitted((await callRoute(reviewThroughRequestRoute, { params: { token }, body: review })).message),
    takeOver: (error) => {
      if (!isApiError(error) || (error.status !== 404 && error.status !== 410)) return false;
      onLinkGone(error.apiError?.message ?? REQUESTED_REVIEW_FAILED);
      return true;
    },
  });
  const { sending, failure, onSubmit } = form;

  return (
    <form className="review-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label={`Review ${vendorName}`} aria-busy={sending} data-testid="requested-review-form">
      <ReviewFields form={form} />
      {failure && (
        <Alert tone="error" title={failure}>
          Nothing you typed is lost.
        </Alert>
      )}
      <div className="review-form__actions">
        <Button type="submit" disabled={sending}>
          {sending ? 'Submitting…' : 'Submit Review'}
        </Button>
      </div>
    </form>
  );
}
