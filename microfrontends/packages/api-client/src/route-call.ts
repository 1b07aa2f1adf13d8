/**
 * Calls a route contract from domain/ (ADR 13, route contracts): the method and path come from the
 * contract, the parameters, query and body are typed by its schemas, and the answer by its answer schema.
 * A new endpoint declared as a contract needs no function of its own here.
 */
import { routePath, type RouteAnswer, type RouteBodyInput, type RouteContract, type RouteParams, type RouteQueryInput } from '@domain/shared/route-contract';
import { request, type QueryValue, type RequestOptions } from './http';

/** A part the contract has is required, unless every field of it is optional; a part it lacks is absent. */
type Present<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : object extends T ? { [P in K]?: T } : { [P in K]: T };

/** What a call names: the path parameters, the query and the body its contract takes; a signal and cache mode. */
export type RouteCall<C extends RouteContract> = Present<'params', keyof RouteParams<C> extends never ? undefined : RouteParams<C>> &
  Present<'query', RouteQueryInput<C>> &
  Present<'body', RouteBodyInput<C>> &
  Pick<RequestOptions, 'signal' | 'cache' | 'headers'>;

export function callRoute<C extends RouteContract>(contract: C, call: RouteCall<C>): Promise<RouteAnswer<C>> {
  const { params, query, body, ...options } = call as RouteCall<C> & { params?: RouteParams<C>; query?: Record<string, QueryValue>; body?: unknown };
  return request<RouteAnswer<C>>(routePath(contract, (params ?? {}) as RouteParams<C>), {
    ...options,
    method: contract.method,
    ...(query ? { query } : {}),
    ...(body !== undefined ? { body } : {}),
  });
}
