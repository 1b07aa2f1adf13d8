import { useId } from 'react';
import { REVIEW_SORT_LABELS, REVIEW_SORTS, isReviewSort, type ReviewSort } from '@domain/reviews/review-sort';
import { ChevronDownIcon } from '@uwd/ui';
import './verified-reviews.css';

export const SORT_REVIEWS_LABEL = 'Sort reviews';

/** 'Sort reviews' above the vendor page's reviews (issue 40 §2): 'Most recent', 'Highest rated', 'Verified first'. */
export function ReviewSortSelect({ value, onChange, busy }: { value: ReviewSort; onChange: (sort: ReviewSort) => void; busy?: boolean }) {
  const id = useId();
  return (
    <div className="review-sort">
      <label htmlFor={id} className="review-sort__label">
        {SORT_REVIEWS_LABEL}
      </label>
      <span className="review-sort__field">
        <select
          id={id}
          className="review-sort__input"
          value={value}
          aria-busy={busy || undefined}
          onChange={(e) => {
            if (isReviewSort(e.target.value)) onChange(e.target.value);
          }}
          data-testid="review-sort"
        >
          {REVIEW_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {REVIEW_SORT_LABELS[sort]}
            </option>
          ))}
        </select>
        <ChevronDownIcon size={16} className="review-sort__chevron" />
      </span>
    </div>
  );
}
