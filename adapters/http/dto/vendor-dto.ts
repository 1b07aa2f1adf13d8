import type { PaginationInfo, UnlistedPart } from '../../../domain/shared/pagination.ts';
import type { VendorPagination } from '../../../domain/shared/answers.ts';

import type { UnlistedAnswer } from '../../../domain/listings/vendor-answers.ts';

export { toFilterEntriesDto, toImageDto, toVendorDto, toVendorSummaryDto, type MediaUrl } from '../../../domain/listings/vendor-answer-mapping.ts';

export const toPaginationDto = (p: PaginationInfo, totalIsAtLeast = false): VendorPagination => ({
  page: p.page,
  limit: p.limit,
  pages: p.pages,
  totalPages: p.totalPages,
  totalVendors: p.total,
  hasPrevPage: p.hasPrevPage,
  hasNextPage: p.hasNextPage,
  // A search's count that stopped at its cap (ADR 21): '1,000+ vendors'.
  ...(totalIsAtLeast ? { totalIsAtLeast: true as const } : {}),
});

/** The page's vendors that have not stated a fact the filters ask about (issue 36), as the answers' `unlisted` field, or nothing. */
export const unlistedDto = (unlisted: UnlistedPart | undefined): { unlisted?: UnlistedAnswer } => (unlisted ? { unlisted: { total: unlisted.total, vendors: unlisted.byId } } : {});
