import { useCallback, useEffect, useRef } from 'react';
import { useResource, type ResourceState } from '@uwd/ui';

/** The state of a loaded list or card (see useResource in @uwd/ui, the one data-loading hook). */
export type LoadState<T> = ResourceState<T>;

/**
 * For lists whose items can leave after an action (e.g. approved out of the Pending list): when the focused
 * button went away with its card, the focus moves to the list instead of being lost to the page.
 */
export function useFocusRescue<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const rescue = useCallback(() => {
    const active = document.activeElement;
    if (!active || active === document.body) ref.current?.focus();
  }, []);
  return [ref, rescue] as const;
}

/** After the last item of a later page goes, shows the last page that still has items. */
export function useClampPage(state: LoadState<{ pagination: { totalPages: number } }>, page: number, goTo: (page: number) => void) {
  const totalPages = state.status === 'ready' ? state.data.pagination.totalPages : null;
  useEffect(() => {
    if (totalPages !== null && page > 1 && page > totalPages) goTo(Math.max(1, totalPages));
  }, [totalPages, page, goTo]);
}

/**
 * Turning a page: the pager goes away while the next page loads, so once it is in, the focus moves to the top
 * of the list (and the list scrolls into view) rather than being lost at the bottom of the page.
 */
export function usePageTurn(state: LoadState<unknown>, list: { current: HTMLElement | null }, update: (changes: { page: number }) => void) {
  const pending = useRef(false);
  const ready = state.status === 'ready';
  useEffect(() => {
    if (!ready || !pending.current) return;
    pending.current = false;
    list.current?.focus({ preventScroll: true });
    list.current?.scrollIntoView({ block: 'start' });
  }, [ready, list]);
  return useCallback(
    (page: number) => {
      pending.current = true;
      update({ page });
    },
    [update],
  );
}

/**
 * A paged moderation list: its loader (useResource: `key` sums up the list's inputs, a new key shows the
 * loading state, `reload()` refreshes quietly), the page kept in range (useClampPage), the list's focus
 * after an action (useFocusRescue) and page turns that land on the list (usePageTurn).
 */
export function usePagedList<T extends { pagination: { totalPages: number } }>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  page: number,
  update: (changes: { page: number }) => void,
) {
  const loader = useResource(key, load);
  useClampPage(loader.state, page, useCallback((p: number) => update({ page: p }), [update]));
  const [listRef, rescueFocus] = useFocusRescue<HTMLDivElement>();
  const turnPage = usePageTurn(loader.state, listRef, update);
  return { ...loader, listRef, rescueFocus, turnPage };
}
