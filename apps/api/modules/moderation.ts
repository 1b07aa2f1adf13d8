import type { Knex } from 'knex';
import { GetAdminStats, ListUpgradeRequests, RejectUpgrade } from '../../../application/admin/admin-overview.ts';
import { GrantClaim } from '../../../application/admin/contact-messages.ts';
import { ListAllFilters, ModerateFilter, SaveFilter } from '../../../application/admin/manage-filters.ts';
import {
  BulkApplyFilters,
  BulkClearFilters,
  CreateVendorAsAdmin,
  DeleteVendor,
  GetAdminVendor,
  ListAdminVendors,
  ToggleVendorFlag,
  UpdateVendorAsAdmin,
} from '../../../application/admin/manage-vendors.ts';
import { ApproveApplication, ListApplications, RejectApplication } from '../../../application/admin/moderate-applications.ts';
import { ListAdminReviews, ToggleReviewPublished } from '../../../application/admin/moderate-reviews.ts';
import { OwnerProvisioning } from '../../../application/identity/provision-vendor-owner.ts';
import { ApplyUpgrade, CancelSubscription } from '../../../application/subscriptions/upgrades.ts';
import type { AdminReadRepository } from '../../../application/ports/admin-repositories.ts';
import { KnexAdminReadRepository } from '../../../adapters/persistence/knex/repositories/knex-admin-read-repository.ts';
import { adminRoutes } from '../../../adapters/http/routes/admin.ts';
import { TOKENS } from '../tokens.ts';
import { mediaUrlOf, type AppModule } from './module.ts';

/**
 * The admin area (issue 6): the admin's own work on listings and SEO filters, and the one /admin router,
 * which also serves the admin use cases of the applications, reviews, contact and billing modules.
 */
export const moderationModule: AppModule = {
  bind(c) {
    c.bind<AdminReadRepository>(TOKENS.AdminReadRepository).toResolvedValue((knex: Knex) => new KnexAdminReadRepository(knex), [TOKENS.Knex]);
    c.bind(GetAdminStats).toDynamicValue((ctx) => new GetAdminStats(ctx.get(TOKENS.AdminReadRepository)));
    c.bind(ListAdminVendors).toDynamicValue((ctx) => new ListAdminVendors(ctx.get(TOKENS.AdminReadRepository), ctx.get(TOKENS.CategoryRepository)));
    c.bind(GetAdminVendor).toDynamicValue((ctx) => new GetAdminVendor(ctx.get(TOKENS.VendorRepository), ctx.get(TOKENS.AdminReadRepository)));
    c.bind(CreateVendorAsAdmin).toDynamicValue(
      (ctx) =>
        new CreateVendorAsAdmin(
          ctx.get(TOKENS.UnitOfWork),
          ctx.get(TOKENS.CategoryRepository),
          ctx.get(TOKENS.RichTextSanitizer),
          ctx.get(OwnerProvisioning),
          ctx.get(TOKENS.VendorRepository),
          ctx.get(TOKENS.AdminReadRepository),
          ctx.get(TOKENS.IdGenerator),
          ctx.get(TOKENS.Clock),
        ),
    );
    c.bind(UpdateVendorAsAdmin).toDynamicValue(
      (ctx) =>
        new UpdateVendorAsAdmin(
          ctx.get(TOKENS.VendorRepository),
          ctx.get(TOKENS.AdminReadRepository),
          ctx.get(TOKENS.CategoryRepository),
          ctx.get(TOKENS.RichTextSanitizer),
          ctx.get(TOKENS.UnitOfWork),
          ctx.get(TOKENS.Clock),
        ),
    );
    c.bind(DeleteVendor).toDynamicValue((ctx) => new DeleteVendor(ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.FileStorage), ctx.get(TOKENS.Logger), ctx.get(TOKENS.Clock)));
    c.bind(ToggleVendorFlag).toDynamicValue(
      (ctx) => new ToggleVendorFlag(ctx.get(TOKENS.VendorRepository), ctx.get(TOKENS.AdminReadRepository), ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.Clock)),
    );
    c.bind(BulkApplyFilters).toDynamicValue((ctx) => new BulkApplyFilters(ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.Clock)));
    c.bind(BulkClearFilters).toDynamicValue((ctx) => new BulkClearFilters(ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.Clock)));
    c.bind(ListAllFilters).toDynamicValue((ctx) => new ListAllFilters(ctx.get(TOKENS.FilterRepository)));
    c.bind(SaveFilter).toDynamicValue(
      (ctx) =>
        new SaveFilter(
          ctx.get(TOKENS.UnitOfWork),
          ctx.get(TOKENS.CategoryRepository),
          ctx.get(TOKENS.FilterRepository),
          ctx.get(TOKENS.RichTextSanitizer),
          ctx.get(TOKENS.IdGenerator),
          ctx.get(TOKENS.Clock),
        ),
    );
    c.bind(ModerateFilter).toDynamicValue((ctx) => new ModerateFilter(ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.FilterRepository), ctx.get(TOKENS.Clock)));
  },

  routes(c, config) {
    const admin = adminRoutes({
      getAdminStats: c.get(GetAdminStats),
      listApplications: c.get(ListApplications),
      approveApplication: c.get(ApproveApplication),
      rejectApplication: c.get(RejectApplication),
      listAdminVendors: c.get(ListAdminVendors),
      getAdminVendor: c.get(GetAdminVendor),
      createVendor: c.get(CreateVendorAsAdmin),
      updateVendor: c.get(UpdateVendorAsAdmin),
      deleteVendor: c.get(DeleteVendor),
      toggleVendorFlag: c.get(ToggleVendorFlag),
      cancelSubscription: c.get(CancelSubscription),
      listAllFilters: c.get(ListAllFilters),
      listReviews: c.get(ListAdminReviews),
      toggleReviewPublished: c.get(ToggleReviewPublished),
      grantClaim: c.get(GrantClaim),
      listUpgradeRequests: c.get(ListUpgradeRequests),
      applyUpgrade: c.get(ApplyUpgrade),
      rejectUpgrade: c.get(RejectUpgrade),
      mediaUrl: mediaUrlOf(c),
      publicBaseUrl: config.publicBaseUrl,
    });
    return [{ path: '/admin', routes: admin }];
  },
};

