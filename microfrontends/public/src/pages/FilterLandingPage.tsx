import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useLastPageIfPastEnd } from './lists/useLastPageIfPastEnd';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { CategorySlug } from '@domain/categories/category';
import { getCategoryFilters, getFilterLandingPage, isApiError, listVendorCities, type FilterLandingPage as LandingData } from '@uwd/api-client';
import {
  Alert,
  ArrowRightIcon,
  Button,
  ButtonLink,
  CompassIcon,
  Container,
  EmptyState,
  SearchIcon,
  SITE_NAME,
  usePageTitle,
} from '@uwd/ui';
import { LocationSelect } from '../components/LocationSelect';
import { Pagination } from '../components/Pagination';
import { SearchBar } from '../components/SearchBar';
import { VendorGrid, VendorGridSkeleton } from '../components/VendorGrid';
import { sanitizeRichText } from '../lib/sanitize';
import { categoryLabel, filterPhrase } from './lists/categories';
import { ActiveFilters, ListHeader } from './lists/ListHeader';
import { listQuery, readListParams } from './lists/list-params';
import { FilterLinks } from './lists/FilterLinks';
import { useRequest } from './lists/useRequest';
import './lists/lists.css';

/** Three columns of four rows. */
export const LANDING_PAGE_SIZE = 12;
/** SPEC §9: the filter landing search waits this long after typing stops. */
export const SEARCH_DEBOUNCE_MS = 500;

/** 'fine-art-photographers' → 'Fine Art Photographers' (a heading before the filter has loaded). */
const humanize = (slug: string) =>
  slug
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** seoTitle is a whole document title; usePageTitle adds the site name itself. */
const pageTitleOf = (seoTitle: string) => seoTitle.replace(new RegExp(`\\s*[|–-]\\s*${SITE_NAME}\\s*$`), '').trim() || seoTitle;

function Breadcrumbs({ categoryPath, categoryName, current }: { categoryPath: string; categoryName: string; current: string }) {
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

function LandingNotFound({ category }: { category: CategorySlug }) {
  usePageTitle('Page not found');
  const label = categoryLabel(category);
  return (
    <Container size="narrow" className="page-state" data-testid="landing-not-found">
      <EmptyState
        level={1}
        icon={<CompassIcon size={40} />}
        title="We couldn't find that collection"
        action={
          <div className="button-row button-row--center">
            <ButtonLink to={`/${category}`}>Browse all {label}</ButtonLink>
            <ButtonLink to="/" variant="outline">
              Back to Home
            </ButtonLink>
          </div>
        }
      >
        <p>
          This page may have moved or is no longer available, but there are plenty of {label.toLowerCase()} across the
          Upstate to explore.
        </p>
      </EmptyState>
    </Container>
  );
}

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
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { page, search, location } = readListParams(searchParams);

  const landing = useRequest(`${category}|${filterSlug}|${page}|${search}|${location}`, (signal) =>
    getFilterLandingPage(category, filterSlug, { page, limit: LANDING_PAGE_SIZE, search, location }, { signal }),
  );
  const cities = useRequest(`cities|${category}`, (signal) => listVendorCities(category, { signal }));
  const related = useRequest(`filters|${category}`, (signal) => getCategoryFilters(category, { signal }));

  // The filter and its category stay on screen while a new search or page loads.
  const last = useRef<LandingData | null>(null);
  if (landing.status === 'ready') last.current = landing.data;
  if (last.current && last.current.filter.slug !== filterSlug) last.current = null;
  const meta = last.current;

  const notFound = landing.status === 'error' && isApiError(landing.error) && landing.error.status === 404;
  const failed = landing.status === 'error' && !notFound;
  const loading = landing.status === 'loading';
  const current = landing.status === 'ready' ? landing.data : null;
  const filtered = Boolean(search || location);
  const empty = current !== null && current.pagination.totalVendors === 0;

  usePageTitle(notFound ? null : meta ? pageTitleOf(meta.filter.seoTitle) : null);

  // ---- search: typed text goes to the URL 500 ms after typing stops (Enter: at once) -------------
  const [query, setQuery] = useState(search);
  const committed = useRef(search);
  const latest = useRef({ pathname, location });
  latest.current = { pathname, location };

  useEffect(() => {
    // The URL changed from outside (back/forward, a link, Clear Filters): show its search.
    if (search !== committed.current) {
      committed.current = search;
      setQuery(search);
    }
  }, [search]);

  const commitSearch = (value: string) => {
    const next = value.trim();
    if (next === committed.current) return;
    committed.current = next;
    const { pathname: path, location: city } = latest.current;
    navigate({ pathname: path, search: listQuery({ search: next, location: city }) }, { replace: true });
  };

  // Only typing restarts the timer; the commit itself reads the latest URL state.
  const commitTyped = useEffectEvent((value: string) => commitSearch(value));
  useEffect(() => {
    if (query.trim() === committed.current) return;
    const timer = window.setTimeout(() => commitTyped(query), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [query]);

  const changeLocation = (city: string) => navigate({ pathname, search: listQuery({ search: committed.current, location: city }) });
  const clearFilters = () => {
    committed.current = '';
    setQuery('');
    navigate(pathname);
  };

  useLastPageIfPastEnd(current?.pagination.totalPages, page, (last) => navigate({ pathname, search: listQuery({ page: last, search, location }) }, { replace: true }));

  // Moving between pages brings the results into view and focus.
  const resultsRef = useRef<HTMLDivElement>(null);
  const previousPage = useRef(page);
  useEffect(() => {
    if (previousPage.current === page) return;
    previousPage.current = page;
    resultsRef.current?.scrollIntoView({ block: 'start' });
    resultsRef.current?.focus({ preventScroll: true });
  }, [page]);

  const content = useMemo(() => (meta?.filter.content ? sanitizeRichText(meta.filter.content) : ''), [meta?.filter.content]);

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
        count={loading ? 'loading' : current ? { total, search, location } : null}
      />

      <Container className="list-body">
        <div className="list-controls">
          <div className="list-controls__row">
            <SearchBar
              value={query}
              onChange={setQuery}
              onSubmit={commitSearch}
              label={`Search ${heading.toLowerCase()}`}
            />
            <LocationSelect
              cities={cities.status === 'ready' ? cities.data : []}
              loading={cities.status === 'loading'}
              value={location}
              onChange={changeLocation}
            />
          </div>
          <ActiveFilters pathname={pathname} search={search} location={location} showClear={!empty} onClear={clearFilters} />
        </div>

        <div ref={resultsRef} className="list-results" tabIndex={-1} aria-busy={loading} aria-label="Search results" role="region">
          {failed ? (
            <div className="list-state">
              <Alert
                tone="error"
                action={
                  <Button variant="outline" size="sm" onClick={landing.retry}>
                    Try Again
                  </Button>
                }
              >
                Failed to load vendors. Please try again later.
              </Alert>
            </div>
          ) : loading || !current ? (
            <VendorGridSkeleton count={meta ? Math.min(Math.max(meta.vendors.length, 3), LANDING_PAGE_SIZE) : 6} />
          ) : empty || current.vendors.length === 0 ? (
            <EmptyState
              icon={<SearchIcon size={36} />}
              title="No vendors found"
              action={
                <div className="button-row button-row--center">
                  {filtered ? (
                    <Button onClick={clearFilters}>Clear Filters</Button>
                  ) : (
                    <ButtonLink to={`/${category}`}>Browse all {label}</ButtonLink>
                  )}
                </div>
              }
            >
              <p>
                {filtered
                  ? `We couldn't find any ${heading.toLowerCase()} ${filterPhrase(search, location)}. Try fewer words or another city, or clear the filters to see them all.`
                  : `No ${heading.toLowerCase()} are listed yet. Please check back soon.`}
              </p>
            </EmptyState>
          ) : (
            <>
              <h2 className="visually-hidden">
                {heading}, page {page} of {current.pagination.totalPages}
              </h2>
              <VendorGrid vendors={current.vendors} />
              <Pagination
                page={page}
                totalPages={current.pagination.totalPages}
                label={`${heading} pages`}
                hrefFor={(n) => ({ pathname, search: listQuery({ page: n, search, location }) })}
              />
            </>
          )}
        </div>

        {content && (
          <section className="landing-content" aria-labelledby="landing-content-title">
            <h2 id="landing-content-title" className="landing-content__title">
              About {heading.toLowerCase()}
            </h2>
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: content }} />
          </section>
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
