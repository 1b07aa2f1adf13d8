import { useState, type ReactNode } from 'react';
import { callRoute } from '@uwd/api-client';
import { Alert, Button, EmptyState, Spinner, useResource, type NoticeApi } from '@uwd/ui';
import { managedReviewsRoute } from '@domain/reviews/review-reply-api';
import { REVIEW_POLICY_LINK_TEXT, REVIEW_POLICY_PATH } from '@domain/reviews/review-policy';
import { StarIcon } from '../lib/icons';
import { ReviewReplyCard } from './ReviewReplyCard';
import { AskForReviews } from './AskForReviews';
import { useReviewReports } from './review-reports';
import './reviews.css';

export const REVIEWS_LOAD_FAILED = 'Your reviews could not be loaded.';

interface Props {
  vendorId: string;
  notice: NoticeApi;
  /** The tab is showing: the reviews load the first time it is opened. */
  active: boolean;
}

/** The tab's card: its title and what a response does, then the reviews (or their loading, error or empty state). */
function Frame({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <section className="vd-card vr" aria-labelledby="vr-title" aria-busy={busy}>
      <div className="vd-card__head">
        <div>
          <h2 id="vr-title" className="vd-card__title">
            Reviews
          </h2>
          <p className="vd-card__lead">
            Thank couples and answer their reviews. Your response is shown under the review on your public page, and the couple hears about your first response by email.
          </p>
          <p className="vd-card__lead vr__policy">
            <a href={REVIEW_POLICY_PATH}>{REVIEW_POLICY_LINK_TEXT}</a>
          </p>
        </div>
      </div>
      {children}
    </section>
  );
}

/** The dashboard's 'Reviews' tab: 'Ask for a review' (issue 40 §1), then the published reviews to answer (issue 18 §5). */
export function ReviewsTab(props: Props) {
  return (
    <>
      <AskForReviews {...props} />
      <PublishedReviews {...props} />
    </>
  );
}

/** The listing's published reviews, newest first, each to reply to. */
function PublishedReviews({ vendorId, notice, active }: Props) {
  const [opened, setOpened] = useState(active);
  if (active && !opened) setOpened(true);
  const [page, setPage] = useState(1);
  const { state, retry, patch } = useResource(
    opened ? `managed-reviews|${vendorId}|${page}` : null,
    (signal) => callRoute(managedReviewsRoute, { params: { id: vendorId }, query: { page }, signal, cache: 'no-store' }),
    { keepPrevious: true },
  );
  const reports = useReviewReports(vendorId, opened);

  if (state.status === 'loading') {
    return (
      <Frame busy>
        <div className="vr-loading">
          <Spinner label="Loading your reviews" />
          <span aria-hidden="true">Loading your reviews…</span>
        </div>
      </Frame>
    );
  }
  if (state.status === 'error') {
    return (
      <Frame busy={false}>
        <Alert tone="error" title={REVIEWS_LOAD_FAILED} action={<Button variant="outline" size="sm" onClick={retry}>Try again</Button>}>
          Please check your connection and try again.
        </Alert>
      </Frame>
    );
  }
  const { reviews, pagination, vendor } = state.data;
  if (reviews.length === 0) {
    return (
      <Frame busy={false}>
        <EmptyState level={3} icon={<StarIcon size={36} />} title="No published reviews yet">
          <p>When couples review {vendor.name} and our team publishes the review, it appears here for you to answer.</p>
        </EmptyState>
      </Frame>
    );
  }
  return (
    <Frame busy={state.refreshing}>
      <ol className="vr__list">
        {reviews.map((review) => (
          <ReviewReplyCard
            key={review._id}
            vendorId={vendorId}
            vendorName={vendor.name}
            review={review}
            notice={notice}
            onSaved={(saved) => patch((data) => ({ ...data, reviews: data.reviews.map((r) => (r._id === saved._id ? saved : r)) }))}
            report={reports.reportOf(review._id)}
            onReported={reports.add}
          />
        ))}
      </ol>
      {pagination.totalPages > 1 && (
        <nav className="vr__pages" aria-label="Review pages">
          <Button variant="outline" size="sm" disabled={!pagination.hasPrevPage} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <span>
            Page {pagination.page} of {pagination.totalPages}
          </span>
          <Button variant="outline" size="sm" disabled={!pagination.hasNextPage} onClick={() => setPage((p) => p + 1)}>
            Next
          </Button>
        </nav>
      )}
    </Frame>
  );
}
