import type { Knex } from 'knex';
import type { AuthCodeRepository, LoginTokenRepository, SessionRepository } from '../../../application/ports/auth-repositories.ts';
import type { UserRepository } from '../../../application/ports/user-repository.ts';
import { KnexAuthCodeRepository, KnexLoginTokenRepository, KnexSessionRepository } from '../../../adapters/persistence/knex/repositories/knex-auth-repositories.ts';
import { KnexUserRepository } from '../../../adapters/persistence/knex/repositories/knex-user-repository.ts';
import { authRoutes } from '../../../adapters/http/routes/auth.ts';
import { claimLinkRoutes } from '../../../adapters/http/routes/claim-links.ts';
import { TOKENS } from '../tokens.ts';
import type { AppModule } from './module.ts';

/** Accounts, login links, sessions, admins, and making an email a listing's owner. */
export const identityModule: AppModule = {
  bind(c) {
    c.bind<UserRepository>(TOKENS.UserRepository).toResolvedValue((knex: Knex) => new KnexUserRepository(knex), [TOKENS.Knex]);
    c.bind<LoginTokenRepository>(TOKENS.LoginTokenRepository).toResolvedValue((knex: Knex) => new KnexLoginTokenRepository(knex), [TOKENS.Knex]);
    c.bind<AuthCodeRepository>(TOKENS.AuthCodeRepository).toResolvedValue((knex: Knex) => new KnexAuthCodeRepository(knex), [TOKENS.Knex]);
    c.bind<SessionRepository>(TOKENS.SessionRepository).toResolvedValue((knex: Knex) => new KnexSessionRepository(knex), [TOKENS.Knex]);
  },

  routes(c, config, use) {
    return [
      { path: '/auth', routes: authRoutes(use, { logger: c.get(TOKENS.Logger), trustProxy: config.trustProxy }) },
      { path: '/', routes: claimLinkRoutes(use, { trustProxy: config.trustProxy }) },
    ];
  },
};
