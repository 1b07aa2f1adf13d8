import { useEffect, useEffectEvent } from 'react';

/**
 * A page past the end (an old link, fewer vendors now) goes to the last page, once an answer says how many
 * pages there are. `goTo` may be a fresh closure every render: only the page count and the page re-run it.
 */
export function useLastPageIfPastEnd(totalPages: number | undefined, page: number, goTo: (lastPage: number) => void): void {
  const check = useEffectEvent((total: number) => {
    if (page > total) goTo(total);
  });
  useEffect(() => {
    if (totalPages !== undefined) check(totalPages);
  }, [totalPages, page]);
}
