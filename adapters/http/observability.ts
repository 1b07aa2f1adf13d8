import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import type { Logger } from '../../application/ports/logger.ts';
import { metricsAccessAllowed, type AppMetrics } from '../observability/metrics.ts';
import { errorBody } from './errors.ts';
import { withAnswerHeaders } from './response-headers.ts';
import { routeLabel } from './route-label.ts';

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
