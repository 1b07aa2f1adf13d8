import { lazy, Suspense } from 'react';
import type { PublicReview } from '@uwd/api-client';
import { ReviewReply } from '../../pages/vendor-detail-review/ReviewReply';
import { formatMonthYear } from './format';
import { StarRating } from './StarRating';
import { VerifiedClient } from './VerifiedClient';

/** A review's photos (issue 40 §3): a chunk of their own, fetched only when a review has some. */
const ReviewPhotos = lazy(() => import('./ReviewPhotos'));

/** One published review on the vendor page, with the vendor's response under it when there is one. */
export function ReviewItem({ review, vendorName }: { review: PublicReview; vendorName: string }) {
  const married = formatMonthYear(review.weddingDate);
  return (
    <li className="review" tabIndex={-1}>
      <div className="review__head">
        {/* Removed after a report (issue 40 §4): in its place, the reason instead of the words, no stars. */}
        {!review.removed && <StarRating rating={review.rating} size={16} label={`Rated ${review.rating} out of 5`} />}
        {review.title && <h4 className="review__title">{review.title}</h4>}
      </div>
      <p className={review.removed ? 'review__body review__body--removed' : 'review__body'}>{review.body}</p>
      <p className={review.verified ? 'review__meta review__meta--verified' : 'review__meta'}>
        <span className="review__author">{review.reviewerName}</span>
        {married && <span> · Married {married}</span>}
        {review.verified && <VerifiedClient vendorName={vendorName} />}
      </p>
      {review.photos.length > 0 && (
        <Suspense fallback={<div style={{ minHeight: '5.25rem' }} />}>
          <ReviewPhotos photos={review.photos} reviewerName={review.reviewerName} vendorName={vendorName} />
        </Suspense>
      )}
      {review.reply && <ReviewReply reply={review.reply} vendorName={vendorName} />}
    </li>
  );
}
