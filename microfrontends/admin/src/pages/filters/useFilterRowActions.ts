import { useState } from 'react';
import { deleteFilter, toggleFilter, type SeoFilter } from '@uwd/api-client';
import type { NoticeApi } from '@uwd/ui';
import { FILTER_DELETED, deleteFailedMessage, deleteFilterQuestion, filterToggledMessage, toggleFailedMessage } from './filter-form';

export const TABLE_TITLE_ID = 'existing-filters-title';

type Data = { filters: SeoFilter[]; publicBaseUrl: string };

/**
 * A row's Activate/Deactivate and Delete: the row's buttons are disabled while its request is in flight,
 * the table shows the answer at once (patch) and then reloads quietly.
 */
export function useFilterRowActions({ notice, patch, reload, onDeleted }: { notice: NoticeApi; patch: (fn: (d: Data) => Data) => void; reload: () => Promise<void>; onDeleted: (id: string) => void }) {
  /** Filters whose toggle or delete is in flight: their row's buttons are disabled. */
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(() => new Set());

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
      patch((d) => ({ ...d, filters: d.filters.map((f) => (f._id === filter._id ? { ...f, isActive } : f)) }));
      void reload();
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
      patch((d) => ({ ...d, filters: d.filters.filter((f) => f._id !== filter._id) }));
      onDeleted(filter._id);
      // The row (and its focused button) is gone: the table heading takes the focus.
      window.setTimeout(() => document.getElementById(TABLE_TITLE_ID)?.focus(), 0);
      void reload();
    } catch (error) {
      notice.error(deleteFailedMessage(error));
    } finally {
      setBusy(filter._id, false);
    }
  };

  return { busyIds, onToggle, onDelete };
}
