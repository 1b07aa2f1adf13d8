import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { CategorySlug } from '@domain/categories/category';
import { getCategoryFilters, getFilterLandingPage, isApiError, listVendorCities, type FilterLandingPage as LandingData } from '@uwd/api-client';
import { ArrowRightIcon, ButtonLink, Container, usePageTitle, useResource } from '@uwd/ui';
import { hasRichText } from '@uwd/ui/rich-text-content';
import { Pagination } from '../components/Pagination';
import { RichText } from '../components/RichText';
import { VendorGrid, VendorGridSkeleton } from '../components/VendorGrid';
import { useCarriedFacts } from '../lib/carried-facts';
import { unlistedMarksOf } from './lists/UnlistedMarks';
import { categoryLabel, filterPhrase } from './lists/categories';
import { FilterLinks } from './lists/FilterLinks';
import { Breadcrumbs, humanize, LandingAbout, LandingNotFound, pageTitleOf } from './lists/LandingParts';
import { ListControls, ListFailed, ListResults, NoVendors } from './lists/ListControls';
import { ListHeader } from './lists/ListHeader';
import { factsQuery, hasFacts, listQuery, readDateProblem, readListFacts, readListParams } from './lists/list-params';
import { noMatchText } from './lists/no-match';
import { factsPhrase, SearchFacts } from './lists/SearchFacts';
import { useLastPageIfPastEnd } from './lists/useLastPageIfPastEnd';
import { useListUrl } from './lists/useListUrl';
import { useResultsFollowPage } from './lists/useResultsFollowPage';
import { useTypedSearch } from './lists/useTypedSearch';
import './lists/lists.css';

export { SEARCH_DEBOUNCE_MS } from './lists/useTypedSearch';

/** Three columns of four rows. */
export const LANDING_PAGE_SIZE = 12;

export interface FilterLandingPageProps {
  category: CategorySlug;
}

/**
 * An SEO landing page (/{category}/{filter}): breadcrumbs, heading, count, debounced search, city, a
 * three-column grid, Previous/Next pagination with ellipses, and the filter's own (sanitized) content.
 */
export function FilterLandingPage({ category }: FilterLandingPageProps) {
  const { filter: filterSlug = '' } = useParams();
  const [searchParams] = useSearchParams();
  // The list's date, guests and budget go with the couple to each vendor page (issue 36).
  const carried = useCarriedFacts();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const change = useListUrl();
  const { page, search, location } = readListParams(searchParams);
  const facts = readListFacts(searchParams);

  const landingResource = useResource(`${category}|${filterSlug}|${page}|${search}|${location}|${facts.date}|${facts.guests}|${facts.maxPrice}`, (signal) =>
    getFilterLandingPage(category, filterSlug, { page, limit: LANDING_PAGE_SIZE, search, location, ...factsQuery(facts) }, { signal }),
  );
  const landing = landingResource.state;
  const cities = useResource(`cities|${category}`, (signal) => listVendorCities(category, { signal })).state;
  const related = useResource(`filters|${category}`, (signal) => getCategoryFilters(category, { signal })).state;

  // The filter and its category stay on screen while a new search or page loads: the last answer is kept
  // (updated while rendering a new one) for as long as it is this filter's.
  const [lastAnswer, setLastAnswer] = useState<LandingData | null>(null);
  if (landing.status === 'ready' && landing.data !== lastAnswer) setLastAnswer(landing.data);
  const meta = lastAnswer && lastAnswer.filter.slug === filterSlug ? lastAnswer : null;

  const notFound = landing.status === 'error' && isApiError(landing.error) && landing.error.status === 404;
  const failed = landing.status === 'error' && !notFound;
  const loading = landing.status === 'loading';
  const current = landing.status === 'ready' ? landing.data : null;
  const filtered = Boolean(search || location) || hasFacts(facts);
  const empty = current !== null && current.pagination.totalVendors === 0;

  usePageTitle(notFound ? null : meta ? pageTitleOf(meta.filter.seoTitle) : null);

  // ---- search: typed text goes to the URL 500 ms after typing stops (Enter: at once) -------------
  const { query, setQuery, committed, commitSearch, clearSearch } = useTypedSearch(search, (next) =>
    change({ search: next }, { replace: true }),
  );
  const changeLocation = (city: string) => change({ search: committed, location: city });
  const clearFilters = () => {
    clearSearch();
    navigate(pathname);
  };

  useLastPageIfPastEnd(current?.pagination.totalPages, page, (last) => change({ page: last }, { replace: true }));

  const resultsRef = useResultsFollowPage(page);

  // The filter's own text sits below the grid. It is the page's SEO content (issue 36): shown as soon as the
  // page has it, never held until scrolled to (the server's first-view copy, or sanitized at once).
  const content = meta?.filter.content;

  if (notFound) return <LandingNotFound category={category} />;

  const label = categoryLabel(category);
  const categoryName = meta?.category.name ?? label;
  const heading = meta?.filter.name ?? humanize(filterSlug);
  const total = current?.pagination.totalVendors ?? 0;
  const siblings =
    related.status === 'ready' ? related.data.filters.filter((f) => f.slug !== filterSlug && f.vendorCount > 0) : [];

  return (
    <div className="list-page landing-page">
      <ListHeader
        crumbs={<Breadcrumbs categoryPath={`/${category}`} categoryName={categoryName} current={heading} />}
        heading={heading}
        lead={meta ? meta.filter.seoDescription : null}
        leadLoading={loading}
        count={loading ? 'loading' : current ? { total, search, location, atLeast: current.pagination.totalIsAtLeast === true, ...(current.unlisted ? { unlisted: { total: current.unlisted.total, ...factsQuery(facts) } } : {}) } : null}
      />

      <Container className="list-body">
        <ListControls
          query={query}
          onQueryChange={setQuery}
          onSearch={commitSearch}
          searchLabel={`Search ${heading.toLowerCase()}`}
          cities={cities}
          onLocationChange={changeLocation}
          showClear={!empty}
          onClear={clearFilters}
          facts={<SearchFacts facts={facts} dateProblem={readDateProblem(searchParams)} showGuests={category === 'venues' || category === 'caterers'} onChange={(next) => change({ ...next, search: committed })} />}
        />

        <ListResults resultsRef={resultsRef} loading={loading}>
          {failed ? (
            <ListFailed retryLabel="Try Again" onRetry={landingResource.retry}>
              Failed to load vendors. Please try again later.
            </ListFailed>
          ) : loading || !current ? (
            <VendorGridSkeleton count={meta ? Math.min(Math.max(meta.vendors.length, 3), LANDING_PAGE_SIZE) : 6} />
          ) : empty || current.vendors.length === 0 ? (
            <NoVendors filtered={filtered} onClear={clearFilters} browse={<ButtonLink to={`/${category}`}>Browse all {label}</ButtonLink>}>
              {filtered
                ? noMatchText({ what: heading.toLowerCase(), phrase: [filterPhrase(search, location), factsPhrase(facts)].filter(Boolean).join(' '), search, location, everyone: 'them all' })
                : `No ${heading.toLowerCase()} are listed yet. Please check back soon.`}
            </NoVendors>
          ) : (
            <>
              <h2 className="visually-hidden">
                {heading}, page {page} of {current.pagination.totalPages}
              </h2>
              <VendorGrid vendors={current.vendors} linkQuery={carried} marksOf={unlistedMarksOf(current.unlisted?.vendors)} />
              <Pagination
                page={page}
                totalPages={current.pagination.totalPages}
                label={`${heading} pages`}
                hrefFor={(n) => ({ pathname, search: listQuery({ ...facts, page: n, search, location }) })}
              />
            </>
          )}
        </ListResults>

        {content && hasRichText(content) && (
          <LandingAbout heading={heading}>
            <RichText html={content} eager serverDrawn="#first-view .landing-content .rich-text" />
          </LandingAbout>
        )}

        <FilterLinks
          id="related-title"
          title={`More ways to find ${label.toLowerCase()}`}
          category={category}
          filters={siblings}
          leading={
            <Link to={`/${category}`} className="filter-link filter-link--all">
              All {categoryName}
              <ArrowRightIcon size={15} />
            </Link>
          }
        />
      </Container>
    </div>
  );
}

export default FilterLandingPage;
