import type { MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import type { Logger } from '../../application/ports/logger.ts';
import { metricsAccessAllowed, type AppMetrics } from '../observability/metrics.ts';
import { errorBody } from './errors.ts';
import { setResponseHeader } from './response-headers.ts';
import { routeLabel } from './route-label.ts';

/** Probes and scrapes arrive every few seconds; their lines are debug so they do not drown the rest. */
const QUIET_ROUTES = new Set(['/api/health', '/api/ready', '/metrics']);

/**
 * One log line per request (`request`: requestId, method, route, status, ms) and its duration in the
 * `http_request_duration_seconds` histogram. Mount right after requestId(), before anything that may
 * answer early, so every request is counted and carries its X-Request-Id.
 */
export const observeRequests = (logger: Logger, metrics?: AppMetrics): MiddlewareHandler => {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = performance.now() - started;
      const route = routeLabel(c);
      const status = c.res.status;
      const requestId = c.get('requestId') as string | undefined;
      // A response made elsewhere (the read cache) does not get the header requestId() prepared. Set on the
      // answer's own headers: c.header() on a finished answer would copy it into a stream-bodied Response,
      // and @hono/node-server then streams what it could have written in one go.
      if (requestId) setResponseHeader(c, 'X-Request-Id', requestId, { keepExisting: true });
      metrics?.observeRequest(c.req.method, route, status, ms / 1000);
      const fields = { requestId, method: c.req.method, route, status, ms: Math.round(ms * 10) / 10 };
      if (QUIET_ROUTES.has(route)) logger.debug('request', fields);
      else logger.info('request', fields);
    }
  };
};

/** GET /metrics (outside /api): the Prometheus exposition; with a token configured, only with that bearer token. */
export const metricsRoutes = (metrics: AppMetrics, token: string | undefined) =>
  new Hono().get('/metrics', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (!metricsAccessAllowed(c.req.header('authorization'), token)) {
      c.header('WWW-Authenticate', 'Bearer');
      return c.json(errorBody('UNAUTHENTICATED', 'Metrics need a bearer token'), 401);
    }
    const { contentType, body } = await metrics.render();
    return c.body(body, 200, { 'Content-Type': contentType });
  });
