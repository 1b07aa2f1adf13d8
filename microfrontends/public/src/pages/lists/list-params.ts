/** The server clamps pages here too (vendor-list-query.ts, not imported: it would bring zod along). */
const MAX_PAGE = 10_000;

/** What a list keeps in its URL query: `?page=2&search=barn&location=Greer`. */
export interface ListParams {
  page: number;
  search: string;
  location: string;
}

export function readListParams(params: URLSearchParams): ListParams {
  const rawPage = Number.parseInt(params.get('page') ?? '', 10);
  return {
    page: Number.isFinite(rawPage) && rawPage >= 1 ? Math.min(rawPage, MAX_PAGE) : 1,
    search: (params.get('search') ?? '').trim(),
    location: (params.get('location') ?? '').trim(),
  };
}

/** A query string for the given list state; page 1 and empty values are left out, so URLs stay clean. */
export function listQuery(next: Partial<ListParams>): string {
  const params = new URLSearchParams();
  if (next.page && next.page > 1) params.set('page', String(next.page));
  if (next.search) params.set('search', next.search);
  if (next.location) params.set('location', next.location);
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}
