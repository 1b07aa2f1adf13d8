import type { HttpApp } from '../../adapters/http/app.ts';
import { PRIMARY_READS_WINDOW_MS, type ReadReplicas } from '../../adapters/persistence/knex/read-replicas.ts';

/**
 * Which database a request reads (issue 41, DATABASE_REPLICA_URLS), chosen once per request here, around the
 * HTTP app. Any method but GET, HEAD and OPTIONS reads and writes the primary; a request that wrote to the
 * database (whatever its method) answers with a short-lived cookie, and while the browser holds it, that
 * session's reads go to the primary too, so a vendor sees an edit at once whichever API process serves the next page. A cookie needs
 * nothing shared between the processes (a session id kept in Redis would, and would miss the anonymous
 * writers); the site's own pages send it on every call. After any write that empties the public read cache
 * (here or, through Redis, in another process), every read goes to the primary for the same window: what the
 * cache and the sitemap files keep is then never read from a replica that has not caught up.
 */
export const PRIMARY_READS_COOKIE = 'uwd_primary_reads';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface ReadRequest {
  method: string;
  cookie: string | null;
}

/** The router's choice for one request: the replicas for a safe request of a session that has not just written, unless public data just changed. */
export const readsFor = (req: ReadRequest, lastPublicWriteAt: number, now: number, windowMs = PRIMARY_READS_WINDOW_MS): 'replica' | 'primary' => {
  if (!SAFE_METHODS.has(req.method.toUpperCase())) return 'primary';
  if (req.cookie && new RegExp(`(?:^|;\\s*)${PRIMARY_READS_COOKIE}=`).test(req.cookie)) return 'primary';
  return now - lastPublicWriteAt < windowMs ? 'primary' : 'replica';
};

const withCookie = (res: Response, cookie: string): Response => {
  try {
    res.headers.append('set-cookie', cookie);
    return res;
  } catch {
    // An answer with immutable headers (a fetched one): copy it.
    const copy = new Response(res.body, res);
    copy.headers.append('set-cookie', cookie);
    return copy;
  }
};

/**
 * Runs every request of `app` inside the replicas' router. Returns `publicDataChanged`, which the container
 * calls on every emptying of the public read cache, local or remote.
 */
export const routeReads = (app: HttpApp, replicas: ReadReplicas, opts: { secureCookie: boolean; now?: () => number; windowMs?: number }): { publicDataChanged(): void } => {
  const now = opts.now ?? Date.now;
  const windowMs = opts.windowMs ?? PRIMARY_READS_WINDOW_MS;
  const cookie = `${PRIMARY_READS_COOKIE}=1; Max-Age=${Math.ceil(windowMs / 1000)}; Path=/; HttpOnly; SameSite=Lax${opts.secureCookie ? '; Secure' : ''}`;
  let lastPublicWriteAt = Number.NEGATIVE_INFINITY;
  const serve = app.fetch;
  app.fetch = async (request, ...rest) => {
    const reads = readsFor({ method: request.method, cookie: request.headers.get('cookie') }, lastPublicWriteAt, now(), windowMs);
    const { result, wrote } = await replicas.within(reads === 'replica', async () => serve(request, ...rest));
    // Only a request that wrote: the page-view beacons (POSTs counted in Redis) would keep every visitor's
    // reads on the primary.
    return wrote ? withCookie(result, cookie) : result;
  };
  return { publicDataChanged: () => void (lastPublicWriteAt = now()) };
};
