import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { callRoute } from '@uwd/api-client';
import { Card, Button, useResource, type NoticeApi } from '@uwd/ui';
import { moderationDueBy } from '@domain/reviews/review-policy';
import { REVIEW_REPORT_REASON_LABELS, type ReviewDecisionOutcome } from '@domain/reviews/review-report';
import { adminReviewReportsRoute, type AdminReviewReport } from '@domain/reviews/review-report-api';
import { formatDate, formatDateTime, isoOf } from '../dashboard/format';
import { StarIcon } from '../dashboard/icons';
import { Badge, Detail, EmptyCard, FilterTabs, ListStates, ListSummary, Pager, type FilterOption } from '../dashboard/ui';
import { Stars } from './ReviewCard';
import { DecideReportDialog } from './DecideReportDialog';
import './reported-reviews.css';

export const REPORTS_LOAD_FAILED = 'Failed to load reported reviews.';
const REPORTS_PAGE_SIZE = 20;

type ReportStatus = 'open' | 'decided';
const REPORT_OPTIONS: ReadonlyArray<FilterOption<ReportStatus>> = [
  { value: 'open', label: 'Waiting' },
  { value: 'decided', label: 'Decided' },
];

/** One reported review: the review as written, the vendor's report, and Keep / Remove (or the decision, with who and when). */
export function ReportCard({ report: r, onDecide }: { report: AdminReviewReport; onDecide: (outcome: ReviewDecisionOutcome) => void }) {
  const review = r.review;
  const headingId = `report-${r._id}`;
  const due = moderationDueBy(new Date(r.createdAt));
  const d = r.decision;
  return (
    <Card as="article" className="adm-item adm-review adm-report" aria-labelledby={headingId} data-testid="report-card">
      <header className="adm-item__head">
        <div className="adm-item__title-block">
          <p className="adm-review__vendor">
            <Link to={`/vendors/${review.vendor.slug}`}>{review.vendor.name}</Link>
          </p>
          <h2 id={headingId} className="adm-item__title">
            {review.title || `Review of ${review.vendor.name}`}
          </h2>
          <Stars rating={review.rating} />
        </div>
        <div className="adm-item__badges">
          {d ? (
            <Badge tone={d.outcome === 'remove' ? 'danger' : 'success'} testId="report-state">
              {d.outcome === 'remove' ? 'Removed' : 'Kept'}
            </Badge>
          ) : (
            <Badge tone="pending" testId="report-state">
              Reported
            </Badge>
          )}
        </div>
      </header>

      <p className="adm-text-block__text adm-review__text">{review.text}</p>
      <dl className="adm-details">
        <Detail label="Reviewer">{review.reviewerName}</Detail>
        <Detail label="Email">
          <a href={`mailto:${review.reviewerEmail}`}>{review.reviewerEmail}</a>
        </Detail>
        <Detail label="Submitted">
          <time dateTime={isoOf(review.createdAt)}>{formatDate(review.createdAt)}</time>
        </Detail>
      </dl>

      <section className="adm-report__report" aria-label={`Report by ${review.vendor.name}`}>
        <p className="adm-report__label">
          Reported by {review.vendor.name}: <strong>{REVIEW_REPORT_REASON_LABELS[r.reason]}</strong>
        </p>
        <p className="adm-report__text">{r.text}</p>
        <p className="adm-hint">
          Reported <time dateTime={isoOf(r.createdAt)}>{formatDateTime(r.createdAt)}</time>
          {!d && (
            <>
              {' · '}Decide by <time dateTime={due.toISOString()}>{formatDateTime(due.toISOString())}</time>
            </>
          )}
        </p>
      </section>

      {d ? (
        <p className="adm-report__decision" data-testid="report-decision">
          {d.outcome === 'remove' ? 'Removed' : 'Kept'} by {d.decidedBy.email} on <time dateTime={isoOf(d.decidedAt)}>{formatDateTime(d.decidedAt)}</time>
          {d.reason && <>: {d.reason}</>}
        </p>
      ) : (
        <footer className="adm-item__actions">
          <p className="adm-hint">A removed review stays listed with your reason instead of its text, and leaves the rating.</p>
          <div className="adm-actions">
            <Button size="sm" variant="outline" onClick={() => onDecide('keep')}>
              Keep
            </Button>
            <Button size="sm" onClick={() => onDecide('remove')}>
              Remove
            </Button>
          </div>
        </footer>
      )}
    </Card>
  );
}

/** The 'Reported' queue of the admin reviews page: open reports oldest first, or the decided ones. */
export function ReportedReviews({ tabs, notice }: { tabs: ReactNode; notice: NoticeApi }) {
  const [status, setStatus] = useState<ReportStatus>('open');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<{ report: AdminReviewReport; outcome: ReviewDecisionOutcome } | null>(null);
  const { state, retry, reload } = useResource(`review-reports|${status}|${page}`, (signal) =>
    callRoute(adminReviewReportsRoute, { query: { status, page, limit: REPORTS_PAGE_SIZE }, signal, cache: 'no-store' }),
  );

  return (
    <>
      <div className="adm-toolbar">
        {tabs}
        <FilterTabs
          label="Filter reports"
          options={REPORT_OPTIONS}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
        />
        {state.status === 'ready' && <ListSummary pagination={state.data.pagination} shown={state.data.reports.length} noun="report" />}
      </div>
      <ListStates
        state={state}
        count={(d) => d.reports.length}
        loadingLabel="Loading reported reviews…"
        failed={REPORTS_LOAD_FAILED}
        onRetry={() => void retry()}
        empty={
          <EmptyCard icon={<StarIcon size={36} />} title={status === 'open' ? 'No reports waiting' : 'No decided reports'}>
            <p>{status === 'open' ? 'When a vendor reports a review, it waits here for your decision.' : 'Reports you keep or remove are listed here.'}</p>
          </EmptyCard>
        }
      >
        {(data, refreshing) => (
          <>
            <div className="adm-list" role="region" aria-label="Reported reviews" aria-busy={refreshing || undefined}>
              {data.reports.map((r) => (
                <ReportCard key={r._id} report={r} onDecide={(outcome) => setDeciding({ report: r, outcome })} />
              ))}
            </div>
            <Pager label="Reported reviews pages" pagination={data.pagination} onPage={setPage} />
          </>
        )}
      </ListStates>
      {deciding && (
        <DecideReportDialog
          report={deciding.report}
          outcome={deciding.outcome}
          onClose={() => setDeciding(null)}
          onDecided={(message) => {
            setDeciding(null);
            notice.success(message);
            void reload();
          }}
        />
      )}
    </>
  );
}
