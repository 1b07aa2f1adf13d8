import { useState } from 'react';
import { getAdminVendor, listAdminFilters, toggleAdminVendor, type AdminVendor, type AdminVendorRow, type SeoFilter } from '@uwd/api-client';
import type { NoticeApi } from '@uwd/ui';
import { type RowBusy } from './VendorTable';
import { FLAG_TOGGLES, VENDOR_DETAILS_FAILED, flagChanged, flagValue, type VendorFlag } from './vendor-labels';
import './vendors.css';

export type Modal = { kind: 'edit'; vendor: AdminVendor; filters: SeoFilter[] | null; opener: HTMLElement | null } | { kind: 'bulk-apply'; vendorIds: string[]; opener: HTMLElement | null } | null;

/** The element that had the focus (to return it when a modal closes), or null. */
export const activeElement = () => (document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null);


/** A table row's actions: the three flag toggles and opening the edit modal (with every filter for its checkboxes). */
export function useRowActions({ notice, reload, setModal }: { notice: NoticeApi; reload: () => Promise<void>; setModal: (modal: Modal) => void }) {
  const [rowBusy, setRowBusy] = useState<Map<string, RowBusy>>(() => new Map());
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

  return { rowBusy, toggle, openEdit };
}
