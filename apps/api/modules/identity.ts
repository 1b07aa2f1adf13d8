import type { Knex } from 'knex';
import { GetAccount } from '../../../application/identity/get-account.ts';
import { Authenticate, ExchangeAuthCode, Logout, VerifyLoginLink } from '../../../application/identity/login-flow.ts';
import { MakeAdmin } from '../../../application/identity/make-admin.ts';
import { OwnerProvisioning } from '../../../application/identity/provision-vendor-owner.ts';
import { IssueLoginLink, RequestLoginLink } from '../../../application/identity/request-login-link.ts';
import type { AuthCodeRepository, LoginTokenRepository, SessionRepository } from '../../../application/ports/auth-repositories.ts';
import type { UserRepository } from '../../../application/ports/user-repository.ts';
import { KnexAuthCodeRepository, KnexLoginTokenRepository, KnexSessionRepository } from '../../../adapters/persistence/knex/repositories/knex-auth-repositories.ts';
import { KnexUserRepository } from '../../../adapters/persistence/knex/repositories/knex-user-repository.ts';
import { authRoutes } from '../../../adapters/http/routes/auth.ts';
import { TOKENS } from '../tokens.ts';
import { bindClass, type AppModule } from './module.ts';

/** Accounts, login links, sessions, admins, and making an email a listing's owner. */
export const identityModule: AppModule = {
  bind(c, config) {
    c.bind<UserRepository>(TOKENS.UserRepository).toResolvedValue((knex: Knex) => new KnexUserRepository(knex), [TOKENS.Knex]);
    c.bind<LoginTokenRepository>(TOKENS.LoginTokenRepository).toResolvedValue((knex: Knex) => new KnexLoginTokenRepository(knex), [TOKENS.Knex]);
    c.bind<AuthCodeRepository>(TOKENS.AuthCodeRepository).toResolvedValue((knex: Knex) => new KnexAuthCodeRepository(knex), [TOKENS.Knex]);
    c.bind<SessionRepository>(TOKENS.SessionRepository).toResolvedValue((knex: Knex) => new KnexSessionRepository(knex), [TOKENS.Knex]);

    bindClass(c, MakeAdmin, [TOKENS.UserRepository, TOKENS.IdGenerator, TOKENS.Clock]);
    bindClass(c, RequestLoginLink, [TOKENS.OutboxStore, TOKENS.RateLimiter, TOKENS.Secrets, TOKENS.IdGenerator, TOKENS.Clock]);
    c.bind(IssueLoginLink).toDynamicValue(
      (ctx) =>
        new IssueLoginLink(ctx.get(TOKENS.UnitOfWork), ctx.get(TOKENS.Secrets), ctx.get(TOKENS.IdGenerator), ctx.get(TOKENS.Clock), { publicBaseUrl: config.publicBaseUrl }),
    );
    bindClass(c, VerifyLoginLink, [TOKENS.LoginTokenRepository, TOKENS.UserRepository, TOKENS.AuthCodeRepository, TOKENS.RateLimiter, TOKENS.Secrets, TOKENS.IdGenerator, TOKENS.Clock]);
    bindClass(c, ExchangeAuthCode, [TOKENS.AuthCodeRepository, TOKENS.UserRepository, TOKENS.SessionRepository, TOKENS.RateLimiter, TOKENS.Secrets, TOKENS.IdGenerator, TOKENS.Clock]);
    bindClass(c, Authenticate, [TOKENS.SessionRepository, TOKENS.UserRepository, TOKENS.Secrets, TOKENS.Clock]);
    bindClass(c, Logout, [TOKENS.SessionRepository, TOKENS.Clock]);
    bindClass(c, GetAccount, [TOKENS.VendorRepository]);
    c.bind(OwnerProvisioning).toDynamicValue(
      (ctx) => new OwnerProvisioning(ctx.get(TOKENS.Secrets), ctx.get(TOKENS.IdGenerator), ctx.get(TOKENS.Clock), { publicBaseUrl: config.publicBaseUrl }),
    );
  },

  routes(c, config) {
    return [
      {
        path: '/auth',
        routes: authRoutes({
          requestLoginLink: c.get(RequestLoginLink),
          verifyLoginLink: c.get(VerifyLoginLink),
          exchangeAuthCode: c.get(ExchangeAuthCode),
          getAccount: c.get(GetAccount),
          logout: c.get(Logout),
          logger: c.get(TOKENS.Logger),
          trustProxy: config.trustProxy,
        }),
      },
    ];
  },
};
