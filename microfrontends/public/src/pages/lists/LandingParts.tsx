import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { CategorySlug } from '@domain/categories/category';
import { ButtonLink, CompassIcon, PageState, SITE_NAME, usePageTitle } from '@uwd/ui';
import { categoryLabel } from './categories';

/** 'fine-art-photographers' → 'Fine Art Photographers' (a heading before the filter has loaded). */
export const humanize = (slug: string) =>
  slug
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** seoTitle is a whole document title; usePageTitle adds the site name itself. */
export const pageTitleOf = (seoTitle: string) => seoTitle.replace(new RegExp(`\\s*[|–-]\\s*${SITE_NAME}\\s*$`), '').trim() || seoTitle;

export function Breadcrumbs({ categoryPath, categoryName, current }: { categoryPath: string; categoryName: string; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        <li>
          <Link to={categoryPath}>{categoryName}</Link>
        </li>
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}

/** The filter's own text under the grid ('About fine art photographers'): its `.rich-text` block is the child. */
export function LandingAbout({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="landing-content" aria-labelledby="landing-content-title">
      <h2 id="landing-content-title" className="landing-content__title">
        About {heading.toLowerCase()}
      </h2>
      {children}
    </section>
  );
}

export function LandingNotFound({ category }: { category: CategorySlug }) {
  usePageTitle('Page not found');
  const label = categoryLabel(category);
  return (
    <PageState
      icon={<CompassIcon size={40} />}
      title="We couldn't find that collection"
      testId="landing-not-found"
      actions={
        <>
          <ButtonLink to={`/${category}`}>Browse all {label}</ButtonLink>
          <ButtonLink to="/" variant="outline">
            Back to Home
          </ButtonLink>
        </>
      }
    >
      <p>
        This page may have moved or is no longer available, but there are plenty of {label.toLowerCase()} across the
        Upstate to explore.
      </p>
    </PageState>
  );
}
