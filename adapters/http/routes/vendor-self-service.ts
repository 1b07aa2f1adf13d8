import { Hono } from 'hono';
import { resolveAll, type UseCaseInstances, type UseCases } from '../../../application/wiring.ts';
import { z } from 'zod';
import { vendorProfileSchema } from '../../../domain/listings/vendor-profile.ts';
import { bulkApplyFiltersSchema, bulkClearFiltersSchema } from '../../../domain/listings/admin-vendor.ts';
import { DomainError } from '../../../domain/shared/domain-error.ts';
import { BulkApplyFilters, BulkClearFilters } from '../../../application/admin/manage-vendors.ts';
import { MAX_PHOTO_BYTES, PHOTO_ALT_TEXT_MAX, PHOTO_CAPTION_MAX } from '../../../domain/listings/photos.ts';
import { multiLine, oneLine } from '../../../domain/shared/text-fields.ts';
import type { Clock } from '../../../application/ports/clock.ts';
import { GetManagedVendor } from '../../../application/vendors/vendor-access.ts';
import { UpdateVendorProfile } from '../../../application/vendors/update-vendor-profile.ts';
import { SetVendorFilters } from '../../../application/vendors/vendor-filters.ts';
import { ConfirmPhotoUpload, ManageVendorPhotos, RequestPhotoUpload } from '../../../application/vendors/vendor-photos.ts';
import { CancelOwnPlan, CheckUpgradeEligibility, type EligibilityAnswer } from '../../../application/subscriptions/upgrades.ts';
import { formatPlanDate } from '../../../domain/subscriptions/subscription.ts';
import { TIER_PLANS } from '../../../domain/subscriptions/tiers.ts';
import { planCancelledSchema, upgradeEligibilitySchema, type UpgradeEligibility } from '../../../domain/subscriptions/upgrade-request.ts';
import { currentUser, requireUser, type AuthEnv } from '../auth.ts';
import { toImageDto, toVendorDto, type MediaUrl } from '../dto/vendor-dto.ts';
import { validate } from '../validation.ts';
import {
  filtersAppliedAnswerSchema,
  oneVendorAnswerSchema,
  photoConfirmedAnswerSchema,
  photoUpdatedAnswerSchema,
  photoUploadTicketSchema,
  vendorUpdatedAnswerSchema,
} from '../../../domain/listings/vendor-answers.ts';
import { okMessageSchema, okSchema } from '../../../domain/shared/answers.ts';
import { countOf } from '../../../domain/shared/plural.ts';
import { reply } from '../route-answers.ts';

/** The use cases these routes call, resolved by class (ADR 12). */
const VENDOR_SELF_SERVICE_USE_CASES = {
  getManagedVendor: GetManagedVendor,
  updateVendorProfile: UpdateVendorProfile,
  setVendorFilters: SetVendorFilters,
  requestPhotoUpload: RequestPhotoUpload,
  confirmPhotoUpload: ConfirmPhotoUpload,
  manageVendorPhotos: ManageVendorPhotos,
  bulkApplyFilters: BulkApplyFilters,
  bulkClearFilters: BulkClearFilters,
  cancelOwnPlan: CancelOwnPlan,
};

/** What these routes are given besides their use cases. */
export interface VendorSelfServiceOptions {
  mediaUrl: MediaUrl;
}

type VendorSelfServiceDeps = UseCaseInstances<typeof VENDOR_SELF_SERVICE_USE_CASES> & VendorSelfServiceOptions;

const id = z.string().min(1).max(191);
const idParam = z.object({ id });
const photoParam = z.object({ id, photoId: id });
const text = (max: number) => z.preprocess((v) => (typeof v === 'string' ? v.trim() || null : v), z.string('Must be text').max(max, `Must be at most ${max} characters`).nullable().optional());
const altText = oneLine('Alt text', text(PHOTO_ALT_TEXT_MAX));
const caption = multiLine('Caption', text(PHOTO_CAPTION_MAX));
const idList = (message: string) => z.array(id, message).max(500, 'At most 500 at a time');

const presignSchema = z.object({
  fileName: z.string('File name is required').min(1, 'File name is required').max(255, 'File name is too long'),
  fileType: z.string('Please select an image file').max(100),
  fileSize: z.number('File size is required').int().min(1, 'The file is empty').max(MAX_PHOTO_BYTES, `Photos can be at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB.`),
  altText,
  caption,
});
const confirmSchema = z.object({ imageId: id, s3Key: z.string().min(1).max(500), altText, caption });
const photoUpdateSchema = z.object({ altText, caption, isPrimary: z.boolean('Must be true or false').optional() });
const reorderSchema = z.object({ photoOrder: idList('photoOrder must be a list of photo ids').min(1, 'photoOrder must list the photos') });
const filterIdsSchema = z
  .object({
    vendorIds: idList('vendorIds must be a list of vendor ids').min(1, 'Please select vendors to apply filters to'),
    filterIds: idList('filterIds must be a list of filter ids').optional(),
    filters: z.unknown().optional(),
  })
  .transform((b, ctx) => {
    const ids = b.filterIds ?? b.filters;
    const parsed = idList('filters must be a list of filter ids').safeParse(ids ?? []);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', path: ['filterIds'], message: 'filterIds must be a list of filter ids' });
      return z.NEVER;
    }
    return { vendorIds: b.vendorIds, filterIds: parsed.data };
  });
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * PUT /vendors/apply-filters takes two forms (SPEC.md §7): a list of filter ids, which becomes exactly the
 * vendor's set (the dashboard, the admin edit modal); or, for admins' bulk apply, an object of filter key
 * to value, added to each selected vendor.
 */
const applyFiltersSchema = z.unknown().transform((body, ctx) => {
  const bulk = isPlainObject(body) && isPlainObject(body.filters);
  const parsed = bulk ? bulkApplyFiltersSchema.safeParse(body) : filterIdsSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path.map(String), message: issue.message });
    return z.NEVER;
  }
  return bulk ? { kind: 'bulk' as const, ...(parsed.data as z.output<typeof bulkApplyFiltersSchema>) } : { kind: 'ids' as const, ...(parsed.data as z.output<typeof filterIdsSchema>) };
});
const adminOnly = (user: { isAdmin: boolean }) => {
  if (!user.isAdmin) throw new DomainError('FORBIDDEN', "You don't have permission to access this page.");
};

/**
 * A vendor's own listing (SPEC.md §7 'Vendors and photos'): every route needs a signed-in user who owns
 * the listing (or an admin) — the use cases check it; a signed-in visitor reading someone else's listing
 * falls through to the public route.
 */
const vendorSelfServiceRoutesOf = (d: VendorSelfServiceDeps) =>
  new Hono<AuthEnv>()
    .get('/:id', async (c, next) => {
      const auth = c.get('auth');
      const key = c.req.param('id');
      if (!auth || key.length > 191) return next();
      const vendor = await d.getManagedVendor.execute(auth.user, key);
      if (!vendor) return next();
      c.header('Cache-Control', 'no-store');
      return reply(c, oneVendorAnswerSchema, { success: true, vendor: toVendorDto(vendor, d.mediaUrl) });
    })
    .put('/apply-filters', requireUser, validate('json', applyFiltersSchema), async (c) => {
      const body = c.req.valid('json');
      const user = currentUser(c);
      if (body.kind === 'bulk') adminOnly(user);
      const r = body.kind === 'bulk' ? await d.bulkApplyFilters.execute(body) : await d.setVendorFilters.execute(user, body.vendorIds, body.filterIds);
      return reply(c, filtersAppliedAnswerSchema, { success: true, message: `Filters applied to ${countOf(r.vendorsUpdated, 'vendor')} successfully!`, ...r });
    })
    .put('/clear-filters', requireUser, validate('json', bulkClearFiltersSchema), async (c) => {
      const { vendorIds, filterKeys } = c.req.valid('json');
      const user = currentUser(c);
      if (filterKeys) adminOnly(user);
      // Admins clear in bulk; a vendor clears their own listing's filters.
      const r = user.isAdmin ? await d.bulkClearFilters.execute(vendorIds, filterKeys) : await d.setVendorFilters.execute(user, vendorIds, []);
      return reply(c, filtersAppliedAnswerSchema, { success: true, message: `Filters cleared from ${countOf(r.vendorsUpdated, 'vendor')} successfully!`, ...r });
    })
    .post('/:id/subscription/cancel', requireUser, validate('param', idParam), async (c) => {
      const r = await d.cancelOwnPlan.execute(currentUser(c), c.req.valid('param').id);
      return reply(c, planCancelledSchema, {
        success: true,
        message: `Your ${TIER_PLANS[r.tier].name} plan is cancelled. It ends on ${formatPlanDate(r.endsAt)}; your listing stays and moves to the free Standard listing then.`,
        tier: r.tier,
        endsAt: r.endsAt.toISOString(),
      });
    })
    .put('/:id', requireUser, validate('param', idParam), validate('json', vendorProfileSchema), async (c) => {
      const vendor = await d.updateVendorProfile.execute(currentUser(c), c.req.valid('param').id, c.req.valid('json'));
      return reply(c, vendorUpdatedAnswerSchema, { success: true, message: 'Profile updated successfully!', vendor: toVendorDto(vendor, d.mediaUrl) });
    })
    .post('/:id/photos', requireUser, validate('param', idParam), validate('json', presignSchema), async (c) => {
      const r = await d.requestPhotoUpload.execute(currentUser(c), c.req.valid('param').id, c.req.valid('json'));
      return reply(c, photoUploadTicketSchema, { success: true, uploadUrl: r.uploadUrl, imageId: r.imageId, s3Key: r.s3Key, headers: r.headers, expiresAt: r.expiresAt.toISOString() }, 201);
    })
    .post('/:id/photos/confirm', requireUser, validate('param', idParam), validate('json', confirmSchema), async (c) => {
      const image = await d.confirmPhotoUpload.execute(currentUser(c), c.req.valid('param').id, c.req.valid('json'));
      return reply(c, photoConfirmedAnswerSchema, { success: true, message: 'Photo uploaded successfully!', image: toImageDto(image, d.mediaUrl) }, 201);
    })
    .put('/:id/photos/reorder', requireUser, validate('param', idParam), validate('json', reorderSchema), async (c) => {
      await d.manageVendorPhotos.reorder(currentUser(c), c.req.valid('param').id, c.req.valid('json').photoOrder);
      return reply(c, okSchema, { success: true });
    })
    .put('/:id/photos/:photoId', requireUser, validate('param', photoParam), validate('json', photoUpdateSchema), async (c) => {
      const { id: vendorId, photoId } = c.req.valid('param');
      const image = await d.manageVendorPhotos.update(currentUser(c), vendorId, photoId, c.req.valid('json'));
      return reply(c, photoUpdatedAnswerSchema, { success: true, image: toImageDto(image, d.mediaUrl) });
    })
    .delete('/:id/photos/:photoId', requireUser, validate('param', photoParam), async (c) => {
      const { id: vendorId, photoId } = c.req.valid('param');
      await d.manageVendorPhotos.remove(currentUser(c), vendorId, photoId);
      return reply(c, okMessageSchema, { success: true, message: 'Photo deleted successfully!' });
    });

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const toEligibilityDto = (a: EligibilityAnswer): UpgradeEligibility => ({
  success: true,
  currentTier: a.currentTier,
  pendingUpgrade: a.pendingUpgrade ? { tier: a.pendingUpgrade.tier, requestedAt: a.pendingUpgrade.requestedAt.toISOString() } : null,
  subscription: a.subscription
    ? { status: a.subscription.status, trialEndsAt: iso(a.subscription.trialEndsAt), currentPeriodEnd: a.subscription.currentPeriodEnd.toISOString(), cancelAt: iso(a.subscription.cancelAt) }
    : null,
});

/** The use cases these routes call, resolved by class (ADR 12). */
const UPGRADE_ROUTE_USE_CASES = {
  checkUpgradeEligibility: CheckUpgradeEligibility,
};

/** What these routes are given besides their use cases. */
export interface UpgradeRouteOptions {
  clock: Clock;
}

type UpgradeRouteDeps = UseCaseInstances<typeof UPGRADE_ROUTE_USE_CASES> & UpgradeRouteOptions;

/** GET /api/upgrades/check/{slug}: a signed-in vendor, for their own listing (POST /api/upgrades: plan-change.ts). */
const upgradeRoutesOf = (d: UpgradeRouteDeps) =>
  new Hono<AuthEnv>()
    .get('/check/:slug', requireUser, validate('param', z.object({ slug: id })), async (c) => {
      c.header('Cache-Control', 'no-store');
      return reply(c, upgradeEligibilitySchema, toEligibilityDto(await d.checkUpgradeEligibility.execute(currentUser(c), c.req.valid('param').slug)));
    });

/** The routes, given the use-case resolver and their options. */
export const vendorSelfServiceRoutes = (use: UseCases, options: VendorSelfServiceOptions) => vendorSelfServiceRoutesOf({ ...resolveAll(use, VENDOR_SELF_SERVICE_USE_CASES), ...options });

/** The routes, given the use-case resolver and their options. */
export const upgradeRoutes = (use: UseCases, options: UpgradeRouteOptions) => upgradeRoutesOf({ ...resolveAll(use, UPGRADE_ROUTE_USE_CASES), ...options });
