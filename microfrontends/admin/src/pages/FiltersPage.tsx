import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  deleteFilter,
  getCategories,
  listAdminFilters,
  toggleFilter,
  type SeoFilter,
} from '@uwd/api-client';
import { Button, Container, EmptyState, NoticeToast, SearchIcon, Spinner, useNotice, usePageTitle } from '@uwd/ui';
import { PlusIcon } from './dashboard/icons';
import { LoadFailed } from './dashboard/ui';
import { AdminPageHeader } from '../components/AdminPageHeader';
import { FilterForm, type CategoryOption } from './filters/FilterForm';
import {
  FILTERS_LOAD_FAILED,
  FILTER_CREATED,
  FILTER_DELETED,
  FILTER_UPDATED,
  deleteFailedMessage,
  deleteFilterQuestion,
  filterFieldId,
  filterToggledMessage,
  toggleFailedMessage,
} from './filters/filter-form';
import { FiltersTable, groupFilters } from './filters/FiltersTable';
import './filters/filters.css';

type LoadState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; filters: SeoFilter[]; publicBaseUrl: string };

/** The open form: a new filter, or the one being edited. `seq` remounts the form for each opening. */
type FormState = { filter: SeoFilter | null; seq: number } | null;

type StatusView = 'all' | 'active' | 'inactive';

const ADD_BUTTON_ID = 'add-filter-button';
const TABLE_TITLE_ID = 'existing-filters-title';

/** /admin/filters: the SEO filter landing pages (SPEC.md §2 'Admin SEO filters', §5, §8). */
export function FiltersPage() {
  usePageTitle('SEO Filters Management');
  const notice = useNotice();
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const [categories, setCategories] = useState<CategoryOption[]>([]);
  const [form, setForm] = useState<FormState>(null);
  /** Filters whose toggle or delete is in flight: their row's buttons are disabled. */
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(() => new Set());
  const [search, setSearch] = useState('');
  const [categoryView, setCategoryView] = useState('all');
  const [statusView, setStatusView] = useState<StatusView>('all');
  /** Where the focus goes back to when the form closes. */
  const opener = useRef<HTMLElement | null>(null);
  const requestSeq = useRef(0);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /**
   * Loads every filter. A quiet reload (after a change) keeps the table on screen and, if it fails,
   * keeps what is shown; only the first load shows the loading and error states.
   */
  const reload = useCallback(async (quiet = false) => {
    const seq = ++requestSeq.current;
    if (!quiet) setLoad({ status: 'loading' });
    try {
      const res = await listAdminFilters();
      if (mounted.current && seq === requestSeq.current) {
        setLoad({ status: 'ready', filters: res.filters ?? [], publicBaseUrl: res.publicBaseUrl ?? '' });
      }
    } catch {
      if (mounted.current && seq === requestSeq.current && !quiet) setLoad({ status: 'error' });
    }
  }, []);

  useEffect(() => {
    void reload();
    // The category list is not essential: without it the form offers the categories the filters use.
    const controller = new AbortController();
    getCategories({ signal: controller.signal })
      .then((list) => setCategories([...list].sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name))))
      .catch(() => undefined);
    return () => controller.abort();
  }, [reload]);

  const filters = useMemo(() => (load.status === 'ready' ? load.filters : []), [load]);
  const publicBaseUrl = load.status === 'ready' ? load.publicBaseUrl : '';

  /** Every category the page knows: the loaded list, plus any a filter points at that the list lacks. */
  const categoryOptions = useMemo(() => {
    const known = new Map(categories.map((c) => [c._id, { _id: c._id, name: c.name, slug: c.slug }]));
    for (const f of filters) if (f.category && !known.has(f.category._id)) known.set(f.category._id, f.category);
    return [...known.values()];
  }, [categories, filters]);

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

  // ---- form ------------------------------------------------------------------------------------

  const openForm = (filter: SeoFilter | null, from: HTMLElement | null) => {
    opener.current = from;
    // Asking again for the form that is already open keeps what was typed: it only takes the focus.
    if (form && (form.filter?._id ?? null) === (filter?._id ?? null)) {
      const name = document.getElementById(filterFieldId('name'));
      name?.scrollIntoView({ block: 'center' });
      name?.focus({ preventScroll: true });
      return;
    }
    setForm((f) => ({ filter, seq: (f?.seq ?? 0) + 1 }));
  };

  const closeForm = () => {
    setForm(null);
    // Back to the button that opened the form (or the Add button when that row is gone).
    const target = opener.current?.isConnected ? opener.current : document.getElementById(ADD_BUTTON_ID);
    window.setTimeout(() => target?.focus(), 0);
  };

  const onSaved = (saved: SeoFilter, mode: 'created' | 'updated') => {
    notice.success(mode === 'created' ? FILTER_CREATED : FILTER_UPDATED);
    // Show the answer at once, then reload for fresh vendor counts and ordering.
    setLoad((s) => {
      if (s.status !== 'ready' || !saved?._id) return s;
      const rest = s.filters.filter((f) => f._id !== saved._id);
      return { ...s, filters: [...rest, { ...s.filters.find((f) => f._id === saved._id), ...saved }] };
    });
    closeForm();
    void reload(true);
  };

  // ---- row actions -----------------------------------------------------------------------------

  const setBusy = (id: string, busy: boolean) =>
    setBusyIds((ids) => {
      const next = new Set(ids);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  const onToggle = async (filter: SeoFilter) => {
    if (busyIds.has(filter._id)) return;
    setBusy(filter._id, true);
    try {
      const res = await toggleFilter(filter._id);
      const isActive = res.filter?.isActive ?? !filter.isActive;
      notice.success(filterToggledMessage(isActive));
      setLoad((s) => (s.status === 'ready' ? { ...s, filters: s.filters.map((f) => (f._id === filter._id ? { ...f, isActive } : f)) } : s));
      void reload(true);
    } catch (error) {
      notice.error(toggleFailedMessage(error));
    } finally {
      setBusy(filter._id, false);
    }
  };

  const onDelete = async (filter: SeoFilter) => {
    if (busyIds.has(filter._id)) return;
    if (!window.confirm(deleteFilterQuestion(filter.name))) return;
    setBusy(filter._id, true);
    try {
      await deleteFilter(filter._id);
      notice.success(FILTER_DELETED);
      setLoad((s) => (s.status === 'ready' ? { ...s, filters: s.filters.filter((f) => f._id !== filter._id) } : s));
      if (form?.filter?._id === filter._id) setForm(null);
      // The row (and its focused button) is gone: the table heading takes the focus.
      window.setTimeout(() => document.getElementById(TABLE_TITLE_ID)?.focus(), 0);
      void reload(true);
    } catch (error) {
      notice.error(deleteFailedMessage(error));
    } finally {
      setBusy(filter._id, false);
    }
  };

  const clearView = () => {
    setSearch('');
    setCategoryView('all');
    setStatusView('all');
  };

  const ready = load.status === 'ready';

  return (
    <div className="admin-page af-page">
      <AdminPageHeader
        title="SEO Filters Management"
        subtitle="Manage category-specific filters for SEO landing pages"
        backTo="/admin"
        backLabel="Back to Admin"
        actions={
          <Button id={ADD_BUTTON_ID} variant="light" onClick={(e) => openForm(null, e.currentTarget)} disabled={!ready} aria-controls={form ? 'filter-form-region' : undefined}>
            <PlusIcon size={18} strokeWidth={2} />
            Add New Filter
          </Button>
        }
      />
      <NoticeToast notice={notice.notice} onDismiss={notice.dismiss} testId="filters-notice" />

      <Container className="adm-body af-body">
        {form && ready && (
          <div id="filter-form-region">
            <FilterForm
              key={form.seq}
              filter={form.filter}
              categories={categoryOptions}
              publicBaseUrl={publicBaseUrl}
              onSaved={onSaved}
              onCancel={closeForm}
              onError={notice.error}
            />
          </div>
        )}

        <section className="af-card af-list" aria-labelledby={TABLE_TITLE_ID} aria-busy={load.status === 'loading'}>
          <div className="af-card__head">
            <div>
              <h2 id={TABLE_TITLE_ID} className="af-card__title" tabIndex={-1}>
                Existing Filters ({filters.length})
              </h2>
              <p className="af-card__lead">Grouped by category, in sort order. Inactive pages are hidden from the public site.</p>
            </div>
          </div>

          {load.status === 'loading' && (
            <div className="af-state" data-testid="filters-loading">
              <Spinner label="Loading filters..." />
              <span aria-hidden="true">Loading filters...</span>
            </div>
          )}

          {load.status === 'error' && (
            <LoadFailed onRetry={() => void reload()}>{FILTERS_LOAD_FAILED}</LoadFailed>
          )}

          {ready && filters.length === 0 && (
            <EmptyState
              level={3}
              className="af-empty"
              icon={<SearchIcon size={36} />}
              title="No filters yet"
              action={
                <Button onClick={(e) => openForm(null, e.currentTarget)}>
                  <PlusIcon size={18} strokeWidth={2} />
                  Add New Filter
                </Button>
              }
            >
              <p>Each filter is a landing page for one style within a category, such as barn venues or fine-art photographers.</p>
            </EmptyState>
          )}

          {ready && filters.length > 0 && (
            <>
              <div className="af-toolbar" role="search" aria-label="Filters in the table">
                <div className="field af-toolbar__search">
                  <label className="field__label" htmlFor="filters-search">
                    Search
                  </label>
                  <input
                    id="filters-search"
                    type="search"
                    className="field__input"
                    placeholder="Name, slug or value"
                    value={search}
                    onChange={(e) => setSearch(e.target.value)}
                  />
                </div>
                <div className="field">
                  <label className="field__label" htmlFor="filters-category">
                    Category
                  </label>
                  <select id="filters-category" className="field__input ui-select" value={categoryView} onChange={(e) => setCategoryView(e.target.value)}>
                    <option value="all">All categories</option>
                    {categoryOptions.map((c) => (
                      <option key={c._id} value={c._id}>
                        {c.name}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="field">
                  <label className="field__label" htmlFor="filters-status">
                    Status
                  </label>
                  <select id="filters-status" className="field__input ui-select" value={statusView} onChange={(e) => setStatusView(e.target.value as StatusView)}>
                    <option value="all">All</option>
                    <option value="active">Active</option>
                    <option value="inactive">Inactive</option>
                  </select>
                </div>
              </div>
              <p className="af-shown" aria-live="polite">
                {narrowed ? (
                  <>
                    Showing {shown.length} of {filters.length}.{' '}
                    <button type="button" className="af-link-button" onClick={clearView}>
                      Show all
                    </button>
                  </>
                ) : null}
              </p>
              {shown.length === 0 ? (
                <p className="af-none">No filters match your search.</p>
              ) : (
                <FiltersTable
                  groups={groups}
                  publicBaseUrl={publicBaseUrl}
                  busyIds={busyIds}
                  editingId={form?.filter?._id ?? null}
                  onEdit={(f, from) => openForm(f, from)}
                  onToggle={(f) => void onToggle(f)}
                  onDelete={(f) => void onDelete(f)}
                />
              )}
            </>
          )}
        </section>
      </Container>
    </div>
  );
}
