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
import { bindClass, mediaUrlOf, type AppModule } from './module.ts';

/**
 * The admin area (issue 6): the admin's own work on listings and SEO filters, and the one /admin router,
 * which also serves the admin use cases of the applications, reviews, contact and billing modules.
 */
export const moderationModule: AppModule = {
  bind(c) {
    c.bind<AdminReadRepository>(TOKENS.AdminReadRepository).toResolvedValue((knex: Knex) => new KnexAdminReadRepository(knex), [TOKENS.Knex]);
    bindClass(c, GetAdminStats, [TOKENS.AdminReadRepository]);
    bindClass(c, ListAdminVendors, [TOKENS.AdminReadRepository, TOKENS.CategoryRepository]);
    bindClass(c, GetAdminVendor, [TOKENS.VendorRepository, TOKENS.AdminReadRepository]);
    bindClass(c, CreateVendorAsAdmin, [TOKENS.UnitOfWork, TOKENS.CategoryRepository, TOKENS.RichTextSanitizer, OwnerProvisioning, TOKENS.VendorRepository, TOKENS.AdminReadRepository, TOKENS.IdGenerator, TOKENS.Clock]);
    bindClass(c, UpdateVendorAsAdmin, [TOKENS.VendorRepository, TOKENS.AdminReadRepository, TOKENS.CategoryRepository, TOKENS.RichTextSanitizer, TOKENS.UnitOfWork, TOKENS.Clock]);
    bindClass(c, DeleteVendor, [TOKENS.UnitOfWork, TOKENS.FileStorage, TOKENS.Logger, TOKENS.Clock]);
    bindClass(c, ToggleVendorFlag, [TOKENS.VendorRepository, TOKENS.AdminReadRepository, TOKENS.UnitOfWork, TOKENS.Clock]);
    bindClass(c, BulkApplyFilters, [TOKENS.UnitOfWork, TOKENS.Clock]);
    bindClass(c, BulkClearFilters, [TOKENS.UnitOfWork, TOKENS.Clock]);
    bindClass(c, ListAllFilters, [TOKENS.FilterRepository]);
    bindClass(c, SaveFilter, [TOKENS.UnitOfWork, TOKENS.CategoryRepository, TOKENS.FilterRepository, TOKENS.RichTextSanitizer, TOKENS.IdGenerator, TOKENS.Clock]);
    bindClass(c, ModerateFilter, [TOKENS.UnitOfWork, TOKENS.FilterRepository, TOKENS.Clock]);
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

