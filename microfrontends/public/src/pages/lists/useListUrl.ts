import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { listQuery, readListFacts, readListParams, type ListFacts, type ListParams } from './list-params';

export type ListChange = Partial<ListParams & ListFacts>;

/**
 * Changes part of a list's URL (`?page=&search=&location=&date=&guests=&maxPrice=`), keeping the rest; any
 * change but a page's goes back to page 1.
 *
 * The router draws a navigation as a React transition, so a second change can come before the first is drawn
 * (guests typed and Enter, then a budget chosen at once). Each change therefore builds on the URL last asked
 * for, not on the one last drawn, or the first change would be lost. A URL nobody here asked for (back, a
 * link) forgets what was asked.
 */
export function useListUrl(): (change: ListChange, options?: { replace?: boolean }) => void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const asked = useRef<{ drawn: string; pending: string[] }>({ drawn: search, pending: [] });
  return (change, { replace = false } = {}) => {
    if (asked.current.drawn !== search) {
      // Drawn since the last change: what was asked up to this URL is done.
      const at = asked.current.pending.indexOf(search);
      asked.current = { drawn: search, pending: at >= 0 ? asked.current.pending.slice(at + 1) : [] };
    }
    const from = new URLSearchParams(asked.current.pending.at(-1) ?? search);
    const next = listQuery({ ...readListParams(from), ...readListFacts(from), page: 1, ...change });
    asked.current.pending.push(next);
    navigate({ pathname, search: next }, { replace });
  };
}
