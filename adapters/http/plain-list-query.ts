import type { Context } from 'hono';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE, type VendorListQuery } from '../../domain/listings/vendor-list-query.ts';

const PAIR = /^(page|limit)=(\d{1,9})$/;

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max);

/**
 * The list query of a plain page (ADR 29): a query string of nothing, or of `page` and/or `limit` once each
 * as plain digits, gives what the list query schema (vendorListQuerySchemaAt) gives for it, without the
 * schema; any other query string gives undefined, and the schema reads it. (Digits only: no `%`, `+` or
 * empty value, which the schema's own reading decodes or trims.) plain-list-query.test.ts compares the two.
 */
export const plainListQueryOf = (search: string): VendorListQuery | undefined => {
  let page = 1;
  let limit = DEFAULT_PAGE_SIZE;
  if (search !== '') {
    const pairs = search.split('&');
    if (pairs.length > 2) return undefined;
    let seen = '';
    for (const pair of pairs) {
      const m = PAIR.exec(pair);
      if (!m || m[1] === seen) return undefined;
      seen = m[1]!;
      if (seen === 'page') page = Number(m[2]);
      else limit = Number(m[2]);
    }
  }
  return { page: clamp(page, 1, MAX_PAGE), limit: clamp(limit, 1, MAX_PAGE_SIZE), sortBy: 'reviews' };
};

/** The request's query string, without its `?` ('' for none). */
export const queryStringOf = (c: Context): string => {
  const url = c.req.url;
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at + 1);
};

/** The shortcut of `validateOr('query', listQuery, …)` for the list routes. */
export const plainListQuery = (c: Context): VendorListQuery | undefined => plainListQueryOf(queryStringOf(c));
