import type { UnlistedPart } from '../../domain/shared/pagination.ts';
import type { VendorListCriteria } from '../../domain/listings/vendor-list-query.ts';

/** A page of a search's matches (docs/adr/0038-search-on-the-database-engine.md). */
export interface VendorSearchHits {
  /** The page's vendor ids, in the search's order: relevance, then rating and reviews. Their cards are read by id. */
  ids: string[];
  /** How many listed vendors match, counted up to SEARCH_RESULT_CAP. */
  total: number;
  /** True when more than `total` match: the count stopped at the cap ('1,000+ vendors'). */
  totalIsAtLeast: boolean;
  /** Under the 'Guests' or 'Budget' filters: the matches that have not stated a fact asked about (they come last). */
  unlisted?: UnlistedPart;
}

/**
 * Full-text search of the listed vendors (issue 19). The database's own full-text engine implements it (FTS5
 * on SQLite, InnoDB FULLTEXT on MySQL/MariaDB: KnexVendorSearch, ADR 38); a dedicated search engine would
 * implement this port alone, the cards still read by id from the database.
 *
 * Only the SEARCH_RESULT_CAP most relevant matches are reachable: pages past them are empty.
 */
export interface VendorSearch {
  search(criteria: VendorListCriteria & { search: string }): Promise<VendorSearchHits>;
}
