import { useCallback, useRef, useState } from 'react';
import { getCategories, type Category } from '@uwd/api-client';
import { Button, ButtonLink, Card, Container, EmptyState, NoticeToast, PageLoader, SearchIcon, useNotice, usePageTitle, useResource } from '@uwd/ui';
import { PlusIcon } from '../dashboard/icons';
import { LoadFailed } from '../dashboard/ui';
import { AdminPageHeader } from '../../components/AdminPageHeader';
import { BulkApplyDialog } from './BulkApplyDialog';
import { BulkBar } from './BulkBar';
import { useVendorList } from './useVendorList';
import { VendorEditDialog } from './VendorEditDialog';
import { VendorFilterBar } from './VendorFilterBar';
import { VendorTable } from './VendorTable';
import { NO_VENDORS_TEXT, NO_VENDORS_TITLE, VENDORS_LOADING, VENDORS_LOAD_FAILED } from './vendor-labels';
import { Pager, Summary } from './VendorPager';
import { useRowActions, type Modal } from './useRowActions';
import { useSelection } from './useSelection';
import './vendors.css';

const loadCategories = (signal: AbortSignal) => getCategories({ signal });
const NO_CATEGORIES: Category[] = [];


/**
 * /admin/vendors 'Vendor Management' (SPEC §2, §4, §8): search and filters, the vendor table with the three
 * flag toggles, the bulk bar (apply or clear style filters for the selected vendors), and the edit modal.
 */
export function VendorManagementPage() {
  usePageTitle('Vendor Management');
  const list = useVendorList();
  const { state, reload } = list;
  const notice = useNotice();
  // SPEC §8 'Silent': a category list that fails to load leaves the category filter with 'All' only.
  const { state: categoryState } = useResource('categories', loadCategories);
  const categories = categoryState.status === 'ready' ? categoryState.data : NO_CATEGORIES;
  const [modal, setModal] = useState<Modal>(null);
  const tableTop = useRef<HTMLDivElement>(null);
  const { rowBusy, toggle, openEdit } = useRowActions({ notice, reload, setModal });

  const vendors = state.status === 'ready' ? state.vendors : null;
  const { selected, setSelected, bulkBusy, selectedIds, select, selectAll, startBulkApply, bulkClear } = useSelection({ vendors, notice, reload, setModal });

  const closeModal = useCallback(() => setModal(null), []);

  /** A saved or deleted vendor: close, say so, show the list as it is now. */
  const afterEdit = (message: string) => {
    closeModal();
    notice.success(message);
    void reload();
  };

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
