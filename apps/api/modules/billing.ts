import { ListUpgradeRequests, RejectUpgrade } from '../../../application/admin/admin-overview.ts';
import { SendTrialReminders } from '../../../application/subscriptions/send-trial-reminders.ts';
import {
  ApplyUpgrade,
  CancelOwnPlan,
  CancelSubscription,
  CheckUpgradeEligibility,
  EndCancelledPlans,
  RequestUpgrade,
} from '../../../application/subscriptions/upgrades.ts';
import { upgradeRoutes } from '../../../adapters/http/routes/vendor-self-service.ts';
import { TOKENS } from '../tokens.ts';
import { bindClass, type AppModule } from './module.ts';

/** Paid plans: upgrade requests and their review, cancelling, trial reminders and the end of cancelled plans. */
export const billingModule: AppModule = {
  bind(c, config) {
    bindClass(c, CheckUpgradeEligibility, [TOKENS.VendorRepository, TOKENS.UnitOfWork, TOKENS.Clock]);
    c.bind(RequestUpgrade).toDynamicValue(
      (ctx) =>
        new RequestUpgrade(ctx.get(TOKENS.VendorRepository), ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.RateLimiter), ctx.get(TOKENS.IdGenerator), ctx.get(TOKENS.Clock), {
          adminEmails: config.adminEmails,
          requestsPerHour: config.upgradeRequestsPerHour,
        }),
    );
    bindClass(c, ApplyUpgrade, [TOKENS.UnitOfWork, TOKENS.IdGenerator, TOKENS.Clock]);
    bindClass(c, RejectUpgrade, [TOKENS.UnitOfWork, TOKENS.IdGenerator, TOKENS.Clock]);
    bindClass(c, ListUpgradeRequests, [TOKENS.AdminReadRepository]);
    c.bind(CancelOwnPlan).toDynamicValue(
      (ctx) =>
        new CancelOwnPlan(ctx.get(TOKENS.VendorRepository), ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.IdGenerator), ctx.get(TOKENS.Clock), { adminEmails: config.adminEmails }),
    );
    bindClass(c, CancelSubscription, [TOKENS.VendorRepository, TOKENS.UnitOfWork, TOKENS.Clock]);
    bindClass(c, EndCancelledPlans, [TOKENS.UnitOfWork, TOKENS.IdGenerator, TOKENS.Clock]);
    bindClass(c, SendTrialReminders, [TOKENS.UnitOfWork, TOKENS.IdGenerator, TOKENS.Clock, TOKENS.Logger]);
  },

  routes(c) {
    return [
      {
        path: '/upgrades',
        routes: upgradeRoutes({ requestUpgrade: c.get(RequestUpgrade), checkUpgradeEligibility: c.get(CheckUpgradeEligibility), clock: c.get(TOKENS.Clock) }),
      },
    ];
  },
};
