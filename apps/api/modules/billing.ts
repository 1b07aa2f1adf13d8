import { upgradeRoutes } from '../../../adapters/http/routes/vendor-self-service.ts';
import { TOKENS } from '../tokens.ts';
import type { AppModule } from './module.ts';

/**
 * Paid plans: upgrade requests and their review, cancelling, trial reminders and the end of cancelled plans.
 * Its use cases keep their listings and subscriptions through the unit of work; the jobs run in the worker.
 */
export const billingModule: AppModule = {
  bind() {},

  routes(c, _config, use) {
    return [{ path: '/upgrades', routes: upgradeRoutes(use, { clock: c.get(TOKENS.Clock) }) }];
  },
};
