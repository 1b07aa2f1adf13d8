/**
 * The vendor table's data: the search (debounced), the filters, the page, and the list as GET
 * /api/admin/vendors answers it (SPEC §7: page 1, limit 50, values 'all' left out).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
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

export function useVendorList() {
  const [searchInput, setSearchInput] = useState('');
  const [query, setQuery] = useState<Query>({ search: '', filters: DEFAULT_FILTERS, page: 1 });
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const controller = useRef<AbortController | null>(null);
  const current = useRef(query);
  current.current = query;

  // The search runs 300 ms after the last keystroke (ADMIN_VENDOR_SEARCH_DEBOUNCE_MS); a new search starts at page 1.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const search = searchInput.trim();
      setQuery((q) => (q.search === search ? q : { ...q, search, page: 1 }));
    }, ADMIN_VENDOR_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [searchInput]);

  const load = useCallback(async (q: Query, keepRows: boolean): Promise<void> => {
    controller.current?.abort();
    const ctrl = new AbortController();
    controller.current = ctrl;
    setState((s) => (keepRows && s.status === 'ready' ? { ...s, refreshing: true } : { status: 'loading' }));
    try {
      const res = await listAdminVendors({ search: q.search, page: q.page, limit: ADMIN_VENDOR_PAGE_SIZE, ...q.filters }, { signal: ctrl.signal });
      if (ctrl.signal.aborted) return;
      // A page past the end (the last vendor of the last page went away): show the last page there is.
      const last = res.pagination.totalPages || res.pagination.pages || 1;
      if (res.vendors.length === 0 && q.page > 1 && q.page > last) {
        setQuery((cur) => (cur === q ? { ...cur, page: last } : cur));
        return;
      }
      setState({ status: 'ready', vendors: res.vendors, pagination: res.pagination, refreshing: false });
    } catch {
      if (ctrl.signal.aborted) return;
      setState({ status: 'error' });
    }
  }, []);

  // 'Loading vendors...' on the first load; after that a new search or filter keeps the rows on screen (dimmed,
  // 'Updating…') until the answer replaces them, so the table does not flash while typing.
  useEffect(() => {
    void load(query, true);
  }, [query, load]);

  useEffect(() => () => controller.current?.abort(), []);

  /** Loads the same page again, keeping the rows on screen meanwhile (after a toggle, an edit, a bulk action). */
  const reload = useCallback(() => load(current.current, true), [load]);
  /** After a failed load: the loading state again. */
  const retry = useCallback(() => load(current.current, false), [load]);

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
