import { applicationRoutes } from '../../../adapters/http/routes/applications.ts';
import { TOKENS } from '../tokens.ts';
import type { AppModule } from './module.ts';

/** A business applies for a listing; an admin approves or rejects it (the admin routes live under /admin). */
export const applicationsModule: AppModule = {
  bind() {},

  routes(c, config, use) {
    return [{ path: '/applications', routes: applicationRoutes(use, { clock: c.get(TOKENS.Clock), trustProxy: config.trustProxy }) }];
  },
};
