import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, ButtonLink, Container, EmptyState, SearchIcon, usePageTitle } from '@uwd/ui';
import { listCrumb, listSearchLabel } from '@domain/listings/vendor-list-view';
import { CategoryChips } from '../components/CategoryChips';
import { LocationSelect } from '../components/LocationSelect';
import { Pagination } from '../components/Pagination';
import { SearchBar } from '../components/SearchBar';
import { VendorGrid, VendorGridSkeleton } from '../components/VendorGrid';
import { CATEGORY_CHIPS, categoryLabel, filterPhrase, listHeading, listPath, listTitle, type ListScope } from './lists/categories';
import { FeaturedBlock } from './lists/FeaturedBlock';
import { FilterLinks } from './lists/FilterLinks';
import { ActiveFilters, ListHeader } from './lists/ListHeader';
import { listQuery, readListParams } from './lists/list-params';
import { useLastPageIfPastEnd } from './lists/useLastPageIfPastEnd';
import { useResultsFollowPage } from './lists/useResultsFollowPage';
import { useVendorListData } from './lists/useVendorListData';
import './lists/lists.css';

export { FEATURED_LIMIT, LIST_PAGE_SIZE } from './lists/useVendorListData';

export interface VendorListPageProps {
  /** A category slug, or 'vendors' for every category. */
  scope: ListScope;
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
  const label = categoryLabel(scope);

  usePageTitle(listTitle(scope));

  const data = useVendorListData(scope, { page, search, location });
  const { retry, cities, categoryInfo, loading, failed, totalPages, total, blocks, showFeatured, empty, filtered, description, filters } = data;

  // ---- URL state ---------------------------------------------------------------------------------
  // The search box shows the URL's search whenever that changes (a link, back/forward, a submit).
  const [query, setQuery] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  if (search !== shownSearch) {
    setShownSearch(search);
    setQuery(search);
  }

  const go = (next: { page?: number; search?: string; location?: string }, replace = false) =>
    navigate({ pathname, search: listQuery({ search, location, ...next }) }, { replace });

  const submitSearch = (value: string) => go({ search: value.trim(), page: 1 });
  const changeLocation = (city: string) => go({ location: city, page: 1 });
  const clearFilters = () => {
    setQuery('');
    navigate(pathname);
  };

  useLastPageIfPastEnd(data.regularPage?.pagination.totalPages, page, (last) => go({ page: last }, true));

  const resultsRef = useResultsFollowPage(page);

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
                    onClick={retry}
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
