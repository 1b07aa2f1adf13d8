import { hash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

/**
 * Public API reads: a browser may keep the answer but must ask again before using it (`no-cache`), and that
 * question is cheap: the answer carries an ETag and a request whose If-None-Match matches it gets a 304
 * without a body. So a vendor or filter deactivated on the server is gone at the next visit (the server now
 * answers 404), where `max-age=30`/`60` kept showing it. The server's own read cache (ADR 6) is unchanged.
 */
export const PUBLIC_REVALIDATE = 'public, no-cache';

/**
 * A weak validator from the identity (uncompressed) body (bytes, or text: hashed as its UTF-8 bytes, the
 * same tag without copying the text into a buffer first): the same JSON sent plain or gzipped is one
 * resource state, so both encodings share it and a 304 can answer either. A strong ETag would have to differ
 * per Content-Encoding (RFC 9110 §8.8.3), and proxies such as nginx weaken strong ETags when they compress.
 * (`crypto.hash`, one call: the same digest as a Hash object's, without making one.)
 */
export const weakEtagOf = (body: Uint8Array | string): string => `W/"${hash('sha1', body, 'base64url')}"`;

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** If-None-Match's weak comparison (RFC 9110 §13.1.2): `*`, or any listed tag equal to ours ignoring W/. */
export const ifNoneMatchMatches = (header: string | undefined, etag: string): boolean => {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const ours = opaque(etag);
  return header.split(',').some((t) => opaque(t) === ours);
};

/** The headers of a 304: of those a 200 would have carried, the ones that matter for caching. */
export const notModifiedHeaders = (etag: string, headers: Record<string, string>): Record<string, string> => {
  const kept: Record<string, string> = { etag };
  for (const [name, value] of Object.entries(headers)) if (/^(cache-control|vary|x-cache)$/i.test(name)) kept[name.toLowerCase()] = value;
  return kept;
};

/** The 304: no body, with the headers a 200 would have carried that matter for caching. */
export const notModified = (etag: string, headers: Record<string, string>): Response => new Response(null, { status: 304, headers: notModifiedHeaders(etag, headers) });

/** Set by the public read cache while its load runs: the cache then adds the ETag and answers 304 itself. */
export const CACHE_LOAD_FLAG = 'publicCacheLoad';

/**
 * For a 200 JSON answer marked `no-cache` to a GET or HEAD (the public reads the cache did not serve: the
 * cache off, or a request with credentials), adds the ETag and answers a matching If-None-Match with 304.
 * Mount inside compression, so the tag is computed on the identity body.
 */
export const revalidatePublicReads = (): MiddlewareHandler => async (c, next) => {
  await next();
  const method = c.req.method;
  if ((method !== 'GET' && method !== 'HEAD') || c.get(CACHE_LOAD_FLAG as never)) return;
  const res = c.res;
  if (res.status !== 200 || res.headers.has('etag') || res.headers.has('content-encoding')) return;
  if (!/\bno-cache\b/.test(res.headers.get('cache-control') ?? '') || !(res.headers.get('content-type') ?? '').includes('application/json')) return;
  const body = new Uint8Array(await res.arrayBuffer());
  const etag = weakEtagOf(body);
  const headers = Object.fromEntries(res.headers.entries());
  // Hono's c.res setter merges the old answer's headers into the new one; the old one goes first.
  (c as unknown as { res: Response | undefined }).res = undefined;
  c.res = ifNoneMatchMatches(c.req.header('if-none-match'), etag)
    ? notModified(etag, headers)
    : new Response(method === 'HEAD' ? null : body, { status: 200, headers: { ...headers, etag } });
};
