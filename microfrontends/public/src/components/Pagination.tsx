import { Link, type To } from 'react-router-dom';
import { pageWindow } from '@domain/shared/pagination';
import { cx } from '@uwd/ui';
import './pagination.css';

export interface PaginationProps {
  page: number;
  totalPages: number;
  /** Where page `n` lives (a real link, so pages can be opened in a new tab and crawled). */
  hrefFor: (page: number) => To;
  /** Names the navigation landmark. */
  label?: string;
  className?: string;
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={direction === 'left' ? 'm15 6-6 6 6 6' : 'm9 6 6 6-6 6'} />
    </svg>
  );
}

/**
 * Previous / Next with page numbers: the first page, the last page and the pages within 2 of the current,
 * with ellipses for the gaps (SPEC §9). Renders nothing for a single page.
 */
export function Pagination({ page, totalPages, hrefFor, label = 'Pagination', className }: PaginationProps) {
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(page, 1), totalPages);
  const items = pageWindow(current, totalPages);
  return (
    <nav className={cx('pagination', className)} aria-label={label}>
      <ul className="pagination__list">
        <li className="pagination__step">
          {current > 1 ? (
            <Link to={hrefFor(current - 1)} className="pagination__link pagination__link--step" rel="prev">
              <Chevron direction="left" />
              Previous
            </Link>
          ) : (
            <span className="pagination__link pagination__link--step is-disabled" aria-disabled="true">
              <Chevron direction="left" />
              Previous
            </span>
          )}
        </li>
        {items.map((item, index) =>
          item === '…' ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                className={cx('pagination__link', item === current && 'is-current')}
                aria-current={item === current ? 'page' : undefined}
                aria-label={`Page ${item}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li className="pagination__step">
          {current < totalPages ? (
            <Link to={hrefFor(current + 1)} className="pagination__link pagination__link--step" rel="next">
              Next
              <Chevron direction="right" />
            </Link>
          ) : (
            <span className="pagination__link pagination__link--step is-disabled" aria-disabled="true">
              Next
              <Chevron direction="right" />
            </span>
          )}
        </li>
      </ul>
      <p className="pagination__summary">
        Page {current} of {totalPages}
      </p>
    </nav>
  );
}
