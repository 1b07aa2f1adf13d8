import type { VendorSummary } from '../../domain/listings/vendor.ts';
import type { VendorListCriteria } from '../../domain/listings/vendor-list-query.ts';

/** A page of a search's matches (docs/adr/0021-search.md, 0024-search-term-index.md). */
export interface VendorSearchHits {
  /** The page's vendor ids, in the search's order: relevance, then rating and reviews. */
  ids: string[];
  /**
   * The page's cards in the same order, when the adapter read them with the ids (the term index reads each
   * match's stored card in the same statement, ADR 24); otherwise they are read by id (a search engine).
   */
  items?: VendorSummary[];
  /** How many listed vendors match, counted up to SEARCH_RESULT_CAP. */
  total: number;
  /** True when more than `total` match: the count stopped at the cap ('1,000+ vendors'). */
  totalIsAtLeast: boolean;
}

/**
 * Full-text search of the listed vendors (issue 19). A term index kept on write implements it today, the same
 * on MySQL/MariaDB and SQLite (KnexVendorSearch, ADR 24); a dedicated search engine would implement this port
 * alone and the cards would still be read by id from the database (ADR 21).
 *
 * Only the SEARCH_RESULT_CAP most relevant matches are reachable: pages past them are empty.
 */
export interface VendorSearch {
  search(criteria: VendorListCriteria & { search: string }): Promise<VendorSearchHits>;
}
