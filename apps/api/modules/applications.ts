import { ApproveApplication, ListApplications, RejectApplication } from '../../../application/admin/moderate-applications.ts';
import { SubmitApplication } from '../../../application/applications/submit-application.ts';
import { OwnerProvisioning } from '../../../application/identity/provision-vendor-owner.ts';
import { applicationRoutes } from '../../../adapters/http/routes/applications.ts';
import { TOKENS } from '../tokens.ts';
import { bindClass, type AppModule } from './module.ts';

/** A business applies for a listing; an admin approves or rejects it (the admin routes live under /admin). */
export const applicationsModule: AppModule = {
  bind(c, config) {
    c.bind(SubmitApplication).toDynamicValue(
      (ctx) =>
        new SubmitApplication(ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.CategoryRepository), ctx.get(TOKENS.RateLimiter), ctx.get(TOKENS.IdGenerator), ctx.get(TOKENS.Clock), {
          adminEmails: config.adminEmails,
        }),
    );
    bindClass(c, ListApplications, [TOKENS.AdminReadRepository]);
    bindClass(c, ApproveApplication, [TOKENS.UnitOfWork, OwnerProvisioning, TOKENS.IdGenerator, TOKENS.Clock, TOKENS.RichTextSanitizer]);
    bindClass(c, RejectApplication, [TOKENS.UnitOfWork, TOKENS.IdGenerator, TOKENS.Clock]);
  },

  routes(c, config) {
    return [{ path: '/applications', routes: applicationRoutes({ submitApplication: c.get(SubmitApplication), clock: c.get(TOKENS.Clock), trustProxy: config.trustProxy }) }];
  },
};
