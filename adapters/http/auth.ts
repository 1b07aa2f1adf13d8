import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Session } from '../../domain/identity/auth-rules.ts';
import type { User } from '../../domain/identity/user.ts';
import { DomainError } from '../../domain/shared/domain-error.ts';
import type { Authenticate } from '../../application/identity/login-flow.ts';

export interface AuthVariables {
  auth: { user: User; session: Session } | null;
}
export type AuthEnv = { Variables: AuthVariables };

const bearer = (header: string | undefined): string | null => {
  const m = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return m?.[1] ?? null;
};

/** Resolves the caller from the Authorization header (a missing or dead token is simply anonymous). */
export const authenticate =
  (auth: Authenticate): MiddlewareHandler<AuthEnv> =>
  async (c, next) => {
    const token = bearer(c.req.header('authorization'));
    c.set('auth', token ? await auth.execute(token) : null);
    await next();
  };

/** 401 unless signed in. */
export const requireUser: MiddlewareHandler<AuthEnv> = async (c, next) => {
  if (!c.get('auth')) throw new DomainError('UNAUTHENTICATED', 'Authentication required');
  await next();
};

/** 401 unless signed in, 403 unless an administrator. */
export const requireAdmin: MiddlewareHandler<AuthEnv> = async (c, next) => {
  const auth = c.get('auth');
  if (!auth) throw new DomainError('UNAUTHENTICATED', 'Authentication required');
  if (!auth.user.isAdmin) throw new DomainError('FORBIDDEN', "You don't have permission to access this page.");
  await next();
};

/** The signed-in user of a route behind requireUser. */
export const currentUser = (c: Context<AuthEnv>): User => {
  const auth = c.get('auth');
  if (!auth) throw new DomainError('UNAUTHENTICATED', 'Authentication required');
  return auth.user;
};

/**
 * The client's address for rate limits: the socket's peer, or — behind a proxy we trust (TRUST_PROXY)
 * — the last address of X-Forwarded-For, the one that proxy saw connect. Earlier entries are whatever the
 * client sent along: taking the first would let anyone pick a fresh address per request (ADR 8).
 */
export const clientIp = (c: Context, trustProxy: boolean): string => {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
};
