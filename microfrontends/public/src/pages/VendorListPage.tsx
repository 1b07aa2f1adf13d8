import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ButtonLink, Container, usePageTitle } from '@uwd/ui';
import { CategoryChips } from '../components/CategoryChips';
import { Pagination } from '../components/Pagination';
import { VendorGrid, VendorGridSkeleton } from '../components/VendorGrid';
import { useCarriedFacts } from '../lib/carried-facts';
import { unlistedMarksOf } from './lists/UnlistedMarks';
import { CATEGORY_CHIPS, categoryLabel, filterPhrase, listHeading, listPath, listSearchLabel, listTitle, type ListScope } from './lists/categories';
import { FeaturedBlock } from './lists/FeaturedBlock';
import { FilterLinks } from './lists/FilterLinks';
import { ListControls, ListFailed, ListResults, NoVendors } from './lists/ListControls';
import { ListCrumbs, ListHeader } from './lists/ListHeader';
import { listQuery, readDateProblem, readListFacts, readListParams } from './lists/list-params';
import { noMatchText } from './lists/no-match';
import { factsPhrase, SearchFacts } from './lists/SearchFacts';
import { useLastPageIfPastEnd } from './lists/useLastPageIfPastEnd';
import { useListUrl, type ListChange } from './lists/useListUrl';
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
  // The list's date, guests and budget go with the couple to each vendor page (issue 36).
  const carried = useCarriedFacts();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { page, search, location } = readListParams(searchParams);
  const facts = readListFacts(searchParams);
  const label = categoryLabel(scope);

  usePageTitle(listTitle(scope));

  const data = useVendorListData(scope, { page, search, location }, facts);
  const { retry, cities, categoryInfo, loading, failed, totalPages, total, blocks, showFeatured, empty, filtered, description, filters } = data;

  // ---- URL state ---------------------------------------------------------------------------------
  // The search box shows the URL's search whenever that changes (a link, back/forward, a submit).
  const [query, setQuery] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  if (search !== shownSearch) {
    setShownSearch(search);
    setQuery(search);
  }

  const change = useListUrl();
  const go = (next: ListChange, replace = false) => change(next, { replace });

  const submitSearch = (value: string) => go({ search: value.trim() });
  const changeLocation = (city: string) => go({ location: city });
  const clearFilters = () => {
    setQuery('');
    navigate(pathname);
  };

  useLastPageIfPastEnd(data.regularPage?.pagination.totalPages, page, (last) => go({ page: last }, true));

  const resultsRef = useResultsFollowPage(page);

  return (
    <div className="list-page">
      <ListHeader
        crumbs={<ListCrumbs scope={scope} />}
        heading={listHeading(scope)}
        lead={description}
        leadLoading={categoryInfo.status === 'loading'}
        count={loading ? 'loading' : failed ? null : { total, search, location, atLeast: data.atLeast, ...(data.unlisted ? { unlisted: data.unlisted } : {}) }}
      />

      <Container className="list-body">
        <ListControls
          query={query}
          onQueryChange={setQuery}
          onSearch={submitSearch}
          searchLabel={listSearchLabel(scope)}
          buttonLabel="Search"
          cities={cities}
          onLocationChange={changeLocation}
          showClear={!empty}
          onClear={clearFilters}
          facts={<SearchFacts facts={facts} dateProblem={readDateProblem(searchParams)} showGuests={scope === 'vendors' || scope === 'venues' || scope === 'caterers'} onChange={(next) => go(next)} />}
        >
          <CategoryChips
            chips={CATEGORY_CHIPS}
            current={scope}
            hrefFor={(slug) => `${listPath(slug as ListScope)}${listQuery({ ...facts, search, location })}`}
          />
        </ListControls>

        <ListResults resultsRef={resultsRef} loading={loading}>
          {failed ? (
            <ListFailed retryLabel="Retry" onRetry={retry}>
              Failed to load vendors. Please try again.
            </ListFailed>
          ) : loading ? (
            <VendorGridSkeleton count={6} />
          ) : empty ? (
            <NoVendors filtered={filtered} onClear={clearFilters} browse={<ButtonLink to="/vendors">Browse All Vendors</ButtonLink>}>
              {filtered
                ? noMatchText({ what: label.toLowerCase(), phrase: [filterPhrase(search, location), factsPhrase(facts)].filter(Boolean).join(' '), search, location, everyone: 'everyone' })
                : `There are no ${label.toLowerCase()} listed yet. Please check back soon.`}
            </NoVendors>
          ) : (
            <>
              {showFeatured && <FeaturedBlock scope={scope} vendors={blocks.featured} />}
              {blocks.others.length > 0 && (
                <section className="list-section" aria-labelledby="list-title" data-testid="vendor-list">
                  <h2 id="list-title" className={showFeatured ? 'list-section__title' : 'visually-hidden'}>
                    {showFeatured ? `More ${label}` : `${label}, page ${page} of ${totalPages}`}
                  </h2>
                  <VendorGrid vendors={blocks.others} linkQuery={carried} marksOf={unlistedMarksOf(data.unlisted?.vendors)} />
                </section>
              )}
              <Pagination
                page={page}
                totalPages={totalPages}
                label={`${label} pages`}
                hrefFor={(n) => ({ pathname, search: listQuery({ ...facts, page: n, search, location }) })}
              />
            </>
          )}
        </ListResults>

        {filters.length > 0 && (
          <FilterLinks id="filter-links-title" title={`Explore ${label.toLowerCase()} by style`} category={scope} filters={filters} />
        )}
      </Container>
    </div>
  );
}

export default VendorListPage;
