import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Logger } from '../../application/ports/logger.ts';
import type { AppMetrics } from '../observability/metrics.ts';
import { withAnswerHeaders } from './response-cache.ts';

/** Probes and scrapes arrive every few seconds; their lines are debug so they do not drown the rest. */
const QUIET_ROUTES = new Set(['/api/health', '/api/ready', '/metrics']);

/** An incoming X-Request-Id is kept when it is 1–255 letters, digits, -, _ and = (as hono/request-id's check). */
const WELL_FORMED_ID = /^[\w\-=]{1,255}$/;

/**
 * Every request's id (`requestId` in the context, X-Request-Id on the answer: a well-formed incoming one is
 * kept, else a new UUID), one log line (`request`: requestId, method, route, status, ms) and its duration in
 * the `http_request_duration_seconds` histogram. Mount first, before anything that may answer early, so
 * every request is counted and its answer, whoever makes it, carries its id.
 */
export const observeRequests = (logger: Logger, metrics?: AppMetrics): MiddlewareHandler => {
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header('x-request-id');
    const requestId = incoming !== undefined && WELL_FORMED_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId' as never, requestId as never);
    try {
      await withAnswerHeaders(c, next, null, [['x-request-id', requestId, 'keep']]);
    } finally {
      const ms = performance.now() - started;
      const route = routeLabel(c);
      const status = c.res.status;
      metrics?.httpRequestDuration.observe({ method: c.req.method, route, status: String(status) }, ms / 1000);
      const fields = { requestId, method: c.req.method, route, status, ms: Math.round(ms * 10) / 10 };
      if (QUIET_ROUTES.has(route)) logger.debug('request', fields);
      else logger.info('request', fields);
    }
  };
};

/**
 * The route pattern that answered (`/api/vendors/:slug`), never the raw path: ids and login tokens stay out
 * of logs and metric labels. When a middleware answered first (the read cache, a rate limit, a 401), it is
 * the pattern of the handler that would have run. "unmatched" when no route matched (a 404).
 */
export const routeLabel = (c: Context): string => {
  const routes = matchedRoutes(c);
  // Middleware (app.use) is registered for every method and takes next; handlers take only the context.
  for (let i = c.req.routeIndex; i < routes.length; i++) {
    const r = routes[i]!;
    if (r.method !== 'ALL' || r.handler.length < 2) return r.path;
  }
  return 'unmatched';
};
