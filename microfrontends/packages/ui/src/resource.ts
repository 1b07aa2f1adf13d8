import { startTransition, useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';

/** What a page shows for data it loads: a spinner, an error (with a retry) or the data. */
export type ResourceState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  /** refreshing: a quiet reload (after an action) is under way; the data on screen stays. */
  | { status: 'ready'; data: T; refreshing: boolean };

export type Resource<T> = {
  state: ResourceState<T>;
  /** Loads again quietly: the data stays on screen (refreshing) until the answer lands (the promise then settles). */
  reload: () => Promise<void>;
  /** Starts over from the loading state (the "Try again" of an error). */
  retry: () => void;
  /** Shows what an action's answer already tells (e.g. the updated item) until the reload lands. */
  patch: (fn: (data: T) => T) => void;
};

type Stored<T> = { key: string; attempt: number; refresh: number } & (
  | { status: 'error'; error: unknown }
  | { status: 'ready'; data: T }
);

/**
 * The one data-loading hook of the micro-frontends. Calls `load` whenever `key` changes (the key sums up
 * every input of the request: "vendors|barn|page 2"), on `retry()` and on `reload()`; `key: null` loads
 * nothing and stays loading. The previous call is aborted (its AbortSignal) on a new key, a retry, a
 * reload and on unmount, and an answer for anything but the latest call is dropped, so a slow answer
 * for an old query never overwrites a newer one — not even for one render.
 *
 * `keepPrevious`: a new key keeps the last data on screen (refreshing) until its answer lands, so a table
 * does not flash while someone types a search.
 *
 * `debounceMs`: each load starts this long after its key (a search typed into the box), so typing runs one
 * request, for the last key; the state is loading (or, with keepPrevious, refreshing) meanwhile.
 */
export function useResource<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  { keepPrevious = false, debounceMs = 0 }: { keepPrevious?: boolean; debounceMs?: number } = {},
): Resource<T> {
  const [attempt, setAttempt] = useState(0);
  const [refresh, setRefresh] = useState(0);
  const [stored, setStored] = useState<Stored<T> | null>(null);
  // The latest `load` (it closes over the caller's inputs); the key says when to call it.
  const run = useEffectEvent(load);
  // Callers that await reload() (e.g. to keep a row busy until the list is fresh).
  const waiters = useRef<Array<() => void>>([]);
  const settle = () => waiters.current.splice(0).forEach((resolve) => resolve());

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    const mine = { key, attempt, refresh };
    const start = () =>
      run(controller.signal).then(
        (data) => {
          // A transition: React renders the answer in short slices (no long task on a slow phone).
          if (controller.signal.aborted) return;
          startTransition(() => setStored({ ...mine, status: 'ready', data }));
          settle();
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          // A failed quiet reload keeps the data on screen (the action's own notice says what happened).
          setStored((previous) =>
            previous?.status === 'ready' && previous.key === key && previous.attempt === attempt
              ? { ...previous, refresh }
              : { ...mine, status: 'error', error },
          );
          settle();
        },
      );
    if (debounceMs <= 0) {
      start();
      return () => controller.abort();
    }
    const timer = window.setTimeout(start, debounceMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [key, attempt, refresh, debounceMs]);

  useEffect(() => () => settle(), []);

  const reload = useCallback(
    () =>
      new Promise<void>((resolve) => {
        waiters.current.push(resolve);
        setRefresh((n) => n + 1);
      }),
    [],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const patch = useCallback(
    (fn: (data: T) => T) => setStored((s) => (s?.status === 'ready' ? { ...s, data: fn(s.data) } : s)),
    [],
  );

  let state: ResourceState<T> = { status: 'loading' };
  if (stored && stored.key === key && stored.attempt === attempt) {
    state =
      stored.status === 'ready'
        ? { status: 'ready', data: stored.data, refreshing: stored.refresh !== refresh }
        : { status: 'error', error: stored.error };
  } else if (keepPrevious && stored?.status === 'ready' && key !== null) {
    state = { status: 'ready', data: stored.data, refreshing: true };
  }
  return { state, reload, retry, patch };
}
