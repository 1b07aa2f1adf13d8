import { z } from 'zod';
import { TIERS } from '../subscriptions/tiers.ts';
import { isoTime, namedRefSchema, okMessageSchema, okSchema, vendorPaginationSchema } from '../shared/answers.ts';
import { PRICE_RANGES } from './vendor.ts';
import { UNLISTED_FACTS } from './unlisted-facts.ts';

/** A photo: the original and a medium rendition (both URLs), in gallery order. */
const vendorImageAnswerSchema = z.object({
  _id: z.string(),
  url: z.string(),
  urls: z.object({ original: z.string(), medium: z.string() }),
  altText: z.string().nullable(),
  caption: z.string().nullable(),
  isPrimary: z.boolean(),
  sortOrder: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
export type VendorImageDto = z.infer<typeof vendorImageAnswerSchema>;

const vendorLocationAnswerSchema = z.object({
  city: z.string(),
  county: z.string(),
  state: z.string(),
  region: z.string().nullable(),
  zipCode: z.string().nullable(),
  formattedLocation: z.string(),
});
export type VendorLocationDto = z.infer<typeof vendorLocationAnswerSchema>;

/** `id` repeats `_id` (older clients read it); readers should use `_id`. */
const vendorTagAnswerSchema = z.object({ _id: z.string(), id: z.string().optional(), name: z.string() });
export type VendorTagDto = z.infer<typeof vendorTagAnswerSchema>;

export const reviewStatsAnswerSchema = z.object({ averageRating: z.number(), totalReviews: z.number() });
export type VendorReviewStatsDto = z.infer<typeof reviewStatsAnswerSchema>;

/** A filter the listing carries, as `{ filter: { … } }`. */
const vendorFilterEntrySchema = z.object({
  filter: namedRefSchema.extend({ filterKey: z.string(), filterValue: z.string() }),
});
export type VendorFilterEntryDto = z.infer<typeof vendorFilterEntrySchema>;

const vendorSocialMediaSchema = z.object({
  instagram: z.string().nullable(),
  facebook: z.string().nullable(),
  pinterest: z.string().nullable(),
  tiktok: z.string().nullable(),
});
export type VendorSocialMediaDto = z.infer<typeof vendorSocialMediaSchema>;

/** A vendor card: what lists need, with only the primary image (or none). */
export const vendorSummaryAnswerSchema = namedRefSchema.extend({
  tagline: z.string().nullable(),
  category: namedRefSchema,
  location: vendorLocationAnswerSchema,
  startingPrice: z.number().nullable(),
  priceRange: z.enum(PRICE_RANGES),
  isFeatured: z.boolean(),
  isVerified: z.boolean(),
  premierPartner: z.boolean(),
  reviewStats: reviewStatsAnswerSchema,
  images: z.array(vendorImageAnswerSchema),
  tags: z.array(vendorTagAnswerSchema),
  /** 'Usually replies within 3 hours' (domain/inquiries/reply-time-badge.ts), null when the vendor has no badge. */
  replyTimeLabel: z.string().nullable(),
  /** The year of the vendor's 'Couples' Choice' award while it is shown (domain/reviews/awards.ts), null for none. */
  couplesChoiceYear: z.number().int().nullable().optional(),
});
export type VendorSummaryDto = z.infer<typeof vendorSummaryAnswerSchema>;

/** The whole public listing (GET /api/vendors/{slugOrId}), every photo in `images`. Owner and internal fields stay out. */
const vendorAnswerSchema = vendorSummaryAnswerSchema.extend({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  /** HTML (rich text). */
  description: z.string().nullable(),
  /** HTML (rich text). */
  pricingNotes: z.string().nullable(),
  isActive: z.boolean(),
  socialMedia: vendorSocialMediaSchema,
  attributes: z.object({ capacity: z.number().nullable(), style: z.union([z.string(), z.array(z.string())]).nullable(), specialties: z.array(z.string()) }),
  yearEstablished: z.number().nullable(),
  /** Venues: the street address, shown on the location card above the city (issue 36). */
  streetAddress: z.string().nullable(),
  isLicensed: z.boolean(),
  isInsured: z.boolean(),
  filters: z.array(vendorFilterEntrySchema),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type VendorDto = z.infer<typeof vendorAnswerSchema>;

/** The plan's facts the owner and the admins see of a listing. */
const planFacts = {
  subscriptionTier: z.enum(TIERS),
  /** When the vendor's own cancel ends the paid plan (ISO), null when none is pending. */
  planCancelAt: isoTime.nullable(),
  ownerEmail: z.string().nullable(),
};

/** The owner's (or an admin's) view of a listing: the public one, possibly inactive, with the plan's facts. */
export const adminVendorAnswerSchema = vendorAnswerSchema.extend(planFacts);
export type AdminVendorDto = z.infer<typeof adminVendorAnswerSchema>;

/**
 * A row of the admin vendor table (SPEC.md §2): what the table, its bulk bar and its claim panel show of the
 * listing, its contact, flags, plan, owner and filters — not the public card's photo, tags or reviews.
 */
export const adminVendorRowAnswerSchema = vendorAnswerSchema
  .pick({ _id: true, name: true, slug: true, category: true, location: true, startingPrice: true, priceRange: true, isFeatured: true, isVerified: true, isActive: true, email: true, phone: true, website: true, filters: true })
  .extend({
    ...planFacts,
    /** The plan's state and its trial's end, for the billing status column (issue 37 §7). */
    planStatus: z.enum(['none', 'trialing', 'active', 'past_due', 'cancelled']),
    trialEndsAt: isoTime.nullable(),
  });
export type AdminVendorRowDto = z.infer<typeof adminVendorRowAnswerSchema>;

/**
 * Under the 'Guests' or 'Budget' filters (issue 36): how many of the list's vendors have not stated a fact the
 * filters ask about (they follow those that fit: `totalVendors` counts both), and what each of the page's such
 * vendors has not stated ('capacity', 'price'), by vendor id. Absent without those filters.
 */
export const unlistedAnswerSchema = z.object({ total: z.number(), vendors: z.record(z.string(), z.array(z.enum(UNLISTED_FACTS))) });
export type UnlistedAnswer = z.infer<typeof unlistedAnswerSchema>;

/** GET /api/vendors. */
export const vendorPageAnswerSchema = okSchema.extend({ vendors: z.array(vendorSummaryAnswerSchema), pagination: vendorPaginationSchema, unlisted: unlistedAnswerSchema.optional() });
export type VendorPageAnswer = z.infer<typeof vendorPageAnswerSchema>;

/** GET /api/vendors/locations. */
const cityCountSchema = z.object({ city: z.string(), vendorCount: z.number() });
export type CityCount = z.infer<typeof cityCountSchema>;
export const vendorCitiesAnswerSchema = okSchema.extend({ locations: z.array(cityCountSchema) });

/** GET /api/vendors/{slugOrId}: the public listing (also the owner's, then possibly inactive). */
export const oneVendorAnswerSchema = okSchema.extend({ vendor: vendorAnswerSchema });
export type OneVendorAnswer = z.infer<typeof oneVendorAnswerSchema>;
/** PUT /api/vendors/{id}. */
export const vendorUpdatedAnswerSchema = okMessageSchema.extend({ vendor: vendorAnswerSchema });

/** POST /api/vendors/{id}/photos: where to PUT the file, with exactly which headers. */
export const photoUploadTicketSchema = okSchema.extend({
  uploadUrl: z.string(),
  imageId: z.string(),
  s3Key: z.string(),
  headers: z.record(z.string(), z.string()),
  expiresAt: isoTime,
});
export type PhotoUploadTicket = z.infer<typeof photoUploadTicketSchema>;
/** POST /api/vendors/{id}/photos/confirm. */
export const photoConfirmedAnswerSchema = okMessageSchema.extend({ image: vendorImageAnswerSchema });
/** PUT /api/vendors/{id}/photos/{photoId}. */
export const photoUpdatedAnswerSchema = okSchema.extend({ image: vendorImageAnswerSchema });

/** PUT /api/vendors/apply-filters and /clear-filters (an admin's bulk apply also counts the skipped ones). */
export const filtersAppliedAnswerSchema = okMessageSchema.extend({ vendorsUpdated: z.number(), vendorsSkipped: z.number().optional() });

/** PUT /api/uploads/{key} (the local storage profile's signed upload): the bytes are stored. */
export const photoBytesStoredAnswerSchema = okSchema.extend({ key: z.string(), size: z.number() });
