import { shortlistLinkRoutes } from '../../../adapters/http/routes/shortlist-links.ts';
import type { AppModule } from './module.ts';

/**
 * Couples plan together (issue 39): the shortlist links. Their repository is a transactional one (the unit
 * of work's `shortlistLinks`), so nothing is bound here but the routes.
 */
export const couplesModule: AppModule = {
  bind() {},

  routes(_c, config, use) {
    return [{ path: '/', routes: shortlistLinkRoutes(use, { trustProxy: config.trustProxy }) }];
  },
};
