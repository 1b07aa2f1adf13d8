import { useCallback, useMemo, useState } from 'react';
import { applyVendorFilters, clearVendorFilters, type Category, type OwnVendor } from '@uwd/api-client';
import { type NoticeApi } from '@uwd/ui';
import { FILTERS_SAVED, FILTERS_SAVE_FAILED } from './FiltersTab';
import { useCategoryFilterList } from './useDashboardData';
/**
 * The Filters tab's state: the category whose filters are shown (the profile's, or the one chosen while
 * editing), the ticked filters (the stored ones after each load), and saving them.
 */
export function useFilterSelection({ vendor, vendorId, categories, notice, reload }: { vendor: OwnVendor; vendorId: string; categories: Category[]; notice: NoticeApi; reload: () => Promise<void> }) {
  // ---- filters: the category whose filters are shown, and the ticked ones --------------------------
  const storedFilterIds = useMemo(() => (vendor.filters ?? []).map((f) => f.filter?._id).filter((id): id is string => Boolean(id)), [vendor.filters]);
  const storedKey = `${vendor.category?.slug ?? ''}|${[...storedFilterIds].sort().join(',')}`;
  const [filterCategory, setFilterCategory] = useState(vendor.category?.slug ?? '');
  const [selected, setSelected] = useState<Set<string>>(() => new Set(storedFilterIds));
  const [savingFilters, setSavingFilters] = useState(false);
  const filters = useCategoryFilterList(filterCategory || null);

  // A (re)loaded listing with another category or other filters: show what is stored (storedKey sums up
  // exactly the inputs that matter; adjusted while rendering, React's pattern for state that follows a prop).
  const [shownKey, setShownKey] = useState(storedKey);
  if (shownKey !== storedKey) {
    setShownKey(storedKey);
    setFilterCategory(vendor.category?.slug ?? '');
    setSelected(new Set(storedFilterIds));
  }

  const categoryOf = (slug: string) => {
    const found = categories.find((c) => c.slug === slug);
    return { slug, name: found?.name ?? (vendor.category?.slug === slug ? vendor.category.name : slug) };
  };

  const onCategoryChange = useCallback((slug: string) => {
    setFilterCategory(slug);
    setSelected(new Set());
  }, []);
  const onEditCancel = useCallback(() => {
    setFilterCategory(vendor.category?.slug ?? '');
    setSelected(new Set(storedFilterIds));
  }, [vendor.category?.slug, storedFilterIds]);

  const onToggleFilter = (id: string, checked: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  const saveFilters = async () => {
    const available = filters.state.status === 'ready' ? filters.state.filters : [];
    const ids = available.filter((f) => selected.has(f._id)).map((f) => f._id);
    setSavingFilters(true);
    try {
      if (ids.length > 0) await applyVendorFilters([vendorId], ids);
      else await clearVendorFilters([vendorId]);
      notice.success(FILTERS_SAVED);
      await reload();
    } catch {
      notice.error(FILTERS_SAVE_FAILED);
    } finally {
      setSavingFilters(false);
    }
  };

  return { filters, filterCategory, selected, savingFilters, storedCount: storedFilterIds.length, categoryOf, onCategoryChange, onEditCancel, onToggleFilter, saveFilters };
}
