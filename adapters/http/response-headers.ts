import type { Context } from 'hono';

export interface SetHeaderOptions {
  /** Append to the header's values (Vary) instead of replacing them. */
  append?: boolean;
  /** Leave a header the route has set itself as it is. */
  keepExisting?: boolean;
}

const apply = (headers: Headers, entries: ReadonlyArray<readonly [string, string]>, opts: SetHeaderOptions) => {
  for (const [name, value] of entries) {
    if (opts.keepExisting && headers.has(name)) continue;
    if (opts.append) headers.append(name, value);
    else headers.set(name, value);
  }
};

/**
 * Sets (or appends) headers on the answer a middleware got back from `next()`.
 *
 * Not `c.header()`: on a finished answer Hono copies the Response around its body *stream*, and
 * @hono/node-server then has to pump that stream instead of writing the string or bytes it was given in one
 * go (a third of a cached read's cost). The answer's own headers are mutable for every Response the app
 * makes; only a Response with immutable headers (one from fetch, say) is copied.
 */
export const setResponseHeaders = (c: Context, entries: ReadonlyArray<readonly [string, string]>, opts: SetHeaderOptions = {}): void => {
  try {
    apply(c.res.headers, entries, opts);
  } catch {
    const copy = new Response(c.res.body, c.res);
    apply(copy.headers, entries, opts);
    c.res = copy;
  }
};

export const setResponseHeader = (c: Context, name: string, value: string, opts: SetHeaderOptions = {}): void => setResponseHeaders(c, [[name, value]], opts);
