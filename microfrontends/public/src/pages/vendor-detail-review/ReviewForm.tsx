/**
 * A couple's review of a vendor (POST /api/vendors/{id}/reviews). Loaded lazily by WriteReview. Validation is
 * the shared `reviewSubmissionSchema`, so the form and the server give the same messages; the review waits
 * unpublished until an admin approves it.
 */
import { useEffect, useRef, useState } from 'react';
import { submitReview } from '@uwd/api-client';
import { Alert, Button } from '@uwd/ui';
import { REVIEW_SUBMITTED_MESSAGE, reviewSubmissionSchema } from '@domain/reviews/review';
import { useReviewForm } from './useReviewForm';
import { ReviewFields } from './ReviewFields';
import './review-form.css';
import { ReviewPolicyLink } from '../../components/vendor-detail/ReviewPolicyLink';

export interface ReviewFormProps {
  vendorId: string;
  vendorName: string;
  onCancel: () => void;
  /** The review was accepted: the form is replaced by the thank-you message. */
  onSubmitted: () => void;
  /** Only for the stand-in shown when this chunk failed to download. */
  onRetryLoad: () => void;
}

export { REVIEW_SUBMIT_FAILED } from './useReviewForm';

export function ReviewForm({ vendorId, vendorName, onCancel, onSubmitted }: ReviewFormProps) {
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLDivElement>(null);
  const form = useReviewForm({
    vendorId,
    contact: true,
    idPrefix: 'review',
    schema: reviewSubmissionSchema(() => new Date()),
    send: async (review) => {
      await submitReview(vendorId, review);
      setDone(true);
      onSubmitted();
    },
  });
  const { sending, failure, onSubmit } = form;

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  if (done) {
    return (
      <div ref={doneRef} tabIndex={-1} className="review-form__done" data-testid="review-submitted">
        <Alert tone="success" title="Thank you!">
          {REVIEW_SUBMITTED_MESSAGE}
        </Alert>
      </div>
    );
  }

  return (
    <form className="review-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="review-form-title" aria-busy={sending} data-testid="review-form">
      <div className="review-form__head">
        <h3 id="review-form-title" className="review-form__title">
          Review {vendorName}
        </h3>
        <p className="review-form__lead">
          Reviews appear once our team has checked them. Fields marked <span className="field__required" aria-hidden="true">*</span>
          <span className="visually-hidden">with an asterisk</span> are required.
        </p>
        <ReviewPolicyLink className="review-form__policy" />
      </div>

      <ReviewFields form={form} />

      {failure && (
        <Alert tone="error" className="review-form__failure">
          {failure}
        </Alert>
      )}

      <div className="review-form__actions">
        <Button type="submit" loading={sending}>
          {sending ? 'Submitting...' : 'Submit Review'}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={sending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
