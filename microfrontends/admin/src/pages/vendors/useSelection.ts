import { useState } from 'react';
import { bulkClearFilters, type AdminVendorRow } from '@uwd/api-client';
import type { NoticeApi } from '@uwd/ui';
import { activeElement, type Modal } from './useRowActions';
import { BULK_APPLY_NONE_SELECTED, BULK_CLEAR_FAILED, BULK_CLEAR_NONE_SELECTED, bulkClearConfirm, bulkSuccessMessage } from './vendor-labels';

/**
 * The vendors ticked for a bulk action (only ever listed ones), and the bulk actions: apply (opens its
 * dialog) and clear (after a confirmation).
 */
export function useSelection({ vendors, notice, reload, setModal }: { vendors: AdminVendorRow[] | null; notice: NoticeApi; reload: () => Promise<void>; setModal: (modal: Modal) => void }) {
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [bulkBusy, setBulkBusy] = useState(false);
  // The selection only ever holds listed vendors (a new search or page, a deleted vendor): adjusted while
  // rendering the new list, so the table never shows a tick for a vendor that left.
  const [listed, setListed] = useState(vendors);
  if (vendors !== listed) {
    setListed(vendors);
    if (vendors) {
      const ids = new Set(vendors.map((v) => v._id));
      const kept = [...selected].filter((id) => ids.has(id));
      if (kept.length !== selected.size) setSelected(new Set(kept));
    }
  }

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

  return { selected, setSelected, bulkBusy, selectedIds, select, selectAll, startBulkApply, bulkClear };
}
