import type { PaginationInfo, UnlistedPart } from '../../../domain/shared/pagination.ts';
import type { VendorPagination } from '../../../domain/shared/answers.ts';

import { withMediaUrls, type StoredAnswer } from '../../../domain/listings/vendor-answer-mapping.ts';
import type { UnlistedAnswer, VendorPageAnswer, VendorSummaryDto } from '../../../domain/listings/vendor-answers.ts';
import type { FilterLandingAnswer } from '../../../domain/filters/filter-answers.ts';
import type { AnswerText } from '../route-answers.ts';

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

/**
 * The answers of the public reads that splice stored parts (ADR 28): each field in the answer schema's
 * order, the stored cards or page with their photos' URLs, the rest serialised here. The parts' types are
 * the schema's own (StoredAnswer<VendorSummaryDto>, StoredAnswer<VendorDto>), so the text is an answer of
 * the route's type; the HTTP tests check its bytes against the schema as for every answer.
 */
const cardsText = (cards: ReadonlyArray<StoredAnswer<VendorSummaryDto>>, mediaPrefix: string): string =>
  // One pass over the page's cards (a comma between two cards cannot make a photo field).
  `[${withMediaUrls(cards.join(','), mediaPrefix)}]`;

/** The page's vendors that have not stated a fact the filters ask about (issue 36), as the answers' `unlisted` field, or nothing. */
const unlistedText = (unlisted: UnlistedPart | undefined): string =>
  unlisted ? `,"unlisted":${JSON.stringify({ total: unlisted.total, vendors: unlisted.byId } satisfies UnlistedAnswer)}` : '';

/** GET /api/vendors. */
export const vendorPageAnswerText = (
  cards: ReadonlyArray<StoredAnswer<VendorSummaryDto>>,
  pagination: VendorPagination,
  mediaPrefix: string,
  unlisted?: UnlistedPart,
): AnswerText<VendorPageAnswer> => `{"success":true,"vendors":${cardsText(cards, mediaPrefix)},"pagination":${JSON.stringify(pagination)}${unlistedText(unlisted)}}`;

/**
 * GET /api/vendors/category/{category}/{filter}. The filter and the category come as their JSON text,
 * kept for the objects the repositories hold (heldAnswerText, ADR 29).
 */
export const filterLandingAnswerText = (
  cards: ReadonlyArray<StoredAnswer<VendorSummaryDto>>,
  rest: { pagination: FilterLandingAnswer['pagination']; filter: AnswerText<FilterLandingAnswer['filter']>; category: AnswerText<FilterLandingAnswer['category']>; unlisted?: UnlistedPart },
  mediaPrefix: string,
): AnswerText<FilterLandingAnswer> =>
  `{"success":true,"vendors":${cardsText(cards, mediaPrefix)},"pagination":${JSON.stringify(rest.pagination)}${unlistedText(rest.unlisted)},"filter":${rest.filter},"category":${rest.category}}`;
