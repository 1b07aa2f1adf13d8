import { useEffect, useRef, useState } from 'react';
import {
  getVendorReviews,
  type PublicReview,
  type ReviewSummaryStats,
  type VendorReviewStatsDto,
} from '@uwd/api-client';
import { Button, ShieldCheckIcon, Skeleton, useResource } from '@uwd/ui';
import { DEFAULT_REVIEW_SORT, type ReviewSort } from '@domain/reviews/review-sort';
import { plural } from './format';
import { ReviewItem } from './ReviewItem';
import { ReviewPolicyLink } from './ReviewPolicyLink';
import { ReviewSortSelect } from './ReviewSortSelect';
import { StarRating } from './StarRating';

/** Reviews shown at first and added by each 'Show more'. */
export const REVIEWS_PAGE_SIZE = 3;

/** The reviews listed so far: the first page, then each 'Show more' appended. */
type ReviewsData = { reviews: PublicReview[]; stats: ReviewSummaryStats; page: number; hasMore: boolean };

/** The order asked for; the default is left out, so the first page's address (and its cache entry) stays as it was. */
const sortQuery = (sort: ReviewSort): { sort?: ReviewSort } => (sort === DEFAULT_REVIEW_SORT ? {} : { sort });

const loadFirstPage = (slug: string, sort: ReviewSort, signal: AbortSignal): Promise<ReviewsData> =>
  getVendorReviews(slug, { page: 1, limit: REVIEWS_PAGE_SIZE, ...sortQuery(sort) }, { signal }).then((res) => ({
    reviews: res.reviews,
    stats: res.stats,
    page: 1,
    hasMore: res.pagination.hasNextPage,
  }));

const STARS = [5, 4, 3, 2, 1] as const;

export function ReviewsSummary({ slug, vendorName, fallbackStats }: { slug: string; vendorName: string; fallbackStats: VendorReviewStatsDto }) {
  // One vendor's reviews: the page renders this keyed by the slug, so another vendor starts afresh.
  // Another order (issue 40 §2) starts from its first page; the list on screen stays until it lands.
  const [sort, setSort] = useState<ReviewSort>(DEFAULT_REVIEW_SORT);
  const { state, patch } = useResource(`reviews|${slug}|${sort}`, (signal) => loadFirstPage(slug, sort, signal), { keepPrevious: true });
  const resorting = state.status === 'ready' && state.refreshing;
  const [more, setMore] = useState({ loading: false, failed: false });
  const listRef = useRef<HTMLOListElement>(null);
  const focusIndex = useRef<number | null>(null);
  const reviews = state.status === 'ready' ? state.data.reviews : null;

  // After 'Show more', move focus to the first new review so keyboard users continue from there.
  useEffect(() => {
    if (!reviews || focusIndex.current === null) return;
    const item = listRef.current?.children[focusIndex.current] as HTMLElement | undefined;
    focusIndex.current = null;
    item?.focus();
  }, [reviews]);

  const showMore = () => {
    if (state.status !== 'ready' || state.refreshing || more.loading) return;
    const shown = state.data;
    const nextPage = shown.page + 1;
    setMore({ loading: true, failed: false });
    getVendorReviews(slug, { page: nextPage, limit: REVIEWS_PAGE_SIZE, ...sortQuery(sort) })
      .then((res) => {
        const known = new Set(shown.reviews.map((r) => r._id));
        const added = res.reviews.filter((r) => !known.has(r._id));
        focusIndex.current = added.length ? shown.reviews.length : null;
        // A page of the order that was on screen: dropped if another order replaced it meanwhile.
        patch((prev) =>
          prev !== shown
            ? prev
            : {
                reviews: [...prev.reviews, ...added],
                stats: res.stats,
                page: nextPage,
                hasMore: res.pagination.hasNextPage && added.length > 0,
              },
        );
        setMore({ loading: false, failed: false });
      })
      .catch(() => setMore({ loading: false, failed: true }));
  };

  const stats = state.status === 'ready' ? state.data.stats : null;
  const average = stats?.averageRating ?? fallbackStats.averageRating;
  const total = stats?.totalReviews ?? fallbackStats.totalReviews;
  const verified = stats?.verifiedReviews ?? 0;

  return (
    <div className="reviews" aria-busy={state.status === 'loading'}>
      {total === 0 && state.status !== 'loading' ? (
        <div className="reviews__empty">
          <StarRating rating={0} size={22} label={null} />
          <p>No reviews yet. Worked with this vendor? Reviews from real couples help others plan their day.</p>
        </div>
      ) : (
        <div className="reviews__summary">
          <div className="reviews__score">
            <p className="reviews__average" data-testid="review-average">
              {average.toFixed(1)}
              <span className="reviews__out-of"> out of 5</span>
            </p>
            <StarRating rating={average} size={22} />
            <p className="reviews__count">Based on {plural(total, 'review')}</p>
            {verified > 0 && (
              <p className="reviews__verified" data-testid="verified-count">
                <ShieldCheckIcon size={15} />
                {plural(verified, 'verified client')}
              </p>
            )}
          </div>
          {stats ? (
            <ul className="reviews__bars" aria-label="Rating distribution">
              {STARS.map((star) => {
                const count = stats.distribution[String(star) as keyof typeof stats.distribution] ?? 0;
                const pct = stats.totalReviews ? Math.round((count / stats.totalReviews) * 100) : 0;
                return (
                  <li key={star} className="reviews__bar-row">
                    <span className="reviews__bar-label">
                      {star} <span className="visually-hidden">{star === 1 ? 'star' : 'stars'}</span>
                      <span aria-hidden="true">★</span>
                    </span>
                    <span className="reviews__bar" aria-hidden="true">
                      <span className="reviews__bar-fill" style={{ width: `${pct}%` }} />
                    </span>
                    <span className="reviews__bar-count">
                      {count}
                      <span className="visually-hidden"> {count === 1 ? 'review' : 'reviews'}</span>
                    </span>
                  </li>
                );
              })}
            </ul>
          ) : (
            <div className="reviews__bars reviews__bars--skeleton" aria-hidden="true">
              {STARS.map((s) => (
                <Skeleton key={s} height="0.7rem" />
              ))}
            </div>
          )}
        </div>
      )}

      {total > 1 && state.status !== 'error' && <ReviewSortSelect value={sort} onChange={setSort} busy={resorting} />}
      {state.status === 'loading' && (
        <div className="review-list review-list--skeleton" aria-hidden="true">
          {[0, 1].map((i) => (
            <div key={i} className="review">
              <Skeleton width="30%" height="1rem" />
              <Skeleton width="100%" height="0.85rem" />
              <Skeleton width="85%" height="0.85rem" />
            </div>
          ))}
        </div>
      )}
      {state.status === 'error' && total > 0 && (
        <p className="reviews__note">Reviews could not be loaded right now. Please try again later.</p>
      )}
      {state.status === 'ready' && state.data.reviews.length > 0 && (
        <>
          <h3 className="visually-hidden">Recent reviews</h3>
          <ol className="review-list" ref={listRef} data-testid="review-list" aria-busy={resorting || undefined}>
            {state.data.reviews.map((review) => (
              <ReviewItem key={review._id} review={review} vendorName={vendorName} />
            ))}
          </ol>
          {more.failed && (
            <p className="reviews__note" role="alert">
              More reviews could not be loaded. Please try again.
            </p>
          )}
          {state.data.hasMore && (
            <div className="reviews__more">
              <Button variant="outline" onClick={showMore} loading={more.loading}>
                Show more
              </Button>
            </div>
          )}
        </>
      )}
      <ReviewPolicyLink />
    </div>
  );
}
