import { Link, type To } from 'react-router-dom';
import { cx } from '@uwd/ui';
import './list-controls.css';

export interface CategoryChip {
  /** A category slug, or 'vendors' for all. */
  slug: string;
  label: string;
}

export interface CategoryChipsProps {
  chips: readonly CategoryChip[];
  /** The slug of the category shown ('vendors' for all). */
  current: string;
  /** Where a chip leads (its path plus whatever query should carry over). */
  hrefFor: (slug: string) => To;
  className?: string;
}

/** The category filter bar: real links, the current one marked with aria-current. Scrolls sideways on phones. */
export function CategoryChips({ chips, current, hrefFor, className }: CategoryChipsProps) {
  return (
    <nav className={cx('category-chips', className)} aria-label="Vendor categories">
      <ul className="category-chips__list">
        {chips.map((chip) => {
          const active = chip.slug === current;
          return (
            <li key={chip.slug}>
              <Link
                to={hrefFor(chip.slug)}
                className={cx('category-chip', active && 'is-active')}
                aria-current={active ? 'page' : undefined}
              >
                {chip.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
