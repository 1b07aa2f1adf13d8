import type { VendorSummary } from '../../domain/listings/vendor.ts';
import type { VendorListCriteria } from '../../domain/listings/vendor-list-query.ts';
import type { Page } from '../../domain/shared/pagination.ts';
import type { VendorRepository } from '../ports/vendor-repository.ts';
import type { VendorSearch } from '../ports/vendor-search.ts';

/**
 * The one place a list becomes a search (ADR 38): the search port finds the page's vendors and counts the
 * matches up to its cap; the cards are read by id. The Featured block of a search stays a list read.
 */
export const listOrSearch = async (vendors: VendorRepository, search: VendorSearch, criteria: VendorListCriteria): Promise<Page<VendorSummary>> => {
  if (criteria.search === undefined || criteria.block === 'featured') return vendors.listPublic(criteria);
  const hits = await search.search({ ...criteria, search: criteria.search });
  const items = await vendors.summariesByIds(hits.ids);
  return { items, page: criteria.page, limit: criteria.limit, total: hits.total, ...(hits.totalIsAtLeast ? { totalIsAtLeast: true } : {}), ...(hits.unlisted ? { unlisted: hits.unlisted } : {}) };
};
