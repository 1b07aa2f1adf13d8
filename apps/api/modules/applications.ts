import { ApproveApplication, ListApplications, RejectApplication } from '../../../application/admin/moderate-applications.ts';
import { SubmitApplication } from '../../../application/applications/submit-application.ts';
import { OwnerProvisioning } from '../../../application/identity/provision-vendor-owner.ts';
import { applicationRoutes } from '../../../adapters/http/routes/applications.ts';
import { TOKENS } from '../tokens.ts';
import type { AppModule } from './module.ts';

/** A business applies for a listing; an admin approves or rejects it (the admin routes live under /admin). */
export const applicationsModule: AppModule = {
  bind(c, config) {
    c.bind(SubmitApplication).toDynamicValue(
      (ctx) =>
        new SubmitApplication(ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.CategoryRepository), ctx.get(TOKENS.RateLimiter), ctx.get(TOKENS.IdGenerator), ctx.get(TOKENS.Clock), {
          adminEmails: config.adminEmails,
        }),
    );
    c.bind(ListApplications).toDynamicValue((ctx) => new ListApplications(ctx.get(TOKENS.AdminReadRepository)));
    c.bind(ApproveApplication).toDynamicValue(
      (ctx) => new ApproveApplication(ctx.get(TOKENS.UnitOfWork), ctx.get(OwnerProvisioning), ctx.get(TOKENS.IdGenerator), ctx.get(TOKENS.Clock), ctx.get(TOKENS.RichTextSanitizer)),
    );
    c.bind(RejectApplication).toDynamicValue((ctx) => new RejectApplication(ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.IdGenerator), ctx.get(TOKENS.Clock)));
  },

  routes(c, config) {
    return [{ path: '/applications', routes: applicationRoutes({ submitApplication: c.get(SubmitApplication), clock: c.get(TOKENS.Clock), trustProxy: config.trustProxy }) }];
  },
};
