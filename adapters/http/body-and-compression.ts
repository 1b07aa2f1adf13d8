import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from 'hono/compress';
import { errorBody } from './errors.ts';
import { setResponseHeader } from './response-cache.ts';

/**
 * hono/body-limit, without its cost for the requests that need none of it.
 *
 * Hono's middleware looks at `c.req.raw.body` first, which turns @hono/node-server's lightweight request
 * into a full web Request with a body stream: every GET paid for it, and a JSON body was then read through
 * web streams instead of Node's fast path (a tenth of the contact form's CPU). A request without a body
 * (GET, HEAD, OPTIONS) passes; one with a Content-Length is judged by it (Node's parser never reads past
 * it); only a chunked body is counted as it streams in, by Hono's middleware.
 */
export const limitBody = (maxSize: number | ((c: Context) => number), onError: (c: Context) => Response | Promise<Response>): MiddlewareHandler => {
  // One hono/body-limit per size (a route table has a handful).
  const streaming = new Map<number, MiddlewareHandler>();
  const streamingFor = (size: number) => {
    let m = streaming.get(size);
    if (!m) streaming.set(size, (m = bodyLimit({ maxSize: size, onError })));
    return m;
  };
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    const max = typeof maxSize === 'number' ? maxSize : maxSize(c);
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      return Number.parseInt(length, 10) > max ? onError(c) : next();
    }
    return streamingFor(max)(c, next);
  };
};

/**
 * Whether JSON text nests arrays and objects deeper than `max`, by one pass over its characters that counts
 * brackets outside strings. It never parses: a body of 2 MB of `[[[…` cost JSON.parse 270–510 ms of CPU.
 * Malformed text is left to the parser.
 */
export const jsonNestingExceeds = (text: string, max: number): boolean => {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c /* \ */) i++;
      else if (ch === 0x22 /* " */) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b /* [ */ || ch === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (ch === 0x5d /* ] */ || ch === 0x7d /* } */) depth--;
  }
  return false;
};

/**
 * Refuses a body nested deeper than `maxDepth` with a 400 in the house shape, before any route parses it.
 * It reads the body as text (within its route's limit, mounted inside limitBody); Hono keeps that text, and
 * the route's `c.req.json()` parses it without reading the request again.
 */
export const refuseDeepJson = (maxDepth: number): MiddlewareHandler => async (c, next) => {
  const method = c.req.method;
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
  if (c.req.header('content-length') === '0') return next();
  if (jsonNestingExceeds(await c.req.text(), maxDepth)) return c.json(errorBody('BAD_REQUEST', 'Request body is nested too deeply'), 400);
  return next();
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
