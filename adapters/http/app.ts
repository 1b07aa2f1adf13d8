import path from 'node:path';
import { Hono } from 'hono';
import type { Logger } from '../../application/ports/logger.ts';
import { PENDING_UPLOAD_PREFIX } from '../../application/ports/file-storage.ts';
import type { HealthProbe } from '../../application/ports/health-probe.ts';
import { errorBody, handleError } from './errors.ts';
import type { Authenticate } from '../../application/identity/login-flow.ts';
import { authenticate, type AuthEnv } from './auth.ts';
import { revalidatePublicReads } from './response-cache.ts';
import { devMailboxRoutes, type DevMailbox } from './routes/dev-mailbox.ts';
import { metricsRoutes, systemRoutes } from './routes/system.ts';
import { observeRequests } from './observability.ts';
import type { AppMetrics } from '../observability/metrics.ts';
import { localUploadRoutes } from './routes/local-uploads.ts';
import type { LocalFileStorage } from '../storage/local/local-file-storage.ts';
import { publicReadCache, type ResponseCache } from './response-cache.ts';
import { publicReadQuery } from './public-reads.ts';
import { compressResponses, limitBody, refuseDeepJson } from './body-and-compression.ts';
import { bodyLimitFor, MAX_JSON_DEPTH } from './body-limits.ts';
import { fileResponse, safeJoin } from './static-files.ts';
import { webRoutes, type WebOptions } from './web.ts';
import { allowedHostsOnly, apiCors, securityHeaders, type SecurityHeadersOptions } from './security-headers.ts';
import { injectHead, pageQueryOf } from './seo/seo-pages.ts';
import { pageRenderer, seoRoutes, type SeoRouteDeps } from './seo/seo-routes.ts';
import { SitemapFiles } from './seo/sitemap-files.ts';

/** A bounded context's API routes, mounted under /api at `path` (modules contribute them; ADR 12). */
export interface ApiRoutes {
  path: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any env and route schema: the app only mounts them
  routes: Hono<any, any, any>;
}

export interface HttpDeps {
  logger: Logger;
  /** Prometheus metrics: request durations, and GET /metrics. */
  metrics?: AppMetrics;
  /** When set, GET /metrics needs `Authorization: Bearer <metricsToken>`. */
  metricsToken?: string;
  probes: HealthProbe[];
  authenticate: Authenticate;
  /** Every context's API routes, mounted under /api in this order (the first to answer a path wins). */
  routes: readonly ApiRoutes[];
  /** The embedded mail outbox, browsable at /dev/mailbox (loopback HOST or DEV_MAILBOX=true; never in production). */
  devMailbox?: DevMailbox;
  /** Serve photos from this folder at /media (the local storage profile only). */
  localMediaRoot?: string;
  /** Serve the built micro-frontends (absent in API-only tests). */
  web?: WebOptions;
  /** Server-rendered head tags, sitemap.xml and robots.txt. */
  seo?: SeoRouteDeps;
  /** The signed upload endpoint of the local storage profile (PUT /api/uploads/*). */
  localUploads?: { storage: LocalFileStorage; clock: () => Date; maxBytes: number; isPending: (key: string) => Promise<boolean> };
  /** The short-lived cache of public reads (ADR 6); absent means every read goes to the use cases. */
  publicCache?: ResponseCache;
  /** CSP sources, HSTS and CORS origins (ADR 8); absent: a plain-http site with no other origins. */
  security?: SecurityHeadersOptions;
  /** Host names the site answers for besides the loopback ones (PUBLIC_BASE_URL's, ALLOWED_HOSTS; ADR 8); absent: loopback only. */
  allowedHosts?: readonly string[];
}

/**
 * Writes that change no public read: sign-in, messages, applications, upgrade requests, raw upload bytes,
 * a couple's review (it waits unpublished for an admin, whether from the vendor page or a review request link),
 * review requests and their unsubscribe, a vendor's report of a review (only an admin's decision changes the
 * page), everything about inquiries (the couple's, the
 * vendor's inbox and saved replies, the admins' held list: none of it is on a public page), and the insights
 * beacons (counted into private daily counters).
 */
const WRITES_LEAVING_READS =
  /^\/api\/((auth|contact|applications|upgrades|uploads|inquiries|review-requests)(\/|$)|vendors\/[^/]+\/(reviews$|review-photos\/uploads$|review-requests$|reviews\/[^/]+\/report$|inquiries(\/|$)|saved-replies(\/|$))|admin\/inquiries(\/|$)|vendors\/([^/]+\/events|appearances)$)/;

/** The Hono app: the driving HTTP adapter. It knows use cases, never repositories. */
export const createHttpApp = (deps: HttpDeps) => {
  const app = new Hono();
  // First of all: every request gets its id (an incoming X-Request-Id of letters, digits, -, _ and = is kept),
  // one log line and its duration in the metrics, whoever answers it.
  app.use('*', observeRequests(deps.logger, deps.metrics));
  // Outside the cache and every route: every answer — the cache's early ones, pages, files, 404s and errors —
  // gets the headers (gathered here, put on the answer once: withAnswerHeaders in response-cache.ts).
  const security = deps.security ?? { httpsSite: false, trustProxy: false };
  app.use('*', securityHeaders(security));
  // Before the cache and every route: a Host the site is not served under (DNS rebinding) gets a 421, nothing else.
  app.use('*', allowedHostsOnly(deps.allowedHosts ?? []));
  app.use('/api/*', apiCors(security.corsOrigins ?? []));
  if (deps.publicCache) {
    // Before the rest, so a cached answer costs no other middleware than the headers above.
    app.use('/api/*', publicReadCache(deps.publicCache, { queryOf: publicReadQuery, writeLeavesReadsUnchanged: (p) => WRITES_LEAVING_READS.test(p) }));
  }
  app.use('*', compressResponses());
  // Inside compression (the ETag is the identity body's): public reads the cache did not answer get theirs here.
  app.use('/api/*', revalidatePublicReads());
  // Photo bytes have their own limit, so the upload route goes before the JSON body limit.
  if (deps.localUploads) app.route('/', localUploadRoutes(deps.localUploads.storage, deps.localUploads.clock, deps.localUploads.maxBytes, deps.localUploads.isPending));
  // Each route's own body limit (body-limits.ts): a body over it gets 413; below it, oversized fields get their
  // own 400 message. Then JSON nested deeper than any schema of ours is refused before a route parses it.
  app.use('/api/*', limitBody((c) => bodyLimitFor(c.req.method, c.req.path), (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', 'Request body is too large'), 413)));
  app.use('/api/*', refuseDeepJson(MAX_JSON_DEPTH));
  app.onError(handleError(deps.logger));
  // GET /metrics (outside /api): the Prometheus exposition; with a token configured, only with that bearer token.
  if (deps.metrics) app.route('/', metricsRoutes(deps.metrics, deps.metricsToken));

  const api = new Hono<AuthEnv>();
  api.use('*', authenticate(deps.authenticate));
  api.route('/', systemRoutes(deps.probes));
  for (const { path, routes } of deps.routes) api.route(path, routes);
  api.notFound((c) => c.json(errorBody('NOT_FOUND', 'No such API route'), 404));
  app.route('/api', api);

  if (deps.localMediaRoot) {
    const root = deps.localMediaRoot;
    // Uploaded bytes wait unchecked under the pending prefix until confirm: never served, by any path (ADR 11).
    const pending = path.resolve(root, PENDING_UPLOAD_PREFIX);
    const servable = (file: string | null) => (file && file !== pending && !file.startsWith(pending + path.sep) ? file : null);
    app.get('/media/*', async (c) => {
      const file = servable(safeJoin(root, c.req.path.replace(/^\/media\//, '')));
      const res = file ? await fileResponse(file, { 'Cache-Control': 'public, max-age=86400' }, c.req.method) : null;
      return res ?? c.text('Not found', 404);
    });
  }

  if (deps.devMailbox) app.route('/dev', devMailboxRoutes(deps.devMailbox));
  // ADR 19: the sitemap files are kept until the public read cache is emptied (by a write here or in another
  // process), whether or not its TTL cache is on; pages are kept in that cache, for its TTL.
  const publicCache = deps.publicCache;
  let sitemapFiles: SitemapFiles | undefined;
  if (publicCache) {
    const files = (sitemapFiles = new SitemapFiles());
    publicCache.follow(() => files.invalidate());
  }
  if (deps.seo) app.route('/', seoRoutes(deps.seo, sitemapFiles));
  if (deps.web) {
    app.route('/', webRoutes(deps.seo ? { ...deps.web, renderPage: pageRenderer(deps.seo), pageQuery: pageQueryOf, injectHead, ...(publicCache ? { cache: publicCache } : {}) } : deps.web));
  }
  app.notFound((c) => (c.req.path.startsWith('/api') ? c.json(errorBody('NOT_FOUND', 'No such API route'), 404) : c.text('Not found', 404)));
  return app;
};

export type HttpApp = ReturnType<typeof createHttpApp>;
