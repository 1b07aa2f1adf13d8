import { reviewRequestRoutes } from '../../../adapters/http/routes/review-requests.ts';
import type { Clock } from '../../../application/ports/clock.ts';
import { TOKENS } from '../tokens.ts';
import type { AppModule } from './module.ts';

/**
 * Review requests (issue 40 §1): the vendor's 'Ask for a review' and the emailed link's pages. Their
 * repository is a transactional one (the unit of work's `reviewRequests`), so nothing is bound here but the routes.
 */
export const reviewRequestsModule: AppModule = {
  bind() {},

  routes(c, _config, use) {
    return [{ path: '/', routes: reviewRequestRoutes(use, c.get<Clock>(TOKENS.Clock)) }];
  },
};
