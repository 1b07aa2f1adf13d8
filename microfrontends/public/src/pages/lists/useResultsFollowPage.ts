import { useEffect, useRef } from 'react';

/** Moving between pages brings the results (not the page top) into view and focus: the ref goes on the results region. */
export function useResultsFollowPage(page: number) {
  const resultsRef = useRef<HTMLDivElement>(null);
  const previousPage = useRef(page);
  useEffect(() => {
    if (previousPage.current === page) return;
    previousPage.current = page;
    const el = resultsRef.current;
    if (!el) return;
    el.scrollIntoView({ block: 'start' });
    el.focus({ preventScroll: true });
  }, [page]);
  return resultsRef;
}
