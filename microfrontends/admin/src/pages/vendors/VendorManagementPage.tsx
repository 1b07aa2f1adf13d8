import { useCallback, useEffect, useRef, useState } from 'react';
import {
  bulkClearFilters,
  getAdminVendor,
  getCategories,
  listAdminFilters,
  toggleAdminVendor,
  type AdminVendor,
  type AdminVendorRow,
  type Category,
  type SeoFilter,
  type VendorPagination,
} from '@uwd/api-client';
import { Button, ButtonLink, Card, Container, EmptyState, NoticeToast, PageLoader, SearchIcon, useNotice, usePageTitle } from '@uwd/ui';
import { PlusIcon } from '../dashboard/icons';
import { LoadFailed } from '../dashboard/ui';
import { AdminPageHeader } from '../../components/AdminPageHeader';
import { BulkApplyDialog } from './BulkApplyDialog';
import { BulkBar } from './BulkBar';
import { useVendorList } from './useVendorList';
import { VendorEditDialog } from './VendorEditDialog';
import { VendorFilterBar } from './VendorFilterBar';
import { VendorTable, type RowBusy } from './VendorTable';
import {
  BULK_APPLY_NONE_SELECTED,
  BULK_CLEAR_FAILED,
  BULK_CLEAR_NONE_SELECTED,
  FLAG_TOGGLES,
  NO_VENDORS_TEXT,
  NO_VENDORS_TITLE,
  VENDORS_LOADING,
  VENDORS_LOAD_FAILED,
  VENDOR_DETAILS_FAILED,
  bulkClearConfirm,
  bulkSuccessMessage,
  flagChanged,
  flagValue,
  type VendorFlag,
} from './vendor-labels';
import './vendors.css';

type Modal = { kind: 'edit'; vendor: AdminVendor; filters: SeoFilter[] | null; opener: HTMLElement | null } | { kind: 'bulk-apply'; vendorIds: string[]; opener: HTMLElement | null } | null;

const activeElement = () => (document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null);

/**
 * /admin/vendors 'Vendor Management' (SPEC §2, §4, §8): search and filters, the vendor table with the three
 * flag toggles, the bulk bar (apply or clear style filters for the selected vendors), and the edit modal.
 */
export function VendorManagementPage() {
  usePageTitle('Vendor Management');
  const list = useVendorList();
  const { state, reload } = list;
  const notice = useNotice();
  const [categories, setCategories] = useState<Category[]>([]);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [rowBusy, setRowBusy] = useState<Map<string, RowBusy>>(() => new Map());
  const [bulkBusy, setBulkBusy] = useState(false);
  const [modal, setModal] = useState<Modal>(null);
  const tableTop = useRef<HTMLDivElement>(null);

  // SPEC §8 'Silent': a category list that fails to load leaves the category filter with 'All' only.
  useEffect(() => {
    const ctrl = new AbortController();
    getCategories({ signal: ctrl.signal }).then(setCategories, () => undefined);
    return () => ctrl.abort();
  }, []);

  // The selection only ever holds listed vendors (a new search or page, a deleted vendor).
  const vendors = state.status === 'ready' ? state.vendors : null;
  useEffect(() => {
    if (!vendors) return;
    setSelected((s) => {
      const ids = new Set(vendors.map((v) => v._id));
      const kept = [...s].filter((id) => ids.has(id));
      return kept.length === s.size ? s : new Set(kept);
    });
  }, [vendors]);

  const markRow = (id: string, what: RowBusy | null) =>
    setRowBusy((m) => {
      const next = new Map(m);
      if (what) next.set(id, what);
      else next.delete(id);
      return next;
    });

  const toggle = async (vendor: AdminVendorRow, flag: VendorFlag) => {
    markRow(vendor._id, flag);
    try {
      const updated = await toggleAdminVendor(vendor._id, FLAG_TOGGLES[flag].toggle);
      const now = updated && typeof flagValue(updated, flag) === 'boolean' ? flagValue(updated, flag) : !flagValue(vendor, flag);
      notice.success(flagChanged(vendor.name, flag, now));
      await reload();
    } catch {
      notice.error(FLAG_TOGGLES[flag].failed);
    } finally {
      markRow(vendor._id, null);
    }
  };

  const openEdit = async (vendor: AdminVendorRow) => {
    const opener = activeElement();
    markRow(vendor._id, 'edit');
    try {
      const [full, filters] = await Promise.all([
        getAdminVendor(vendor._id),
        // The checkboxes need every filter; without them the modal still edits the fields.
        listAdminFilters().then(
          (r) => r.filters,
          () => null,
        ),
      ]);
      setModal({ kind: 'edit', vendor: full, filters, opener });
    } catch {
      notice.error(VENDOR_DETAILS_FAILED);
    } finally {
      markRow(vendor._id, null);
    }
  };

  const closeModal = useCallback(() => setModal(null), []);

  /** A saved or deleted vendor: close, say so, show the list as it is now. */
  const afterEdit = (message: string) => {
    closeModal();
    notice.success(message);
    void reload();
  };

  const selectedIds = () => (vendors ? vendors.filter((v) => selected.has(v._id)).map((v) => v._id) : []);

  const startBulkApply = () => {
    const ids = selectedIds();
    if (ids.length === 0) {
      notice.error(BULK_APPLY_NONE_SELECTED);
      return;
    }
    setModal({ kind: 'bulk-apply', vendorIds: ids, opener: activeElement() });
  };

  const bulkClear = async () => {
    const ids = selectedIds();
    if (ids.length === 0) {
      notice.error(BULK_CLEAR_NONE_SELECTED);
      return;
    }
    if (!window.confirm(bulkClearConfirm(ids.length))) return;
    setBulkBusy(true);
    try {
      const res = await bulkClearFilters(ids);
      setSelected(new Set());
      notice.success(bulkSuccessMessage('cleared', res, ids.length));
      await reload();
    } catch {
      notice.error(BULK_CLEAR_FAILED);
    } finally {
      setBulkBusy(false);
    }
  };

  const select = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const selectAll = (on: boolean) => setSelected(on && vendors ? new Set(vendors.map((v) => v._id)) : new Set());

  const goToPage = (page: number) => {
    list.setPage(page);
    tableTop.current?.scrollIntoView({ block: 'start', behavior: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  };

  return (
    <div className="admin-page avm">
      <AdminPageHeader
        title="Vendor Management"
        subtitle="Search every listing, switch it on or off, feature and verify it, and tag vendors with the style filters behind the SEO landing pages."
        actions={
          <ButtonLink to="/admin/vendors/new" variant="light">
            <PlusIcon size={18} strokeWidth={2} />
            Add New Vendor
          </ButtonLink>
        }
      />
      <Container className="adm-body">
        <Card className="avm-panel">
          <VendorFilterBar
            searchInput={list.searchInput}
            onSearchInput={list.setSearchInput}
            onSearchNow={list.searchNow}
            filters={list.query.filters}
            onFilter={list.setFilter}
            categories={categories}
            filtered={list.filtered}
            onReset={list.resetFilters}
          />
        </Card>

        <div ref={tableTop} className="avm-results">
          {state.status === 'loading' && (
            <Card className="avm-loading">
              <PageLoader label={VENDORS_LOADING} />
            </Card>
          )}

          {state.status === 'error' && (
            <LoadFailed title={VENDORS_LOAD_FAILED} onRetry={() => void list.retry()}>
              Check your connection, then try again.
            </LoadFailed>
          )}

          {state.status === 'ready' && state.vendors.length === 0 && (
            <Card>
              <EmptyState
                icon={<SearchIcon size={36} />}
                title={NO_VENDORS_TITLE}
                action={
                  list.filtered ? (
                    <Button variant="outline" onClick={list.resetFilters}>
                      Reset search and filters
                    </Button>
                  ) : undefined
                }
              >
                <p>{NO_VENDORS_TEXT}</p>
              </EmptyState>
            </Card>
          )}

          {state.status === 'ready' && state.vendors.length > 0 && (
            <>
              <div className="avm-results__head">
                <Summary pagination={state.pagination} shown={state.vendors.length} />
                {state.refreshing && (
                  <span className="avm-refreshing" role="status">
                    <span className="spinner spinner--inline" aria-hidden="true" />
                    Updating…
                  </span>
                )}
              </div>
              <BulkBar
                listed={state.vendors.length}
                selected={selectedIds().length}
                busy={bulkBusy}
                onSelectAll={() => selectAll(true)}
                onDeselectAll={() => selectAll(false)}
                onApply={startBulkApply}
                onClear={() => void bulkClear()}
              />
              <VendorTable
                vendors={state.vendors}
                selected={selected}
                onSelect={select}
                onSelectAll={selectAll}
                busy={rowBusy}
                onEdit={(v) => void openEdit(v)}
                onToggle={(v, flag) => void toggle(v, flag)}
                refreshing={state.refreshing}
              />
              <Pager pagination={state.pagination} onPage={goToPage} />
            </>
          )}
        </div>
      </Container>

      {modal?.kind === 'edit' && (
        <VendorEditDialog
          vendor={modal.vendor}
          filters={modal.filters}
          returnFocus={modal.opener}
          onClose={(changed) => {
            closeModal();
            if (changed) void reload();
          }}
          onSaved={afterEdit}
          onDeleted={afterEdit}
        />
      )}
      {modal?.kind === 'bulk-apply' && (
        <BulkApplyDialog
          vendorIds={modal.vendorIds}
          returnFocus={modal.opener}
          onClose={closeModal}
          onApplied={(message) => {
            closeModal();
            setSelected(new Set());
            notice.success(message);
            void reload();
          }}
        />
      )}
      <NoticeToast testId="admin-notice" notice={notice.notice} onDismiss={notice.dismiss} />
    </div>
  );
}

/** 'Showing 1–50 of 137 vendors', or '12 vendors' on a single page. */
function Summary({ pagination, shown }: { pagination: VendorPagination; shown: number }) {
  const total = pagination.totalVendors;
  const pages = pagination.totalPages || pagination.pages;
  const from = (pagination.page - 1) * pagination.limit + 1;
  const noun = total === 1 ? 'vendor' : 'vendors';
  return (
    <p className="adm-summary avm-summary" aria-live="polite" data-testid="vendor-summary">
      {pages > 1 ? `Showing ${from}–${from + shown - 1} of ${total} ${noun}` : `${total} ${noun}`}
    </p>
  );
}

/** Previous / 'Page 2 of 3' / Next, when there is more than one page. */
function Pager({ pagination, onPage }: { pagination: VendorPagination; onPage: (page: number) => void }) {
  const pages = pagination.totalPages || pagination.pages;
  if (pages <= 1) return null;
  return (
    <nav className="adm-pager" aria-label="Vendor pages">
      <Button variant="outline" size="sm" disabled={!pagination.hasPrevPage} onClick={() => onPage(pagination.page - 1)}>
        Previous
      </Button>
      <span className="adm-pager__where">
        Page {pagination.page} of {pages}
      </span>
      <Button variant="outline" size="sm" disabled={!pagination.hasNextPage} onClick={() => onPage(pagination.page + 1)}>
        Next
      </Button>
    </nav>
  );
}
