import { hash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler, Next } from 'hono';

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

/**
 * A short-lived, in-process cache of public API reads (ADR 6).
 *
 * Public reads (vendor lists, search, vendor detail, categories, filters) are the same for every visitor, and
 * the busiest of them repeat. The cache keeps the serialised JSON of a 200 answer for `ttlMs`, answers
 * concurrent misses of one URL with one database read (request coalescing), and is emptied by every
 * successful write through the API in this process. Other processes' writes (the CLI seed, a second API
 * instance) show within `ttlMs`. Browsers revalidate every answer (`no-cache` + ETag): the entry keeps its
 * ETag, so a matching If-None-Match costs a hash lookup and a bodiless 304.
 *
 * Requests that carry credentials are never cached: the owner of a listing may see more than a visitor.
 */
export interface ResponseCacheOptions {
  ttlMs: number;
  /** Total bytes of cached bodies; the oldest entries go first above it. */
  maxBytes?: number;
  /** Bodies above this are not cached. */
  maxEntryBytes?: number;
  now?: () => number;
}

export interface CacheEntry {
  status: number;
  /** The body's UTF-8 bytes: sent as they are, without encoding a string again for every answer. */
  body: Uint8Array;
  /** The body gzipped, made on the first request that accepts gzip (or taken from the first answer). */
  gzip: Uint8Array | null;
  headers: Record<string, string>;
  /** The weak ETag of `body` (the identity bytes), shared by the plain and the gzipped answer. */
  etag: string;
  /** The headers of a 200 answer from it, made once: `headers`, the ETag and Vary. */
  okHeaders: Readonly<Record<string, string>>;
  /** `okHeaders` with the last shared lists of headers every answer gets put in (withAnswerHeaders), made once for those lists. */
  okWithShared: { lists: ReadonlyArray<readonly AnswerHeader[]>; headers: Readonly<Record<string, string>> } | null;
  expires: number;
  bytes: number;
}

const KEPT_HEADERS = ['content-type', 'cache-control'];
/** Bodies smaller than this are sent as they are (as hono/compress does). */
const GZIP_THRESHOLD = 1024;

/**
 * The answer from an entry: 304 to a matching If-None-Match, gzip to a client that accepts it (bodies of
 * 1 KB and more), else the identity bytes; `X-Cache` says whether the entry was there before the request.
 * With the request's context, the answer is made with the headers gathered for it (security headers, CORS,
 * its id: withAnswerHeaders) and written as it is: the ones many requests share are put into the entry's
 * headers once (they are the same lists request after request), only the request's own id each time.
 */
export const respondFromEntry = (entry: CacheEntry, acceptEncoding: string | undefined, state: 'HIT' | 'MISS', ifNoneMatch?: string, c?: Context): Response => {
  const gathered = c ? takeAnswerHeaders(c) : undefined;
  if (ifNoneMatchMatches(ifNoneMatch, entry.etag)) {
    const headers = notModifiedHeaders(entry.etag, { ...entry.okHeaders, 'x-cache': state });
    if (gathered) for (const list of [...gathered.shared, gathered.own]) putAnswerHeaders(headers, list);
    return new Response(null, { status: 304, headers });
  }
  const ok = gathered ? okWithShared(entry, gathered.shared) : entry.okHeaders;
  const gzip = entry.body.byteLength >= GZIP_THRESHOLD && acceptEncoding !== undefined && /\bgzip\b/.test(acceptEncoding);
  const headers = gzip ? { ...ok, 'x-cache': state, 'content-encoding': 'gzip' } : { ...ok, 'x-cache': state };
  if (gathered) putAnswerHeaders(headers, gathered.own);
  if (gzip) entry.gzip ??= gzipSync(entry.body);
  return new Response((gzip ? entry.gzip : entry.body) as Uint8Array<ArrayBuffer>, { status: entry.status, headers });
};

const sameLists = (a: ReadonlyArray<readonly AnswerHeader[]>, b: ReadonlyArray<readonly AnswerHeader[]>): boolean => {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

const okWithShared = (entry: CacheEntry, lists: ReadonlyArray<readonly AnswerHeader[]>): Readonly<Record<string, string>> => {
  const made = entry.okWithShared;
  if (made && sameLists(made.lists, lists)) return made.headers;
  const headers = { ...entry.okHeaders };
  for (const list of lists) putAnswerHeaders(headers, list);
  entry.okWithShared = { lists: [...lists], headers };
  return headers;
};
const MAX_KEY_LENGTH = 1024;

export class ResponseCache {
  private readonly entries = new Map<string, CacheEntry>();
  private readonly inflight = new Map<string, Promise<CacheEntry | null>>();
  private generation = 0;
  private bytes = 0;
  private readonly ttlMs: number;
  private readonly maxBytes: number;
  private readonly maxEntryBytes: number;
  private readonly now: () => number;
  readonly stats = { hits: 0, misses: 0, coalesced: 0, invalidations: 0 };

  constructor(opts: ResponseCacheOptions) {
    this.ttlMs = opts.ttlMs;
    this.maxBytes = opts.maxBytes ?? 32 * 1024 * 1024;
    this.maxEntryBytes = opts.maxEntryBytes ?? 512 * 1024;
    this.now = opts.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Called after every local invalidation (e.g. to tell other API processes). */
  onInvalidate: (() => void) | null = null;

  private readonly followers: Array<() => void> = [];

  /**
   * `forget` runs on every invalidation, local or from another process, whether or not the TTL cache is
   * on: what is derived from the same data and kept elsewhere (the sitemap files, ADR 19) goes with it.
   */
  follow(forget: () => void): void {
    this.followers.push(forget);
  }

  /** Forgets every entry; reads already under way are not stored. `remote`: another process asked. */
  invalidate(opts: { remote?: boolean } = {}): void {
    if (!opts.remote) this.onInvalidate?.();
    for (const forget of this.followers) forget();
    this.generation++;
    this.entries.clear();
    this.inflight.clear();
    this.bytes = 0;
    this.stats.invalidations++;
  }

  private fresh(key: string): CacheEntry | null {
    const e = this.entries.get(key);
    if (!e) return null;
    if (e.expires > this.now()) return e;
    this.remove(key, e);
    return null;
  }

  private remove(key: string, e: CacheEntry): void {
    this.entries.delete(key);
    this.bytes -= e.bytes;
  }

  private store(key: string, entry: CacheEntry): void {
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(k, e);
    }
  }

  /**
   * The cached answer for `key`, else `load()`'s, which is stored when it is cacheable. Concurrent calls for
   * one key share a single `load()`.
   */
  async through(key: string, load: () => Promise<CacheEntry | null>): Promise<{ entry: CacheEntry | null; hit: boolean }> {
    const hit = this.fresh(key);
    if (hit) {
      this.stats.hits++;
      return { entry: hit, hit: true };
    }
    const pending = this.inflight.get(key);
    if (pending) {
      this.stats.coalesced++;
      return { entry: await pending.catch(() => null), hit: true };
    }
    this.stats.misses++;
    const generation = this.generation;
    const promise = load().then((entry) => {
      if (entry && generation === this.generation && entry.bytes <= this.maxEntryBytes) this.store(key, entry);
      return entry;
    });
    this.inflight.set(key, promise);
    try {
      return { entry: await promise, hit: false };
    } finally {
      if (this.inflight.get(key) === promise) this.inflight.delete(key);
    }
  }

  /**
   * An entry from an answer, whose body it reads (the caller answers from the entry); null, with the answer
   * left unread, when it cannot be kept (an encoding other than gzip).
   */
  async entryOf(res: Response): Promise<CacheEntry | null> {
    const encoding = res.headers.get('content-encoding');
    if (encoding && encoding !== 'gzip') return null;
    const raw = new Uint8Array(await res.arrayBuffer());
    const body = encoding ? new Uint8Array(gunzipSync(raw)) : raw;
    const kept: Record<string, string> = {};
    for (const h of KEPT_HEADERS) {
      const v = res.headers.get(h);
      if (v) kept[h] = v;
    }
    return this.entryFrom(res.status, body, kept, encoding ? raw : null);
  }

  /** An entry of a body made here (a page's HTML), with its content type and cache control; it expires with the TTL. */
  entryFrom(status: number, body: Uint8Array, headers: Record<string, string>, gzip: Uint8Array | null = null): CacheEntry {
    const etag = weakEtagOf(body);
    const okHeaders = { ...headers, etag, vary: 'Accept-Encoding' };
    return { status, body, gzip, headers, etag, okHeaders, okWithShared: null, expires: this.now() + this.ttlMs, bytes: body.byteLength + (gzip?.byteLength ?? 0) };
  }
}

/**
 * Cache key: the path and the query with its parameters sorted, so `?a=1&b=2` and `?b=2&a=1` share an entry.
 * With `known` (the parameters the read's route reads), only those count: a route's answer does not change
 * with the others (`?x=1`, `utm_source`…), so they share its entry instead of each making one.
 */
export const cacheKeyOf = (url: string, known?: readonly string[]): string | null => {
  const u = new URL(url);
  const params = [...u.searchParams.entries()]
    .filter(([name]) => !known || known.includes(name))
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  const key = params.length ? `${u.pathname}?${new URLSearchParams(params).toString()}` : u.pathname;
  return key.length > MAX_KEY_LENGTH ? null : key;
};

export interface PublicReadCacheRules {
  /**
   * The query parameters the read at `path` reads, when its 200 answers are the same for every visitor (a
   * public read: keyed on those parameters alone); null for any other path (never cached).
   */
  queryOf: (path: string) => readonly string[] | null;
  /** Successful writes to these paths leave public reads unchanged (no invalidation). */
  writeLeavesReadsUnchanged: (path: string) => boolean;
}

/**
 * The middleware: serves cacheable public GETs from the cache and empties it after any other successful
 * write. Mount it first, so that a hit costs no other middleware; it keeps a gzipped copy of each body.
 */
export const publicReadCache = (cache: ResponseCache, rules: PublicReadCacheRules): MiddlewareHandler => {
  // The cache key of each URL asked (null: no public read), kept: the same URLs come again and again (a
  // flood of different ones only empties the memo).
  const keys = new Map<string, string | null>();
  const keyOf = (url: string, path: string): string | null => {
    let key = keys.get(url);
    if (key === undefined) {
      const known = rules.queryOf(path);
      key = known ? cacheKeyOf(url, known) : null;
      if (keys.size >= 1024) keys.clear();
      keys.set(url, key);
    }
    return key;
  };
  return async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') {
      await next();
      if (c.res.status < 400 && !rules.writeLeavesReadsUnchanged(c.req.path)) cache.invalidate();
      return;
    }
    const key = method === 'GET' && cache.enabled && !c.req.header('authorization') ? keyOf(c.req.url, c.req.path) : null;
    if (!key) return next();
    let ran = false;
    const { entry, hit } = await cache.through(key, async () => {
      ran = true;
      // The entry gets the ETag and answers If-None-Match (revalidatePublicReads leaves this one alone).
      c.set(CACHE_LOAD_FLAG as never, true as never);
      await next();
      const res = c.res;
      if (res.status !== 200 || !(res.headers.get('content-type') ?? '').includes('application/json')) return null;
      return cache.entryOf(res);
    });
    if (ran) {
      // The request that read the database: its own answer, unless that became an entry (which read its body).
      if (entry) {
        // Replace the route's answer (its body is read) with the entry's, as a hit gets it. Hono's c.res
        // setter would merge the old answer's headers into the new one — its Content-Encoding too, when
        // compression ran inside and the entry answers uncompressed — so the old answer goes first.
        (c as unknown as { res: Response | undefined }).res = undefined;
        c.res = respondFromEntry(entry, c.req.header('accept-encoding'), 'MISS', c.req.header('if-none-match'), c);
      } else setResponseHeader(c, 'X-Cache', 'MISS');
      return;
    }
    if (!entry) return next(); // the shared load was not cacheable (an error, say): answer this one on its own
    return respondFromEntry(entry, c.req.header('accept-encoding'), hit ? 'HIT' : 'MISS', c.req.header('if-none-match'), c);
  };
};

// How headers get on an answer: every middleware's (the security headers, CORS, the request id, Vary,
// X-Cache) go through here. They live with the cache because of it: a cached answer is made from plain
// headers and takes them at its making, the cheapest way through the middleware there is.

/**
 * Sets (or, with `append`, appends to: Vary) a header of the answer a middleware got back from `next()`.
 *
 * Not `c.header()`: on a finished answer Hono copies the Response around its body *stream*, and
 * @hono/node-server then has to pump that stream instead of writing the string or bytes it was given in one
 * go (a third of a cached read's cost). The answer's own headers are mutable for every Response the app
 * makes; only a Response with immutable headers (one from fetch, say) is copied.
 */
export const setResponseHeader = (c: Context, name: string, value: string, opts: { append?: boolean } = {}): void => {
  onAnswer(c, (headers) => {
    if (opts.append) headers.append(name, value);
    else headers.set(name, value);
  });
};

/** Changes the answer's headers in place, or a copy of it when they cannot change (a Response from fetch, Response.redirect). */
const onAnswer = (c: Context, change: (headers: Headers) => void): void => {
  try {
    change(c.res.headers);
  } catch {
    const copy = new Response(c.res.body, c.res);
    change(copy.headers);
    c.res = copy;
  }
};

/**
 * A header every answer to a request gets, in lower case, and how it meets one the answer has already:
 * `keep` leaves the answer's own (a route's Referrer-Policy), `append` adds to it (Vary), `set` replaces it.
 */
export type AnswerHeader = readonly [name: string, value: string, mode: 'keep' | 'append' | 'set'];

const GATHERED = 'answerHeaders';

/** The headers gathered for a request's answers, in the order they apply. */
export interface AnswerHeaders {
  /** Lists shared by many requests (the same array each time): an answer made from stored bytes keeps what they make. */
  readonly shared: Array<readonly AnswerHeader[]>;
  /** This request's own (its id), after the shared ones. */
  readonly own: AnswerHeader[];
  /** Put on the answer already, when it was made (a cached answer). */
  done: boolean;
}

/**
 * Gives every answer to this request the headers `shared` (a list many requests share: the security
 * headers, CORS) and `own` (this request's: its id). The middleware call it before the answer is made, and
 * the outermost of them puts what they all gathered on the answer, once, when it comes back. An answer made
 * from plain headers (the read cache's) takes them at its making (`takeAnswerHeaders`) and
 * is written as it is: turning its headers into a Headers object, setting a dozen of them and reading them
 * back cost a cached read more than the rest of its way through the middleware.
 */
export const withAnswerHeaders = async (c: Context, next: Next, shared: readonly AnswerHeader[] | null, own?: readonly AnswerHeader[]): Promise<void> => {
  const outer = c.get(GATHERED as never) as AnswerHeaders | undefined;
  if (outer) {
    if (shared) outer.shared.push(shared);
    if (own) outer.own.push(...own);
    return next();
  }
  const gathered: AnswerHeaders = { shared: shared ? [shared] : [], own: own ? [...own] : [], done: false };
  c.set(GATHERED as never, gathered as never);
  await next();
  if (gathered.done) return;
  gathered.done = true;
  onAnswer(c, (headers) => {
    for (const list of gathered.shared) put(headers, list);
    put(headers, gathered.own);
  });
};

const put = (headers: Headers, list: readonly AnswerHeader[]) => {
  for (const [name, value, mode] of list) {
    if (mode === 'append') headers.append(name, value);
    else if (mode === 'set' || !headers.has(name)) headers.set(name, value);
  }
};

/** The headers gathered for this request's answers, taken by an answer about to be made from plain headers (which puts them in: `putAnswerHeaders`). */
export const takeAnswerHeaders = (c: Context): AnswerHeaders | undefined => {
  const gathered = c.get(GATHERED as never) as AnswerHeaders | undefined;
  if (gathered) gathered.done = true;
  return gathered;
};

/** Puts `list` into plain `headers` (lower-case names), as `withAnswerHeaders` puts it on an answer's Headers. */
export const putAnswerHeaders = (headers: Record<string, string>, list: readonly AnswerHeader[]): Record<string, string> => {
  for (const [name, value, mode] of list) {
    const had = headers[name];
    if (mode === 'append') headers[name] = had ? `${had}, ${value}` : value;
    else if (mode === 'set' || had === undefined) headers[name] = value;
  }
  return headers;
};
