import type { VendorListCriteria } from '../../domain/listings/vendor-list-query.ts';

/** A page of a search's matches (docs/adr/0021-search.md). */
export interface VendorSearchHits {
  /** The page's vendor ids, in the search's order: relevance, then rating, reviews and the day's rotation. */
  ids: string[];
  /** How many listed vendors match, counted up to SEARCH_RESULT_CAP. */
  total: number;
  /** True when more than `total` match: the count stopped at the cap ('1,000+ vendors'). */
  totalIsAtLeast: boolean;
}

/**
 * Full-text search of the listed vendors (issue 19). The database's own full-text index implements it today
 * (MySQL/MariaDB FULLTEXT, SQLite FTS5, in KnexVendorRepository); a dedicated search engine would implement
 * this port alone and the cards would still be read by id from the database (ADR 21).
 *
 * Only the SEARCH_RESULT_CAP most relevant matches are reachable: pages past them are empty.
 */
export interface VendorSearch {
  search(criteria: VendorListCriteria & { search: string }): Promise<VendorSearchHits>;
}
