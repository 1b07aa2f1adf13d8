import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';

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
