import { getCategoryFilters, listVendorCities, listVendors } from '@uwd/api-client';
import { useResource } from '@uwd/ui';
import { FEATURED_PER_PAGE } from '@domain/listings/ranking';
import { ALL_VENDORS_LEAD, listBlocks } from '@domain/listings/vendor-list-view';
import type { ListScope } from './categories';
import { factsQuery, hasFacts, NO_FACTS, type ListFacts } from './list-params';

/**
 * SPEC §9: the category list shows 12 vendors a page in the published order; the Featured block holds at
 * most FEATURED_PER_PAGE (domain/listings/ranking.ts, docs/adr/0018), and the pages list everyone else.
 */
export const LIST_PAGE_SIZE = 12;
export const FEATURED_LIMIT = FEATURED_PER_PAGE;

/**
 * The category list's data (useResource): the featured vendors matching the search and
 * city, one page of the others, the cities to choose from and the category's own filters, and what the
 * page draws from them.
 */
export function useVendorListData(scope: ListScope, { page, search, location }: { page: number; search: string; location: string }, facts: ListFacts = NO_FACTS) {
  const category = scope === 'vendors' ? undefined : scope;
  const filterKey = `${scope}|${search}|${location}|${facts.date}|${facts.guests}|${facts.maxPrice}`;
  const featuredResource = useResource(`featured|${filterKey}`, (signal) =>
    listVendors({ category, search, location, ...factsQuery(facts), block: 'featured', limit: FEATURED_LIMIT, sortBy: 'reviews' }, { signal }),
  );
  const regularResource = useResource(`regular|${filterKey}|${page}`, (signal) =>
    listVendors({ category, search, location, ...factsQuery(facts), block: 'others', page, limit: LIST_PAGE_SIZE, sortBy: 'reviews' }, { signal }),
  );
  const cities = useResource(`cities|${scope}`, (signal) => listVendorCities(category, { signal })).state;
  const categoryInfo = useResource(category ? `filters|${category}` : null, (signal) => getCategoryFilters(category ?? '', { signal })).state;
  const featured = featuredResource.state;
  const regular = regularResource.state;
  /** 'Retry' after a failed list: both lists load again. */
  const retry = () => {
    featuredResource.retry();
    regularResource.retry();
  };

  const loading = featured.status === 'loading' || regular.status === 'loading';
  const failed = featured.status === 'error' || regular.status === 'error';
  const featuredTotal = featured.status === 'ready' ? featured.data.pagination.totalVendors : 0;
  const regularPage = regular.status === 'ready' ? regular.data : null;
  const totalPages = regularPage?.pagination.totalPages ?? 1;
  const total = featuredTotal + (regularPage?.pagination.totalVendors ?? 0);
  /** A search's count stopped at its cap: more match than `total` ('1,000+ vendors', ADR 21). */
  const atLeast = regularPage?.pagination.totalIsAtLeast === true;
  /**
   * Under the guests or budget filters (issue 36): how many of the others have not stated the fact (they come
   * last; the Featured block holds only vendors that fit), the facts asked, and what each on the page lacks.
   */
  const unlisted = regularPage?.unlisted
    ? { total: regularPage.unlisted.total, vendors: regularPage.unlisted.vendors, ...factsQuery(facts) }
    : null;
  // SPEC §2: the featured block (page 1 only), then the others; the server's first view draws the same.
  const blocks = listBlocks(featured.status === 'ready' ? featured.data.vendors : [], regularPage?.vendors ?? [], page);
  const showFeatured = blocks.featured.length > 0;
  const empty = !loading && !failed && total === 0;
  const filtered = Boolean(search || location) || hasFacts(facts);

  const description =
    scope === 'vendors'
      ? ALL_VENDORS_LEAD
      : categoryInfo.status === 'ready'
        ? categoryInfo.data.category.description
        : null;
  const filters = categoryInfo.status === 'ready' ? categoryInfo.data.filters.filter((f) => f.vendorCount > 0) : [];

  return { retry, cities, categoryInfo, loading, failed, totalPages, total, atLeast, unlisted, blocks, showFeatured, empty, filtered, regularPage, description, filters };
}
