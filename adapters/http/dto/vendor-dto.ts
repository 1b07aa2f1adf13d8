import type { PaginationInfo, UnlistedPart } from '../../../domain/shared/pagination.ts';
import type { NamedRef, VendorPagination } from '../../../domain/shared/answers.ts';
import type { UnlistedAnswer, VendorDto, VendorFilterEntryDto, VendorImageDto, VendorLocationDto, VendorSummaryDto } from '../../../domain/listings/vendor-answers.ts';
import { formatLocation, type Vendor, type VendorFilterRef, type VendorImage, type VendorSummary } from '../../../domain/listings/vendor.ts';
import { replyBadgeLabel } from '../../../domain/inquiries/reply-time-badge.ts';

/** Where the browser loads a stored photo from, by its storage key. */
export type MediaUrl = (key: string) => string;

export const toRefDto = (r: { id: string; name: string; slug: string }): NamedRef => ({ _id: r.id, name: r.name, slug: r.slug });

export const toImageDto = (i: VendorImage, media: MediaUrl): VendorImageDto => ({
  _id: i.id,
  url: media(i.storageKey),
  urls: { original: media(i.storageKey), medium: media(i.mediumKey ?? i.storageKey) },
  altText: i.altText,
  caption: i.caption,
  isPrimary: i.isPrimary,
  sortOrder: i.sortOrder,
  width: i.width,
  height: i.height,
});

export const toFilterEntriesDto = (filters: readonly VendorFilterRef[]): VendorFilterEntryDto[] =>
  filters.map((f) => ({ filter: { _id: f.id, name: f.name, slug: f.slug, filterKey: f.filterKey, filterValue: f.filterValue } }));

export const locationDto = (l: VendorSummary['location']): VendorLocationDto => ({ ...l, formattedLocation: formatLocation(l) });

export const toVendorSummaryDto = (v: VendorSummary, media: MediaUrl): VendorSummaryDto => ({
  _id: v.id,
  name: v.name,
  slug: v.slug,
  tagline: v.tagline,
  category: toRefDto(v.category),
  location: locationDto(v.location),
  startingPrice: v.startingPrice,
  priceRange: v.priceRange,
  isFeatured: v.isFeatured,
  isVerified: v.isVerified,
  premierPartner: v.premierPartner,
  reviewStats: v.reviewStats,
  images: v.primaryImage ? [toImageDto(v.primaryImage, media)] : [],
  tags: v.tags.map((t) => ({ _id: t.id, id: t.id, name: t.name })),
  replyTimeLabel: replyBadgeLabel(v.replyTimeHours),
  couplesChoiceYear: v.couplesChoiceYear,
});

export const toVendorDto = (v: Vendor, media: MediaUrl): VendorDto => ({
  ...toVendorSummaryDto(v, media),
  email: v.email,
  phone: v.phone,
  website: v.website,
  description: v.description,
  pricingNotes: v.pricingNotes,
  isActive: v.isActive,
  socialMedia: v.socialMedia,
  attributes: v.attributes,
  yearEstablished: v.yearEstablished,
  streetAddress: v.streetAddress ?? null,
  isLicensed: v.isLicensed,
  isInsured: v.isInsured,
  images: v.images.map((i) => toImageDto(i, media)),
  filters: toFilterEntriesDto(v.filters),
  createdAt: v.createdAt.toISOString(),
  updatedAt: v.updatedAt.toISOString(),
});

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
