import { z } from 'zod';
import { TIERS } from '../subscriptions/tiers.ts';
import { isoTime, namedRefSchema, okMessageSchema, okSchema, listPaginationSchema } from '../shared/answers.ts';
import { APPLICATION_STATUSES } from './application.ts';

/** POST /api/applications. */
export const applicationSubmittedAnswerSchema = okMessageSchema.extend({ applicationId: z.string() });
export type ApplicationSubmitted = z.infer<typeof applicationSubmittedAnswerSchema>;

/** SPEC.md §3 'Application (as moderated)', plus the tier, the card summary and the listing it created. */
export const moderatedApplicationSchema = z.object({
  _id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  subscriptionTier: z.enum(TIERS),
  businessName: z.string(),
  category: namedRefSchema.nullable(),
  ownerName: z.string(),
  email: z.string(),
  phone: z.string(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  socialMedia: z.object({ instagram: z.string().nullable(), facebook: z.string().nullable(), pinterest: z.string().nullable() }),
  location: z.object({ city: z.string(), county: z.string(), state: z.string(), zipCode: z.string().nullable() }),
  yearsInBusiness: z.number().nullable(),
  /** Venues and caterers: the guest capacity, or the most guests served (issue 36). */
  guestCapacity: z.number().nullable().optional(),
  /** Venues: the street address (issue 36). */
  streetAddress: z.string().nullable().optional(),
  /** The styles (SEO filters) the applicant picked, which approval gives the listing (issue 36). */
  filters: z.array(z.object({ _id: z.string(), name: z.string() })).optional(),
  isLicensed: z.boolean(),
  isInsured: z.boolean(),
  startingPrice: z.number().nullable(),
  priceRange: z.string().nullable(),
  additionalInfo: z.string().nullable(),
  /** The card summary of a paid tier (never the number or CVV). */
  card: z.object({ brand: z.string(), last4: z.string(), expMonth: z.number(), expYear: z.number(), cardholderName: z.string() }).nullable(),
  rejectionReason: z.string().nullable(),
  /** The listing created on approval. */
  vendor: z.object({ _id: z.string(), slug: z.string() }).nullable(),
  processedAt: isoTime.nullable(),
  createdAt: isoTime,
});
export type ModeratedApplicationDto = z.infer<typeof moderatedApplicationSchema>;

/** GET /api/admin/applications. */
export const applicationListAnswerSchema = okSchema.extend({ applications: z.array(moderatedApplicationSchema), pagination: listPaginationSchema });
/** PUT /api/admin/applications/{id}/approve: the listing it created. */
export const applicationApprovedAnswerSchema = okMessageSchema.extend({ vendor: namedRefSchema });
