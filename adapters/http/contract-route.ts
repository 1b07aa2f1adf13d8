import type { Context, Hono, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { routeParamNames, type RouteContract, type RouteParams } from '../../domain/shared/route-contract.ts';
import type { AuthEnv } from './auth.ts';
import { reply } from './route-answers.ts';
import { validate } from './validation.ts';

/** What a contract's handler is given: its path parameters, and its query and body as their schemas output them. */
export interface RouteInput<C extends RouteContract> {
  params: RouteParams<C>;
  query: C['query'] extends z.ZodType ? z.output<C['query']> : undefined;
  body: C['body'] extends z.ZodType ? z.output<C['body']> : undefined;
}

/** A path parameter is an id, a slug or an opaque token: not empty, no longer than a key column. */
const PARAM = z.string().min(1, 'Not found').max(191, 'Not found');

/**
 * Serves a route contract (domain/shared/route-contract.ts) on a router: the guards run first (a 401 or 403
 * before any 400), then the path parameters, the query and the JSON body are validated with the contract's
 * schemas (a 400 with a message per field), and the handler's answer is typed by, and replied with, the
 * contract's answer schema and status.
 */
export const serve = <A extends z.ZodType, C extends RouteContract & { answer: A }, E extends AuthEnv>(
  router: Hono<E>,
  contract: C,
  // The answer's schema as its own type parameter: inferred from the contract, it keeps the handler's
  // literals (`success: true`) from widening.
  handle: (c: Context<E>, input: RouteInput<C>) => Promise<z.output<A>>,
  ...guards: MiddlewareHandler<E>[]
): void => {
  const params = z.object(Object.fromEntries(routeParamNames(contract.path).map((name) => [name, PARAM])));
  const checks: MiddlewareHandler[] = [validate('param', params)];
  if (contract.query) checks.push(validate('query', contract.query));
  if (contract.body) checks.push(validate('json', contract.body));
  router.on(contract.method, [contract.path], ...guards, ...(checks as MiddlewareHandler<E>[]), async (c: Context<E>) => {
    const valid = (target: 'param' | 'query' | 'json'): unknown => (c.req.valid as (t: typeof target) => unknown).call(c.req, target);
    const input = { params: valid('param'), query: contract.query ? valid('query') : undefined, body: contract.body ? valid('json') : undefined } as RouteInput<C>;
    return reply(c, contract.answer, await handle(c, input), contract.status ?? 200);
  });
};
