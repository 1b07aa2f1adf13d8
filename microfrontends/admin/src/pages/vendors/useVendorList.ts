/**
 * The vendor table's data: the search (debounced), the filters, the page, and the list as GET
 * /api/admin/vendors answers it (SPEC §7: page 1, limit 50, values 'all' left out).
 */
import { useCallback, useEffect, useState } from 'react';
import { useResource } from '@uwd/ui';
import { listAdminVendors, type AdminVendorRow, type FilterKey, type VendorPagination } from '@uwd/api-client';
import { FILTER_KEYS } from '@domain/filters/filter-catalogue';
import { ADMIN_VENDOR_PAGE_SIZE, ADMIN_VENDOR_SEARCH_DEBOUNCE_MS, type VENDOR_FEATURED_FILTERS, type VENDOR_STATUS_FILTERS } from '@domain/listings/admin-vendor';

export type StatusFilter = (typeof VENDOR_STATUS_FILTERS)[number];
export type FeaturedFilter = (typeof VENDOR_FEATURED_FILTERS)[number];

/** Every select of the filter bar; 'all' means any. */
export type VendorFilters = {
  status: StatusFilter;
  featured: FeaturedFilter;
  /** 'all' or a category slug. */
  category: string;
} & Record<FilterKey, string>;

export const DEFAULT_FILTERS: VendorFilters = {
  status: 'all',
  featured: 'all',
  category: 'all',
  ...(Object.fromEntries(FILTER_KEYS.map((k) => [k, 'all'])) as Record<FilterKey, string>),
};

export type ListState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; vendors: AdminVendorRow[]; pagination: VendorPagination; refreshing: boolean };

interface Query {
  search: string;
  filters: VendorFilters;
  page: number;
}

/** Waits for `signal` to abort, then rejects: a load whose answer is replaced by the next key's. */
const untilAborted = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

export function useVendorList() {
  const [searchInput, setSearchInput] = useState('');
  const [query, setQuery] = useState<Query>({ search: '', filters: DEFAULT_FILTERS, page: 1 });

  // The search runs 300 ms after the last keystroke (ADMIN_VENDOR_SEARCH_DEBOUNCE_MS); a new search starts at page 1.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const search = searchInput.trim();
      setQuery((q) => (q.search === search ? q : { ...q, search, page: 1 }));
    }, ADMIN_VENDOR_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [searchInput]);

  // useResource (@uwd/ui): the query is the key. 'Loading vendors...' on the first load; after that a new
  // search, filter or page keeps the rows on screen (dimmed, 'Updating…') until the answer replaces them
  // (keepPrevious), so the table does not flash while typing; reload() after a toggle, an edit or a bulk
  // action does the same; retry() after a failed load shows the loading state again.
  const resource = useResource(
    JSON.stringify(query),
    async (signal) => {
      const res = await listAdminVendors({ search: query.search, page: query.page, limit: ADMIN_VENDOR_PAGE_SIZE, ...query.filters }, { signal });
      // A page past the end (the last vendor of the last page went away): show the last page there is. This
      // answer is never shown: the new page's key aborts this load, and the rows stay until its answer lands.
      const last = res.pagination.totalPages || res.pagination.pages || 1;
      if (res.vendors.length === 0 && query.page > 1 && query.page > last) {
        setQuery((cur) => (cur === query ? { ...cur, page: last } : cur));
        return untilAborted(signal);
      }
      return res;
    },
    { keepPrevious: true },
  );
  const { reload, retry } = resource;
  const loaded = resource.state;
  const state: ListState =
    loaded.status === 'ready'
      ? { status: 'ready', vendors: loaded.data.vendors, pagination: loaded.data.pagination, refreshing: loaded.refreshing }
      : loaded.status === 'error'
        ? { status: 'error' }
        : { status: 'loading' };

  const setFilter = useCallback(<K extends keyof VendorFilters>(key: K, value: VendorFilters[K]) => {
    setQuery((q) => (q.filters[key] === value ? q : { ...q, filters: { ...q.filters, [key]: value }, page: 1 }));
  }, []);
  /** Runs the search now (Enter in the search box). */
  const searchNow = useCallback(() => {
    const search = searchInput.trim();
    setQuery((q) => (q.search === search ? q : { ...q, search, page: 1 }));
  }, [searchInput]);

  const resetFilters = useCallback(() => {
    setSearchInput('');
    setQuery({ search: '', filters: DEFAULT_FILTERS, page: 1 });
  }, []);

  const setPage = useCallback((page: number) => setQuery((q) => (q.page === page ? q : { ...q, page })), []);

  const filtered = query.search !== '' || searchInput.trim() !== '' || (Object.keys(DEFAULT_FILTERS) as Array<keyof VendorFilters>).some((k) => query.filters[k] !== DEFAULT_FILTERS[k]);

  return { state, query, searchInput, setSearchInput, searchNow, setFilter, resetFilters, setPage, reload, retry, filtered };
}
