import { getCategories, listAdminFilters } from '@uwd/api-client';
import { useResource } from '@uwd/ui';
import type { CategoryOption } from './FilterForm';

const loadFilters = async (signal: AbortSignal) => {
  const res = await listAdminFilters({ signal });
  return { filters: res.filters ?? [], publicBaseUrl: res.publicBaseUrl ?? '' };
};

const loadCategories = async (signal: AbortSignal): Promise<CategoryOption[]> =>
  [...(await getCategories({ signal }))].sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name));

const NO_CATEGORIES: CategoryOption[] = [];

/**
 * Every SEO filter (a quiet `reload()` after a change keeps the table on screen and, if it fails, keeps
 * what is shown; only the first load and `retry()` show the loading and error states), and the categories:
 * not essential, without them the form offers the categories the filters use.
 */
export function useFilterList() {
  const { state: load, reload, retry, patch } = useResource('admin-filters', loadFilters);
  const { state: categories } = useResource('categories', loadCategories);
  return { load, categories: categories.status === 'ready' ? categories.data : NO_CATEGORIES, reload, retry, patch };
}
