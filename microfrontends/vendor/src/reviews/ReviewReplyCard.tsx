import { useRef, useState } from 'react';
import type { NoticeApi } from '@uwd/ui';
import type { ManagedReview } from '@domain/reviews/review-reply-api';
import { PencilIcon } from '../lib/icons';
import { ReplyForm } from './ReplyForm';
import type { VendorReviewReport } from '@domain/reviews/review-report-api';
import { ReportReviewDialog } from './ReportReviewDialog';
import { ReportStatus } from './ReportStatus';
import { ReviewThumbnails } from './ReviewThumbnails';
import './report-review.css';

const dateText = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Five stars as text, read out as 'Rated 4 out of 5'. */
function Stars({ rating }: { rating: number }) {
  return (
    <span className="vr-stars" role="img" aria-label={`Rated ${rating} out of 5`}>
      {'★'.repeat(rating)}
      <span className="vr-stars__off">{'★'.repeat(Math.max(0, 5 - rating))}</span>
    </span>
  );
}

interface Props {
  vendorId: string;
  vendorName: string;
  review: ManagedReview;
  notice: NoticeApi;
  onSaved: (review: ManagedReview) => void;
  /** The review's latest report and our team's decision (issue 40 §4), or null. */
  report?: VendorReviewReport | null;
  onReported?: (report: VendorReviewReport) => void;
}

/** One published review on the dashboard: the review, the current response, and 'Reply' / 'Edit reply'. */
export function ReviewReplyCard({ vendorId, vendorName, review, notice, onSaved, report = null, onReported }: Props) {
  const [editing, setEditing] = useState(false);
  const [reporting, setReporting] = useState(false);
  // One open report per review; a removed review cannot be reported again.
  const canReport = onReported !== undefined && !review.removed && (report === null || report.decision !== null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setEditing(false);
    // Back to the button that opened the form.
    window.setTimeout(() => toggleRef.current?.focus(), 0);
  };

  return (
    <li className="vr-review" data-testid="managed-review">
      <div className="vr-review__head">
        {/* A removed review shows only our team's reason, as on the vendor page. */}
        {!review.removed && <Stars rating={review.rating} />}
        {review.title && <h3 className="vr-review__title">{review.title}</h3>}
      </div>
      <p className="vr-review__body">{review.body}</p>
      <ReviewThumbnails photos={review.photos} reviewerName={review.reviewerName} />
      <p className="vr-review__meta">
        <span className="vr-review__author">{review.reviewerName}</span> · {dateText(review.createdAt)}
        {review.verified && ' · Verified client'}
      </p>
      {review.reply && !editing && (
        <div className="vr-reply" data-testid="current-reply">
          <p className="vr-reply__label">Response from {vendorName}</p>
          <p className="vr-reply__body">{review.reply.body}</p>
        </div>
      )}
      {editing ? (
        <ReplyForm
          vendorId={vendorId}
          review={review}
          notice={notice}
          onCancel={close}
          onSaved={(saved) => {
            onSaved(saved);
            close();
          }}
        />
      ) : review.removed ? null : (
        <div className="vr-review__actions">
          <button ref={toggleRef} type="button" className="btn btn--outline btn--sm" onClick={() => setEditing(true)}>
            <PencilIcon size={16} />
            {review.reply ? 'Edit reply' : 'Reply'}
          </button>
          {canReport && (
            <button type="button" className="btn btn--ghost btn--sm vr-review__report" onClick={() => setReporting(true)}>
              Report review
            </button>
          )}
        </div>
      )}
      {report && <ReportStatus report={report} />}
      {reporting && onReported && (
        <ReportReviewDialog
          vendorId={vendorId}
          review={review}
          notice={notice}
          onCancel={() => setReporting(false)}
          onReported={(sent) => {
            setReporting(false);
            onReported(sent);
          }}
        />
      )}
    </li>
  );
}
