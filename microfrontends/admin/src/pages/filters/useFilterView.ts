import { useMemo, useState } from 'react';
import type { SeoFilter } from '@uwd/api-client';
import type { CategoryOption } from './FilterForm';
import { groupFilters } from './FiltersTable';

export type StatusView = 'all' | 'active' | 'inactive';

/** What the table shows: the search, category and status the admin narrowed it to, grouped by category. */
export function useFilterView(filters: SeoFilter[], categoryOptions: CategoryOption[]) {
  const [search, setSearch] = useState('');
  const [categoryView, setCategoryView] = useState('all');
  const [statusView, setStatusView] = useState<StatusView>('all');
  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    return filters.filter(
      (f) =>
        (categoryView === 'all' || (f.category?._id ?? '') === categoryView) &&
        (statusView === 'all' || f.isActive === (statusView === 'active')) &&
        (!q || [f.name, f.slug, f.filterKey, f.filterValue, f.seoTitle].some((s) => s?.toLowerCase().includes(q))),
    );
  }, [filters, search, categoryView, statusView]);
  const groups = useMemo(() => groupFilters(shown, categoryOptions.map((c) => c._id)), [shown, categoryOptions]);
  const narrowed = shown.length !== filters.length;

  const clearView = () => {
    setSearch('');
    setCategoryView('all');
    setStatusView('all');
  };

  return { search, setSearch, categoryView, setCategoryView, statusView, setStatusView, shown, groups, narrowed, total: filters.length, clearView };
}
