import { useMemo, useRef, useState } from 'react';
import { type SeoFilter } from '@uwd/api-client';
import { Button, Container, EmptyState, NoticeToast, SearchIcon, Spinner, useNotice, usePageTitle } from '@uwd/ui';
import { PlusIcon } from './dashboard/icons';
import { LoadFailed } from './dashboard/ui';
import { AdminPageHeader } from '../components/AdminPageHeader';
import { FilterForm } from './filters/FilterForm';
import { FILTERS_LOAD_FAILED, FILTER_CREATED, FILTER_UPDATED, filterFieldId } from './filters/filter-form';
import { FiltersTable } from './filters/FiltersTable';
import { FiltersToolbar } from './filters/FiltersToolbar';
import { useFilterList } from './filters/useFilterList';
import { useFilterView } from './filters/useFilterView';
import { TABLE_TITLE_ID, useFilterRowActions } from './filters/useFilterRowActions';
import './filters/filters.css';

/** The open form: a new filter, or the one being edited. `seq` remounts the form for each opening. */
type FormState = { filter: SeoFilter | null; seq: number } | null;

const ADD_BUTTON_ID = 'add-filter-button';

/** /admin/filters: the SEO filter landing pages (SPEC.md §2 'Admin SEO filters', §5, §8). */
export function FiltersPage() {
  usePageTitle('SEO Filters Management');
  const notice = useNotice();
  const [form, setForm] = useState<FormState>(null);
  /** Where the focus goes back to when the form closes. */
  const opener = useRef<HTMLElement | null>(null);
  const { load, categories, reload, retry, patch } = useFilterList();
  const filters = useMemo(() => (load.status === 'ready' ? load.data.filters : []), [load]);
  const publicBaseUrl = load.status === 'ready' ? load.data.publicBaseUrl : '';

  /** Every category the page knows: the loaded list, plus any a filter points at that the list lacks. */
  const categoryOptions = useMemo(() => {
    const known = new Map(categories.map((c) => [c._id, { _id: c._id, name: c.name, slug: c.slug }]));
    for (const f of filters) if (f.category && !known.has(f.category._id)) known.set(f.category._id, f.category);
    return [...known.values()];
  }, [categories, filters]);

  const view = useFilterView(filters, categoryOptions);
  const { shown, groups } = view;

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
    if (saved?._id) {
      patch((d) => ({ ...d, filters: [...d.filters.filter((f) => f._id !== saved._id), { ...d.filters.find((f) => f._id === saved._id), ...saved }] }));
    }
    closeForm();
    void reload();
  };

  const { busyIds, onToggle, onDelete } = useFilterRowActions({
    notice,
    patch,
    reload,
    onDeleted: (id) => {
      if (form?.filter?._id === id) setForm(null);
    },
  });

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
            <LoadFailed onRetry={retry}>{FILTERS_LOAD_FAILED}</LoadFailed>
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
              <FiltersToolbar view={view} categoryOptions={categoryOptions} />
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
