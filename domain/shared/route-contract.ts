import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One API route as both sides see it (ADR 13, route contracts): its method, its path under /api with
 * `:name` parameters, the schemas of its query and JSON body, and the schema of its answer. The server serves
 * it (`serve`, adapters/http/contract-route.ts: validation, the answer's type and the tests' check) and the
 * remotes call it (`callRoute`, @uwd/api-client) with its types, so an endpoint is declared once, here.
 */
export interface RouteContract {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  /** The success status (200 unless said). */
  readonly status?: 200 | 201;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly answer: z.ZodType;
}

/** Declares a route contract, keeping its literal method and path for the types below. */
export const defineRoute = <const C extends RouteContract>(contract: C): C => contract;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamNames<`/${Rest}`> : P extends `${string}:${infer Name}` ? Name : never;

/** The path parameters, by name (`/vendors/:id/inquiries` → `{ id: string }`). */
export type RouteParams<C extends RouteContract> = { [K in ParamNames<C['path']>]: string };
/** What a caller sends as the query (the schema's input). */
export type RouteQueryInput<C extends RouteContract> = C['query'] extends z.ZodType ? z.input<C['query']> : undefined;
/** What a caller sends as the body (the schema's input). */
export type RouteBodyInput<C extends RouteContract> = C['body'] extends z.ZodType ? z.input<C['body']> : undefined;
/** The answer, as the server sends it. */
export type RouteAnswer<C extends RouteContract> = z.output<C['answer']>;

/** The names of a path's parameters, in order. */
export const routeParamNames = (path: string): string[] => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/** The path with its parameters filled in, each URL-encoded. */
export const routePath = <C extends RouteContract>(contract: C, params: RouteParams<C>): string =>
  contract.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent((params as Record<string, string>)[name] ?? ''));
