import { useEffect, useRef, useState } from 'react';
import { useLastPageIfPastEnd } from './lists/useLastPageIfPastEnd';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { getCategoryFilters, listVendorCities, listVendors, type VendorSummary } from '@uwd/api-client';
import { Alert, Button, ButtonLink, Container, EmptyState, SearchIcon, SparkleIcon, usePageTitle } from '@uwd/ui';
import { CategoryChips } from '../components/CategoryChips';
import { LocationSelect } from '../components/LocationSelect';
import { Pagination } from '../components/Pagination';
import { SearchBar } from '../components/SearchBar';
import { VendorGrid, VendorGridSkeleton } from '../components/VendorGrid';
import { ALL_VENDORS_LEAD, FEATURED_BLOCK_LEAD, featuredBlockTitle, listBlocks, listCrumb, listSearchLabel } from '@domain/listings/vendor-list-view';
import { CATEGORY_CHIPS, categoryLabel, filterPhrase, listHeading, listPath, listTitle, type ListScope } from './lists/categories';
import { ActiveFilters, ListHeader } from './lists/ListHeader';
import { listQuery, readListParams } from './lists/list-params';
import { FilterLinks } from './lists/FilterLinks';
import { useRequest } from './lists/useRequest';
import './lists/lists.css';

/** SPEC §9: the category list shows 12 vendors a page, sorted by reviews; featured ones are fetched with limit 100. */
export const LIST_PAGE_SIZE = 12;
export const FEATURED_LIMIT = 100;

export interface VendorListPageProps {
  /** A category slug, or 'vendors' for every category. */
  scope: ListScope;
}

/** SPEC §2: the featured vendors first, in a block of their own (page 1 only). */
function FeaturedBlock({ scope, vendors }: { scope: ListScope; vendors: VendorSummary[] }) {
  return (
    <section className="featured-block" aria-labelledby="featured-title" data-testid="featured-block">
      <div className="featured-block__heading">
        <span className="featured-block__icon" aria-hidden="true">
          <SparkleIcon size={20} />
        </span>
        <div>
          <h2 id="featured-title" className="featured-block__title">
            {featuredBlockTitle(scope)}
          </h2>
          <p className="featured-block__lead">{FEATURED_BLOCK_LEAD}</p>
        </div>
      </div>
      <VendorGrid vendors={vendors} />
    </section>
  );
}

/**
 * The category list (/{category}) and the all-vendors list (/vendors): chips, search, city, a featured
 * block, the other vendors and numbered pagination. Page, search and location live in the URL query.
 *
 * The featured block shows the featured vendors that match the current search and city, on page 1 only
 * (they are paid "top of category" placements, and leaving them out of a search would hide them from it);
 * the numbered pages list the non-featured vendors.
 */
export function VendorListPage({ scope }: VendorListPageProps) {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { page, search, location } = readListParams(searchParams);
  const category = scope === 'vendors' ? undefined : scope;
  const label = categoryLabel(scope);

  usePageTitle(listTitle(scope));

  // ---- data ----------------------------------------------------------------------------------
  const filterKey = `${scope}|${search}|${location}`;
  const featured = useRequest(`featured|${filterKey}`, (signal) =>
    listVendors({ category, search, location, featured: true, limit: FEATURED_LIMIT, sortBy: 'reviews' }, { signal }),
  );
  const regular = useRequest(`regular|${filterKey}|${page}`, (signal) =>
    listVendors({ category, search, location, featured: false, page, limit: LIST_PAGE_SIZE, sortBy: 'reviews' }, { signal }),
  );
  const cities = useRequest(`cities|${scope}`, (signal) => listVendorCities(category, { signal }));
  const categoryInfo = useRequest(category ? `filters|${category}` : null, (signal) =>
    getCategoryFilters(category ?? '', { signal }),
  );

  const loading = featured.status === 'loading' || regular.status === 'loading';
  const failed = featured.status === 'error' || regular.status === 'error';
  const featuredTotal = featured.status === 'ready' ? featured.data.pagination.totalVendors : 0;
  const regularPage = regular.status === 'ready' ? regular.data : null;
  const totalPages = regularPage?.pagination.totalPages ?? 1;
  const total = featuredTotal + (regularPage?.pagination.totalVendors ?? 0);
  // SPEC §2: the featured block (page 1 only), then the others; the server's first view draws the same.
  const blocks = listBlocks(featured.status === 'ready' ? featured.data.vendors : [], regularPage?.vendors ?? [], page);
  const showFeatured = blocks.featured.length > 0;
  const empty = !loading && !failed && total === 0;
  const filtered = Boolean(search || location);

  // ---- URL state ---------------------------------------------------------------------------------
  const [query, setQuery] = useState(search);
  useEffect(() => setQuery(search), [search]);

  const go = (next: { page?: number; search?: string; location?: string }, replace = false) =>
    navigate({ pathname, search: listQuery({ search, location, ...next }) }, { replace });

  const submitSearch = (value: string) => go({ search: value.trim(), page: 1 });
  const changeLocation = (city: string) => go({ location: city, page: 1 });
  const clearFilters = () => {
    setQuery('');
    navigate(pathname);
  };

  useLastPageIfPastEnd(regularPage?.pagination.totalPages, page, (last) => go({ page: last }, true));

  // Moving between pages brings the results (not the page top) into view and focus.
  const resultsRef = useRef<HTMLDivElement>(null);
  const previousPage = useRef(page);
  useEffect(() => {
    if (previousPage.current === page) return;
    previousPage.current = page;
    const el = resultsRef.current;
    if (!el) return;
    el.scrollIntoView({ block: 'start' });
    el.focus({ preventScroll: true });
  }, [page]);

  const description =
    scope === 'vendors'
      ? ALL_VENDORS_LEAD
      : categoryInfo.status === 'ready'
        ? categoryInfo.data.category.description
        : null;
  const filters = categoryInfo.status === 'ready' ? categoryInfo.data.filters.filter((f) => f.vendorCount > 0) : [];

  return (
    <div className="list-page">
      <ListHeader
        crumbs={
          <nav aria-label="Breadcrumb" className="breadcrumbs breadcrumbs--compact">
            <ol>
              <li>
                <Link to="/">Home</Link>
              </li>
              <li>
                <span aria-current="page">{listCrumb(scope)}</span>
              </li>
            </ol>
          </nav>
        }
        heading={listHeading(scope)}
        lead={description}
        leadLoading={categoryInfo.status === 'loading'}
        count={loading ? 'loading' : failed ? null : { total, search, location }}
      />

      <Container className="list-body">
        <div className="list-controls">
          <CategoryChips
            chips={CATEGORY_CHIPS}
            current={scope}
            hrefFor={(slug) => `${listPath(slug as ListScope)}${listQuery({ search, location })}`}
          />
          <div className="list-controls__row">
            <SearchBar
              value={query}
              onChange={setQuery}
              onSubmit={submitSearch}
              label={listSearchLabel(scope)}
              buttonLabel="Search"
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

        <div
          ref={resultsRef}
          className="list-results"
          tabIndex={-1}
          aria-busy={loading}
          aria-label="Search results"
          role="region"
        >
          {failed ? (
            <div className="list-state">
              <Alert
                tone="error"
                action={
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => {
                      featured.retry();
                      regular.retry();
                    }}
                  >
                    Retry
                  </Button>
                }
              >
                Failed to load vendors. Please try again.
              </Alert>
            </div>
          ) : loading ? (
            <VendorGridSkeleton count={6} />
          ) : empty ? (
            <EmptyState
              icon={<SearchIcon size={36} />}
              title="No vendors found"
              action={
                <div className="button-row button-row--center">
                  {filtered ? (
                    <Button onClick={clearFilters}>Clear Filters</Button>
                  ) : (
                    <ButtonLink to="/vendors">Browse All Vendors</ButtonLink>
                  )}
                </div>
              }
            >
              <p>
                {filtered
                  ? `We couldn't find any ${label.toLowerCase()} ${filterPhrase(search, location)}. Try fewer words or another city, or clear the filters to see everyone.`
                  : `There are no ${label.toLowerCase()} listed yet. Please check back soon.`}
              </p>
            </EmptyState>
          ) : (
            <>
              {showFeatured && <FeaturedBlock scope={scope} vendors={blocks.featured} />}
              {blocks.others.length > 0 && (
                <section className="list-section" aria-labelledby="list-title" data-testid="vendor-list">
                  <h2 id="list-title" className={showFeatured ? 'list-section__title' : 'visually-hidden'}>
                    {showFeatured ? `More ${label}` : `${label}, page ${page} of ${totalPages}`}
                  </h2>
                  <VendorGrid vendors={blocks.others} />
                </section>
              )}
              <Pagination
                page={page}
                totalPages={totalPages}
                label={`${label} pages`}
                hrefFor={(n) => ({ pathname, search: listQuery({ page: n, search, location }) })}
              />
            </>
          )}
        </div>

        {filters.length > 0 && (
          <FilterLinks id="filter-links-title" title={`Explore ${label.toLowerCase()} by style`} category={scope} filters={filters} />
        )}
      </Container>
    </div>
  );
}

export default VendorListPage;
