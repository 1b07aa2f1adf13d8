import { useState, type ReactNode } from 'react';
import { listAdminReviews, toggleReviewPublished, type AdminReview } from '@uwd/api-client';
import { ButtonLink, Container, NoticeToast, useNotice, usePageTitle, type NoticeApi } from '@uwd/ui';
import { REVIEW_POLICY_LINK_TEXT, REVIEW_POLICY_PATH } from '@domain/reviews/review-policy';
import { AdminPageHeader } from '../components/AdminPageHeader';
import { messageOf, plural } from './dashboard/format';
import { StarIcon } from './dashboard/icons';
import { EmptyCard, FilterTabs, ListStates, ListSummary, PagedList, type FilterOption } from './dashboard/ui';
import { useListParams } from './dashboard/useListParams';
import { usePagedList } from './dashboard/useLoader';
import { ReviewCard } from './reviews/ReviewCard';
import { RemoveReplyDialog } from './reviews/RemoveReplyDialog';
import { ReportedReviews } from './reviews/ReportedReviews';

export const REVIEWS_LOAD_FAILED = 'Failed to load reviews.';
export const REVIEW_TOGGLE_FAILED = 'Failed to update the review.';

const PAGE_SIZE = 20;
const REVIEW_FILTERS = ['all', 'unpublished', 'published', 'reported'] as const;
type ReviewFilter = (typeof REVIEW_FILTERS)[number];
type ReviewStateFilter = Exclude<ReviewFilter, 'reported'>;

const STATUS_OPTIONS: ReadonlyArray<FilterOption<ReviewFilter>> = [
  { value: 'all', label: 'All' },
  { value: 'unpublished', label: 'Unpublished' },
  { value: 'published', label: 'Published' },
  // Reviews vendors reported, waiting for a decision (issue 40 §4).
  { value: 'reported', label: 'Reported' },
];

const EMPTY: Record<ReviewStateFilter, { title: string; text: string }> = {
  all: { title: 'No reviews yet', text: 'Reviews couples leave on vendor pages show up here.' },
  unpublished: { title: 'No unpublished reviews', text: 'Every review is live. New reviews wait here until you publish them.' },
  published: { title: 'No published reviews', text: 'Reviews you publish appear on the vendor page and count toward its rating.' },
};

const FILTERS = { status: REVIEW_FILTERS } as const;

/** '4.5 average from 12 reviews' (one decimal, as the vendor pages show it). */
export const statsText = (s: { averageRating: number; totalReviews: number }): string =>
  s.totalReviews > 0 ? `${s.averageRating.toFixed(1)} average from ${plural(s.totalReviews, 'published review')}` : 'no published reviews';

/**
 * /admin/reviews: every review with its published state, filtered, and the Publish / Unpublish toggle; or,
 * under 'Reported', the reviews vendors reported, to keep or remove (issue 40 §4).
 */
export function ReviewsPage() {
  usePageTitle('Reviews');
  const { values, page, update } = useListParams(FILTERS, { status: 'all' });
  const notice = useNotice();
  const tabs = <FilterTabs label="Filter reviews by state" options={STATUS_OPTIONS} value={values.status} onChange={(v) => update({ status: v })} />;

  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Reviews"
        subtitle="Publish couples’ reviews to the vendor pages, or take one down. Only published reviews count toward a vendor’s rating."
        actions={
          <ButtonLink to={REVIEW_POLICY_PATH} variant="light">
            {REVIEW_POLICY_LINK_TEXT}
          </ButtonLink>
        }
      />
      <Container className="adm-body">
        {values.status === 'reported' ? <ReportedReviews tabs={tabs} notice={notice} /> : <ReviewList status={values.status} page={page} update={update} tabs={tabs} notice={notice} />}
      </Container>
      <NoticeToast testId="admin-notice" notice={notice.notice} onDismiss={notice.dismiss} />
    </div>
  );
}

interface ReviewListProps {
  status: ReviewStateFilter;
  page: number;
  update: (changes: { page: number }) => void;
  tabs: ReactNode;
  notice: NoticeApi;
}

/** The reviews in one published state, paged, with Publish / Unpublish and 'Remove reply'. */
function ReviewList({ status, page, update, tabs, notice }: ReviewListProps) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [removing, setRemoving] = useState<AdminReview | null>(null);

  const { state, reload, retry, listRef, rescueFocus, turnPage } = usePagedList(`reviews|${status}|${page}`, (signal) => listAdminReviews({ status, page, limit: PAGE_SIZE }, { signal }), page, update);

  const toggle = async (review: AdminReview) => {
    setBusyId(review._id);
    try {
      const res = await toggleReviewPublished(review._id);
      const verb = res.review.isPublished ? 'published' : 'unpublished';
      notice.success(`Review ${verb}. ${review.vendor.name} now has ${statsText(res.vendorStats)}.`);
    } catch (error) {
      notice.error(messageOf(error, REVIEW_TOGGLE_FAILED));
    }
    setBusyId(null);
    await reload();
    rescueFocus();
  };

  return (
    <>
      <div className="adm-toolbar">
        {tabs}
        {state.status === 'ready' && <ListSummary pagination={state.data.pagination} shown={state.data.reviews.length} noun="review" />}
      </div>

      <ListStates
        state={state}
        count={(d) => d.reviews.length}
        loadingLabel="Loading reviews…"
        failed={REVIEWS_LOAD_FAILED}
        onRetry={() => void retry()}
        empty={
          <EmptyCard icon={<StarIcon size={36} />} title={EMPTY[status].title}>
            <p>{EMPTY[status].text}</p>
          </EmptyCard>
        }
      >
        {(data, refreshing) => (
          <PagedList label="Reviews" listRef={listRef} refreshing={refreshing} pagination={data.pagination} onPage={turnPage}>
            {data.reviews.map((r) => (
              <ReviewCard key={r._id} review={r} busy={busyId === r._id} locked={busyId !== null} onToggle={() => void toggle(r)} onRemoveReply={() => setRemoving(r)} />
            ))}
          </PagedList>
        )}
      </ListStates>
      {removing && (
        <RemoveReplyDialog
          review={removing}
          onClose={() => setRemoving(null)}
          onRemoved={(message) => {
            setRemoving(null);
            notice.success(message);
            void reload();
          }}
        />
      )}
    </>
  );
}
