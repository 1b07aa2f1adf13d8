import { z } from 'zod';
import { adminReviewAnswerSchema } from '../reviews/review-answers.ts';
import { adminVendorAnswerSchema, adminVendorRowAnswerSchema, reviewStatsAnswerSchema } from '../listings/vendor-answers.ts';
import { isoTime, listPaginationSchema, namedRefSchema, okMessageSchema, okSchema, vendorPaginationSchema } from '../shared/answers.ts';
import { TIERS } from '../subscriptions/tiers.ts';
import { UPGRADE_TIERS } from '../subscriptions/upgrade-request.ts';

/** GET /api/admin/stats: the dashboard's counts. */
export const adminStatsSchema = z.object({
  vendors: z.object({ total: z.number(), active: z.number(), featured: z.number(), verified: z.number(), inactive: z.number() }),
  applications: z.object({ total: z.number(), pending: z.number(), processed: z.number() }),
  reviews: z.object({ total: z.number(), published: z.number(), unpublished: z.number() }),
  upgradeRequests: z.object({ pending: z.number() }),
  contactMessages: z.object({ new: z.number(), claimsOpen: z.number() }),
});
export type AdminStatsDto = z.infer<typeof adminStatsSchema>;
export const adminStatsAnswerSchema = okSchema.extend({ stats: adminStatsSchema });

/** GET /api/admin/vendors. */
export const adminVendorListAnswerSchema = okSchema.extend({ vendors: z.array(adminVendorRowAnswerSchema), pagination: vendorPaginationSchema });
export type AdminVendorListAnswer = z.infer<typeof adminVendorListAnswerSchema>;
/** GET /api/admin/vendors/{id} and the flag toggles. */
export const adminVendorOneAnswerSchema = okSchema.extend({ vendor: adminVendorAnswerSchema });
/** POST /api/admin/vendors and PUT /api/admin/vendors/{id}. */
export const adminVendorSavedAnswerSchema = okMessageSchema.extend({ vendor: adminVendorAnswerSchema });
/** PUT /api/admin/vendors/{id}/cancel-subscription: back on the free tier. */
export const planEndedAnswerSchema = okMessageSchema.extend({ tier: z.enum(TIERS) });

/** GET /api/admin/reviews. */
export const adminReviewListAnswerSchema = okSchema.extend({ reviews: z.array(adminReviewAnswerSchema), pagination: listPaginationSchema });
/** PUT /api/admin/reviews/{id}/toggle-published: the review and the vendor's new stats. */
export const reviewToggledAnswerSchema = okMessageSchema.extend({ review: adminReviewAnswerSchema, vendorStats: reviewStatsAnswerSchema });

/** An upgrade request as the admin list shows it. */
export const adminUpgradeRequestSchema = z.object({
  _id: z.string(),
  vendor: namedRefSchema.nullable(),
  businessName: z.string(),
  email: z.string(),
  subscriptionTier: z.enum(UPGRADE_TIERS),
  status: z.enum(['pending', 'applied', 'rejected']),
  currentTier: z.enum(TIERS),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  createdAt: isoTime,
});
export type AdminUpgradeRequestDto = z.infer<typeof adminUpgradeRequestSchema>;
/** GET /api/admin/upgrades. */
export const upgradeRequestListAnswerSchema = okSchema.extend({ upgradeRequests: z.array(adminUpgradeRequestSchema) });
/** A plan a vendor cancelled, as the dashboard's 'Recent cancellations' lists it (issue 36). */
export const adminPlanCancellationSchema = z.object({
  _id: z.string(),
  vendor: namedRefSchema,
  tier: z.enum(UPGRADE_TIERS),
  cancelledAt: isoTime,
  /** When the plan stops (the end of its trial or billing period); the listing is on Standard from then. */
  endsAt: isoTime,
});
export type AdminPlanCancellationDto = z.infer<typeof adminPlanCancellationSchema>;
/** GET /api/admin/cancellations: the latest cancellations, newest first. */
export const planCancellationListAnswerSchema = okSchema.extend({ cancellations: z.array(adminPlanCancellationSchema) });
/** PUT /api/admin/upgrades/{id}/apply: the tier the listing is on now. */
export const upgradeAppliedAnswerSchema = okMessageSchema.extend({ tier: z.enum(TIERS) });
