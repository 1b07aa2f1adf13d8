import { Hono } from 'hono';
import { resolveAll, type UseCaseInstances, type UseCases } from '../../../application/wiring.ts';
import { z } from 'zod';
import {
  applicationListQuerySchema,
  grantClaimSchema,
  rejectApplicationSchema,
  reviewListQuerySchema,
  upgradeListQuerySchema,
} from '../../../domain/admin/moderation.ts';
import { adminVendorCreateSchema, adminVendorQuerySchema, adminVendorUpdateSchema } from '../../../domain/listings/admin-vendor.ts';
import { paginationOf } from '../../../domain/shared/pagination.ts';
import { GetAdminStats, ListRecentCancellations, ListUpgradeRequests, RejectUpgrade } from '../../../application/admin/admin-overview.ts';
import { GrantClaim } from '../../../application/admin/contact-messages.ts';
import { ListAllFilters } from '../../../application/admin/manage-filters.ts';
import { CreateVendorAsAdmin, DeleteVendor, GetAdminVendor, ListAdminVendors, ToggleVendorFlag, UpdateVendorAsAdmin } from '../../../application/admin/manage-vendors.ts';
import { ApproveApplication, ListApplications, RejectApplication } from '../../../application/admin/moderate-applications.ts';
import { ListAdminReviews, ToggleReviewPublished } from '../../../application/admin/moderate-reviews.ts';
import { ApplyUpgrade, CancelSubscription } from '../../../application/subscriptions/upgrades.ts';
import { currentUser, requireAdmin, type AuthEnv } from '../auth.ts';
import {
  toAdminContactDto,
  toAdminReviewDto,
  toAdminVendorDto,
  toAdminVendorRowDto,
  toApplicationDto,
  toListPaginationDto,
  toPlanCancellationDto,
  toUpgradeRequestDto,
} from '../dto/admin-dto.ts';
import { toFilterDto } from '../dto/filter-dto.ts';
import { toPaginationDto, type MediaUrl } from '../dto/vendor-dto.ts';
import { setResponseHeader } from '../response-cache.ts';
import { validate } from '../validation.ts';
import { TIER_PLANS } from '../../../domain/subscriptions/tiers.ts';
import {
  adminReviewListAnswerSchema,
  adminStatsAnswerSchema,
  adminVendorListAnswerSchema,
  adminVendorOneAnswerSchema,
  adminVendorSavedAnswerSchema,
  planCancellationListAnswerSchema,
  planEndedAnswerSchema,
  reviewToggledAnswerSchema,
  upgradeAppliedAnswerSchema,
  upgradeRequestListAnswerSchema,
} from '../../../domain/admin/admin-answers.ts';
import { applicationApprovedAnswerSchema, applicationListAnswerSchema } from '../../../domain/applications/application-answers.ts';
import { contactMessageUpdatedAnswerSchema } from '../../../domain/contact/contact-answers.ts';
import { adminFiltersAnswerSchema } from '../../../domain/filters/filter-answers.ts';
import { okMessageSchema } from '../../../domain/shared/answers.ts';
import { reply } from '../route-answers.ts';

/** The use cases these routes call, resolved by class (ADR 12). */
const ADMIN_ROUTE_USE_CASES = {
  getAdminStats: GetAdminStats,
  listApplications: ListApplications,
  approveApplication: ApproveApplication,
  rejectApplication: RejectApplication,
  listAdminVendors: ListAdminVendors,
  getAdminVendor: GetAdminVendor,
  createVendor: CreateVendorAsAdmin,
  updateVendor: UpdateVendorAsAdmin,
  deleteVendor: DeleteVendor,
  toggleVendorFlag: ToggleVendorFlag,
  cancelSubscription: CancelSubscription,
  listAllFilters: ListAllFilters,
  listReviews: ListAdminReviews,
  toggleReviewPublished: ToggleReviewPublished,
  grantClaim: GrantClaim,
  listUpgradeRequests: ListUpgradeRequests,
  applyUpgrade: ApplyUpgrade,
  rejectUpgrade: RejectUpgrade,
  listRecentCancellations: ListRecentCancellations,
};

/** What these routes are given besides their use cases. */
export interface AdminRouteOptions {
  mediaUrl: MediaUrl;
  publicBaseUrl: string;
}

type AdminRouteDeps = UseCaseInstances<typeof ADMIN_ROUTE_USE_CASES> & AdminRouteOptions;

const idParam = z.object({ id: z.string().min(1).max(191) });
const toggleParam = idParam.extend({ toggle: z.enum(['toggle-status', 'toggle-featured', 'toggle-verified']) });

/** /api/admin/*: every route needs an administrator (401 without a session, 403 for anyone else). */
const adminRoutesOf = (d: AdminRouteDeps) =>
  new Hono<AuthEnv>()
    .use('*', requireAdmin, async (c, next) => {
      await next();
      setResponseHeader(c, 'Cache-Control', 'no-store');
    })
    .get('/stats', async (c) => reply(c, adminStatsAnswerSchema, { success: true, stats: await d.getAdminStats.execute() }))

    // Applications
    .get('/applications', validate('query', applicationListQuerySchema), async (c) => {
      const q = c.req.valid('query');
      const page = await d.listApplications.execute(q);
      return reply(c, applicationListAnswerSchema, { success: true, applications: page.items.map(toApplicationDto), pagination: toListPaginationDto(paginationOf(page.page, page.limit, page.total)) });
    })
    .put('/applications/:id/approve', validate('param', idParam), async (c) => {
      const vendor = await d.approveApplication.execute(currentUser(c), c.req.valid('param').id);
      return reply(c, applicationApprovedAnswerSchema, { success: true, message: `Application approved: ${vendor.name} is now listed.`, vendor: { _id: vendor.id, slug: vendor.slug, name: vendor.name } });
    })
    .put('/applications/:id/reject', validate('param', idParam), validate('json', rejectApplicationSchema), async (c) => {
      const { id } = c.req.valid('param');
      await d.rejectApplication.execute(currentUser(c), id, c.req.valid('json').reason);
      return reply(c, okMessageSchema, { success: true, message: 'Application rejected.' });
    })

    // Vendors
    .get('/vendors', validate('query', adminVendorQuerySchema), async (c) => {
      const page = await d.listAdminVendors.execute(c.req.valid('query'));
      const pagination = toPaginationDto(paginationOf(page.page, page.limit, page.total));
      return reply(c, adminVendorListAnswerSchema, { success: true, vendors: page.items.map(toAdminVendorRowDto), pagination });
    })
    .post('/vendors', validate('json', adminVendorCreateSchema), async (c) => {
      const vendor = await d.createVendor.execute(c.req.valid('json'));
      return reply(c, adminVendorSavedAnswerSchema, { success: true, message: 'Vendor created successfully!', vendor: toAdminVendorDto(vendor, d.mediaUrl) }, 201);
    })
    .get('/vendors/:id', validate('param', idParam), async (c) => {
      return reply(c, adminVendorOneAnswerSchema, { success: true, vendor: toAdminVendorDto(await d.getAdminVendor.execute(c.req.valid('param').id), d.mediaUrl) });
    })
    .put('/vendors/:id', validate('param', idParam), validate('json', adminVendorUpdateSchema), async (c) => {
      const vendor = await d.updateVendor.execute(currentUser(c), c.req.valid('param').id, c.req.valid('json'));
      return reply(c, adminVendorSavedAnswerSchema, { success: true, message: 'Vendor updated successfully!', vendor: toAdminVendorDto(vendor, d.mediaUrl) });
    })
    .delete('/vendors/:id', validate('param', idParam), async (c) => {
      const { name } = await d.deleteVendor.execute(c.req.valid('param').id);
      return reply(c, okMessageSchema, { success: true, message: `${name} was deleted.` });
    })
    .put('/vendors/:id/cancel-subscription', validate('param', idParam), async (c) => {
      const r = await d.cancelSubscription.execute(currentUser(c), c.req.valid('param').id);
      return reply(c, planEndedAnswerSchema, { success: true, message: `The listing is back on the ${TIER_PLANS[r.tier].name} plan.`, tier: r.tier });
    })
    .put('/vendors/:id/:toggle', validate('param', toggleParam), async (c) => {
      const { id, toggle } = c.req.valid('param');
      return reply(c, adminVendorOneAnswerSchema, { success: true, vendor: toAdminVendorDto(await d.toggleVendorFlag.execute(id, toggle), d.mediaUrl) });
    })

    // SEO filters (writes live at /api/filters, as SPEC.md §7 names them)
    .get('/filters', async (c) => {
      const filters = await d.listAllFilters.execute();
      return reply(c, adminFiltersAnswerSchema, { success: true, filters: filters.map(toFilterDto), publicBaseUrl: d.publicBaseUrl });
    })

    // Reviews
    .get('/reviews', validate('query', reviewListQuerySchema), async (c) => {
      const page = await d.listReviews.execute(c.req.valid('query'));
      return reply(c, adminReviewListAnswerSchema, { success: true, reviews: page.items.map((r) => toAdminReviewDto(r, d.mediaUrl)), pagination: toListPaginationDto(paginationOf(page.page, page.limit, page.total)) });
    })
    .put('/reviews/:id/toggle-published', validate('param', idParam), async (c) => {
      const r = await d.toggleReviewPublished.execute(c.req.valid('param').id);
      return reply(c, reviewToggledAnswerSchema, { success: true, message: r.review.isPublished ? 'Review published.' : 'Review unpublished.', review: toAdminReviewDto(r.review, d.mediaUrl), vendorStats: r.vendorStats });
    })

    // Claims
    .put('/claims/:id/grant', validate('param', idParam), validate('json', grantClaimSchema), async (c) => {
      const message = await d.grantClaim.execute(currentUser(c), c.req.valid('param').id, c.req.valid('json').vendorId);
      return reply(c, contactMessageUpdatedAnswerSchema, {
          success: true,
          message: `Claim granted: ${message.email} now manages ${message.vendor?.name ?? 'the listing'} and was emailed a login link.`,
          contactMessage: toAdminContactDto(message),
        });
    })

    // Upgrade requests
    .get('/upgrades', validate('query', upgradeListQuerySchema), async (c) => {
      const requests = await d.listUpgradeRequests.execute(c.req.valid('query').status);
      return reply(c, upgradeRequestListAnswerSchema, { success: true, upgradeRequests: requests.map(toUpgradeRequestDto) });
    })
    .put('/upgrades/:id/apply', validate('param', idParam), async (c) => {
      const r = await d.applyUpgrade.execute(c.req.valid('param').id);
      return reply(c, upgradeAppliedAnswerSchema, { success: true, message: `Upgrade applied: the listing is on ${TIER_PLANS[r.tier].name} with its free trial.`, tier: r.tier });
    })
    .put('/upgrades/:id/reject', validate('param', idParam), async (c) => {
      await d.rejectUpgrade.execute(c.req.valid('param').id);
      return reply(c, okMessageSchema, { success: true, message: 'Upgrade request declined.' });
    })

    // Plans vendors cancelled ('Recent cancellations' on the dashboard, issue 36)
    .get('/cancellations', async (c) => {
      const cancellations = await d.listRecentCancellations.execute();
      return reply(c, planCancellationListAnswerSchema, { success: true, cancellations: cancellations.map(toPlanCancellationDto) });
    });

/** The routes, given the use-case resolver and their options. */
export const adminRoutes = (use: UseCases, options: AdminRouteOptions) => adminRoutesOf({ ...resolveAll(use, ADMIN_ROUTE_USE_CASES), ...options });
