import type { Container } from 'inversify';
import type { Knex } from 'knex';
import { GetAdminStats, ListUpgradeRequests, RejectUpgrade } from '../../application/admin/admin-overview.ts';
import { GrantClaim, ListContactMessages, UpdateContactStatus } from '../../application/admin/contact-messages.ts';
import { ListAllFilters, ModerateFilter, SaveFilter } from '../../application/admin/manage-filters.ts';
import {
  BulkApplyFilters,
  BulkClearFilters,
  CreateVendorAsAdmin,
  DeleteVendor,
  GetAdminVendor,
  ListAdminVendors,
  ToggleVendorFlag,
  UpdateVendorAsAdmin,
} from '../../application/admin/manage-vendors.ts';
import { ApproveApplication, ListApplications, RejectApplication } from '../../application/admin/moderate-applications.ts';
import { ListAdminReviews, ToggleReviewPublished } from '../../application/admin/moderate-reviews.ts';
import type { AdminReadRepository } from '../../application/ports/admin-repositories.ts';
import { SubmitReview } from '../../application/reviews/submit-review.ts';
import { KnexAdminReadRepository } from '../../adapters/persistence/knex/repositories/knex-admin-read-repository.ts';
import { TOKENS } from './tokens.ts';

/** The admin area's use cases (issue 6) and the public review submission. */
export const bindAdmin = (c: Container): void => {
  c.bind<AdminReadRepository>(TOKENS.AdminReadRepository).toResolvedValue((knex: Knex) => new KnexAdminReadRepository(knex), [TOKENS.Knex]);
  const reads = () => c.get<AdminReadRepository>(TOKENS.AdminReadRepository);

  c.bind(TOKENS.GetAdminStats).toDynamicValue(() => new GetAdminStats(reads()));
  c.bind(TOKENS.ListApplications).toDynamicValue(() => new ListApplications(reads()));
  c.bind(TOKENS.ApproveApplication).toDynamicValue(
    (ctx) => new ApproveApplication(ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.ProvisionVendorOwner), ctx.get(TOKENS.IdGenerator), ctx.get(TOKENS.Clock), ctx.get(TOKENS.RichTextSanitizer)),
  );
  c.bind(TOKENS.RejectApplication).toDynamicValue((ctx) => new RejectApplication(ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.IdGenerator), ctx.get(TOKENS.Clock)));

  c.bind(TOKENS.ListAdminVendors).toDynamicValue((ctx) => new ListAdminVendors(reads(), ctx.get(TOKENS.CategoryRepository)));
  c.bind(TOKENS.GetAdminVendor).toDynamicValue((ctx) => new GetAdminVendor(ctx.get(TOKENS.VendorRepository), reads()));
  c.bind(TOKENS.CreateVendorAsAdmin).toDynamicValue(
    (ctx) =>
      new CreateVendorAsAdmin(
        ctx.get(TOKENS.UnitOfWork),
        ctx.get(TOKENS.CategoryRepository),
        ctx.get(TOKENS.RichTextSanitizer),
        ctx.get(TOKENS.ProvisionVendorOwner),
        ctx.get(TOKENS.GetAdminVendor),
        ctx.get(TOKENS.IdGenerator),
        ctx.get(TOKENS.Clock),
      ),
  );
  c.bind(TOKENS.UpdateVendorAsAdmin).toDynamicValue(
    (ctx) => new UpdateVendorAsAdmin(ctx.get(TOKENS.UpdateVendorProfile), ctx.get(TOKENS.GetAdminVendor), ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.Clock)),
  );
  c.bind(TOKENS.DeleteVendor).toDynamicValue((ctx) => new DeleteVendor(ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.FileStorage), ctx.get(TOKENS.Logger), ctx.get(TOKENS.Clock)));
  c.bind(TOKENS.ToggleVendorFlag).toDynamicValue(
    (ctx) => new ToggleVendorFlag(ctx.get(TOKENS.VendorRepository), ctx.get(TOKENS.GetAdminVendor), ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.Clock)),
  );
  c.bind(TOKENS.BulkApplyFilters).toDynamicValue((ctx) => new BulkApplyFilters(ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.Clock)));
  c.bind(TOKENS.BulkClearFilters).toDynamicValue((ctx) => new BulkClearFilters(ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.Clock)));

  c.bind(TOKENS.ListAllFilters).toDynamicValue((ctx) => new ListAllFilters(ctx.get(TOKENS.FilterRepository)));
  c.bind(TOKENS.SaveFilter).toDynamicValue(
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
  c.bind(TOKENS.ModerateFilter).toDynamicValue((ctx) => new ModerateFilter(ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.FilterRepository), ctx.get(TOKENS.Clock)));

  c.bind(TOKENS.ListAdminReviews).toDynamicValue(() => new ListAdminReviews(reads()));
  c.bind(TOKENS.ToggleReviewPublished).toDynamicValue((ctx) => new ToggleReviewPublished(ctx.get(TOKENS.UnitOfWork), reads(), ctx.get(TOKENS.Clock)));
  c.bind(TOKENS.SubmitReview).toDynamicValue(
    (ctx) => new SubmitReview(ctx.get(TOKENS.GetPublicVendor), ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.RateLimiter), ctx.get(TOKENS.IdGenerator), ctx.get(TOKENS.Clock)),
  );

  c.bind(TOKENS.ListContactMessages).toDynamicValue(() => new ListContactMessages(reads()));
  c.bind(TOKENS.UpdateContactStatus).toDynamicValue((ctx) => new UpdateContactStatus(ctx.get(TOKENS.UnitOfWork), reads(), ctx.get(TOKENS.Clock)));
  c.bind(TOKENS.GrantClaim).toDynamicValue((ctx) => new GrantClaim(ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.ProvisionVendorOwner), reads(), ctx.get(TOKENS.Clock)));

  c.bind(TOKENS.ListUpgradeRequests).toDynamicValue(() => new ListUpgradeRequests(reads()));
  c.bind(TOKENS.RejectUpgrade).toDynamicValue((ctx) => new RejectUpgrade(ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.IdGenerator), ctx.get(TOKENS.Clock)));
};
