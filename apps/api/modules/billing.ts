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
import type { AppModule } from './module.ts';

/** Paid plans: upgrade requests and their review, cancelling, trial reminders and the end of cancelled plans. */
export const billingModule: AppModule = {
  bind(c, config) {
    c.bind(CheckUpgradeEligibility).toDynamicValue((ctx) => new CheckUpgradeEligibility(ctx.get(TOKENS.VendorRepository), ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.Clock)));
    c.bind(RequestUpgrade).toDynamicValue(
      (ctx) =>
        new RequestUpgrade(ctx.get(TOKENS.VendorRepository), ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.RateLimiter), ctx.get(TOKENS.IdGenerator), ctx.get(TOKENS.Clock), {
          adminEmails: config.adminEmails,
          requestsPerHour: config.upgradeRequestsPerHour,
        }),
    );
    c.bind(ApplyUpgrade).toDynamicValue((ctx) => new ApplyUpgrade(ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.IdGenerator), ctx.get(TOKENS.Clock)));
    c.bind(RejectUpgrade).toDynamicValue((ctx) => new RejectUpgrade(ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.IdGenerator), ctx.get(TOKENS.Clock)));
    c.bind(ListUpgradeRequests).toDynamicValue((ctx) => new ListUpgradeRequests(ctx.get(TOKENS.AdminReadRepository)));
    c.bind(CancelOwnPlan).toDynamicValue(
      (ctx) =>
        new CancelOwnPlan(ctx.get(TOKENS.VendorRepository), ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.IdGenerator), ctx.get(TOKENS.Clock), { adminEmails: config.adminEmails }),
    );
    c.bind(CancelSubscription).toDynamicValue((ctx) => new CancelSubscription(ctx.get(TOKENS.VendorRepository), ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.Clock)));
    c.bind(EndCancelledPlans).toDynamicValue((ctx) => new EndCancelledPlans(ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.IdGenerator), ctx.get(TOKENS.Clock)));
    c.bind(SendTrialReminders).toDynamicValue(
      (ctx) => new SendTrialReminders(ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.IdGenerator), ctx.get(TOKENS.Clock), ctx.get(TOKENS.Logger)),
    );
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
