import { Hono } from 'hono';
import { resolveAll, type UseCaseInstances, type UseCases } from '../../../application/wiring.ts';
import { loginRequestSchema, LOGIN_LINK_TTL_MS, sessionExchangeSchema } from '../../../domain/identity/auth-rules.ts';
import { isDomainError } from '../../../domain/shared/domain-error.ts';
import { GetAccount } from '../../../application/identity/get-account.ts';
import { ExchangeAuthCode, Logout, VerifyLoginLink } from '../../../application/identity/login-flow.ts';
import { RequestLoginLink } from '../../../application/identity/request-login-link.ts';
import type { Logger } from '../../../application/ports/logger.ts';
import { clientIp, currentUser, requireUser, type AuthEnv } from '../auth.ts';
import { validate } from '../validation.ts';
import { loggedOutAnswerSchema, loginLinkSentAnswerSchema, meAnswerSchema, sessionAnswerSchema, type AccountDto } from '../../../domain/identity/account-answers.ts';
import { reply } from '../route-answers.ts';

/** The use cases these routes call, resolved by class (ADR 12). */
const AUTH_ROUTE_USE_CASES = {
  requestLoginLink: RequestLoginLink,
  verifyLoginLink: VerifyLoginLink,
  exchangeAuthCode: ExchangeAuthCode,
  getAccount: GetAccount,
  logout: Logout,
};

/** What these routes are given besides their use cases. */
export interface AuthRouteOptions {
  logger: Logger;
  trustProxy: boolean;
}

type AuthRouteDeps = UseCaseInstances<typeof AUTH_ROUTE_USE_CASES> & AuthRouteOptions;

export const LOGIN_LINK_SENT_MESSAGE = `If an account exists for that email, a login link is on its way. It expires in ${LOGIN_LINK_TTL_MS / 60_000} minutes.`;

const accountDto = async (getAccount: GetAccount, user: Parameters<GetAccount['execute']>[0]): Promise<AccountDto> => {
  const { vendor } = await getAccount.execute(user);
  return {
    _id: user.id,
    email: user.email,
    isAdmin: user.isAdmin,
    vendorId: vendor?.id ?? null,
    vendorProfile: vendor ? { _id: vendor.id, name: vendor.name, slug: vendor.slug, isActive: vendor.isActive } : null,
  };
};

const authRoutesOf = (d: AuthRouteDeps) =>
  new Hono<AuthEnv>()
    .post('/login', validate('json', loginRequestSchema), async (c) => {
      const { email, browserKey } = c.req.valid('json');
      await d.requestLoginLink.execute({ email, browserKey, ip: clientIp(c, d.trustProxy) });
      return reply(c, loginLinkSentAnswerSchema, { success: true, message: LOGIN_LINK_SENT_MESSAGE });
    })
    // The emailed link lands here (through /auth/verify/{token}); the answer is always a redirect.
    .get('/verify/:token', async (c) => {
      c.header('Cache-Control', 'no-store');
      c.header('Referrer-Policy', 'no-referrer');
      try {
        const { code } = await d.verifyLoginLink.execute({ token: c.req.param('token'), ip: clientIp(c, d.trustProxy) });
        return c.redirect(`/auth/callback?session_token=${encodeURIComponent(code)}`, 302);
      } catch (e) {
        if (isDomainError(e)) {
          const error = e.code === 'LOGIN_LINK_INVALID' ? 'invalid_link' : e.code === 'CONFLICT' ? 'already_claimed' : 'rate_limited';
          return c.redirect(`/login?error=${error}`, 302);
        }
        d.logger.error('Login link verification failed', { error: (e as Error).message });
        return c.redirect('/login?error=server_error', 302);
      }
    })
    // The callback page trades the one-time code for a session token; another browser than the one that asked
    // for the link is first told who it would sign in as, and must send `confirm` (ADR 10).
    .post('/session', validate('json', sessionExchangeSchema), async (c) => {
      const { code, browserKey, confirm } = c.req.valid('json');
      const result = await d.exchangeAuthCode.execute({ code, browserKey, confirm, ip: clientIp(c, d.trustProxy) });
      c.header('Cache-Control', 'no-store');
      if (result.kind === 'confirmation-required') {
        return reply(c, sessionAnswerSchema, { success: true, confirmationRequired: true, email: result.email });
      }
      const { sessionToken, user, expiresAt } = result;
      return reply(c, sessionAnswerSchema, { success: true, token: sessionToken, expiresAt: expiresAt.toISOString(), user: await accountDto(d.getAccount, user) });
    })
    .get('/me', requireUser, async (c) => {
      c.header('Cache-Control', 'no-store');
      return reply(c, meAnswerSchema, { success: true, user: await accountDto(d.getAccount, currentUser(c)) });
    })
    .post('/logout', async (c) => {
      const auth = c.get('auth');
      if (auth) await d.logout.execute(auth.session.id);
      return reply(c, loggedOutAnswerSchema, { success: true });
    });

/** The routes, given the use-case resolver and their options. */
export const authRoutes = (use: UseCases, options: AuthRouteOptions) => authRoutesOf({ ...resolveAll(use, AUTH_ROUTE_USE_CASES), ...options });
