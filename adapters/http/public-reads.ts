import { vendorListQuerySchema } from '../../domain/listings/vendor-list-query.ts';

/** The vendor list's query (GET /api/vendors and a landing page's list): every field of its schema. */
const LIST_QUERY = Object.keys(vendorListQuerySchema.shape);

/**
 * The public reads the read cache keeps (ADR 6): the API routes whose answers are the same for every
 * visitor, each with the query parameters its route reads (its query schema's fields; the schemas strip
 * any other). The cache keys a read on those alone, so `?x=1`, `?x=2`, `?utm_source=…` share one entry
 * instead of each making its own (issue 35). A route that comes to read another parameter must name it
 * here, or reads that differ by it would share an entry. The first pattern that matches wins.
 */
export const PUBLIC_READS: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/^\/api\/categories$/, []],
  [/^\/api\/categories\/[^/]+$/, []],
  [/^\/api\/filters$/, []],
  [/^\/api\/filters\/category\/[^/]+$/, []],
  [/^\/api\/filters\/[^/]+\/[^/]+$/, []],
  [/^\/api\/vendors$/, LIST_QUERY],
  [/^\/api\/vendors\/locations$/, ['category']],
  // A couple's saved vendors (issue 39): before the vendor page's pattern, which reads no parameter.
  [/^\/api\/vendors\/cards$/, ['ids']],
  [/^\/api\/vendors\/compare$/, ['ids', 'date']],
  [/^\/api\/vendors\/category\/[^/]+\/[^/]+$/, LIST_QUERY],
  [/^\/api\/vendors\/[^/]+\/reviews$/, ['page', 'limit', 'sort']],
  [/^\/api\/vendors\/[^/]+\/unavailable-dates$/, []],
  // 'Also ask similar vendors' (issue 39 §4): a page of the vendor's list under the list's three facts.
  [/^\/api\/vendors\/[^/]+\/similar$/, ['date', 'guests', 'maxPrice']],
  [/^\/api\/vendors\/[^/]+$/, []],
];

/** The query parameters the public read at `path` reads; null when `path` is no public read. */
export const publicReadQuery = (path: string): readonly string[] | null => {
  for (const [pattern, query] of PUBLIC_READS) if (pattern.test(path)) return query;
  return null;
};
