import type { Knex } from 'knex';
import type { AdminReadRepository } from '../../../application/ports/admin-repositories.ts';
import { KnexAdminReadRepository } from '../../../adapters/persistence/knex/repositories/knex-admin-read-repository.ts';
import { adminRoutes } from '../../../adapters/http/routes/admin.ts';
import { TOKENS } from '../tokens.ts';
import { mediaUrlOf, type AppModule } from './module.ts';

/**
 * The admin area (issue 6): the admin's read model, and the one /admin router, which also serves the admin
 * use cases of the applications, reviews, contact and billing contexts.
 */
export const moderationModule: AppModule = {
  bind(c) {
    c.bind<AdminReadRepository>(TOKENS.AdminReadRepository).toResolvedValue((knex: Knex) => new KnexAdminReadRepository(knex), [TOKENS.Knex]);
  },

  routes(c, config, use) {
    return [{ path: '/admin', routes: adminRoutes(use, { mediaUrl: mediaUrlOf(c), publicBaseUrl: config.publicBaseUrl }) }];
  },
};
