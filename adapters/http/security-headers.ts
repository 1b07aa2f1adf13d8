import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorBody } from './errors.ts';
import { hostNameOf, isLoopbackHost } from './host-names.ts';
import { withAnswerHeaders, type AnswerHeader } from './response-cache.ts';

/**
 * Security headers on every answer and CORS for the configured origins only (ADR 8).
 *
 * Mounted before the read cache and every route, so that every kind of answer carries them: API JSON, the
 * public read cache's early answers, pages, static files, /media, 404s and errors (gathered for the answer
 * and put on it once: response-cache.ts). A header a route has set itself (the login link's
 * `Referrer-Policy: no-referrer`, the dev mailbox's own policy) is left as the route set it.
 */
export interface SecurityHeadersOptions {
  /** The site's public address is https (PUBLIC_BASE_URL): HSTS on every answer and upgrade-insecure-requests. */
  httpsSite: boolean;
  /** Believe X-Forwarded-Proto from the proxy in front (TRUST_PROXY): https there also means HSTS. */
  trustProxy: boolean;
  /** Origins besides the site's own that pages show images from (the S3 bucket or CDN of the photos). */
  imageOrigins?: readonly string[];
  /** Origins besides the site's own that pages send requests to (presigned photo uploads to S3). */
  connectOrigins?: readonly string[];
  /** Origins allowed to call /api/* from a page of their own (CORS_ORIGINS); none by default. */
  corsOrigins?: readonly string[];
  /** The pages with a card block and the payment processor's origins they alone may use (ADR 36). */
  cardPages?: CardPages;
}

export interface CardPages {
  /** Exact paths: the pages the browser loads as documents to enter a card. */
  paths: readonly string[];
  scriptOrigins: readonly string[];
  frameOrigins: readonly string[];
  connectOrigins: readonly string[];
}

/** The pages with a card block (issue 37): apply, upgrade and the vendor's 'Update card'. */
export const CARD_PAGE_PATHS = ['/apply', '/upgrade', '/vendor/billing/card'] as const;

/**
 * What Stripe Elements needs on a card page (https://docs.stripe.com/security/guide#content-security-policy):
 * Stripe.js from js.stripe.com, its frames there and at hooks.stripe.com (3-D Secure), its calls to
 * api.stripe.com. A test names its loopback stand-ins instead (STRIPE_JS_URL, STRIPE_API_URL).
 */
export const stripeCardPages = (o: { jsUrl?: string; apiOrigin?: string }): CardPages => {
  const js = originOf(o.jsUrl) ?? 'https://js.stripe.com';
  const stripeJs = js === 'https://js.stripe.com' ? [js, 'https://*.js.stripe.com'] : [js];
  return {
    paths: CARD_PAGE_PATHS,
    scriptOrigins: stripeJs,
    frameOrigins: js === 'https://js.stripe.com' ? [...stripeJs, 'https://hooks.stripe.com'] : stripeJs,
    connectOrigins: [o.apiOrigin ?? 'https://api.stripe.com'],
  };
};

/** One year; no includeSubDomains or preload: other hosts of the domain are not ours to pin. */
export const HSTS_VALUE = 'max-age=31536000';

/**
 * The Content-Security-Policy: scripts only from the site itself (no inline script, no eval), no plugins,
 * no framing, forms and <base> pinned to the site. Styles need no 'unsafe-inline' (React sets style props
 * through the CSSOM, which CSP does not govern); the JSON-LD blocks in the head are data, not script.
 */
export const contentSecurityPolicy = (
  o: Pick<SecurityHeadersOptions, 'httpsSite' | 'imageOrigins' | 'connectOrigins'> & { scriptOrigins?: readonly string[]; frameOrigins?: readonly string[] },
): string => {
  const list = (...sources: Array<string | readonly string[] | undefined>) => [...new Set(sources.flat().filter((s): s is string => !!s))].join(' ');
  const directives = [
    `default-src 'self'`,
    `script-src ${list("'self'", o.scriptOrigins)}`,
    `style-src 'self'`,
    `img-src ${list("'self'", 'data:', 'blob:', o.imageOrigins)}`,
    `font-src 'self' data:`,
    `connect-src ${list("'self'", o.connectOrigins)}`,
    ...(o.frameOrigins?.length ? [`frame-src ${list(o.frameOrigins)}`] : []),
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
    ...(o.httpsSite ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
};

/** The origin (scheme://host[:port]) of an http(s) URL, or null for anything else. */
export const originOf = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
};

const overHttps = (c: Context, o: SecurityHeadersOptions): boolean => {
  if (o.httpsSite) return true;
  if (c.req.url.startsWith('https:')) return true;
  if (!o.trustProxy) return false;
  return c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
};

export const securityHeaders = (o: SecurityHeadersOptions): MiddlewareHandler => {
  // Lower-case names: a cached answer takes them into its plain headers (response-cache.ts).
  const headers = (csp: string) => {
    const fixed: AnswerHeader[] = [
      ['content-security-policy', csp, 'keep'],
      ['x-content-type-options', 'nosniff', 'keep'],
      ['x-frame-options', 'DENY', 'keep'],
      ['referrer-policy', 'strict-origin-when-cross-origin', 'keep'],
      ['cross-origin-opener-policy', 'same-origin', 'keep'],
      ['permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()', 'keep'],
    ];
    return { fixed, withHsts: [...fixed, ['strict-transport-security', HSTS_VALUE, 'keep']] as AnswerHeader[] };
  };
  const everyPage = headers(contentSecurityPolicy(o));
  // A card page's document opens the processor's origins; the SPA loads card pages as documents (ADR 36).
  const card = o.cardPages;
  const cardPage = card
    ? headers(contentSecurityPolicy({ ...o, scriptOrigins: card.scriptOrigins, frameOrigins: card.frameOrigins, connectOrigins: [...(o.connectOrigins ?? []), ...card.connectOrigins] }))
    : everyPage;
  const cardPaths = new Set(card?.paths ?? []);
  return (c, next) => {
    const set = cardPaths.has(c.req.path) ? cardPage : everyPage;
    return withAnswerHeaders(c, next, overHttps(c, o) ? set.withHsts : set.fixed);
  };
};

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
const ALLOWED_HEADERS = 'Authorization, Content-Type';
const VARY_ORIGIN: AnswerHeader = ['vary', 'Origin', 'append'];
const VARY_ONLY: AnswerHeader[] = [VARY_ORIGIN];

/**
 * CORS for the API: an Origin on the configured list gets `Access-Control-Allow-Origin` with that very
 * origin (never `*`; bearer tokens travel in the Authorization header, so no credentials mode is needed);
 * any other origin gets no CORS header at all, and its preflight a 403.
 */
export const apiCors = (allowedOrigins: readonly string[]): MiddlewareHandler => {
  // The headers of an allowed origin's requests: one list per origin, the same for each of its requests (response-cache.ts).
  const allowed = new Map(allowedOrigins.map((o): [string, AnswerHeader[]] => [o, [VARY_ORIGIN, ['access-control-allow-origin', o, 'set']]]));
  return async (c, next) => {
    const origin = c.req.header('origin');
    const ours = origin !== undefined ? allowed.get(origin) : undefined;
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      if (!ours || origin === undefined) return new Response(null, { status: 403, headers: { Vary: 'Origin' } });
      return new Response(null, {
        status: 204,
        headers: {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Methods': ALLOWED_METHODS,
          'Access-Control-Allow-Headers': ALLOWED_HEADERS,
          'Access-Control-Max-Age': '600',
          Vary: 'Origin',
        },
      });
    }
    return withAnswerHeaders(c, next, ours ?? VARY_ONLY);
  };
};

/** The authority (host[:port]) of an absolute URL, without parsing it: what follows `://` up to the path. */
const authorityOf = (url: string): string => {
  const start = url.indexOf('://') + 3;
  const end = url.indexOf('/', start);
  return end < 0 ? url.slice(start) : url.slice(start, end);
};

/**
 * The host names a request names, as hostNameOf gives them (null: none that is a host name): its Host
 * header's and its URL's. The two differ only when the request line names a host (absolute form), which
 * @hono/node-server then takes for the URL; each must pass.
 */
export const requestHostNames = (c: Context): Array<string | null> => {
  const fromUrl = authorityOf(c.req.url);
  const header = c.req.header('host');
  return header === undefined || header === fromUrl ? [hostNameOf(fromUrl)] : [hostNameOf(header), hostNameOf(fromUrl)];
};

/** A refusal in the house shape: JSON for the API and JSON paths, plain text for pages and files. */
export const refusal = (c: Context, status: ContentfulStatusCode, code: string, message: string): Response =>
  c.req.path.startsWith('/api/') || c.req.path.endsWith('.json') ? c.json(errorBody(code, message), status) : c.text(message, status);

/** Answered whatever the Host: health checks and Prometheus reach a replica by its address or service name. */
const OPS_PATHS = new Set(['/api/health', '/api/ready', '/metrics']);
export const MISDIRECTED_MESSAGE = 'This site does not answer for that host name';

/**
 * The site answers only the host names it is served under (ADR 8): `allowedHosts` (PUBLIC_BASE_URL's host
 * and ALLOWED_HOSTS) and the loopback names, whatever the port; any other Host gets a 421 with no content,
 * before the read cache and every route. A page under a name an attacker controls that a DNS rebinding
 * pointed at this server thus reads nothing of it. (A loopback name cannot be rebound: a browser sends one
 * only to a page it loaded from that very address.) The ops endpoints answer whatever the Host.
 */
export const allowedHostsOnly = (allowedHosts: readonly string[]): MiddlewareHandler => {
  const allowed = new Set(allowedHosts.map(hostNameOf).filter((h): h is string => h !== null));
  // Requests name few hosts: the verdict on each authority (host[:port] as sent) is kept (a flood of made-up
  // names only empties the memo).
  const verdicts = new Map<string, boolean>();
  const ok = (authority: string): boolean => {
    let verdict = verdicts.get(authority);
    if (verdict === undefined) {
      const name = hostNameOf(authority);
      verdict = name !== null && (allowed.has(name) || isLoopbackHost(name));
      if (verdicts.size >= 256) verdicts.clear();
      verdicts.set(authority, verdict);
    }
    return verdict;
  };
  return async (c, next) => {
    // The Host header's name and the URL's (requestHostNames): both must pass.
    const fromUrl = authorityOf(c.req.url);
    const header = c.req.header('host');
    if ((ok(fromUrl) && (header === undefined || header === fromUrl || ok(header))) || OPS_PATHS.has(c.req.path)) return next();
    return refusal(c, 421, 'MISDIRECTED_REQUEST', MISDIRECTED_MESSAGE);
  };
};
