import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbort } from './format';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  /** refreshing: a quiet reload (after an action) is under way; the data on screen stays. */
  | { status: 'ready'; data: T; refreshing: boolean };

/**
 * Loads data for the current `load` function (callers memoise it on its inputs, e.g. the filter and page).
 * A new `load` shows the loading state; `reload()` refreshes quietly and keeps the list on screen, so cards
 * do not jump after an action; `retry()` starts over from the loading state. Late answers are dropped.
 */
export function useLoader<T>(load: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const seq = useRef(0);
  const controller = useRef<AbortController | null>(null);

  const run = useCallback(
    async (quiet: boolean) => {
      const mine = ++seq.current;
      controller.current?.abort();
      const ctrl = new AbortController();
      controller.current = ctrl;
      setState((s) => (quiet && s.status === 'ready' ? { ...s, refreshing: true } : { status: 'loading' }));
      try {
        const data = await load(ctrl.signal);
        if (mine === seq.current) setState({ status: 'ready', data, refreshing: false });
      } catch (error) {
        if (mine !== seq.current || isAbort(error)) return;
        // A failed quiet reload keeps the data on screen (the action's own notice says what happened).
        setState((s) => (quiet && s.status === 'ready' ? { ...s, refreshing: false } : { status: 'error', error }));
      }
    },
    [load],
  );

  useEffect(() => {
    void run(false);
    return () => controller.current?.abort();
  }, [run]);

  const reload = useCallback(() => run(true), [run]);
  const retry = useCallback(() => run(false), [run]);
  /** Shows what an action's answer already tells (e.g. the updated item) until the reload lands. */
  const patch = useCallback((fn: (data: T) => T) => setState((s) => (s.status === 'ready' ? { ...s, data: fn(s.data) } : s)), []);
  return { state, reload, retry, patch };
}

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
 * A paged moderation list: its loader (see useLoader), the page kept in range (useClampPage), the list's
 * focus after an action (useFocusRescue) and page turns that land on the list (usePageTurn).
 */
export function usePagedList<T extends { pagination: { totalPages: number } }>(load: (signal: AbortSignal) => Promise<T>, page: number, update: (changes: { page: number }) => void) {
  const loader = useLoader(load);
  useClampPage(loader.state, page, useCallback((p: number) => update({ page: p }), [update]));
  const [listRef, rescueFocus] = useFocusRescue<HTMLDivElement>();
  const turnPage = usePageTurn(loader.state, listRef, update);
  return { ...loader, listRef, rescueFocus, turnPage };
}
