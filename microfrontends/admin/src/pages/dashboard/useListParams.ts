import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list screen's filters and page, kept in the query string (?status=rejected&page=2) so a reload or a
 * shared link shows the same list. Unknown values fall back to the default; changing a filter goes back
 * to page 1.
 */
export function useListParams<F extends Record<string, readonly string[]>>(filters: F, defaults: { [K in keyof F]: F[K][number] }) {
  const [params, setParams] = useSearchParams();
  // defaults is a literal of the caller; its values never change between renders, so the first one is kept.
  const [initialDefaults] = useState(defaults);
  const values = {} as { [K in keyof F]: F[K][number] };
  for (const key of Object.keys(filters) as Array<keyof F & string>) {
    const raw = params.get(key);
    values[key] = raw !== null && filters[key]!.includes(raw) ? raw : defaults[key];
  }
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage > 0 ? rawPage : 1;

  const update = useCallback(
    (changes: Partial<Record<keyof F & string, string>> & { page?: number }) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(changes)) {
            if (key === 'page') continue;
            if (value === undefined || value === initialDefaults[key as keyof F]) next.delete(key);
            else next.set(key, String(value));
          }
          const newPage = changes.page ?? 1;
          if (newPage > 1) next.set('page', String(newPage));
          else next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams, initialDefaults],
  );

  return { values, page, update };
}
