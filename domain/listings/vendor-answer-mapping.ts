import { formatLocation, type Vendor, type VendorFilterRef, type VendorImage, type VendorSummary } from './vendor.ts';
import { replyBadgeLabel } from '../inquiries/reply-time-badge.ts';
import type { Tier } from '../subscriptions/tiers.ts';
import type { AdminVendorRowDto, VendorDto, VendorFilterEntryDto, VendorImageDto, VendorLocationDto, VendorSummaryDto } from './vendor-answers.ts';

/**
 * A listing in its answers' shapes (the contract's VendorSummaryDto and VendorDto, vendor-answers.ts): built
 * once, here, for the HTTP answers and for the answer-shaped text the card read model stores (ADR 28).
 */

/** Where the browser loads a stored photo from, by its storage key. */
export type MediaUrl = (key: string) => string;

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

/** The filters a listing carries, as `{ filter: { … } }`. */
export const toFilterEntriesDto = (filters: readonly VendorFilterRef[]): VendorFilterEntryDto[] =>
  filters.map((f) => ({ filter: { _id: f.id, name: f.name, slug: f.slug, filterKey: f.filterKey, filterValue: f.filterValue } }));

const locationDto = (l: VendorSummary['location']): VendorLocationDto => ({
  city: l.city,
  county: l.county,
  state: l.state,
  region: l.region,
  zipCode: l.zipCode,
  formattedLocation: formatLocation(l),
});

/** A vendor card: what lists need, with only the primary image. */
export const toVendorSummaryDto = (v: VendorSummary, media: MediaUrl): VendorSummaryDto => ({
  _id: v.id,
  name: v.name,
  slug: v.slug,
  tagline: v.tagline,
  category: { _id: v.category.id, name: v.category.name, slug: v.category.slug },
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
});

/** The whole public listing (GET /api/vendors/{slugOrId}). Owner and internal fields stay out. */
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

/**
 * A part of an answer kept as JSON text (ADR 28): the stored card (`T` = VendorSummaryDto) or page
 * (`T` = VendorDto) of a vendor, in its answer's shape, with each photo's storage key where its URL goes.
 * The answers splice it as it is, after `withMediaUrls`: no parse, no mapping, no serialising per request.
 */
export type StoredAnswer<T> = string & { readonly __storedAnswerOf?: T };

/** The "URL" of a photo in a stored answer: its storage key, the media prefix added when it is sent. */
export const STORED_PHOTO_KEYS: MediaUrl = (key) => key;

export const storedCardOf = (v: VendorSummary): StoredAnswer<VendorSummaryDto> => JSON.stringify(toVendorSummaryDto(v, STORED_PHOTO_KEYS));
export const storedPageOf = (v: Vendor): StoredAnswer<VendorDto> => JSON.stringify(toVendorDto(v, STORED_PHOTO_KEYS));
/** What a row of the admin vendor table is made from: a card, what only admins see, the listing's filters. */
export interface AdminRowSource extends VendorSummary {
  email: string | null;
  phone: string | null;
  website: string | null;
  filters: VendorFilterRef[];
  subscriptionTier: Tier;
  planCancelAt: Date | null;
  ownerEmail: string | null;
  planStatus: AdminVendorRowDto['planStatus'];
  trialEndsAt: Date | null;
}

/** The part of an admin table row kept on the vendor's row (`admin_answer`, ADR 30): all but the plan and the owner, read by joins. */
export type StoredAdminRowDto = Omit<AdminVendorRowDto, JoinedAdminField>;
/** The fields of an admin table row read by the page's joins (the plan, the owner), not stored. */
type JoinedAdminField = 'subscriptionTier' | 'planCancelAt' | 'ownerEmail' | 'planStatus' | 'trialEndsAt';

const storedAdminRowDto = (v: Omit<AdminRowSource, JoinedAdminField>): StoredAdminRowDto => ({
  _id: v.id,
  name: v.name,
  slug: v.slug,
  category: { _id: v.category.id, name: v.category.name, slug: v.category.slug },
  location: locationDto(v.location),
  startingPrice: v.startingPrice,
  priceRange: v.priceRange,
  isFeatured: v.isFeatured,
  isVerified: v.isVerified,
  isActive: v.isActive,
  email: v.email,
  phone: v.phone,
  website: v.website,
  filters: toFilterEntriesDto(v.filters),
});

/** A row of the admin vendor table in its answer's shape. */
export const toAdminVendorRowDto = (v: AdminRowSource): AdminVendorRowDto =>
  Object.assign(storedAdminRowDto(v), {
    subscriptionTier: v.subscriptionTier,
    planCancelAt: v.planCancelAt ? v.planCancelAt.toISOString() : null,
    ownerEmail: v.ownerEmail,
    planStatus: v.planStatus,
    trialEndsAt: v.trialEndsAt ? v.trialEndsAt.toISOString() : null,
  });

/** The stored part of a listing's admin table row (`admin_answer`, ADR 30). */
export const storedAdminRowOf = (v: Vendor): StoredAnswer<StoredAdminRowDto> => JSON.stringify(storedAdminRowDto(v));
