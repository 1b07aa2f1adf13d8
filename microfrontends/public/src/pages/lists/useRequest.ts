import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export type RequestState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; data: T };

type Stored<T> = RequestState<T> & { key: string | null; attempt: number };

/**
 * Runs `load` whenever `key` changes (and on `retry`), aborting the previous call, so a slow answer for
 * an old query can never overwrite a newer one. An answer for another key than the current one is
 * reported as loading: the page never shows old results under new search terms, not even for one render.
 * `key: null` skips loading.
 */
export function useRequest<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
): RequestState<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [stored, setStored] = useState<Stored<T>>({ status: 'loading', key: null, attempt: -1 });
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    loadRef
      .current(controller.signal)
      .then((data) => {
        // A transition: React renders the answer in short slices (no long task on a slow phone).
        if (!controller.signal.aborted) startTransition(() => setStored({ status: 'ready', data, key, attempt }));
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setStored({ status: 'error', error, key, attempt });
      });
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = stored.key === key && stored.attempt === attempt;
  if (!current || stored.status === 'loading') return { status: 'loading', retry };
  return stored.status === 'ready' ? { status: 'ready', data: stored.data, retry } : { status: 'error', error: stored.error, retry };
}
