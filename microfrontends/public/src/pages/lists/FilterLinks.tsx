import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface FilterLinkItem {
  _id: string;
  name: string;
  slug: string;
  vendorCount: number;
}

/**
 * Links to a category's SEO filter landing pages, each with its vendor count: under a category list
 * ("Explore … by style") and under a landing page ("More ways to find …").
 */
export function FilterLinks({
  id,
  title,
  category,
  filters,
  leading,
}: {
  id: string;
  title: string;
  category: string;
  filters: readonly FilterLinkItem[];
  /** An extra first item (the landing page links back to the whole category). */
  leading?: ReactNode;
}) {
  return (
    <section className="filter-links" aria-labelledby={id}>
      <h2 id={id} className="filter-links__title">
        {title}
      </h2>
      <ul className="filter-links__list">
        {leading && <li>{leading}</li>}
        {filters.map((f) => (
          <li key={f._id}>
            <Link to={`/${category}/${f.slug}`} className="filter-link">
              {f.name}
              <span className="filter-link__count">
                {f.vendorCount}
                <span className="visually-hidden"> {f.vendorCount === 1 ? 'vendor' : 'vendors'}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
