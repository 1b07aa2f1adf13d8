import { useEffect, useEffectEvent, useState } from 'react';

/** SPEC §9: the filter landing search waits this long after typing stops. */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * A search box whose text goes to the URL 500 ms after typing stops (Enter: at once, `commitSearch`).
 * `committed` is the search last sent to the URL (or read from it). A URL search that differs from it came
 * from outside (back/forward, a link): the box shows it. A commit changes `committed` first, so the URL
 * catching up never overwrites what has been typed since.
 */
export function useTypedSearch(search: string, commit: (search: string) => void) {
  const [query, setQuery] = useState(search);
  const [committed, setCommitted] = useState(search);
  const [urlSearch, setUrlSearch] = useState(search);
  if (search !== urlSearch) {
    setUrlSearch(search);
    if (search !== committed) {
      setCommitted(search);
      setQuery(search);
    }
  }

  const commitSearch = (value: string) => {
    const next = value.trim();
    if (next === committed) return;
    setCommitted(next);
    commit(next);
  };

  // Only typing restarts the timer; the commit itself reads the latest URL state.
  const commitTyped = useEffectEvent((value: string) => commitSearch(value));
  useEffect(() => {
    if (query.trim() === committed) return;
    const timer = window.setTimeout(() => commitTyped(query), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [query, committed]);

  /** Clear Filters: an empty box, and nothing left to commit. */
  const clearSearch = () => {
    setCommitted('');
    setQuery('');
  };

  return { query, setQuery, committed, commitSearch, clearSearch };
}
