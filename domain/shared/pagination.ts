import type { UnlistedFact } from '../listings/unlisted-facts.ts';

export interface Page<T> {
  items: T[];
  page: number;
  limit: number;
  total: number;
  /** True when the count stopped at a cap and more than `total` match (a search, ADR 21). */
  totalIsAtLeast?: boolean;
  /**
   * Under the 'Guests' or 'Budget' filters (issue 36): how many of `total` have not stated a fact asked about
   * (they come after those that fit), and what each of the page's such vendors has not stated, by id.
   */
  unlisted?: UnlistedPart;
}

/** A filtered page's vendors that have not stated a fact the filters ask about (Page.unlisted). */
export interface UnlistedPart {
  total: number;
  byId: Record<string, UnlistedFact[]>;
}

export interface PaginationInfo {
  page: number;
  limit: number;
  totalPages: number;
  /** SPEC.md §3 also names it `pages`. */
  pages: number;
  total: number;
  hasPrevPage: boolean;
  hasNextPage: boolean;
}

export const paginationOf = (page: number, limit: number, total: number): PaginationInfo => {
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return { page, limit, totalPages, pages: totalPages, total, hasPrevPage: page > 1, hasNextPage: page < totalPages };
};

export const offsetOf = (page: number, limit: number) => (page - 1) * limit;

/**
 * The page numbers to show with ellipses: the first, the last, and those within `radius` of the current
 * (SPEC.md §9, filter landing pages). `'…'` marks a gap.
 */
export const pageWindow = (current: number, totalPages: number, radius = 2): Array<number | '…'> => {
  const pages: Array<number | '…'> = [];
  let last = 0;
  for (let p = 1; p <= totalPages; p++) {
    if (p === 1 || p === totalPages || Math.abs(p - current) <= radius) {
      if (last && p - last > 1) pages.push('…');
      pages.push(p);
      last = p;
    }
  }
  return pages;
};
