import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from 'hono/compress';
import { setResponseHeader } from './response-headers.ts';

/**
 * hono/body-limit, without its cost for the requests that need none of it.
 *
 * Hono's middleware looks at `c.req.raw.body` first, which turns @hono/node-server's lightweight request
 * into a full web Request with a body stream: every GET paid for it, and a JSON body was then read through
 * web streams instead of Node's fast path (a tenth of the contact form's CPU). A request without a body
 * (GET, HEAD, OPTIONS) passes; one with a Content-Length is judged by it (Node's parser never reads past
 * it); only a chunked body is counted as it streams in, by Hono's middleware.
 */
export const limitBody = (maxSize: number, onError: (c: Context) => Response | Promise<Response>): MiddlewareHandler => {
  const streaming = bodyLimit({ maxSize, onError });
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      return Number.parseInt(length, 10) > maxSize ? onError(c) : next();
    }
    return streaming(c, next);
  };
};

const ACCEPTS_COMPRESSION = /\b(gzip|deflate)\b/i;
const VARIES_ON_ENCODING = /(^|,)\s*(\*|accept-encoding)\s*(,|$)/i;

/**
 * hono/compress for clients that accept gzip or deflate. For the others it only adds
 * `Vary: Accept-Encoding` to what it would have compressed, on the answer's own headers: Hono's
 * `c.header()` on a finished answer copies it into a stream-bodied Response that @hono/node-server must
 * then pump (a fifth of an uncompressed JSON answer's cost).
 */
export const compressResponses = (): MiddlewareHandler => {
  const gzip = compress();
  return async (c, next) => {
    if (ACCEPTS_COMPRESSION.test(c.req.header('accept-encoding') ?? '')) return gzip(c, next);
    await next();
    const type = c.res.headers.get('content-type');
    if (c.req.method === 'HEAD' || !type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) || c.res.headers.has('content-encoding')) return;
    if (!VARIES_ON_ENCODING.test(c.res.headers.get('vary') ?? '')) setResponseHeader(c, 'Vary', 'Accept-Encoding', { append: true });
  };
};
