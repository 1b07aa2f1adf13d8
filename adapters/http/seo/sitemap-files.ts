import { promisify } from 'node:util';
import { gunzip as gunzipCallback, gzip as gzipCallback } from 'node:zlib';
import { ifNoneMatchMatches, notModifiedHeaders, weakEtagOf } from '../response-cache.ts';

const gzip = promisify(gzipCallback);
const gunzip = promisify(gunzipCallback);

/**
 * A generated sitemap file, kept gzipped: a vendor file of 10 000 URLs is about 1.3 MB plain, some 50–100 KB
 * gzipped. Crawlers take gzip; a client that does not is sent the bytes unzipped for it (about 5 ms).
 */
interface SitemapFile {
  gzip: Uint8Array;
  /** The weak ETag of the identity bytes (one resource state, plain or gzipped; response-cache.ts). */
  etag: string;
  /** When these bytes were first generated (an HTTP date, whole seconds). */
  lastModified: string;
}

/** Files whose dates are remembered across invalidations; above it the memory starts again (dates then move on). */
const MAX_REMEMBERED = 10_000;

/**
 * The sitemap files, each generated once per change of the data (ADR 19).
 *
 * Not a TTL cache: a file is kept until the next invalidation of the public read cache (every successful
 * write through the API, here or in another process by the Redis broadcast), whether or not that cache is on.
 * Concurrent requests for a file that is not there share one generation.
 *
 * `Last-Modified` is when the bytes were generated, but bytes made again identical to the previous ones (an
 * unrelated write emptied the store) keep the previous date, so crawlers asking `If-Modified-Since` get a 304
 * until the file really changes; a changed file always gets a later date than the one it replaces.
 */
export class SitemapFiles {
  private readonly files = new Map<string, Promise<SitemapFile>>();
  /** Each kept file's previous generation, so that bytes made again unchanged keep their date. */
  private readonly previous = new Map<string, { etag: string; lastModifiedMs: number }>();
  /** Generations of files that are not kept, shared by the requests that ask while they run. */
  private readonly passing = new Map<string, Promise<SitemapFile>>();
  /** The keys the last generated index listed (null: no index since the last change). */
  private listedKeys: ReadonlySet<string> | null = null;
  /** Counts invalidations: what was read before one is not recorded after it. */
  private changes = 0;

  constructor(private readonly now: () => number = Date.now) {}

  get size(): number {
    return this.files.size;
  }

  /**
   * Forgets every file. A generation under way finishes for the requests already waiting for it (they asked
   * before the write), but is no longer in the store: the next request generates the file again.
   */
  invalidate(): void {
    this.files.clear();
    this.passing.clear();
    this.listedKeys = null;
    this.changes++;
  }

  /**
   * The kept file for `key`, else `make()`'s bytes, gzipped, and kept when `keep`. A file not kept is shared
   * by concurrent requests for `key` only while it is generated. `hit`: the kept file was there (or being
   * generated) before this request.
   */
  async get(key: string, make: () => Promise<string>, keep = true): Promise<{ file: SitemapFile; hit: boolean }> {
    const store = keep ? this.files : this.passing;
    const running = store.get(key);
    if (running) return { file: await running, hit: keep };
    const promise = this.generate(keep ? key : null, make);
    store.set(key, promise);
    // A failed generation is not kept either: the next request tries again.
    const forget = () => {
      if (store.get(key) === promise) store.delete(key);
    };
    void promise.then(keep ? undefined : forget, forget);
    return { file: await promise, hit: false };
  }

  /** A mark to give `listed` for what is read from now on. */
  get version(): number {
    return this.changes;
  }

  /**
   * Records the files an index lists (read since `version`): those are the ones kept (see `isListed`). An
   * index read before a change is not recorded.
   */
  listed(keys: Iterable<string>, version: number): void {
    if (version === this.changes) this.listedKeys = new Set(keys);
  }

  /**
   * Whether the index generated since the last change lists `key`. A file it does not list (an `after=`
   * cursor made up by a client, or any cursor before the index was asked for) is generated but not kept:
   * made-up cursors cannot fill the memory.
   */
  isListed(key: string): boolean {
    return this.listedKeys?.has(key) ?? false;
  }

  private async generate(key: string | null, make: () => Promise<string>): Promise<SitemapFile> {
    const body = Buffer.from(await make(), 'utf8');
    const etag = weakEtagOf(body);
    const compressed = new Uint8Array(await gzip(body));
    const before = key === null ? undefined : this.previous.get(key);
    const nowMs = Math.floor(this.now() / 1000) * 1000;
    const lastModifiedMs = !before ? nowMs : before.etag === etag ? before.lastModifiedMs : Math.max(nowMs, before.lastModifiedMs + 1000);
    if (key !== null) {
      if (this.previous.size >= MAX_REMEMBERED && !this.previous.has(key)) this.previous.clear();
      this.previous.set(key, { etag, lastModifiedMs });
    }
    return { gzip: compressed, etag, lastModified: new Date(lastModifiedMs).toUTCString() };
  }
}

/** What a sitemap request asks: its encodings and its conditional headers. */
interface SitemapRequest {
  acceptEncoding?: string | undefined;
  ifNoneMatch?: string | undefined;
  ifModifiedSince?: string | undefined;
}

const notModifiedSince = (file: SitemapFile, request: SitemapRequest): boolean => {
  // RFC 9110 §13.1.3: If-Modified-Since is ignored when If-None-Match is present.
  if (request.ifNoneMatch !== undefined) return ifNoneMatchMatches(request.ifNoneMatch, file.etag);
  if (!request.ifModifiedSince) return false;
  const since = Date.parse(request.ifModifiedSince);
  return !Number.isNaN(since) && Date.parse(file.lastModified) <= since;
};

const SITEMAP_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };

/**
 * The answer from a sitemap file: 304 when the client's copy is current (ETag, else Last-Modified), the
 * gzipped bytes to a client that accepts gzip, else the bytes unzipped for it. `hit`: the kept file was there.
 */
export const sitemapAnswer = async (file: SitemapFile, request: SitemapRequest, hit: boolean): Promise<Response> => {
  const headers = { ...SITEMAP_HEADERS, etag: file.etag, 'last-modified': file.lastModified, vary: 'Accept-Encoding', 'x-cache': hit ? 'HIT' : 'MISS' };
  if (notModifiedSince(file, request)) {
    return new Response(null, { status: 304, headers: { ...notModifiedHeaders(file.etag, headers), 'last-modified': file.lastModified } });
  }
  if (request.acceptEncoding && /\bgzip\b/i.test(request.acceptEncoding)) {
    return new Response(file.gzip as Uint8Array<ArrayBuffer>, { status: 200, headers: { ...headers, 'content-encoding': 'gzip' } });
  }
  return new Response(new Uint8Array(await gunzip(file.gzip)), { status: 200, headers });
};
