import type { CardForm, CardIn } from '../../domain/listings/vendor-answer-mapping.ts';
import type { UnlistedPart } from '../../domain/shared/pagination.ts';
import type { VendorListCriteria } from '../../domain/listings/vendor-list-query.ts';

/** A page of a search's matches (docs/adr/0021-search.md, 0024-search-term-index.md). */
export interface VendorSearchHits<F extends CardForm = 'summary'> {
  /** The page's vendor ids, in the search's order: relevance, then rating and reviews. */
  ids: string[];
  /**
   * The page's cards in the same order, when the adapter read them with the ids (the term index reads each
   * match's stored card in the same statement, ADR 24); otherwise they are read by id (a search engine).
   */
  items?: Array<CardIn<F>>;
  /** How many listed vendors match, counted up to SEARCH_RESULT_CAP. */
  total: number;
  /** True when more than `total` match: the count stopped at the cap ('1,000+ vendors'). */
  totalIsAtLeast: boolean;
  /** Under the 'Guests' or 'Budget' filters: the matches that have not stated a fact asked about (they come last). */
  unlisted?: UnlistedPart;
}

/**
 * Full-text search of the listed vendors (issue 19). A term index kept on write implements it today, the same
 * on MySQL/MariaDB and SQLite (KnexVendorSearch, ADR 24); a dedicated search engine would implement this port
 * alone and the cards would still be read by id from the database (ADR 21).
 *
 * Only the SEARCH_RESULT_CAP most relevant matches are reachable: pages past them are empty.
 */
export interface VendorSearch {
  /** The page's matches; their cards, when read with them, in the form asked for (ADR 28). */
  search<F extends CardForm = 'summary'>(criteria: VendorListCriteria & { search: string }, form?: F): Promise<VendorSearchHits<F>>;
}
